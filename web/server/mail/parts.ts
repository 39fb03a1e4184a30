// What the e-mails share: the rendered mail's shape, a booking as the guest e-mails read it, its
// details rows, calendar file and contact lines, what every guest e-mail about a booking ends
// with, and the frame of the owner's e-mails. The renderers (templates.ts, payment-mails.ts,
// message-mails.ts, digest-mail.ts) build on these.
import "server-only";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { GUEST_MAIL } from "@/content/mail";
import type { TLanguage } from "@/content/dictionaries";
import { OWNER_MAIL } from "@/content/owner-mail";
import { formatCents } from "@/content/payments";
import { STAYS } from "@/content/stays";
import { makeBookingPageUrl } from "../approvals/token";
import { isOpen } from "../bookings/status";
import { fromStayEnum } from "../bookings/stay-enum";
import { makeWhatsAppUrl, type TBusinessDetails } from "../business";
import { makeBookingIcs } from "../calendar/booking-ics";
import { formatDisplayDate, fromUtcDate, toUtcDate } from "../calendar/dates";
import { getDb } from "../db/client";
import { renderEmail, type TMailBlock } from "./layout";

/** An e-mail to the owner (or operator): the business's name on top, the owner's footer, in their language. */
export function renderOwnerMail({
  business,
  language,
  subject,
  blocks,
}: {
  business: TBusinessDetails;
  language: TLanguage;
  subject: string;
  blocks: TMailBlock[];
}) {
  return renderEmail({ brand: business.name, title: subject, blocks, footer: OWNER_MAIL[language].footer, language });
}

/**
 * An e-mail as rendered. A renderer returns null, and only null, when no e-mail is owed any more
 * (the guest has no address, the payment was made, the subject was deleted): the send log's row
 * is then dropped. A mail without a recipient is a fault, never a quiet cancellation.
 */
export type TMail = {
  to: string;
  /** Guests' e-mails reply to the business; the owner's e-mails about a booking reply to its guest. */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** `cid`: an image the HTML shows inline (src="cid:…"), such as a waiting photo's thumbnail. */
  attachments?: { filename: string; content: string | Buffer; contentType: string; cid?: string }[];
};

export async function loadBooking(bookingId: string) {
  const booking = await getDb().booking.findUniqueOrThrow({ where: { id: bookingId } });
  const stay = STAYS[fromStayEnum(booking.stay)];
  return { booking, stay, checkIn: fromUtcDate(booking.checkIn), checkOut: fromUtcDate(booking.checkOut) };
}

export type TLoadedBooking = Awaited<ReturnType<typeof loadBooking>>;

export function bookingRows({ booking, stay, checkIn, checkOut }: TLoadedBooking, language: TLanguage): [string, string][] {
  const l = GUEST_MAIL[language].labels;
  return [
    [l.bookingNumber, booking.number],
    [l.stay, stay.name[language]],
    [l.checkIn, formatDisplayDate(checkIn)],
    [l.checkOut, formatDisplayDate(checkOut)],
    [l.guests, String(booking.guests)],
    [l.checkInTime, booking.checkInTime],
    [l.total, formatCents(booking.totalPriceCents, language)],
  ];
}

/** The booking's current calendar file (see calendar/booking-ics.ts). */
export function makeIcsAttachment({ booking, checkIn, checkOut }: TLoadedBooking, business: TBusinessDetails) {
  const ics = makeBookingIcs({ ...booking, stay: fromStayEnum(booking.stay), checkIn, checkOut }, business);
  return { filename: ics.filename, content: ics.content, contentType: ics.contentType };
}

/** The business's contact lines as links: tel:, WhatsApp (with a message naming the stay and dates), mailto:. */
function contactBlock(loaded: TLoadedBooking, business: TBusinessDetails): TMailBlock {
  const { booking, stay, checkIn, checkOut } = loaded;
  const texts = GUEST_JOURNEY[booking.language];
  const whatsapp = makeWhatsAppUrl(
    business,
    texts.whatsappMessage(
      `${stay.name[booking.language]} (${booking.number})`,
      `${formatDisplayDate(checkIn)} - ${formatDisplayDate(checkOut)}`,
    ),
  );
  const rows: { label: string; text: string; href: string }[] = [];
  if (business.phone) rows.push({ label: texts.mail.phone, text: business.phone.display, href: business.phone.href });
  if (business.whatsapp && whatsapp) rows.push({ label: texts.mail.whatsapp, text: texts.whatsappUs, href: whatsapp });
  rows.push({ label: texts.mail.email, text: business.email, href: `mailto:${business.email}` });
  return { kind: "links", title: texts.mail.contactTitle, rows };
}

/** What every guest e-mail about a booking ends with: its page's link, the contact, the sign-off. */
export function guestClosingBlocks(loaded: TLoadedBooking, business: TBusinessDetails): TMailBlock[] {
  const { booking, checkOut } = loaded;
  const texts = GUEST_JOURNEY[booking.language];
  // Only an open request or booking can be cancelled from its page.
  const open = isOpen(booking.status);
  return [
    { kind: "paragraph", text: open ? texts.mail.pageLinkNote : texts.mail.pageLinkNoteClosed },
    {
      kind: "buttons",
      links: [{ label: texts.mail.pageLink, href: makeBookingPageUrl(booking.id, toUtcDate(checkOut)), tone: "secondary" }],
    },
    contactBlock(loaded, business),
    { kind: "paragraph", text: `${GUEST_MAIL[booking.language].signOff}\n${business.name}` },
  ];
}
