"use client";
// The changeover screen's actions: print the sheet, make a link for the cleaner (a name and how
// many days it works), revoke one; and, on the business screen, the weekly digest's setting.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useConsoleForm, useEntryForm } from "./console-form";
import { CheckboxField } from "./console-form";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

export function PrintButton({ label }: { label: string }) {
  return (
    <ActionButton type="button" variant="secondary" className="print:hidden" onClick={() => window.print()}>
      {label}
    </ActionButton>
  );
}

function CleanerLinkFormIsland({ t, min, max, initialDays }: { t: TConsoleDictionary; min: number; max: number; initialDays: number }) {
  const trpc = useTRPC();
  const l = t.changeovers.links;
  const { consoleForm, values, set, settled } = useEntryForm(
    "cleaner-link",
    t.shell.failed,
    { label: "", days: String(initialDays) },
    l.created,
  );
  const create = useMutation(trpc.owner.changeovers.createLink.mutationOptions(settled));
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < min || days > max) found.days = l.daysHint;
    if (!consoleForm.passes(found)) return;
    create.mutate({ days, ...(values.label.trim() ? { label: values.label.trim() } : {}) });
  }
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-label={l.create}>
      <ConsoleField form={consoleForm} name="label" label={`${l.label} (${t.common.optional})`} hint={l.labelHint}>
        {(field) => <Input {...field} value={values.label} maxLength={60} onChange={set("label")} />}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="days" label={l.days} hint={l.daysHint}>
        {(field) => <Input {...field} type="number" inputMode="numeric" min={min} max={max} value={values.days} onChange={set("days")} />}
      </ConsoleField>
      <ActionButton type="submit" variant="secondary" className="self-end justify-self-start" disabled={create.isPending}>
        {l.create}
      </ActionButton>
    </form>
  );
}

function RevokeLinkIsland({ t, id, name }: { t: TConsoleDictionary; id: string; name: string }) {
  const trpc = useTRPC();
  const { reporting } = useOwnerAction(t.shell.failed);
  const revoke = useMutation(trpc.owner.changeovers.revokeLink.mutationOptions(reporting(t.changeovers.links.revoked)));
  return (
    <ActionButton
      type="button"
      variant="destructive"
      size="sm"
      aria-label={`${t.changeovers.links.revoke}: ${name}`}
      disabled={revoke.isPending}
      onClick={() => revoke.mutate({ id })}
    >
      {t.changeovers.links.revoke}
    </ActionButton>
  );
}

function DigestSettingFormIsland({ t, initial }: { t: TConsoleDictionary; initial: boolean }) {
  const trpc = useTRPC();
  const consoleForm = useConsoleForm("digest", t.shell.failed);
  const [weeklyDigest, setWeeklyDigest] = useState(initial);
  const save = useMutation(
    trpc.owner.digest.save.mutationOptions({ onSuccess: () => consoleForm.succeeded(t.digest.saved), onError: consoleForm.refused }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ weeklyDigest });
  }
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t.digest.title}>
      <div className="flex flex-col gap-1">
        <CheckboxField
          idPrefix="digest"
          name="weeklyDigest"
          label={t.digest.label}
          hint={t.digest.hint}
          checked={weeklyDigest}
          onChange={setWeeklyDigest}
        />
      </div>
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {t.digest.save}
      </ActionButton>
    </form>
  );
}

export const CleanerLinkForm = withTRPC(CleanerLinkFormIsland);
export const RevokeLink = withTRPC(RevokeLinkIsland);
export const DigestSettingForm = withTRPC(DigestSettingFormIsland);
