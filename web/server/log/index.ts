// The product's logger and request context for TypeScript code (web/observability.mjs holds them,
// shared with web/server.mjs). Log ids and counts; never a guest's e-mail address or phone number.
import "server-only";
export { currentRequestId, logger, routeOf, setProcessName, withRequestId } from "../../observability.mjs";
