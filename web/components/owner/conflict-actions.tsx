"use client";
// A conflict's ways out: decline our request or cancel our booking (the guest is told the reason),
// given `booking`; or mark the channel's claim handled with a note (after settling it on the
// channel's side), given `conflictId`.
import { useMutation } from "@tanstack/react-query";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { useTRPC } from "@/trpc/react";
import { NoteAction } from "./note-action";
import { useOwnerAction } from "./use-owner-action";

type TProps = { t: TConsoleDictionary } & (
  { booking: { id: string; status: string }; conflictId?: never } | { conflictId: string; booking?: never }
);

export function ConflictActions({ t, booking, conflictId }: TProps) {
  const trpc = useTRPC();
  const { succeeded, failed } = useOwnerAction(t.shell.failed);
  const decline = useMutation(
    trpc.owner.bookings.decline.mutationOptions({ onSuccess: () => succeeded(t.detail.declined), onError: failed }),
  );
  const cancel = useMutation(
    trpc.owner.bookings.cancel.mutationOptions({ onSuccess: () => succeeded(t.detail.cancelled), onError: failed }),
  );
  const handled = useMutation(
    trpc.owner.conflicts.markHandled.mutationOptions({ onSuccess: () => succeeded(t.conflicts.handled), onError: failed }),
  );
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
  if (booking?.status === "requested")
    return (
      <NoteAction
        {...common}
        label={t.conflicts.declineOurs}
        noteLabel={`${t.conflicts.reason} (${t.common.optional})`}
        required={false}
        variant="destructive"
        pending={decline.isPending}
        onSubmit={(note) => decline.mutate({ id: booking.id, ...(note ? { message: note } : {}) })}
      />
    );
  if (booking?.status === "confirmed")
    return (
      <NoteAction
        {...common}
        label={t.conflicts.cancelOurs}
        noteLabel={t.conflicts.reason}
        required
        variant="destructive"
        pending={cancel.isPending}
        onSubmit={(reason) => cancel.mutate({ id: booking.id, reason })}
      />
    );
  return null;
}
