// The guest is sent a receipt for money received and a note for money returned: the outbox event
// is written in the transaction that records the entry, so an entry never lacks its e-mail and a
// rolled-back one never sends it. A booking without an e-mail address (a manual one) gets none.
import "server-only";
import type { TTx } from "../db/client";
import { makeOutboxEvent } from "../outbox";
import type { TLedgerKind } from "./rules";

/** The entries the guest hears of: money in (stay, breakage deposit) and money paid back. */
const TOLD_TO_GUEST = new Set<TLedgerKind>(["payment", "breakage_deposit", "refund", "breakage_repaid"]);

export async function writeReceiptEvent(tx: TTx, bookingId: string, kind: TLedgerKind, entryId: string): Promise<void> {
  if (!TOLD_TO_GUEST.has(kind)) return;
  const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: { guestEmail: true } });
  if (!booking?.guestEmail) return;
  await tx.outboxEvent.create({ data: makeOutboxEvent("payment.recorded", { bookingId, entryId }) });
}
