// A stay's arrival guide: directions, the gate or door code, the Wi-Fi, where the key is, notes.
// The owner writes it in the console; a guest reads it on their booking page and in the
// pre-arrival e-mail, and only when the booking is confirmed, its deposit is paid (the ledger
// against the payment schedule) and check-in is at most PRE_ARRIVAL_DAYS away. No public page,
// feed or API reply carries it.
import "server-only";
import { z } from "zod";
import type { TLanguage } from "@/content/dictionaries";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { writeAudit, type TActor } from "../audit";
import { fromStayEnum, toStayEnum } from "../bookings/stay-enum";
import { addDays, type TIsoDate } from "../calendar/dates";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { readBookingAccount, type TBookingAccount } from "../payments/store";
import { isSafeText } from "../validation";
import { isBinding, type TBookingStatus } from "@/server/bookings/status";

const zField = (max: number) => z.string().trim().max(max).refine(isSafeText);
const perLanguage = (max: number) => z.object({ en: zField(max), af: zField(max) });

export const GUIDE_LIMITS = { long: 2000, short: 200 } as const;

export const zArrivalGuide = z.object({
  directions: perLanguage(GUIDE_LIMITS.long),
  doorCode: zField(GUIDE_LIMITS.short),
  wifiName: zField(GUIDE_LIMITS.short),
  wifiPassword: zField(GUIDE_LIMITS.short),
  keyPlace: perLanguage(GUIDE_LIMITS.long),
  notes: perLanguage(GUIDE_LIMITS.long),
});
export type TArrivalGuide = z.infer<typeof zArrivalGuide>;

export function emptyArrivalGuide(): TArrivalGuide {
  const blank = { en: "", af: "" };
  return { directions: { ...blank }, doorCode: "", wifiName: "", wifiPassword: "", keyPlace: { ...blank }, notes: { ...blank } };
}

export async function readArrivalGuides(): Promise<Record<TStayId, TArrivalGuide>> {
  const guides = Object.fromEntries(STAY_IDS.map((stay) => [stay, emptyArrivalGuide()])) as Record<TStayId, TArrivalGuide>;
  for (const row of await getDb().arrivalGuide.findMany()) {
    const parsed = zArrivalGuide.safeParse(row.guide);
    if (parsed.success) guides[fromStayEnum(row.stay)] = parsed.data;
  }
  return guides;
}

export async function readArrivalGuide(stay: TStayId): Promise<TArrivalGuide> {
  const row = await getDb().arrivalGuide.findUnique({ where: { stay: toStayEnum(stay) } });
  const parsed = zArrivalGuide.safeParse(row?.guide);
  return parsed.success ? parsed.data : emptyArrivalGuide();
}

/** Saves a stay's guide with an audit row that names what changed, never the code or password themselves. */
export async function saveArrivalGuide(actor: TActor, stay: TStayId, next: TArrivalGuide): Promise<TArrivalGuide> {
  const before = await readArrivalGuide(stay);
  const changed = (Object.keys(next) as (keyof TArrivalGuide)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]));
  await getDb().$transaction(async (tx) => {
    const key = toStayEnum(stay);
    await tx.arrivalGuide.upsert({ where: { stay: key }, create: { stay: key, guide: next }, update: { guide: next } });
    await writeAudit(tx, { actor, action: "stay.arrival-guide", after: { stay, changed } });
  });
  return next;
}

/** Whether the deposit (or the single full payment) is paid by the ledger; a booking without a payment plan has none paid. */
export function isDepositPaid(account: TBookingAccount | null): boolean {
  const first = account?.items.find((item) => item.kind === "deposit" || item.kind === "full");
  return first?.state === "paid";
}

type TGuideBooking = { status: TBookingStatus; checkIn: TIsoDate; checkOut: TIsoDate };

/** Whether the guide may be shown for this booking today: confirmed, deposit paid, from PRE_ARRIVAL_DAYS before check-in until check-out. */
export function mayShowArrivalGuide(booking: TGuideBooking, account: TBookingAccount | null, today: TIsoDate): boolean {
  if (!isBinding(booking.status)) return false;
  if (today < addDays(booking.checkIn, -getConfig().PRE_ARRIVAL_DAYS) || today > booking.checkOut) return false;
  return isDepositPaid(account);
}

/** The guide of a booking's stay if it may be shown to its guest today (see mayShowArrivalGuide), else null. */
export async function readGuestArrivalGuide(
  booking: { id: string; status: TBookingStatus; stay: TStayId; checkIn: TIsoDate; checkOut: TIsoDate },
  today: TIsoDate,
  account?: TBookingAccount | null,
): Promise<TArrivalGuide | null> {
  if (!isBinding(booking.status)) return null;
  const ledger = account === undefined ? await readBookingAccount(booking.id, today) : account;
  if (!mayShowArrivalGuide(booking, ledger, today)) return null;
  const guide = await readArrivalGuide(booking.stay);
  return JSON.stringify(guide) === JSON.stringify(emptyArrivalGuide()) ? null : guide;
}

/** The guide's lines in `language` (a text the owner left empty there takes the other language's), empty ones left out. */
export function arrivalGuideRows(
  guide: TArrivalGuide,
  language: TLanguage,
  labels: { directions: string; doorCode: string; wifi: string; wifiPassword: string; keyPlace: string; notes: string },
): [string, string][] {
  const other: TLanguage = language === "en" ? "af" : "en";
  const text = (value: { en: string; af: string }) => value[language] || value[other];
  const rows: [string, string][] = [
    [labels.directions, text(guide.directions)],
    [labels.doorCode, guide.doorCode],
    [labels.wifi, guide.wifiName],
    [labels.wifiPassword, guide.wifiPassword],
    [labels.keyPlace, text(guide.keyPlace)],
    [labels.notes, text(guide.notes)],
  ];
  return rows.filter(([, value]) => value !== "");
}
