// A booking's history in the owner's language: each entry (the request, an e-mail of the send
// log, an audit row) becomes a sentence naming who did it, with what changed and any reason or
// message beside it. Pure, for the booking's page.
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries";
import { fill } from "@/lib/fill";
import { isBookingAuditAction } from "@/server/audit/actions";
import type { TOwnerOutputs } from "@/server/api/root";
import { MAIL_TEMPLATES, type TMailTemplate } from "@/server/queue/jobs";
import { formatCents, formatDisplayDate, stayName } from "./format";

export type THistoryLine = { sentence: string; details: string[] };
type THistoryEntry = TOwnerOutputs["bookings"]["get"]["history"][number];
type THistoryActor = Extract<THistoryEntry, { kind: "action" }>["actor"];

function isMailTemplate(template: string): template is TMailTemplate {
  return (MAIL_TEMPLATES as readonly string[]).includes(template);
}

function who(t: TConsoleDictionary, actor: THistoryActor): string {
  if (actor.kind === "owner") return actor.email ? fill(t.history.actors.owner, { email: actor.email }) : t.history.actors.ownerUnnamed;
  return t.history.actors[actor.kind];
}

type TRecord = Record<string, unknown> | null;

const text = (record: TRecord, key: string) => (typeof record?.[key] === "string" && record[key] !== "" ? record[key] : null);
const number = (record: TRecord, key: string) => (typeof record?.[key] === "number" ? record[key] : null);
const day = (record: TRecord, key: string) => (text(record, key) ? formatDisplayDate(text(record, key)!) : "–");
const money = (record: TRecord, key: string, language: TLanguage) =>
  number(record, key) === null ? "–" : formatCents(number(record, key)!, language);

/** "Stay: A → B", "Dates: ... → ...", "Guests: 2 → 3", "Total: R1 → R2": what a change changed. */
function changes(t: TConsoleDictionary, language: TLanguage, before: TRecord, after: TRecord): string[] {
  const line = (what: string, from: string, to: string) => (from === to ? [] : [fill(t.history.changed, { what, from, to })]);
  const dates = (record: TRecord) => `${day(record, "checkIn")} – ${day(record, "checkOut")}`;
  const found = [
    ...line(t.common.stay, stayName(text(before, "stay"), language, "–"), stayName(text(after, "stay"), language, "–")),
    ...line(t.history.dates, dates(before), dates(after)),
    ...line(t.common.guests, String(number(before, "guests") ?? "–"), String(number(after, "guests") ?? "–")),
    ...line(t.common.total, money(before, "totalPriceCents", language), money(after, "totalPriceCents", language)),
  ];
  return found.length > 0 ? found : [t.history.noChange];
}

/** The owner's words kept on the row: a reason, a message to the guest, a price note. */
function words(t: TConsoleDictionary, after: TRecord): string[] {
  return [
    ...(text(after, "reason") ? [fill(t.history.reason, { text: text(after, "reason")! })] : []),
    ...(text(after, "message") ? [fill(t.history.message, { text: text(after, "message")! })] : []),
    ...(text(after, "priceNote") ? [fill(t.history.priceNote, { text: text(after, "priceNote")! })] : []),
  ];
}

export function describeHistoryEntry(t: TConsoleDictionary, language: TLanguage, entry: THistoryEntry): THistoryLine {
  if (entry.kind === "created") {
    const template = entry.actor.kind === "guest" ? t.history.request : t.history.enteredByHand;
    return { sentence: fill(template, { who: who(t, entry.actor) }), details: [] };
  }
  if (entry.kind === "email") {
    const mail = isMailTemplate(entry.template) ? t.history.mails[entry.template] : t.history.unknownMail;
    return { sentence: fill(entry.sent ? t.history.mailSent : t.history.mailWaiting, { to: entry.recipient || "–", mail }), details: [] };
  }
  const template = isBookingAuditAction(entry.action) ? t.history.actions[entry.action] : t.history.unknownAction;
  const sentence = fill(template, { who: who(t, entry.actor) });
  if (entry.action === "booking.change")
    return { sentence, details: [...changes(t, language, entry.before, entry.after), ...words(t, entry.after)] };
  if (entry.action === "booking.correct") {
    // Erased with the booking's personal data: the row then says only that a correction was made.
    const labels = { guestName: t.common.name, guestEmail: t.common.email, guestPhone: t.common.phone, checkInTime: t.detail.checkInTime };
    const details = Object.entries(labels).flatMap(([key, what]) =>
      text(entry.before, key) !== null || text(entry.after, key) !== null
        ? [fill(t.history.changed, { what, from: text(entry.before, key) ?? "–", to: text(entry.after, key) ?? "–" })]
        : [],
    );
    return { sentence, details };
  }
  if (entry.action === "booking.manual") {
    const after = entry.after;
    const booked = fill(t.history.booked, {
      stay: stayName(text(after, "stay"), language, "–"),
      from: day(after, "checkIn"),
      to: day(after, "checkOut"),
      guests: number(after, "guests") ?? "–",
      total: money(after, "totalPriceCents", language),
    });
    return { sentence, details: [booked, ...words(t, after)] };
  }
  return { sentence, details: words(t, entry.after) };
}
