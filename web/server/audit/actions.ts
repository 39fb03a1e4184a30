// The audit rows a booking's history shows: every action written with a bookingId is one of these,
// so the console has a sentence in each language for each (content/dictionaries/console-*.ts).
import "server-only";
export const BOOKING_AUDIT_ACTIONS = [
  "booking.manual",
  "booking.confirm",
  "booking.confirmed",
  "booking.decline",
  "booking.declined",
  "booking.decline-block",
  "booking.expired",
  "booking.cancel",
  "booking.cancelled",
  "booking.change",
  /** The owner corrected the guest's name, e-mail, phone or arrival time. */
  "booking.correct",
  "ledger.payment",
  "ledger.breakage_deposit",
  "ledger.refund",
  "ledger.breakage_repaid",
  "ledger.breakage_kept",
  "ledger.reversal",
  "payments.extend",
  "booking.billing",
] as const;
export type TBookingAuditAction = (typeof BOOKING_AUDIT_ACTIONS)[number];

export function isBookingAuditAction(action: string): action is TBookingAuditAction {
  return (BOOKING_AUDIT_ACTIONS as readonly string[]).includes(action);
}
