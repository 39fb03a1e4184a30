// The invoice details of a booking: who its tax invoice is made out to (a name other than the
// guest's, such as a company), the address and a business guest's VAT number. All three are
// optional; the law asks for the address (and a registered recipient's VAT number) only on a full
// tax invoice, over FULL_TAX_INVOICE_ABOVE_CENTS. The guest gives them on their own booking page,
// the owner enters or corrects them on the booking's console page; the same rules and messages
// serve both. They can change until the tax invoice is issued, which freezes them into it; a full
// tax invoice waits for the address (payments/tax-documents.ts). Each change is audited by
// the names of the fields changed, never their values: the audit outlives the guest's data.
// Personal data: erased with the guest's name and contact (retention), never in a public reply.
import "server-only";
import { z } from "zod";
import { writeAudit, type TActor } from "../audit";
import type { TBookingAccount } from "./store";
import { getDb } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { refusedFields, refusedToVisitor } from "../errors";
import { isSafeText } from "../validation";
import { lockBooking } from "./store";
import { FULL_TAX_INVOICE_ABOVE_CENTS } from "./tax-documents";
import { isBinding, isOpen } from "@/server/bookings/status";

export const BILLING_FIELDS = ["billingName", "billingAddress", "billingVatNumber"] as const;
export type TBillingField = (typeof BILLING_FIELDS)[number];
export type TBillingDetails = Record<TBillingField, string>;

type TBillingRefusalKey = "billingName" | "billingAddress" | "billingVatNumber";

/** The invoice details as a form sends them; each issue's message is the key of its field's refusal. */
const zBilling = (() => {
  const text = (max: number, key: TBillingRefusalKey) =>
    z
      .string({ error: key })
      .max(max * 4, { error: key })
      .trim()
      .max(max, { error: key })
      .refine(isSafeText, { error: key });
  return z.object({
    billingName: text(120, "billingName").default(""),
    // One line per address line; runs of blank lines are dropped.
    billingAddress: text(300, "billingAddress")
      .transform((address) =>
        address
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .join("\n"),
      )
      .default(""),
    billingVatNumber: z
      .string({ error: "billingVatNumber" })
      .max(40, { error: "billingVatNumber" })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^(4\d{9})?$/, { error: "billingVatNumber" }))
      .default(""),
  });
})();

/** The details checked: the values, or a refusal naming each refused field's key (the door says them in the reader's language). */
export function parseBilling(input: unknown): TBillingDetails {
  const parsed = zBilling.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, TBillingRefusalKey> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "billingAddress")] ??= issue.message as TBillingRefusalKey;
  throw refusedFields(fields)!;
}

/** The stored details of a booking, as the forms show them ("" for none). */
export function billingOf(booking: Partial<Record<TBillingField, string | null>>): TBillingDetails {
  return {
    billingName: booking.billingName ?? "",
    billingAddress: booking.billingAddress ?? "",
    billingVatNumber: booking.billingVatNumber ?? "",
  };
}

/** True when the booking's tax invoice, still to come, must be a full one and lacks the address. */
export function needsInvoiceAddress(account: Pick<TBookingAccount, "terms" | "schedule" | "status">, billingAddress: string | null) {
  return (
    isBinding(account.status) &&
    Boolean(account.terms.vatNumber) &&
    account.schedule.totalDueCents > FULL_TAX_INVOICE_ABOVE_CENTS &&
    !billingAddress
  );
}

/**
 * Stores the details (already checked) under the booking's row lock; refused (`billingClosed`)
 * once its tax invoice is issued, its data erased, or (for the guest) the booking is no longer open.
 */
export async function saveBillingDetails({
  bookingId,
  details,
  actor,
}: {
  bookingId: string;
  details: TBillingDetails;
  actor: TActor;
}): Promise<void> {
  return retryingTransaction(async (tx) => {
    await lockBooking(tx, bookingId);
    const booking = await tx.booking.findUnique({ where: { id: bookingId } });
    if (!booking) throw refusedToVisitor("NOT_FOUND", "notFound");
    const open = actor.kind === "guest" ? isOpen(booking.status) : true;
    const invoiced = await tx.taxDocument.count({ where: { key: `invoice:${bookingId}` } });
    if (!open || invoiced > 0 || booking.erasedAt) throw refusedToVisitor("CONFLICT", "billingClosed", { reason: "DECIDED" });
    const before = billingOf(booking);
    const changed = BILLING_FIELDS.filter((field) => before[field] !== details[field]);
    if (changed.length === 0) return;
    await tx.booking.update({
      where: { id: bookingId },
      data: Object.fromEntries(BILLING_FIELDS.map((field) => [field, details[field] || null])),
    });
    await writeAudit(tx, { actor, action: "booking.billing", bookingId, after: { fields: changed } });
  });
}

/** Confirmed bookings whose coming full tax invoice still lacks the recipient's address. */
export async function listMissingInvoiceAddresses(accounts: TBookingAccount[]): Promise<TBookingAccount[]> {
  const candidates = accounts.filter((account) => needsInvoiceAddress(account, null));
  if (candidates.length === 0) return [];
  const ids = candidates.map((account) => account.bookingId);
  const [missing, invoiced] = await Promise.all([
    getDb().booking.findMany({ where: { id: { in: ids }, billingAddress: null }, select: { id: true } }),
    getDb().taxDocument.findMany({ where: { bookingId: { in: ids }, kind: "invoice" }, select: { bookingId: true } }),
  ]);
  const lacking = new Set(missing.map((row) => row.id));
  for (const row of invoiced) lacking.delete(row.bookingId);
  return candidates.filter((account) => lacking.has(account.bookingId));
}
