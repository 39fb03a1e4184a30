// The review form that needs no script (/review?lang=<en|af>): the home page's "Write a Review"
// form as a plain POST, for a browser that runs no JavaScript. Its POST is the review call itself,
// under the rules of /api/reviews (calls.ts createReview: the same Origin check and rate limit,
// form signals, schema and messages in the visitor's language, then createReview: pending until
// the owner approves it). A refusal shows the form again with what was typed and each field's
// message under it. The page (web/app/(links)/review) renders the door's answer.
import "server-only";
import { getDictionary } from "@/content/dictionaries";
import { REVIEW_TARGETS } from "@/content/stays";
import { CALLS } from "../contract/calls";
import { admitCall, parseCallInput } from "../contract/door";
import { visitorErrorOf } from "../contract/refusals";
import { readPostedForm } from "../http/link-guard";
import { messageAnswer, type TDoorAnswer } from "../http/link-page";
import { getClientAddress } from "../http/rate-limit";
import { createReview } from "../reviews/create-review";
import { formRefusal, guestLinkDoor, type TGuestPageRequest } from "./guest-door";

export const REVIEW_FORM_PATH = "/review";

/** The page's views: the form, and the review taken (waiting for the owner). */
export type TReviewFormView = "form" | "sent";

/** The fields the form posts. */
export const REVIEW_FORM_FIELDS = ["guestName", "accommodationType", "rating", "comment"] as const;

/** The door of /review: the form (GET; `?stay=` chooses the stay it starts on), or the review (POST). */
export async function reviewFormDoor(request: Request): Promise<TDoorAnswer> {
  // Showing the form counts against nothing; a review counts against the review call's limit.
  return guestLinkDoor(request, REVIEW_FORM_PATH, reviewForm, []);
}

async function reviewForm({ request, url, method, base }: TGuestPageRequest): Promise<TDoorAnswer> {
  const t = getDictionary(base.language);
  const texts = t.reviews;
  const form = (status: number, values: Record<string, string>, errors: Record<string, string> = {}, notice?: string) => ({
    kind: "page" as const,
    status,
    state: { ...base, view: "form" satisfies TReviewFormView, form: { name: "review", values, errors }, ...(notice ? { notice } : {}) },
  });
  if (method === "GET") {
    const stay = url.searchParams.get("stay") ?? "";
    return form(200, { accommodationType: (REVIEW_TARGETS as readonly string[]).includes(stay) ? stay : "general", rating: "5" });
  }
  const body = await readPostedForm(request, t);
  if (!body) return messageAnswer(base, 413, { title: texts.formTitle, text: t.api.payloadTooLarge, alert: true });
  const typed = Object.fromEntries(REVIEW_FORM_FIELDS.map((name) => [name, body.get(name) ?? ""]));
  const raw = {
    ...typed,
    // A number when the field holds one; otherwise as sent, and the schema says what is wrong.
    rating: /^\d$/.test(typed.rating!) ? Number(typed.rating) : typed.rating,
    source: "website",
    company: body.get("company") ?? "",
  };
  try {
    await admitCall(CALLS.createReview, request.headers, getClientAddress(request.headers));
    const input = parseCallInput(CALLS.createReview, raw, t) as Parameters<typeof createReview>[0]["input"];
    await createReview({ input, language: base.language });
  } catch (error) {
    const refused = visitorErrorOf(error, base.language);
    if (!refused) throw error;
    const { errors, notice, headers } = formRefusal(refused, REVIEW_FORM_FIELDS);
    return { ...form(refused.status, typed, errors, notice), ...(headers ? { headers } : {}) };
  }
  return {
    kind: "page",
    status: 201,
    state: { ...base, view: "sent" satisfies TReviewFormView, message: { title: texts.successTitle, text: texts.successBody } },
  };
}
