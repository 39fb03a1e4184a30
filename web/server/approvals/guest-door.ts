// What the doors of the guest's pages behind e-mailed links share (the booking page and its
// downloads, the lost-link form, the review invitation): the visitor's language (`?lang=` first),
// the 503 page when the database is busy or away, the guard (a POST's Origin, the rate limit the
// guest's pages share), and the refusals' words; and the booking fields every guest page reads.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { GUEST_MAIL } from "@/content/mail";
import type { Prisma } from "../db/generated/client";
import type { AppError } from "../errors";
import { guardLinkPage, unlessUnavailable, type TLinkPageLimit } from "../http/link-guard";
import { messageAnswer, type TDoorAnswer } from "../http/link-page";
import { pageLanguage } from "../http/page-language";

/** A booking's fields every guest link page shows or decides on. */
export const GUEST_PAGE_BOOKING_FIELDS = {
  number: true,
  stay: true,
  checkIn: true,
  checkOut: true,
  guests: true,
  totalPriceCents: true,
  language: true,
  status: true,
  verifiedAt: true,
} as const satisfies Prisma.BookingSelect;

/** A request to a guest link page, past its door's guard: its address, method and the visitor's language. */
export type TGuestPageRequest = { request: Request; url: URL; method: "GET" | "POST"; base: { language: TLanguage; path: string } };

/** The rate limit the guest's link pages share. */
const GUEST_PAGES: TLinkPageLimit = { bucket: "booking-pages" };

/**
 * The frame of every guest link page's door at `path`: the visitor's language, the 503 answer,
 * the guard with `limits` (the guest pages' shared one unless given); then the page's own `answer`.
 */
export async function guestLinkDoor<TFacts = Record<string, string>>(
  request: Request,
  path: string,
  answer: (asked: TGuestPageRequest) => Promise<TDoorAnswer<TFacts>>,
  limits: readonly TLinkPageLimit[] = [GUEST_PAGES],
): Promise<TDoorAnswer<TFacts>> {
  const url = new URL(request.url);
  const base = { language: pageLanguage(url, request.headers), path };
  const method = request.method === "POST" ? "POST" : "GET";
  const titles = GUEST_MAIL[base.language].verify;
  const texts = GUEST_JOURNEY[base.language].page;
  return unlessUnavailable(
    base.language,
    async () =>
      (await guardLinkPage<TDoorAnswer<TFacts>>(request, base.language, limits, {
        limited: (retryAfterSeconds) =>
          messageAnswer(base, 429, { title: titles.limitedTitle, text: texts.limited }, { "retry-after": String(retryAfterSeconds) }),
        crossOrigin: () => messageAnswer(base, 403, { title: titles.crossOriginTitle, text: texts.crossOrigin }),
      })) ?? answer({ request, url, method, base }),
    (message, retryAfterSeconds) =>
      messageAnswer(base, 503, { title: titles.limitedTitle, text: message }, { "retry-after": String(retryAfterSeconds) }),
  );
}

/**
 * A call's refusal as a form page shows it: the messages of the form's own fields under them; the
 * refusal's words above the form when it names no field, or one the form does not show; and
 * when to try again, where it says.
 */
export function formRefusal(
  refused: AppError,
  formFields: readonly string[],
): { errors: Record<string, string>; notice?: string; headers?: Record<string, string> } {
  const fields = refused.details.fields ?? {};
  const errors = Object.fromEntries(Object.entries(fields).filter(([name]) => formFields.includes(name)));
  const allShown = Object.keys(errors).length > 0 && Object.keys(errors).length === Object.keys(fields).length;
  const retry = refused.details.retryAfterSeconds;
  return { errors, ...(allShown ? {} : { notice: refused.message }), ...(retry ? { headers: { "retry-after": String(retry) } } : {}) };
}
