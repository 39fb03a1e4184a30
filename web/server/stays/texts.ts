// What guests read about the stays, as the owner writes it in the console: each stay's description
// paragraphs, amenities (from the site's list) and map card, per language; and for all stays the
// hours (check-in window, its step, check-out time: the one setting the booking panel and dialog,
// the house rules, the terms, the e-mails, the structured data and the server's check of an arrival
// time all follow) and the house rules. Stored in PostgreSQL (stay_texts, stay_settings); a fresh
// install, with no rows, reads the texts the site shipped with. Every save is audited.
import "server-only";
import { z } from "zod";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { AMENITIES, STAY_IDS, checkInTimes, type TStayHours, type TStayId } from "@/content/stays";
import { defaultStaySettings, defaultStayTexts, type TStaySettings, type TStayTexts } from "./defaults";
import { writeAudit, type TActor } from "../audit";
import { fromStayEnum, toStayEnum } from "../bookings/stay-enum";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { refusedToVisitor } from "../errors";
import { getEarliestCheckIn, type TIsoDate } from "../calendar/dates";
import { isSafeText } from "../validation";

export { defaultStaySettings, defaultStayTexts, type TStaySettings, type TStayTexts } from "./defaults";

/** The time of day as the site writes it: "14:00". */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const zTime = z.string().refine((time) => TIME.test(time), { params: { reason: "time" } });
export const CHECK_IN_STEPS = [15, 30, 60] as const;
export const TEXT_LIMITS = { paragraph: 2000, paragraphs: 8, mapLabel: 200, rule: 300, rules: 20 } as const;

const zLine = (max: number) => z.string().trim().min(1).max(max).refine(isSafeText);
const zOptionalLine = (max: number) => z.string().trim().max(max).refine(isSafeText);
const zLines = (max: number, count: number) => z.array(zLine(max)).min(1).max(count);
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ en: schema, af: schema });

/** A stay's texts: what the console sends and what a stored row must be. */
export const zStayTexts = z.object({
  description: perLanguage(zLines(TEXT_LIMITS.paragraph, TEXT_LIMITS.paragraphs)),
  amenities: z
    .array(z.enum(AMENITIES))
    .min(1)
    .refine((list) => new Set(list).size === list.length, { params: { reason: "duplicate" } }),
  mapLabel: perLanguage(zOptionalLine(TEXT_LIMITS.mapLabel)),
});

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The hours and house rules: the window opens before it closes, and its step lands on its close. */
export const zStaySettings = z.object({
  hours: z
    .object({
      checkInFrom: zTime,
      checkInUntil: zTime,
      checkInStepMinutes: z.union(CHECK_IN_STEPS.map((step) => z.literal(step))),
      checkOutBy: zTime,
    })
    .superRefine((hours, context) => {
      if (!TIME.test(hours.checkInFrom) || !TIME.test(hours.checkInUntil)) return;
      const span = toMinutes(hours.checkInUntil) - toMinutes(hours.checkInFrom);
      if (span < 0) context.addIssue({ code: "custom", path: ["checkInUntil"], params: { reason: "order" } });
      else if (span % hours.checkInStepMinutes !== 0)
        context.addIssue({ code: "custom", path: ["checkInStepMinutes"], params: { reason: "step" } });
    }),
  houseRules: perLanguage(zLines(TEXT_LIMITS.rule, TEXT_LIMITS.rules)),
});

/** The house rules as a guest's page and e-mails list them: the owner's rules, then the times (the owner's hours, quiet hours). */
export function guestHouseRules(settings: TStaySettings, language: TLanguage): string[] {
  return [...settings.houseRules[language], ...getDictionary(language, settings.hours).houseRules.times];
}

/** Every stay's texts: the owner's where saved (and still valid), else the shipped ones. */
export async function readAllStayTexts(): Promise<Record<TStayId, TStayTexts>> {
  const rows = await getDb().stayText.findMany();
  const texts = Object.fromEntries(STAY_IDS.map((stay) => [stay, defaultStayTexts(stay)])) as Record<TStayId, TStayTexts>;
  for (const row of rows) {
    const parsed = zStayTexts.safeParse(row.texts);
    if (parsed.success) texts[fromStayEnum(row.stay)] = parsed.data;
  }
  return texts;
}

