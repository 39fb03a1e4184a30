// The owner's blocks: nights closed to every stay (the site sells one stay a night, so such a
// block closes the night as a booking would) or to one stay alone (a hut's maintenance leaves
// the vacation home and the other hut for sale). The same rules for the calendar command
// (scripts/owner-calendar.ts) and the console: two dates, the second after the first; no stay
// means every stay; only the owner's own blocks can be removed (a channel's blocks go with its
// feed). Each change writes an audit row. A block binds like a confirmed booking, and the
// exclusion constraints (after the nights' turn) refuse nights already closed where it closes
// them: a block of every stay, nights any binding hold has; a block of one stay, nights a booking
// of that stay (ours or a channel's) or a block of every stay or of the same stay has. Nights
// that unanswered requests ask for are not refused; those for a stay the block closes can then
// no longer be confirmed.
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { takeNightsTurn, writingHold } from "../bookings/holds";
import { getDb } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { Refusal } from "../errors";
import type { TOwnerMessageKey } from "../owner/messages";
import { fromStayEnum, toStayEnum } from "../bookings/stay-enum";
import type { TStayId } from "@/content/stays";
import { fromUtcDate, getBusinessToday, isIsoDate, toUtcDate } from "./dates";

export type TBlockRefusal = "BAD_RANGE" | "NIGHTS_TAKEN" | "NO_SUCH_BLOCK";

/** Each refusal's code and words (a key of the owner's dictionary), and the field it is about. */
const BLOCK_REFUSALS: Record<TBlockRefusal, ConstructorParameters<typeof Refusal<TOwnerMessageKey>>> = {
  BAD_RANGE: ["BAD_REQUEST", "badRange", { field: "to" }],
  NIGHTS_TAKEN: ["CONFLICT", "nightsTaken", { reason: "NIGHTS_TAKEN" }],
  NO_SUCH_BLOCK: ["NOT_FOUND", "noSuchBlock"],
};

/** A block refused: its words are chosen by whoever reads it (the console in the owner's language, the CLI its own). */
export class BlockRefused extends Refusal<TOwnerMessageKey> {
  override name = "BlockRefused";

  constructor(readonly reason: TBlockRefusal) {
    super(...BLOCK_REFUSALS[reason]);
  }
}

/** `stay`: the one stay the block closes; null or left out, every stay. */
export async function addOwnerBlock({
  checkIn,
  checkOut,
  stay = null,
  note,
  actor,
}: {
  checkIn: string;
  checkOut: string;
  stay?: TStayId | null;
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
          stay: stay ? toStayEnum(stay) : null,
          everyStay: stay === null,
          block: { create: { source: "owner", note: note || null } },
        },
        include: { block: true },
      });
      const block = hold.block!;
      await writeAudit(tx, { actor, action: "block.add", blockId: block.id, after: { checkIn, checkOut, stay, note: block.note } });
      return { id: block.id, checkIn, checkOut, stay, note: block.note };
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
      before: {
        checkIn: fromUtcDate(block.hold.checkIn),
        checkOut: fromUtcDate(block.hold.checkOut),
        stay: block.hold.stay ? fromStayEnum(block.hold.stay) : null,
        note: block.note,
      },
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
