// Opening (GET) and using (POST) an owner action link: rate-limited per client, POST only from
// this site's own page; then verify the token, and describe or act. A database that stays busy or
// away through the retries gets a 503 page with Retry-After.
import { getDictionary, type TDictionary } from "@/content/dictionaries";
import { getOwnerSession } from "../auth/session";
import { hasOpenConflict } from "../bookings/owner-decisions";
import { getConfig } from "../config";
import { asUnavailable } from "../db/transient";
import { isAppError } from "../errors";
import { checkOrigin } from "../http/abuse";
import { consumeRateLimit, getClientAddress } from "../http/rate-limit";
import { CONTENT_TAG, contentChanged } from "../content/cache";
import { describeAction, performAction } from "./actions";
import { renderOwnerPage } from "./page";
import { verifyActionToken } from "./token";

export async function handleOwnerLink(request: Request, token: string, method: "GET" | "POST", pageUrl: string): Promise<Response> {
  const t = getDictionary("en");
  try {
    return await ownerLink(request, token, method, pageUrl, t);
  } catch (error) {
    const unavailable = asUnavailable(error, t);
    if (!unavailable) throw error;
    return renderOwnerPage({
      kind: "unavailable",
      message: unavailable.message,
      retryAfterSeconds: unavailable.details.retryAfterSeconds ?? 1,
    });
  }
}

async function ownerLink(request: Request, token: string, method: "GET" | "POST", pageUrl: string, t: TDictionary): Promise<Response> {
  try {
    await consumeRateLimit("owner-links", getClientAddress(request.headers), t, getConfig().RATE_LIMIT_OWNER_PAGES);
    if (method === "POST") checkOrigin(request.headers, t);
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED")
      return renderOwnerPage({ kind: "limited", retryAfterSeconds: error.details.retryAfterSeconds ?? 60 });
    if (isAppError(error) && error.code === "FORBIDDEN") return renderOwnerPage({ kind: "cross-origin" });
    throw error;
  }
  const check = verifyActionToken(token);
  if (!check.ok) return renderOwnerPage({ kind: check.reason === "expired" ? "expired" : "forged" });
  const { action, subjectId } = check.claim;
  const before = await describeAction(action, subjectId);
  if (!before) return renderOwnerPage({ kind: "missing" });
  // Confirming over nights a channel's calendar claims waits until the owner resolves it.
  if (action === "booking.approve" && before.open && (await hasOpenConflict(subjectId)))
    return renderOwnerPage({ kind: "channel-conflict", consoleUrl: `/owner/bookings/${subjectId}` });
  if (method === "GET")
    return renderOwnerPage(before.open ? { kind: "confirm", subject: before, postUrl: pageUrl } : { kind: "already", subject: before });
  const outcome = await performAction(action, subjectId);
  // A review published or withdrawn changes what the stay pages, the home and their structured data say.
  if (outcome === "decided" && action.startsWith("review.")) contentChanged([CONTENT_TAG.reviews]);
  const after = (await describeAction(action, subjectId)) ?? before;
  // The owner signed in to the console ends on the booking's page there.
  if (action.startsWith("booking.") && (await getOwnerSession(request.headers)))
    return new Response(null, { status: 303, headers: { location: `/owner/bookings/${subjectId}` } });
  return renderOwnerPage({ kind: outcome === "decided" ? "done" : "already", subject: after });
}
