// The review form a guest is invited to the day after a confirmed stay (/review/<token>, the link
// in the invitation e-mail): their name, stars and words for that stay. Plain server HTML like
// the other link pages (no scripts, not indexed, never cached), in the booking's language. The
// review is stored pending with the "stayed here" badge; a booking takes one review (a unique
// column), so the link works once, whatever is sent twice or at the same moment.
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { STAYS } from "@/content/stays";
import { fromStayEnum } from "../bookings/stay-enum";
import { parseWithMessages } from "../contract/messages";
import { getDb } from "../db/client";
import { readFormWithin } from "../contract/door";
import { isAppError } from "../errors";
import { resolveLanguage } from "../http/language";
import { escapeHtml } from "../mail/layout";
import { guardLinkPage, renderPlainPage, unlessUnavailable } from "../approvals/page";
import { guestRefusals, unavailablePage } from "../approvals/handle-booking-page";
import { REVIEW_INVITE_ACTIONS, verifyActionToken } from "../approvals/token";
import { createReview, REVIEW_MESSAGES, zReviewSubmission } from "./create-review";

const FORM_STYLE =
  "<style>form{display:grid;gap:16px}label,legend{font-weight:600}input[type=text],textarea{font:inherit;width:100%;box-sizing:border-box;border:1px solid #9aa8ab;border-radius:6px;padding:10px}textarea{min-height:140px}fieldset{border:0;padding:0;margin:0}.stars{display:flex;flex-wrap:wrap;gap:12px}.stars label{font-weight:400}.error{color:#9b2c2c;font-weight:600;margin:4px 0 0}[aria-invalid=true]{border-color:#9b2c2c}</style>";

type TDraft = { guestName: string; rating: string; comment: string };

function formHtml(language: TLanguage, stay: string, draft: TDraft, fields: Record<string, string>, action: string): string {
  const texts = GUEST_JOURNEY[language].review;
  const error = (name: string) => (fields[name] ? `<p class="error" id="${name}-error">${escapeHtml(fields[name])}</p>` : "");
  const invalid = (name: string) => (fields[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : "");
  const stars = [5, 4, 3, 2, 1]
    .map(
      (n) =>
        `<label><input type="radio" name="rating" value="${n}" required${draft.rating === String(n) ? " checked" : ""}> ${escapeHtml(texts.stars(n))}</label>`,
    )
    .join("");
  return (
    FORM_STYLE +
    (Object.keys(fields).length > 0 ? `<p role="alert" class="error">${escapeHtml(texts.fix)}</p>` : "") +
    `<p>${escapeHtml(texts.intro)}</p>` +
    `<form method="post" action="${escapeHtml(action)}" novalidate>` +
    `<div><label for="guestName">${escapeHtml(texts.name)}</label><input type="text" id="guestName" name="guestName" maxlength="100" autocomplete="name" value="${escapeHtml(draft.guestName)}" required${invalid("guestName")}>${error("guestName")}</div>` +
    `<fieldset${invalid("rating")}><legend>${escapeHtml(texts.rating)}</legend><div class="stars">${stars}</div>${error("rating")}</fieldset>` +
    `<div><label for="comment">${escapeHtml(texts.comment)}</label><textarea id="comment" name="comment" maxlength="2000" required${invalid("comment")}>${escapeHtml(draft.comment)}</textarea>${error("comment")}</div>` +
    `<p><button type="submit">${escapeHtml(texts.submit)}</button></p></form>` +
    `<p class="note">${escapeHtml(stay)}</p>`
  );
}

function messagePage(language: TLanguage, title: string, text: string, status: number, headers: Record<string, string> = {}): Response {
  return renderPlainPage({ language, title, html: `<p role="status">${escapeHtml(text)}</p>`, status, headers });
}

export async function handleReviewInvitation(request: Request, token: string, method: "GET" | "POST"): Promise<Response> {
  const visitorLanguage = resolveLanguage(request.headers);
  return unlessUnavailable(
    visitorLanguage,
    () => invitationPage(request, token, method, visitorLanguage),
    unavailablePage(visitorLanguage, messagePage),
  );
}

async function invitationPage(request: Request, token: string, method: "GET" | "POST", visitorLanguage: TLanguage): Promise<Response> {
  const t = getDictionary(visitorLanguage);
  const texts = GUEST_JOURNEY[visitorLanguage];
  const refused = await guardLinkPage(request, method, { bucket: "booking-pages" }, t, guestRefusals(visitorLanguage, messagePage));
  if (refused) return refused;
  const check = verifyActionToken(token, Date.now(), undefined, REVIEW_INVITE_ACTIONS);
  if (!check.ok)
    return messagePage(visitorLanguage, texts.review.invalidTitle, texts.review.invalid, check.reason === "expired" ? 410 : 403);
  const db = getDb();
  const booking = await db.booking.findUnique({
    where: { id: check.claim.subjectId },
    select: { id: true, stay: true, status: true, guestName: true, language: true, erasedAt: true },
  });
  if (!booking || booking.status !== "confirmed" || booking.erasedAt)
    return messagePage(visitorLanguage, texts.review.invalidTitle, texts.review.invalid, 404);
  const language = booking.language;
  const review = GUEST_JOURNEY[language].review;
  const stayId = fromStayEnum(booking.stay);
  const stay = STAYS[stayId].name[language];
  const used = () => messagePage(language, review.usedTitle, review.used, 409);
  if ((await db.review.count({ where: { bookingId: booking.id } })) > 0) return used();
  const action = `/review/${encodeURIComponent(token)}`;

  if (method === "GET")
    return renderPlainPage({
      language,
      title: review.title(stay),
      html: formHtml(language, stay, { guestName: booking.guestName, rating: "", comment: "" }, {}, action),
      status: 200,
    });

  let form: URLSearchParams;
  try {
    form = await readFormWithin(request, getDictionary(language));
  } catch (error) {
    if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") return messagePage(language, review.title(stay), error.message, 413);
    throw error;
  }
  const field = (name: keyof TDraft) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const draft: TDraft = { guestName: field("guestName"), rating: field("rating"), comment: field("comment") };
  const languageT = getDictionary(language);
  try {
    const input = parseWithMessages(
      zReviewSubmission,
      REVIEW_MESSAGES,
      { guestName: draft.guestName, accommodationType: stayId, rating: Number(draft.rating), comment: draft.comment },
      languageT,
    );
    await createReview({ input, language, invitation: { bookingId: booking.id } });
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_REQUEST")
      return renderPlainPage({
        language,
        title: review.title(stay),
        html: formHtml(language, stay, draft, error.details.fields ?? {}, action),
        status: 400,
      });
    // Sent twice at once: the second insert meets the first's booking id.
    if ((error as { code?: string }).code === "P2002") return used();
    throw error;
  }
  return messagePage(language, review.thanksTitle, review.thanks, 201);
}
