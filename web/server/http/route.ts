// Wraps an /api route handler around its call (web/server/contract/calls.ts): resolves the
// visitor's language, applies the call's rules (Origin, rate limit, body limit and content type,
// form signals, input schema) from the same place tRPC does, and turns any error into the JSON
// error shape with the right status (a domain Refusal in the visitor's words: contract/refusals.ts). Route files stay thin:
//   export const POST = defineCallRoute(CALLS.createBooking, async ({ input, language }) => json(201, ...));
import "server-only";
import type { z } from "zod";
import { getDictionary, type TDictionary, type TLanguage } from "@/content/dictionaries";
import type { TCall } from "../contract/calls";
import { admitCall, parseCallInput, parseJsonText, readBodyWithin, requireJson } from "../contract/door";
import { AppError } from "../errors";
import { replyLanguage, unavailableErrorOf, visitorErrorOf } from "../contract/refusals";
import { logger, routeOf } from "../log";
import { resolveLanguage } from "./language";
import { getClientAddress } from "./rate-limit";

type TInputOf<C extends TCall> = C["input"] extends z.ZodType ? z.output<C["input"]> : undefined;

type TRouteContext<C extends TCall> = { request: Request; input: TInputOf<C>; language: TLanguage; t: TDictionary; client: string };

const NO_STORE = { "cache-control": "no-store" };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(error: AppError): Response {
  const { fields, retryAfterSeconds, reason } = error.details;
  const body = { error: { code: reason ?? error.code, message: error.message, ...(fields ? { fields } : {}) } };
  return json(error.status, body, retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {});
}

/** The raw input of a request: the JSON body of a POST, the query of a GET. */
async function readRawInput(call: TCall, request: Request, t: TDictionary): Promise<{ raw: unknown; bytes: number }> {
  if (call.method === "GET") return { raw: Object.fromEntries(new URL(request.url).searchParams), bytes: 0 };
  requireJson(request.headers, t);
  const { text, bytes } = await readBodyWithin(request, call.body, t);
  return { raw: parseJsonText(text, t), bytes };
}

/**
 * The door (origin, rate limit) and the raw input. A small body (JSON alone) is read while the
 * rate limit's round trip to Redis is under way; a refusal at the door still wins (a 429 before
 * any complaint about the body). A body that may carry photos is read only once the client is
 * admitted, so that a limited client cannot make the server take megabytes in.
 */
async function admitAndRead(call: TCall, request: Request, client: string, t: TDictionary): Promise<{ raw: unknown; bytes: number }> {
  const admit = admitCall(call, request.headers, client);
  if (!call.input) return admit.then(() => ({ raw: undefined, bytes: 0 }));
  if (call.body === "json-or-images") {
    await admit;
    return readRawInput(call, request, t);
  }
  const [admitted, read] = await Promise.allSettled([admit, readRawInput(call, request, t)]);
  if (admitted.status === "rejected") throw admitted.reason;
  if (read.status === "rejected") throw read.reason;
  return read.value;
}

export function defineCallRoute<C extends TCall>(call: C, handler: (context: TRouteContext<C>) => Promise<Response>) {
  return async function route(request: Request): Promise<Response> {
    const language = resolveLanguage(request.headers);
    const t = getDictionary(language);
    const client = getClientAddress(request.headers);
    let input: TInputOf<C> | undefined;
    try {
      const { raw, bytes } = await admitAndRead(call, request, client, t);
      input = parseCallInput(call, raw, t, bytes) as TInputOf<C>;
      return await handler({ request, input, language, t, client });
    } catch (error) {
      const refused = visitorErrorOf(error, replyLanguage(input, language));
      if (refused) return errorResponse(refused);
      const unavailable = unavailableErrorOf(error, language);
      if (unavailable) {
        const reason = String((error as Error | undefined)?.message ?? error)
          .trim()
          .split("\n")
          .at(-1);
        logger.warn({ method: request.method, route: routeOf(new URL(request.url).pathname), reason }, "database unavailable");
        return errorResponse(unavailable);
      }
      logger.error({ err: error, method: request.method, route: routeOf(new URL(request.url).pathname) }, "call failed");
      return errorResponse(new AppError("INTERNAL", t.api.internal));
    }
  };
}
