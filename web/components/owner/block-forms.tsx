"use client";
// The blocks screen's forms: add a block (first night, check-out day, the stays it closes: all or
// one, note) and remove one (with a note). Channel blocks are not removed here: they follow their
// feed. The choice of stays is shared with the calendar's block form.
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import type { TLanguage } from "@/content/dictionaries";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { isStayId, STAY_IDS, STAYS, type TStayId } from "@/content/stays";
import { fill } from "@/lib/fill";
import { isIsoDate } from "@/server/calendar/dates";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useEntryForm } from "./console-form";
import { NoteAction } from "./note-action";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

function RemoveBlockIsland({ t, id }: { t: TConsoleDictionary; id: string }) {
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

/** Every stay's value in the choice of stays a block closes. */
export const ALL_STAYS = "all";

/**
 * The stays a block closes, as a labelled group of radio buttons: "All stays" (the value
 * ALL_STAYS, the default) or one of `stays`, each "{stay} only".
 */
export function BlockScopeChoice({
  t,
  name,
  stays,
  value,
  onChange,
}: {
  t: Pick<TConsoleDictionary, "blocks" | "common">;
  name: string;
  stays: { slug: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const options = [
    { value: ALL_STAYS, label: t.common.allStays },
    ...stays.map((stay) => ({ value: stay.slug, label: fill(t.blocks.oneStay, { stay: stay.name }) })),
  ];
  return (
    <fieldset className="flex flex-col gap-1" data-testid={`${name}-choice`}>
      <legend className="text-sm font-medium">{t.blocks.scope}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((option) => (
          <label key={option.value} className="flex h-11 items-center gap-2 text-sm">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The block's `stay` for the tRPC call: left out for every stay. */
export function blockScopeInput(value: string): { stay?: TStayId } {
  return isStayId(value) ? { stay: value } : {};
}

function AddBlockFormIsland({ t, language, today }: { t: TConsoleDictionary; language: TLanguage; today: string }) {
  const trpc = useTRPC();
  const { consoleForm, values, set, settled } = useEntryForm(
    "block",
    t.shell.failed,
    { from: today, to: "", stay: ALL_STAYS, note: "" },
    t.blocks.added,
  );
  const add = useMutation(trpc.owner.blocks.add.mutationOptions(settled));
  const stays = STAY_IDS.map((slug) => ({ slug, name: STAYS[slug].name[language] }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    if (!isIsoDate(values.from)) found.from = t.errors.invalidDate;
    if (!isIsoDate(values.to)) found.to = t.errors.invalidDate;
    else if (values.to <= values.from) found.to = t.errors.endBeforeStart;
    if (!consoleForm.passes(found)) return;
    add.mutate({
      from: values.from,
      to: values.to,
      ...blockScopeInput(values.stay),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    });
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
      <div className="sm:col-span-3">
        <BlockScopeChoice t={t} name="block-stay" stays={stays} value={values.stay} onChange={set("stay")} />
      </div>
      <ActionButton type="submit" variant="secondary" className="justify-self-start" disabled={add.isPending}>
        {t.blocks.add}
      </ActionButton>
    </form>
  );
}

export const RemoveBlock = withTRPC(RemoveBlockIsland);
export const AddBlockForm = withTRPC(AddBlockFormIsland);
