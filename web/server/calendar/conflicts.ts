// Channel conflicts: a feed claims nights that a request or booking here holds. The owner
// resolves one by declining or cancelling ours, or by marking the channel's claim handled (with a
// note, e.g. "cancelled on Airbnb"); the latter is audited.
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { retryingTransaction } from "../db/transient";

/** "handled", or "missing" when there is no such conflict. */
export async function markConflictHandled({
  id,
  note,
  actor,
}: {
  id: string;
  note: string;
  actor: TActor;
}): Promise<"handled" | "missing"> {
  return retryingTransaction(async (tx) => {
    const conflict = await tx.calendarConflict.findUnique({ where: { id } });
    if (!conflict) return "missing";
    if (conflict.handledAt) return "handled";
    const handledBy = actor.kind === "owner" ? actor.email : actor.kind;
    await tx.calendarConflict.update({ where: { id }, data: { handledAt: new Date(), handledBy, handledNote: note } });
    await writeAudit(tx, { actor, action: "conflict.handled", conflictId: id, before: { handledAt: null }, after: { note, handledBy } });
    return "handled";
  });
}
