"use client";
// A booking the owner takes by phone, WhatsApp or at the door: stay, dates, guests, the guest's
// name, optional e-mail and phone, and the price (the quote, which the owner may override with a
// note). The server saves it confirmed under the same one-stay-per-night constraint; nights taken
// meanwhile come back as a clear refusal.
import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries";
import type { TStayId } from "@/content/stays";
import { fill } from "@/lib/fill";
import { useTRPC } from "@/trpc/react";
import { checkStayFields, quoteOf, StayFields, type TStayValues } from "./booking-actions";
import { FieldError } from "./field-error";
import { formatRand } from "./format";
import { focusFirstField } from "./focus-first-field";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

type TProps = { t: TConsoleDictionary; language: TLanguage; initial: TStayValues };

export function ManualBookingForm({ t, language, initial }: TProps) {
  const trpc = useTRPC();
  const { succeeded, failed } = useOwnerAction(t.shell.failed);
  const [values, setValues] = useState(initial);
  const [guest, setGuest] = useState({ name: "", email: "", phone: "", price: "", priceNote: "", language });
  const [errors, setErrors] = useState<TFieldMessages>({});
  const [refusal, setRefusal] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const quote = quoteOf(values.stay, values.checkIn, values.checkOut, Number(values.guests));
  const price = guest.price === "" ? quote?.totalPrice : Number(guest.price);
  const overridden = quote !== null && price !== undefined && price !== quote.totalPrice;

  const create = useMutation(
    trpc.owner.bookings.createManual.mutationOptions({
      onSuccess: (result) => succeeded(fill(t.manual.created, { number: result.number }), `/owner/bookings/${result.id}`),
      onError: (error) => {
        const fields = failed(error);
        setErrors(fields);
        setRefusal(error.message);
        focusFirst(fields);
      },
    }),
  );

  const focusFirst = (fields: TFieldMessages) => focusFirstField(form, fields);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkStayFields(t, values);
    if (!guest.name.trim()) found.name = t.errors.required;
    if (guest.price !== "" && !(Number.isInteger(Number(guest.price)) && Number(guest.price) >= 0)) found.price = t.errors.required;
    if (overridden && !guest.priceNote.trim()) found.priceNote = t.manual.priceNoteHint;
    setErrors(found);
    setRefusal("");
    if (Object.keys(found).length > 0) return focusFirst(found);
    create.mutate({
      stay: values.stay as TStayId,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      guests: Number(values.guests),
      name: guest.name.trim(),
      ...(guest.email.trim() ? { email: guest.email.trim() } : {}),
      ...(guest.phone.trim() ? { phone: guest.phone.trim() } : {}),
      ...(overridden && price !== undefined ? { price, priceNote: guest.priceNote.trim() } : {}),
      language: guest.language,
    });
  }

  const set = (key: keyof TStayValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const field = (name: string) => ({
    id: `manual-${name}`,
    name,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": [errors[name] ? `manual-${name}-error` : "", `manual-${name}-hint`].filter(Boolean).join(" "),
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2"
      data-testid="manual-booking-form"
    >
      <StayFields t={t} language={language} idPrefix="manual" values={values} errors={errors} set={set} />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <Label htmlFor="manual-name">{t.common.name}</Label>
        <Input
          {...field("name")}
          autoComplete="off"
          value={guest.name}
          maxLength={100}
          onChange={(event) => setGuest({ ...guest, name: event.target.value })}
        />
        <FieldError id="manual-name-error" message={errors.name} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="manual-email">
          {t.common.email} ({t.common.optional})
        </Label>
        <Input
          {...field("email")}
          type="email"
          autoComplete="off"
          value={guest.email}
          maxLength={254}
          onChange={(event) => setGuest({ ...guest, email: event.target.value })}
        />
        <FieldError id="manual-email-error" message={errors.email} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="manual-phone">
          {t.common.phone} ({t.common.optional})
        </Label>
        <Input
          {...field("phone")}
          type="tel"
          autoComplete="off"
          value={guest.phone}
          maxLength={20}
          placeholder="+27821234567"
          onChange={(event) => setGuest({ ...guest, phone: event.target.value })}
        />
        <FieldError id="manual-phone-error" message={errors.phone} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="manual-price">{t.manual.price}</Label>
        <Input
          {...field("price")}
          type="number"
          inputMode="numeric"
          min={0}
          value={guest.price === "" ? (quote?.totalPrice ?? "") : guest.price}
          onChange={(event) => setGuest({ ...guest, price: event.target.value })}
        />
        <p id="manual-price-hint" className="text-xs text-muted-foreground">
          {t.manual.priceHint} {quote ? fill(t.manual.quote, { total: formatRand(quote.totalPrice) }) : ""}
        </p>
        <FieldError id="manual-price-error" message={errors.price} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="manual-priceNote">
          {t.manual.priceNote} {overridden ? "" : `(${t.common.optional})`}
        </Label>
        <Input
          {...field("priceNote")}
          value={guest.priceNote}
          maxLength={300}
          onChange={(event) => setGuest({ ...guest, priceNote: event.target.value })}
        />
        <p id="manual-priceNote-hint" className="text-xs text-muted-foreground">
          {t.manual.priceNoteHint}
        </p>
        <FieldError id="manual-priceNote-error" message={errors.priceNote} />
      </div>
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
                onChange={() => setGuest({ ...guest, language: option })}
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
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {t.manual.submit}
      </Button>
    </form>
  );
}
