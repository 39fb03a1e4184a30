"use client";
// A booking's private notes on its console page: only the owner reads them (the guest's page and
// e-mails never show them). Each note is kept with who wrote it and when.
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Textarea } from "@/components/ui/textarea";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { fill } from "@/lib/fill";
import type { TNote } from "@/server/owner/message-actions";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useEntryForm } from "./console-form";
import { formatMoment } from "./format";

function BookingNotesIsland({
  t,
  bookingId,
  notes,
  closed,
}: {
  t: TConsoleDictionary;
  bookingId: string;
  notes: TNote[];
  closed: boolean;
}) {
  const trpc = useTRPC();
  const { consoleForm, values, set, settled } = useEntryForm("note", t.shell.failed, { body: "" }, t.notes.added);
  const add = useMutation(trpc.owner.notes.add.mutationOptions(settled));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!consoleForm.passes(values.body.trim() ? {} : { body: t.errors.required })) return;
    add.mutate({ id: bookingId, body: values.body.trim() });
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t.notes.intro}</p>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.notes.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y" data-testid="notes">
          {notes.map((note) => (
            <li key={note.id} className="py-2 text-sm">
              <p className="break-words whitespace-pre-wrap">{note.body}</p>
              <p className="text-muted-foreground">
                {fill(t.notes.by, { email: note.actorEmail ?? "–", time: formatMoment(note.createdAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {!closed && (
        <form ref={consoleForm.form} noValidate onSubmit={submit} className="flex flex-col gap-2">
          <ConsoleField form={consoleForm} name="body" label={t.notes.label}>
            {(field) => <Textarea {...field} rows={2} maxLength={2000} value={values.body} onChange={set("body")} />}
          </ConsoleField>
          <ActionButton type="submit" variant="secondary" className="self-start" disabled={add.isPending}>
            {t.notes.add}
          </ActionButton>
        </form>
      )}
    </div>
  );
}

export const BookingNotes = withTRPC(BookingNotesIsland);
