// Wraps an /api route handler: resolves the visitor's language, refuses cross-site writes, applies
// the POST rate limit, and turns any error into the JSON error shape with the right status.
// Route files stay thin:
//   export const POST = defineRoute({ rateLimit: "bookings" }, async ({ request, t }) => json(201, ...));
import { getDictionary, type TDictionary, type TLanguage } from "@/content/dictionaries";
import { asUnavailable } from "../db/transient";
import { AppError, isAppError } from "../errors";
import { checkOrigin } from "./abuse";
import { resolveLanguage } from "./language";
import { consumeRateLimit, getClientAddress } from "./rate-limit";

export type TRouteContext = { request: Request; language: TLanguage; t: TDictionary; client: string };

export type TRouteOptions = {
  /** The rate-limit bucket for this route; omitted for reads. */
  rateLimit?: string;
};

const NO_STORE = { "cache-control": "no-store" };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(error: AppError): Response {
  const { fields, retryAfterSeconds, reason } = error.details;
  const body = { error: { code: reason ?? error.code, message: error.message, ...(fields ? { fields } : {}) } };
  return json(error.status, body, retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {});
}

export function defineRoute(options: TRouteOptions, handler: (context: TRouteContext) => Promise<Response>) {
  return async function route(request: Request): Promise<Response> {
    const language = resolveLanguage(request.headers);
    const t = getDictionary(language);
    const client = getClientAddress(request.headers);
    try {
      if (request.method !== "GET" && request.method !== "HEAD") checkOrigin(request.headers, t);
      if (options.rateLimit) await consumeRateLimit(options.rateLimit, client, t);
      return await handler({ request, language, t, client });
    } catch (error) {
      if (isAppError(error)) return errorResponse(error);
      const unavailable = asUnavailable(error, t);
      if (unavailable) {
        const reason = String((error as Error | undefined)?.message ?? error)
          .trim()
          .split("\n")
          .at(-1);
        console.warn(`[api] ${request.method} ${new URL(request.url).pathname}: database unavailable: ${reason}`);
        return errorResponse(unavailable);
      }
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error);
      return errorResponse(new AppError("INTERNAL", t.api.internal));
    }
  };
}
