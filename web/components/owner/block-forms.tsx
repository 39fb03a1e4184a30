"use client";
// The blocks screen's forms: add a block (first night, check-out day, note) and remove one (with
// a note). Channel blocks are not removed here: they follow their feed.
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { isIsoDate } from "@/server/calendar/dates";
import { useTRPC } from "@/trpc/react";
import { ConsoleField, useEntryForm } from "./console-form";
import { NoteAction } from "./note-action";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

export function RemoveBlock({ t, id }: { t: TConsoleDictionary; id: string }) {
  const trpc = useTRPC();
  const { reporting } = useOwnerAction(t.shell.failed);
  const remove = useMutation(trpc.owner.blocks.remove.mutationOptions(reporting(t.blocks.removed)));
  return (
    <NoteAction
      label={t.blocks.remove}
      noteLabel={`${t.blocks.removeNote} (${t.common.optional})`}
      closeLabel={t.common.back}
      required={false}
      requiredMessage={t.errors.required}
      pending={remove.isPending}
      onSubmit={(note) => remove.mutate({ id, ...(note ? { note } : {}) })}
    />
  );
}

export function AddBlockForm({ t, today }: { t: TConsoleDictionary; today: string }) {
  const trpc = useTRPC();
  const { consoleForm, values, set, settled } = useEntryForm("block", t.shell.failed, { from: today, to: "", note: "" }, t.blocks.added);
  const add = useMutation(trpc.owner.blocks.add.mutationOptions(settled));
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    if (!isIsoDate(values.from)) found.from = t.errors.invalidDate;
    if (!isIsoDate(values.to)) found.to = t.errors.invalidDate;
    else if (values.to <= values.from) found.to = t.errors.endBeforeStart;
    if (!consoleForm.passes(found)) return;
    add.mutate({ from: values.from, to: values.to, ...(values.note.trim() ? { note: values.note.trim() } : {}) });
  }
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-labelledby="add-block-heading">
      <ConsoleField form={consoleForm} name="from" label={t.blocks.from}>
        {(field) => <Input {...field} type="date" value={values.from} onChange={set("from")} />}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="to" label={t.blocks.to} hint={t.blocks.toHint}>
        {(field) => <Input {...field} type="date" value={values.to} onChange={set("to")} />}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="note" label={`${t.common.note} (${t.common.optional})`}>
        {(field) => <Input {...field} value={values.note} maxLength={200} onChange={set("note")} />}
      </ConsoleField>
      <ActionButton type="submit" variant="secondary" className="justify-self-start" disabled={add.isPending}>
        {t.blocks.add}
      </ActionButton>
    </form>
  );
}
