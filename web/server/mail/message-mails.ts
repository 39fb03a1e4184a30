// The e-mails of a booking's messages, built from the database at send time: the owner's message
// to the guest (in the booking's language, with the button back to the thread on the booking
// page), and the owner's one e-mail for a burst of the guest's messages (with the console's
// thread). A message or burst that is gone (the booking's personal data erased) owes nothing.
import "server-only";
import { GUEST_MAIL } from "@/content/mail";
import { GUEST_MESSAGES } from "@/content/messages";
import { OWNER_MAIL } from "@/content/owner-mail";
import { makeBookingPageUrl } from "../approvals/token";
import { getBusinessDetails } from "../business";
import { formatDisplayDate, toUtcDate } from "../calendar/dates";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { loadBurst } from "../messages/thread";
import { renderEmail, type TMailBlock } from "./layout";
import { guestClosingBlocks, loadBooking, renderOwnerMail, type TMail } from "./parts";
import { readOwnerMailLanguage } from "./owner-language";

/** No e-mail is owed any more: send-mail drops the send log's row. */
const NOTHING = null;

/** The address of a booking's thread in the console. */
export function consoleThreadUrl(bookingId: string): string {
  return `${getConfig().APP_URL.replace(/\/+$/, "")}/owner/bookings/${bookingId}#messages`;
}

export async function renderGuestMessageMail(bookingId: string, messageId: number | undefined): Promise<TMail | null> {
  if (!messageId) return NOTHING;
  const message = await getDb().bookingMessage.findFirst({ where: { id: BigInt(messageId), bookingId, author: "owner" } });
  if (!message) return NOTHING;
  const loaded = await loadBooking(bookingId);
  const { booking } = loaded;
  if (!booking.guestEmail) return NOTHING;
  const business = await getBusinessDetails();
  const language = booking.language;
  const texts = GUEST_MESSAGES[language].mail;
  const subject = texts.subject(booking.number);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: GUEST_MAIL[language].greeting(booking.guestName) },
    { kind: "paragraph", text: texts.intro(business.name) },
    { kind: "paragraph", text: message.body },
    {
      kind: "buttons",
      links: [{ label: texts.reply, href: `${makeBookingPageUrl(booking.id, toUtcDate(loaded.checkOut))}#messages`, tone: "primary" }],
    },
    { kind: "paragraph", text: texts.replyNote },
    ...guestClosingBlocks(loaded, business),
  ];
  return {
    to: booking.guestEmail,
    replyTo: business.email,
    subject,
    ...(await renderEmail({ brand: business.name, title: subject, blocks, footer: GUEST_MAIL[language].footer, language })),
  };
}

export async function renderOwnerMessageMail(bookingId: string, last: number | undefined): Promise<TMail | null> {
  if (!last) return NOTHING;
  const burst = await loadBurst(bookingId, last);
  if (burst.length === 0) return NOTHING;
  const { booking, stay, checkIn, checkOut } = await loadBooking(bookingId);
  const language = await readOwnerMailLanguage();
  const t = OWNER_MAIL[language].message;
  const subject = t.subject(booking.number);
  const blocks: TMailBlock[] = [
    {
      kind: "paragraph",
      text: t.intro({
        guest: booking.guestName || t.theGuest,
        count: burst.length,
        number: booking.number,
        stay: stay.name[language],
        from: formatDisplayDate(checkIn),
        to: formatDisplayDate(checkOut),
      }),
    },
    ...burst.map((message): TMailBlock => ({ kind: "paragraph", text: message.body })),
    { kind: "buttons", links: [{ label: t.answer, href: consoleThreadUrl(booking.id), tone: "primary" }] },
    { kind: "paragraph", text: t.note },
  ];
  return {
    to: getConfig().OWNER_EMAIL,
    replyTo: booking.guestEmail || undefined,
    subject,
    ...(await renderOwnerMail({ business: await getBusinessDetails(), language, subject, blocks })),
  };
}
