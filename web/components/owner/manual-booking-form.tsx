"use client";
// A booking the owner takes by phone, WhatsApp or at the door: stay, dates, guests, the guest's
// name, optional e-mail and phone, the arrival time (the public booking panel's own select and
// choices), and the price (the quote, which the owner may override with a
// note). The server saves it confirmed under the same one-stay-per-night constraint; nights taken
// meanwhile come back as a clear refusal.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries";
import type { TStayId } from "@/content/stays";
import { CheckInTimeSelect } from "@/components/stays/check-in-time-select";
import { fill } from "@/lib/fill";
import { useTRPC, withTRPC } from "@/trpc/react";
import { checkStayFields, quoteOf, StayFields, type TAllRates, type TStayValues } from "./booking-actions";
import { ConsoleField, useConsoleForm } from "./console-form";
import { formatCents } from "./format";
import { centsToInput, parseRandToCents } from "./money";

/** `times`: the arrival times of the owner's check-in window, the first the default. */
type TProps = { t: TConsoleDictionary; language: TLanguage; initial: TStayValues; rates: TAllRates; times: readonly [string, ...string[]] };

function ManualBookingFormIsland({ t, language, initial, rates, times }: TProps) {
  const trpc = useTRPC();
  const consoleForm = useConsoleForm("manual", t.shell.failed);
  const [values, setValues] = useState(initial);
  const [guest, setGuest] = useState({ name: "", email: "", phone: "", price: "", priceNote: "", language });
  const [checkInTime, setCheckInTime] = useState<string>(times[0]);
  const [refusal, setRefusal] = useState("");
  const quote = quoteOf(rates, values);
  const priceCents = guest.price === "" ? quote?.totalPriceCents : parseRandToCents(guest.price);
  const overridden = quote !== null && priceCents !== undefined && priceCents !== quote.totalPriceCents;

  const create = useMutation(
    trpc.owner.bookings.createManual.mutationOptions({
      onSuccess: (result) => consoleForm.succeeded(fill(t.manual.created, { number: result.number }), `/owner/bookings/${result.id}`),
      onError: (error) => {
        consoleForm.refused(error);
        setRefusal(error.message);
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkStayFields(t, values, rates);
    if (!guest.name.trim()) found.name = t.errors.required;
    if (guest.price !== "" && priceCents === undefined) found.priceCents = t.errors.required;
    if (overridden && !guest.priceNote.trim()) found.priceNote = t.manual.priceNoteHint;
    setRefusal("");
    if (!consoleForm.passes(found)) return;
    create.mutate({
      stay: values.stay as TStayId,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      guests: Number(values.guests),
      name: guest.name.trim(),
      ...(guest.email.trim() ? { email: guest.email.trim() } : {}),
      ...(guest.phone.trim() ? { phone: guest.phone.trim() } : {}),
      checkInTime,
      ...(overridden && priceCents !== undefined ? { priceCents, priceNote: guest.priceNote.trim() } : {}),
      language: guest.language,
    });
  }

  const set = (key: keyof TStayValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const setGuestField = (key: "name" | "email" | "phone" | "price" | "priceNote") => (event: { target: { value: string } }) =>
    setGuest((current) => ({ ...current, [key]: event.target.value }));

  return (
    <form
      ref={consoleForm.form}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2"
      data-testid="manual-booking-form"
    >
      <StayFields t={t} language={language} idPrefix="manual" values={values} rates={rates} errors={consoleForm.errors} set={set} />
      <ConsoleField form={consoleForm} name="name" label={t.common.name} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="off" value={guest.name} maxLength={100} onChange={setGuestField("name")} />}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="email" label={`${t.common.email} (${t.common.optional})`}>
        {(field) => (
          <Input {...field} type="email" autoComplete="off" value={guest.email} maxLength={254} onChange={setGuestField("email")} />
        )}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="phone" label={`${t.common.phone} (${t.common.optional})`}>
        {(field) => (
          <Input
            {...field}
            type="tel"
            autoComplete="off"
            value={guest.phone}
            maxLength={20}
            placeholder="+27821234567"
            onChange={setGuestField("phone")}
          />
        )}
      </ConsoleField>
      <CheckInTimeSelect
        id="manual-checkInTime"
        times={times}
        texts={{ checkInTime: t.detail.checkInTime, checkInTimePlaceholder: t.manual.checkInTimePlaceholder }}
        value={checkInTime}
        onChange={setCheckInTime}
        className="h-11 w-full rounded-md border border-input bg-card px-3 text-base md:text-sm"
      />
      <ConsoleField
        form={consoleForm}
        name="priceCents"
        label={t.manual.price}
        hint={`${t.manual.priceHint} ${quote ? fill(t.manual.quote, { total: formatCents(quote.totalPriceCents, language) }) : ""}`}
      >
        {(field) => (
          <Input
            {...field}
            type="text"
            inputMode="decimal"
            value={guest.price === "" ? (quote ? centsToInput(quote.totalPriceCents, language) : "") : guest.price}
            onChange={setGuestField("price")}
          />
        )}
      </ConsoleField>
      <ConsoleField
        form={consoleForm}
        name="priceNote"
        label={`${t.manual.priceNote} ${overridden ? "" : `(${t.common.optional})`}`}
        hint={t.manual.priceNoteHint}
      >
        {(field) => <Input {...field} value={guest.priceNote} maxLength={300} onChange={setGuestField("priceNote")} />}
      </ConsoleField>
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="text-sm font-medium">{t.manual.guestLanguage}</legend>
        <div className="flex gap-4">
          {(["en", "af"] as const).map((option) => (
            <label key={option} className="flex h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="language"
                value={option}
                checked={guest.language === option}
                onChange={() => setGuest((current) => ({ ...current, language: option }))}
              />
              {option === "en" ? "English" : "Afrikaans"}
            </label>
          ))}
        </div>
      </fieldset>
      {refusal && (
        <p role="alert" className="text-sm font-semibold text-destructive sm:col-span-2">
          {refusal}
        </p>
      )}
      <ActionButton type="submit" className="justify-self-start" disabled={create.isPending}>
        {t.manual.submit}
      </ActionButton>
    </form>
  );
}

export const ManualBookingForm = withTRPC(ManualBookingFormIsland);
