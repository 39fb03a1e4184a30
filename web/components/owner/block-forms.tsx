"use client";
// The blocks screen's forms: add a block (first night, check-out day, note) and remove one (with
// a note). Channel blocks are not removed here: they follow their feed.
import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { isIsoDate } from "@/server/calendar/dates";
import { useTRPC } from "@/trpc/react";
import { FieldError } from "./field-error";
import { NoteAction } from "./note-action";
import { focusFirstField } from "./focus-first-field";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

export function AddBlockForm({ t, today }: { t: TConsoleDictionary; today: string }) {
  const trpc = useTRPC();
  const { succeeded, failed } = useOwnerAction(t.shell.failed);
  const [values, setValues] = useState({ from: today, to: "", note: "" });
  const [errors, setErrors] = useState<TFieldMessages>({});
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = (fields: TFieldMessages) => focusFirstField(form, fields);
  const add = useMutation(
    trpc.owner.blocks.add.mutationOptions({
      onSuccess: () => {
        setValues({ from: today, to: "", note: "" });
        succeeded(t.blocks.added);
      },
      onError: (error) => {
        const fields = failed(error);
        setErrors(fields);
        focusFirst(fields);
      },
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    if (!isIsoDate(values.from)) found.from = t.errors.invalidDate;
    if (!isIsoDate(values.to)) found.to = t.errors.invalidDate;
    else if (values.to <= values.from) found.to = t.errors.endBeforeStart;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    add.mutate({ from: values.from, to: values.to, ...(values.note.trim() ? { note: values.note.trim() } : {}) });
  }
  const field = (name: "from" | "to" | "note") => ({
    id: `block-${name}`,
    name,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `block-${name}-error` : name === "to" ? "block-to-hint" : undefined,
  });
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-labelledby="add-block-heading">
      <div className="flex flex-col gap-1">
        <Label htmlFor="block-from">{t.blocks.from}</Label>
        <Input
          {...field("from")}
          type="date"
          value={values.from}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
        />
        <FieldError id="block-from-error" message={errors.from} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="block-to">{t.blocks.to}</Label>
        <Input {...field("to")} type="date" value={values.to} onChange={(event) => setValues({ ...values, to: event.target.value })} />
        <p id="block-to-hint" className="text-xs text-muted-foreground">
          {t.blocks.toHint}
        </p>
        <FieldError id="block-to-error" message={errors.to} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="block-note">
          {t.common.note} ({t.common.optional})
        </Label>
        <Input
          {...field("note")}
          value={values.note}
          maxLength={200}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
        <FieldError id="block-note-error" message={errors.note} />
      </div>
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={add.isPending}>
        {t.blocks.add}
      </Button>
    </form>
  );
}

export function RemoveBlock({ t, id }: { t: TConsoleDictionary; id: string }) {
  const trpc = useTRPC();
  const { succeeded, failed } = useOwnerAction(t.shell.failed);
  const remove = useMutation(trpc.owner.blocks.remove.mutationOptions({ onSuccess: () => succeeded(t.blocks.removed), onError: failed }));
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
