// The review form a guest is invited to the day after a confirmed stay (/review/<token>, the link
// in the invitation e-mail): their name, stars and words for that stay. Its door
// (reviewInvitationDoor, run by web/proxy.ts: rate limit, the signed token, a POST's review)
// decides the status and what the page shows; web/app/(links)/review/[token] renders it in the
// booking's language unless `?lang=` asks for the other. The review is stored pending with the
// "stayed here" badge; a booking takes one review (a unique column), so the link works once,
// whatever is sent twice or at the same moment.
import "server-only";
import { getDictionary } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { STAYS } from "@/content/stays";
import { fromStayEnum } from "../bookings/stay-enum";
import { parseWithMessages } from "../contract/messages";
import { getDb } from "../db/client";
import { isAppError } from "../errors";
import { messageAnswer, type TDoorAnswer, type TLinkPageState } from "../http/link-page";
import { pageLanguage } from "../http/page-language";
import { guestLinkDoor, type TGuestPageRequest } from "../approvals/guest-door";
import { readPostedForm } from "../http/link-guard";
import { REVIEW_INVITE_ACTIONS, verifyActionToken } from "../approvals/token";
import { createReview, REVIEW_MESSAGES, zReviewSubmission } from "./create-review";
import { isBinding } from "@/server/bookings/status";

/** The form's fields, as the page shows them again after a refusal. */
export const INVITATION_FIELDS = ["guestName", "rating", "comment"] as const;

/**
 * The door of the review invitation's page: its rate limit, the signed token, the booking (confirmed,
 * not erased, not yet reviewed) and, for a POST, the review. Answers the page's status and view:
 * "form" (with what was typed and each field's message after a refusal) or "message".
 */
export async function reviewInvitationDoor(request: Request, token: string): Promise<TDoorAnswer> {
  return guestLinkDoor(request, `/review/${encodeURIComponent(token)}`, (asked) => invitationAnswer(asked, token));
}

async function invitationAnswer({ request, url, method, base }: TGuestPageRequest, token: string): Promise<TDoorAnswer> {
  const invalid = (status: number) =>
    messageAnswer(base, status, {
      title: GUEST_JOURNEY[base.language].review.invalidTitle,
      text: GUEST_JOURNEY[base.language].review.invalid,
    });
  const check = verifyActionToken(token, Date.now(), undefined, REVIEW_INVITE_ACTIONS);
  if (!check.ok) return invalid(check.reason === "expired" ? 410 : 403);
  const db = getDb();
  const booking = await db.booking.findUnique({
    where: { id: check.claim.subjectId },
    select: { id: true, stay: true, status: true, guestName: true, language: true, erasedAt: true },
  });
  if (!booking || !isBinding(booking.status) || booking.erasedAt) return invalid(404);
  const page = { language: pageLanguage(url, request.headers, booking.language), path: base.path };
  const texts = GUEST_JOURNEY[page.language].review;
  const used = () => messageAnswer(page, 409, { title: texts.usedTitle, text: texts.used });
  if ((await db.review.count({ where: { bookingId: booking.id } })) > 0) return used();
  const stay = fromStayEnum(booking.stay);
  const form = (status: number, values: Record<string, string>, errors: Record<string, string> = {}): TDoorAnswer => {
    const state: TLinkPageState = { ...page, view: "form", facts: { stay }, form: { name: "review", values, errors } };
    return { kind: "page", status, state: Object.keys(errors).length > 0 ? { ...state, notice: texts.fix } : state };
  };
  if (method === "GET") return form(200, { guestName: booking.guestName });

  const t = getDictionary(page.language);
  const posted = await readPostedForm(request, t);
  if (!posted)
    return messageAnswer(page, 413, { title: texts.title(STAYS[stay].name[page.language]), text: t.api.payloadTooLarge, alert: true });
  // Only the form's fields; anything else sent along is ignored.
  const draft = Object.fromEntries(INVITATION_FIELDS.map((name) => [name, posted.get(name) ?? ""]));
  try {
    const input = parseWithMessages(
      zReviewSubmission,
      REVIEW_MESSAGES,
      { guestName: draft.guestName, accommodationType: stay, rating: Number(draft.rating), comment: draft.comment },
      t,
    );
    await createReview({ input, language: page.language, invitation: { bookingId: booking.id } });
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_REQUEST") return form(400, draft, error.details.fields ?? {});
    // Sent twice at once: the second insert meets the first's booking id.
    if ((error as { code?: string }).code === "P2002") return used();
    throw error;
  }
  return messageAnswer(page, 201, { title: texts.thanksTitle, text: texts.thanks });
}
