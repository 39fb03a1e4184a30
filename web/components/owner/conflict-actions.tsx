"use client";
// A conflict's ways out: decline our request or cancel our booking (the guest is told the reason),
// given `booking`; or mark the channel's claim handled with a note (after settling it on the
// channel's side), given `conflictId`.
import { useMutation } from "@tanstack/react-query";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { useTRPC, withTRPC } from "@/trpc/react";
import { NoteAction } from "./note-action";
import { useOwnerAction } from "./use-owner-action";
import type { TOwnerOutputs } from "@/server/api/root";
import { isOpen, isRequest } from "@/server/bookings/status";

type TProps = { t: TConsoleDictionary } & (
  { booking: Pick<TOwnerOutputs["bookings"]["get"], "id" | "status">; conflictId?: never } | { conflictId: string; booking?: never }
);

function ConflictActionsIsland({ t, booking, conflictId }: TProps) {
  const trpc = useTRPC();
  const { reporting } = useOwnerAction(t.shell.failed);
  const decline = useMutation(trpc.owner.bookings.decline.mutationOptions(reporting(t.detail.declined)));
  const cancel = useMutation(trpc.owner.bookings.cancel.mutationOptions(reporting(t.detail.cancelled)));
  const handled = useMutation(trpc.owner.conflicts.markHandled.mutationOptions(reporting(t.conflicts.handled)));
  const common = { closeLabel: t.common.back, requiredMessage: t.errors.required };
  if (conflictId)
    return (
      <NoteAction
        {...common}
        label={t.conflicts.markHandled}
        noteLabel={t.conflicts.handledNote}
        required
        pending={handled.isPending}
        onSubmit={(note) => handled.mutate({ id: conflictId, note })}
      />
    );
  if (booking && isOpen(booking.status)) {
    // A request is declined (a reason is optional); a confirmed booking is cancelled, with its reason.
    const declining = isRequest(booking.status);
    return (
      <NoteAction
        {...common}
        required={!declining}
        variant="destructive"
        label={declining ? t.conflicts.declineOurs : t.conflicts.cancelOurs}
        noteLabel={declining ? `${t.conflicts.reason} (${t.common.optional})` : t.conflicts.reason}
        pending={decline.isPending || cancel.isPending}
        onSubmit={(note) =>
          declining
            ? decline.mutate({ id: booking.id, ...(note ? { message: note } : {}) })
            : cancel.mutate({ id: booking.id, reason: note, requestedBy: "us" })
        }
      />
    );
  }
  return null;
}

export const ConflictActions = withTRPC(ConflictActionsIsland);
