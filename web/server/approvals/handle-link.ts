// The door of an owner action link (/owner/<token>), run by web/proxy.ts before the page renders:
// rate-limited per client, POST only from this site's own page; then verify the token, and
// describe (GET) or act (POST, once). A database that stays busy or away through the retries gets
// a 503 page with Retry-After. The page (web/app/(links)/owner/[token]) speaks the owner's
// language: `?lang=`, else the signed-in owner's choice, else the `lang` cookie or Accept-Language.
import type { TLanguage } from "@/content/dictionaries";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { getOwnerSession } from "../auth/session";
import { hasOpenConflict } from "../bookings/owner-decisions";
import { CONTENT_TAG, contentChanged } from "../content/cache";
import { guardLinkPage, unlessUnavailable } from "../http/link-guard";
import { messageAnswer, seeOther, type TDoorAnswer } from "../http/link-page";
import { pageLanguage } from "../http/page-language";
import { describeAction, performAction } from "./actions";
import { verifyActionToken } from "./token";

/** The views of the owner's link page besides "message": the step with the button, and the two results. */
export type TOwnerLinkView = "confirm" | "done" | "already";

export async function ownerLinkDoor(request: Request, token: string): Promise<TDoorAnswer> {
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
): Promise<TDoorAnswer> {
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
  const page = (view: TOwnerLinkView): TDoorAnswer => ({ kind: "page", status: 200, state: { ...base, view } });
  if (method === "GET") return page(before.open ? "confirm" : "already");
  const outcome = await performAction(action, subjectId);
  // A review published or withdrawn changes what the stay pages, the home and their structured data say.
  if (outcome === "decided" && action.startsWith("review.")) await contentChanged([CONTENT_TAG.reviews]);
  // The owner signed in to the console ends on the booking's page there.
  if (action.startsWith("booking.") && signedIn) return seeOther(`/owner/bookings/${subjectId}`);
  return page(outcome === "decided" ? "done" : "already");
}

/** What the owner's link page describes: the action's subject in `language`, or undefined when the token or the subject is not (any more) valid. */
export async function readOwnerLink(token: string, language: TLanguage) {
  const check = verifyActionToken(token);
  if (!check.ok) return undefined;
  return describeAction(check.claim.action, check.claim.subjectId, language);
}
