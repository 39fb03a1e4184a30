// GET|POST /api/trpc/* – the tRPC door the pages use, onto the same calls and domain functions as
// /api. A POST is checked against its calls' rules before tRPC reads it, in the order the /api routes
// check them: the Origin (a cross-site request is refused whatever its content type), JSON, and the body limit of the calls it
// names (the largest, for a batch), refused while the body streams rather than after buffering.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getDictionary } from "@/content/dictionaries";
import { appRouter } from "@/server/api/root";
import { MAX_TRPC_BATCH } from "@/trpc/batch";
import { createTRPCContext } from "@/server/api/trpc";
import { bodyLimits, parseJsonText, readBodyWithin, requireJson } from "@/server/contract/door";
import { callOfProcedure } from "@/server/contract/calls";
import { visitorErrorOf } from "@/server/contract/refusals";
import { AppError, isAppError } from "@/server/errors";
import { checkOrigin } from "@/server/http/abuse";
import { resolveLanguage } from "@/server/http/language";
import { errorResponse } from "@/server/http/route";
import { allowHeader, otherMethods } from "@/server/http/methods";

const ENDPOINT = "/api/trpc";
const ROUTE_METHODS = ["GET", "POST"] as const;
/** The one method tRPC accepts for each kind of procedure. */
const PROCEDURE_METHOD = { query: "GET", mutation: "POST", subscription: "GET" } as const;

/** The calls a request names ("/api/trpc/a.b,c.d"). */
function callNames(request: Request): string[] {
  return new URL(request.url).pathname.slice(ENDPOINT.length + 1).split(",");
}

/** The body rule of the widest call a request names ("/api/trpc/a.b,c.d"). */
function bodyRuleOf(request: Request) {
  const rules = callNames(request).map((name) => callOfProcedure(name)?.body);
  return rules.reduce((widest, rule) => (bodyLimits(rule).withImages > bodyLimits(widest).withImages ? rule : widest), rules[0]);
}

async function handler(request: Request): Promise<Response> {
  let bounded = request;
  let bodyBytes = 0;
  if (callNames(request).length > MAX_TRPC_BATCH) {
    const t = getDictionary(resolveLanguage(request.headers));
    return errorResponse(new AppError("BAD_REQUEST", t.api.batchTooLarge(MAX_TRPC_BATCH), { reason: "BATCH_TOO_LARGE" }));
  }
  if (request.method === "POST") {
    const language = resolveLanguage(request.headers);
    try {
      const t = getDictionary(language);
      checkOrigin(request.headers);
      requireJson(request.headers, t);
      const { text, bytes } = await readBodyWithin(request, bodyRuleOf(request), t);
      if (text !== "") parseJsonText(text, t);
      bodyBytes = bytes;
      bounded = new Request(request.url, { method: "POST", headers: request.headers, body: text });
    } catch (error) {
      const refused = visitorErrorOf(error, language);
      if (refused) return errorResponse(refused);
      throw error;
    }
  }
  return fetchRequestHandler({
    endpoint: ENDPOINT,
    req: bounded,
    router: appRouter,
    maxBatchSize: MAX_TRPC_BATCH,
    createContext: () => createTRPCContext({ headers: request.headers, bodyBytes }),
    // A 429 or 503 says when to try again, as the /api routes do; a 405 (a query sent by POST, a
    // mutation by GET) names the method the calls it names accept.
    responseMeta: ({ errors, info }) => {
      const headers: Record<string, string> = {};
      const seconds = Math.max(0, ...errors.map((error) => (isAppError(error.cause) ? (error.cause.details.retryAfterSeconds ?? 0) : 0)));
      if (seconds > 0) headers["retry-after"] = String(seconds);
      if (errors.some((error) => error.code === "METHOD_NOT_SUPPORTED")) {
        const accepted = (info?.calls ?? []).map((call) => PROCEDURE_METHOD[call.procedure?._def.type ?? "query"]);
        headers.allow = allowHeader(ROUTE_METHODS.filter((method) => accepted.every((one) => one === method)));
      }
      return { headers };
    },
  });
}

export { handler as GET, handler as POST };

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET: handler, POST: handler });
