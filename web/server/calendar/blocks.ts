// The owner's blocks: nights no stay is sold for (every stay, since only one is sold a night).
// The same rules for the calendar command (scripts/owner-calendar.ts) and the console: two dates,
// the second after the first; nights another hold has are refused; only the owner's own blocks
// can be removed (a channel's blocks go with its feed). Each change writes an audit row. A block
// binds like a confirmed booking: nights a binding hold has are refused (the exclusion
// constraint, after the nights' turn); nights that unanswered requests ask for are not, and those
// requests can no longer be confirmed.
import { writeAudit, type TActor } from "../audit";
import { takeNightsTurn, writingHold } from "../bookings/holds";
import { getDb } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { fromUtcDate, getBusinessToday, isIsoDate, toUtcDate } from "./dates";

export type TBlockRefusal = "BAD_RANGE" | "NIGHTS_TAKEN" | "NO_SUCH_BLOCK";
export class BlockRefused extends Error {
  constructor(readonly reason: TBlockRefusal) {
    super(reason);
  }
}

export async function addOwnerBlock({
  checkIn,
  checkOut,
  note,
  actor,
}: {
  checkIn: string;
  checkOut: string;
  note?: string | null;
  actor: TActor;
}) {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) throw new BlockRefused("BAD_RANGE");
  return writingHold(
    async (tx) => {
      await takeNightsTurn(tx, { checkIn, checkOut });
      const hold = await tx.hold.create({
        data: {
          kind: "block",
          checkIn: toUtcDate(checkIn),
          checkOut: toUtcDate(checkOut),
          block: { create: { source: "owner", note: note || null } },
        },
        include: { block: true },
      });
      const block = hold.block!;
      await writeAudit(tx, { actor, action: "block.add", blockId: block.id, after: { checkIn, checkOut, note: block.note } });
      return { id: block.id, checkIn, checkOut, note: block.note };
    },
    () => new BlockRefused("NIGHTS_TAKEN"),
  );
}

export async function removeOwnerBlock({ id, note, actor }: { id: string; note?: string | null; actor: TActor }): Promise<void> {
  await retryingTransaction(async (tx) => {
    const block = await tx.ownerBlock.findFirst({ where: { id, feedId: null }, include: { hold: true } });
    if (!block) throw new BlockRefused("NO_SUCH_BLOCK");
    await tx.hold.delete({ where: { id: block.holdId } });
    await writeAudit(tx, {
      actor,
      action: "block.remove",
      blockId: id,
      before: { checkIn: fromUtcDate(block.hold.checkIn), checkOut: fromUtcDate(block.hold.checkOut), note: block.note },
      after: note ? { note } : undefined,
    });
  });
}

/** Blocks (the owner's and the channels') that end after today. */
export async function listBlocksFromToday() {
  return getDb().ownerBlock.findMany({
    where: { hold: { checkOut: { gt: toUtcDate(getBusinessToday()) } } },
    include: { hold: true, feed: true },
    orderBy: { hold: { checkIn: "asc" } },
  });
}
