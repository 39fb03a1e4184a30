"use client";
// A booking's invoice details on its console page: the name on the tax invoice, the address and a
// business guest's VAT number, which the owner enters or corrects until the invoice is issued.
// The server checks each field (the same rules as the guest's booking page) and its refusals
// land under their fields.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useConsoleForm } from "./console-form";

type TBillingField = "billingName" | "billingAddress" | "billingVatNumber";

/** The form's texts in the owner's language (content/payments.ts). */
export type TBillingTexts = Record<TBillingField, { label: string; hint: string }> & { save: string; saved: string };

function BillingFormIsland({
  t,
  texts,
  bookingId,
  initial,
}: {
  t: TConsoleDictionary;
  texts: TBillingTexts;
  bookingId: string;
  initial: Record<TBillingField, string>;
}) {
  const trpc = useTRPC();
  const consoleForm = useConsoleForm("billing", t.shell.failed);
  const [values, setValues] = useState(initial);
  const save = useMutation(
    trpc.owner.bookings.saveBilling.mutationOptions({ onSuccess: () => consoleForm.succeeded(texts.saved), onError: consoleForm.refused }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!consoleForm.passes({})) return;
    save.mutate({ id: bookingId, ...values });
  }

  const set = (name: TBillingField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="billing-form">
      <ConsoleField form={consoleForm} name="billingName" label={texts.billingName.label} hint={texts.billingName.hint}>
        {(field) => (
          <Input {...field} autoComplete="organization" maxLength={120} value={values.billingName} onChange={set("billingName")} />
        )}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="billingAddress" label={texts.billingAddress.label} hint={texts.billingAddress.hint}>
        {(field) => <Textarea {...field} rows={3} maxLength={300} value={values.billingAddress} onChange={set("billingAddress")} />}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="billingVatNumber" label={texts.billingVatNumber.label} hint={texts.billingVatNumber.hint}>
        {(field) => (
          <Input {...field} inputMode="numeric" maxLength={14} value={values.billingVatNumber} onChange={set("billingVatNumber")} />
        )}
      </ConsoleField>
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {texts.save}
      </ActionButton>
    </form>
  );
}

export const BillingForm = withTRPC(BillingFormIsland);
