// The lost-link form (/booking), the domain side: GET shows the form (the booking number and the
// e-mail address booked with); a POST from this site's own page, rate-limited per client, e-mails
// the booking's link again when the two match a booking, and answers the same whether or not they
// do. A malformed field is refused (400) with its message under it and what was typed kept, in
// the visitor's language. The page (web/app/(links)/booking) renders the door's answer.
import "server-only";
import { getDictionary } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { LINK_REQUEST_MESSAGES, resendBookingLink, zLinkRequest } from "../bookings/booking-link";
import { getConfig } from "../config";
import { parseWithMessages } from "../contract/messages";
import { isAppError } from "../errors";
import { readPostedForm } from "../http/link-guard";
import { messageAnswer, type TDoorAnswer } from "../http/link-page";
import { guestLinkDoor, type TGuestPageRequest } from "./guest-door";

export const LOST_LINK_PATH = "/booking";

/** The lost-link page's views besides "message": the form, and the answer once a request is taken. */
export type TLostLinkView = "form" | "sent";

/** The form's fields, in the order the page shows them. */
export const LOST_LINK_FIELDS = ["bookingNumber", "guestEmail"] as const;

/** The door of /booking: the form (GET), or the link asked for again (POST). */
export async function lostLinkDoor(request: Request): Promise<TDoorAnswer> {
  // Only a request for the link counts against the limit; showing the form reads nothing.
  const limits = request.method === "POST" ? [{ bucket: "booking-link-resend", points: getConfig().RATE_LIMIT_POSTS }] : [];
  return guestLinkDoor(request, LOST_LINK_PATH, lostLink, limits);
}

async function lostLink({ request, method, base }: TGuestPageRequest): Promise<TDoorAnswer> {
  const texts = GUEST_JOURNEY[base.language].resend;
  const form = (status: number, values: Record<string, string> = {}, errors: Record<string, string> = {}): TDoorAnswer => ({
    kind: "page",
    status,
    state: { ...base, view: "form" satisfies TLostLinkView, form: { name: "lost-link", values, errors } },
  });
  if (method === "GET") return form(200);
  const t = getDictionary(base.language);
  const body = await readPostedForm(request, t);
  if (!body) return messageAnswer(base, 413, { title: texts.title, text: t.api.payloadTooLarge, alert: true });
  const typed = Object.fromEntries(LOST_LINK_FIELDS.map((name) => [name, body.get(name) ?? ""]));
  try {
    await resendBookingLink({ input: parseWithMessages(zLinkRequest, LINK_REQUEST_MESSAGES, typed, t) });
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_REQUEST") return form(400, typed, error.details.fields ?? {});
    throw error;
  }
  return {
    kind: "page",
    status: 200,
    state: { ...base, view: "sent" satisfies TLostLinkView, message: { title: texts.title, text: texts.sent } },
  };
}
