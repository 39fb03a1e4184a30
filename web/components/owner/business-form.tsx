"use client";
// The business details form: name, phone, WhatsApp, e-mail and street address, and a latitude and
// longitude per stay. The server checks the numbers and the e-mail (its messages appear under
// their fields); a coordinate that is not a number in range is caught here first.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries/types";
import { STAY_IDS, STAYS, type TStayId } from "@/content/stays";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useConsoleForm } from "./console-form";
import type { TFieldMessages } from "./use-owner-action";

type TPinText = { latitude: string; longitude: string };
type TContactField = "name" | "phone" | "whatsapp" | "email" | "address";

/** Each text field's most characters, as the server's schema takes them (web/server/owner/contract.ts). */
const MAX_LENGTH: Record<TContactField, number> = { name: 100, phone: 40, whatsapp: 40, email: 254, address: 300 };
type TBusinessFormValues = Record<TContactField, string> & { pins: Record<TStayId, { latitude: number; longitude: number }> };

const LIMIT = { latitude: 90, longitude: 180 } as const;

/** A coordinate typed by the owner ("-29,8139" or "-29.8139"), or undefined when not a number within its limit. */
function parseCoordinate(text: string, axis: keyof typeof LIMIT): number | undefined {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(value) && Math.abs(value) <= LIMIT[axis] ? value : undefined;
}

function BusinessFormIsland({ t, language, initial }: { t: TConsoleDictionary; language: TLanguage; initial: TBusinessFormValues }) {
  const trpc = useTRPC();
  const consoleForm = useConsoleForm("business", t.shell.failed);
  const [contact, setContact] = useState<Record<TContactField, string>>(initial);
  const [pins, setPins] = useState<Record<TStayId, TPinText>>(
    () =>
      Object.fromEntries(
        STAY_IDS.map((stay) => [stay, { latitude: String(initial.pins[stay].latitude), longitude: String(initial.pins[stay].longitude) }]),
      ) as Record<TStayId, TPinText>,
  );
  const save = useMutation(
    trpc.owner.business.save.mutationOptions({ onSuccess: () => consoleForm.succeeded(t.business.saved), onError: consoleForm.refused }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    const parsed = {} as TBusinessFormValues["pins"];
    for (const stay of STAY_IDS) {
      const latitude = parseCoordinate(pins[stay].latitude, "latitude");
      const longitude = parseCoordinate(pins[stay].longitude, "longitude");
      if (latitude === undefined) found[`${stay}-latitude`] = t.business.invalidCoordinate;
      if (longitude === undefined) found[`${stay}-longitude`] = t.business.invalidCoordinate;
      parsed[stay] = { latitude: latitude ?? 0, longitude: longitude ?? 0 };
    }
    if (contact.address.trim() === "") found.address = t.errors.required;
    if (!consoleForm.passes(found)) return;
    save.mutate({
      name: contact.name.trim(),
      phone: contact.phone.trim(),
      whatsapp: contact.whatsapp.trim(),
      email: contact.email.trim(),
      address: contact.address.trim(),
      pins: parsed,
    });
  }

  const contactField = (name: TContactField, label: string, props: { type?: string; autoComplete?: string; hint?: string }) => (
    <ConsoleField form={consoleForm} name={name} label={label} hint={props.hint}>
      {(field) => (
        <Input
          {...field}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          value={contact[name]}
          maxLength={MAX_LENGTH[name]}
          onChange={(event) => setContact((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </ConsoleField>
  );

  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t.business.contact}</legend>
        {contactField("name", t.business.name, { autoComplete: "organization", hint: t.business.nameHint })}
        {contactField("phone", t.business.phone, { type: "tel", autoComplete: "tel", hint: t.business.numberHint })}
        {contactField("whatsapp", t.business.whatsapp, { type: "tel", autoComplete: "tel", hint: t.business.numberHint })}
        {contactField("email", t.business.email, { type: "email", autoComplete: "email", hint: t.business.emailHint })}
        {contactField("address", t.business.address, { autoComplete: "street-address" })}
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <legend className="px-1 text-lg font-semibold">{t.business.pins}</legend>
        <p className="text-sm text-muted-foreground">{t.business.pinsIntro}</p>
        {STAY_IDS.map((stay) => (
          <fieldset key={stay} className="grid gap-3 sm:grid-cols-2" data-stay={stay}>
            <legend className="font-semibold">{STAYS[stay].name[language]}</legend>
            {(["latitude", "longitude"] as const).map((axis) => {
              return (
                <ConsoleField key={axis} form={consoleForm} name={`${stay}-${axis}`} label={t.business[axis]}>
                  {(field) => (
                    <Input
                      {...field}
                      inputMode="text"
                      value={pins[stay][axis]}
                      onChange={(event) => setPins((current) => ({ ...current, [stay]: { ...current[stay], [axis]: event.target.value } }))}
                    />
                  )}
                </ConsoleField>
              );
            })}
          </fieldset>
        ))}
      </fieldset>
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {t.business.save}
      </ActionButton>
    </form>
  );
}

export const BusinessForm = withTRPC(BusinessFormIsland);