export async function readStayTexts(stay: TStayId): Promise<TStayTexts> {
  return (await readAllStayTexts())[stay];
}

export async function readStaySettings(): Promise<TStaySettings> {
  return staySettingsOf(await getDb().staySettings.findUnique({ where: { id: 1 } }));
}

type TSettingsRow = {
  checkInFrom: string;
  checkInUntil: string;
  checkInStepMinutes: number;
  checkOutBy: string;
  houseRules: unknown;
};

/** SQL: the saved settings' row as JSON (`staySettingsOf` reads it), or null; for a caller that reads it with other facts in one statement. */
export const staySettingsSql = Prisma.sql`(SELECT json_build_object('checkInFrom', check_in_from, 'checkInUntil', check_in_until,
  'checkInStepMinutes', check_in_step_minutes, 'checkOutBy', check_out_by, 'houseRules', house_rules) FROM stay_settings WHERE id = 1)`;

/** The settings a saved row holds, where valid, else the shipped ones. */
export function staySettingsOf(row: TSettingsRow | null): TStaySettings {
  if (!row) return defaultStaySettings();
  const parsed = zStaySettings.safeParse({
    hours: {
      checkInFrom: row.checkInFrom,
      checkInUntil: row.checkInUntil,
      checkInStepMinutes: row.checkInStepMinutes,
      checkOutBy: row.checkOutBy,
    },
    houseRules: row.houseRules,
  });
  return parsed.success ? parsed.data : defaultStaySettings();
}

/** The stays' hours as saved (the one setting), for the server's checks, e-mails and pages. */
export async function readStayHours(): Promise<TStayHours> {
  return (await readStaySettings()).hours;
}

/**
 * The server's check of an arrival time against the owner's window (the request's schema checks
 * only that it is a time of day): a time outside it is a visitor's Refusal (400) under
 * checkInTime, naming the window. `hours` are the saved ones, read here unless the caller read them already.
 */
export async function checkArrivalTime(time: string, hours?: TStayHours): Promise<void> {
  hours ??= await readStayHours();
  if (checkInTimes(hours).includes(time)) return;
  throw refusedToVisitor("BAD_REQUEST", "arrivalOutsideHours", {
    field: "checkInTime",
    params: [hours.checkInFrom, hours.checkInUntil, hours.checkOutBy],
  });
}

/**
 * Refuses a stay that begins on a day nobody can still arrive: today, once the owner's last
 * check-in time has passed (the booking panel offers tomorrow first then, from the same hours).
 */
export function checkArrivalDay(checkIn: TIsoDate, hours: TStayHours, now = new Date()): void {
  if (checkIn < getEarliestCheckIn(now, hours.checkInUntil)) throw refusedToVisitor("BAD_REQUEST", "checkInTooLate", { field: "checkIn" });
}

export async function saveStayTexts(actor: TActor, stay: TStayId, next: TStayTexts): Promise<TStayTexts> {
  const before = await readStayTexts(stay);
  await getDb().$transaction(async (tx) => {
    const key = toStayEnum(stay);
    await tx.stayText.upsert({ where: { stay: key }, create: { stay: key, texts: next }, update: { texts: next } });
    await writeAudit(tx, { actor, action: "stay.texts", before: { stay, ...before }, after: { stay, ...next } });
  });
  return next;
}

export async function saveStaySettings(actor: TActor, next: TStaySettings): Promise<TStaySettings> {
  const before = await readStaySettings();
  await getDb().$transaction(async (tx) => {
    const fields = { ...next.hours, houseRules: next.houseRules };
    await tx.staySettings.upsert({ where: { id: 1 }, create: { id: 1, ...fields }, update: fields });
    await writeAudit(tx, { actor, action: "stay.settings", before, after: next });
  });
  return next;
}
