// The owner's first day: what a new install still lacks before its first booking. Each step is
// done once the owner has saved it in the console: the business's details (with a phone and an
// address guests can use), a bank account guests can pay into, the payment terms, a photo of
// each stay of their own, and each stay's prices. The console's Today lists the steps still open.
import "server-only";
import { STAY_IDS } from "@/content/stays";
import { toStayEnum } from "../bookings/stay-enum";
import { getDb } from "../db/client";
import { hasBankAccount } from "../payments/rules";
import { DEFAULT_PAYMENT_TERMS } from "../payments/rules";
import { readPaymentTerms, readSavedPaymentTerms } from "../payments/store";

export const SETUP_STEPS = ["business", "bank", "terms", "photos", "prices"] as const;
export type TSetupStep = (typeof SETUP_STEPS)[number];

/** The steps still open, in the order the owner is asked to take them (empty once all are done). */
export async function readOpenSetupSteps(db = getDb()): Promise<TSetupStep[]> {
  const [business, savedTerms, photoStays, rates] = await Promise.all([
    db.businessProfile.findUnique({ where: { id: 1 }, select: { phone: true, address: true } }),
    readSavedPaymentTerms(db),
    db.photo.groupBy({ by: ["stay"], where: { stay: { not: null } } }),
    db.stayRate.count({ where: { stay: { in: STAY_IDS.map(toStayEnum) } } }),
  ]);
  const done: Record<TSetupStep, boolean> = {
    business: business !== null && !!business.phone && business.address.trim() !== "",
    bank: hasBankAccount(savedTerms ?? DEFAULT_PAYMENT_TERMS),
    terms: savedTerms !== null,
    photos: STAY_IDS.every((stay) => photoStays.some((group) => group.stay === toStayEnum(stay))),
    prices: rates === STAY_IDS.length,
  };
  return SETUP_STEPS.filter((step) => !done[step]);
}

/** Whether guests would be told to pay into an account the owner has not given (confirming asks first). */
export async function isBankAccountMissing(): Promise<boolean> {
  return !hasBankAccount(await readPaymentTerms());
}
