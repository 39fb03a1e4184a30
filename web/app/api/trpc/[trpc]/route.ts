// GET|POST /api/trpc/* – the tRPC door the pages use, onto the same domain functions as /api.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getDictionary } from "@/content/dictionaries";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { getConfig } from "@/server/config";
import { isAppError } from "@/server/errors";
import { readTextWithin } from "@/server/http/body";
import { resolveLanguage } from "@/server/http/language";
import { errorResponse } from "@/server/http/route";

async function handler(request: Request): Promise<Response> {
  let bounded = request;
  if (request.method === "POST") {
    // The fetch adapter buffers bodies whole; refuse oversized ones while they stream instead.
    try {
      const t = getDictionary(resolveLanguage(request.headers));
      const text = await readTextWithin(request, getConfig().MAX_PHOTO_BODY_BYTES, t);
      bounded = new Request(request.url, { method: "POST", headers: request.headers, body: text });
    } catch (error) {
      if (isAppError(error)) return errorResponse(error);
      throw error;
    }
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: bounded,
    router: appRouter,
    createContext: () => createTRPCContext({ headers: request.headers }),
    // A 429 or 503 says when to try again, as the /api routes do.
    responseMeta: ({ errors }) => {
      const seconds = Math.max(0, ...errors.map((error) => (isAppError(error.cause) ? (error.cause.details.retryAfterSeconds ?? 0) : 0)));
      return seconds > 0 ? { headers: { "retry-after": String(seconds) } } : {};
    },
  });
}

export { handler as GET, handler as POST };
