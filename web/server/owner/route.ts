// The owner's own HTTP doors outside tRPC (a photo upload, the ledger's CSV): the site's own page
// only (a cross-site request is refused), a live owner session (401 without one), and every
// failure answered in the owner's language: a refusal with its status (in the owner's words, as the
// console's tRPC door says it), a busy or absent database as 503, anything else as 500 without
// details, logged.
import "server-only";
import { getDictionary } from "@/content/dictionaries";
import { getOwnerSession } from "../auth/session";
import { unavailableErrorOf } from "../contract/refusals";
import { AppError, Refusal } from "../errors";
import { checkOrigin } from "../http/abuse";
import { resolveLanguage } from "../http/language";
import { errorResponse } from "../http/route";
import { logger } from "../log";
import { ownerRefusal } from "./door-errors";
import { getOwnerMessages } from "./messages";

export type TOwnerSession = NonNullable<Awaited<ReturnType<typeof getOwnerSession>>>;

/** Runs `handle` for the signed-in owner; `what` names the door in the log when it fails. */
export async function handleOwnerRoute(
  request: Request,
  what: string,
  handle: (session: TOwnerSession) => Promise<Response>,
): Promise<Response> {
  let t = getDictionary(resolveLanguage(request.headers));
  try {
    checkOrigin(request.headers);
    const session = await getOwnerSession(request.headers);
    if (!session) return errorResponse(new AppError("UNAUTHORIZED", getOwnerMessages(t.language).signInRequired));
    t = getDictionary(session.language);
    return await handle(session);
  } catch (error) {
    if (error instanceof Refusal) return errorResponse(ownerRefusal(error as Refusal, t.language));
    if (error instanceof AppError) return errorResponse(error);
    const unavailable = unavailableErrorOf(error, t.language);
    if (unavailable) return errorResponse(unavailable);
    logger.error({ err: error }, `${what} failed`);
    return errorResponse(new AppError("INTERNAL", t.api.internal));
  }
}
