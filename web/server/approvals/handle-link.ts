// The door of an owner action link (/owner/<token>), run by web/proxy.ts before the page renders:
// rate-limited per client, POST only from this site's own page; then verify the token, and
// describe (GET) or act (POST, once). The door reads everything the page shows (the subject, after
// the action for a POST), so the page reads nothing: a database that stays busy or away through the
// retries gets the door's 503 page with Retry-After, never a failing render. The page (web/app/(links)/owner/[token]) speaks the owner's
// language: `?lang=`, else the signed-in owner's choice, else the `lang` cookie or Accept-Language.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { getOwnerSession } from "../auth/session";
import { hasOpenConflict } from "../bookings/owner-decisions";
import { CONTENT_TAG, contentChanged } from "../content/cache";
import { guardLinkPage, unlessUnavailable } from "../http/link-guard";
import { messageAnswer, seeOther, type TDoorAnswer } from "../http/link-page";
import { pageLanguage } from "../http/page-language";
import { describeAction, performAction, type TActionSubject } from "./actions";
import { verifyActionToken } from "./token";

/** The views of the owner's link page besides "message": the step with the button, and the two results. */
export type TOwnerLinkView = "confirm" | "done" | "already";

export async function ownerLinkDoor(request: Request, token: string): Promise<TDoorAnswer<TActionSubject>> {
  const url = new URL(request.url);
  const path = `/owner/${encodeURIComponent(token)}`;
  const visitorLanguage = pageLanguage(url, request.headers);
  const texts = getConsoleDictionary(visitorLanguage).ownerLinks;
  return unlessUnavailable(
    visitorLanguage,
    async () => {
      const session = await getOwnerSession(request.headers);
      const language = pageLanguage(url, request.headers, session?.language);
      return ownerLink(request, token, { language, path }, session !== null);
    },
    (message, retryAfterSeconds) =>
      messageAnswer(
        { language: visitorLanguage, path },
        503,
        { title: texts.limitedTitle, text: message },
        { "retry-after": String(retryAfterSeconds) },
      ),
  );
}

async function ownerLink(
  request: Request,
  token: string,
  base: { language: TLanguage; path: string },
  signedIn: boolean,
): Promise<TDoorAnswer<TActionSubject>> {
  const method = request.method === "POST" ? "POST" : "GET";
  const texts = getConsoleDictionary(base.language).ownerLinks;
  const refused = await guardLinkPage(request, base.language, [{ bucket: "owner-links" }], {
    limited: (retryAfterSeconds) =>
      messageAnswer(base, 429, { title: texts.limitedTitle, text: texts.limited }, { "retry-after": String(retryAfterSeconds) }),
    crossOrigin: () => messageAnswer(base, 403, { title: texts.crossOriginTitle, text: texts.crossOrigin, alert: true }),
  });
  if (refused) return refused;
  const check = verifyActionToken(token);
  if (!check.ok)
    return check.reason === "expired"
      ? messageAnswer(base, 410, { title: texts.expiredTitle, text: texts.expired })
      : messageAnswer(base, 403, { title: texts.forgedTitle, text: texts.forged, alert: true });
  const { action, subjectId } = check.claim;
  const before = await describeAction(action, subjectId, base.language);
  if (!before) return messageAnswer(base, 404, { title: texts.missingTitle, text: texts.missing });
  // Confirming over nights a channel's calendar claims waits until the owner resolves it.
  if (action === "booking.approve" && before.open && (await hasOpenConflict(subjectId)))
    return messageAnswer(base, 409, {
      title: texts.conflictTitle,
      text: texts.conflict,
      alert: true,
      link: { href: `/owner/bookings/${subjectId}`, text: texts.openInConsole },
    });
  const page = (view: TOwnerLinkView, subject: TActionSubject): TDoorAnswer<TActionSubject> => ({
    kind: "page",
    status: 200,
    state: { ...base, view, facts: subject },
  });
  if (method === "GET") return page(before.open ? "confirm" : "already", before);
  const outcome = await performAction(action, subjectId);
  // A review published or withdrawn changes what the stay pages, the home and their structured data say.
  if (outcome === "decided" && action.startsWith("review.")) await contentChanged([CONTENT_TAG.reviews]);
  // The owner signed in to the console ends on the booking's page there.
  if (action.startsWith("booking.") && signedIn) return seeOther(`/owner/bookings/${subjectId}`);
  // The page shows the subject as the action left it.
  const after = await describeAction(action, subjectId, base.language);
  if (!after) return messageAnswer(base, 404, { title: texts.missingTitle, text: texts.missing });
  return page(outcome === "decided" ? "done" : "already", after);
}
