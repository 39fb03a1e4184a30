"use client";
// Correcting the guest's details on a booking's console page: name, e-mail address, phone number
// and arrival time. The server checks the address and the number (its messages appear under their
// fields), writes only what changed, and keeps the correction in the booking's history; the next
// e-mails go to a corrected address.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { CheckInTimeSelect } from "@/components/stays/check-in-time-select";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useConsoleForm } from "./console-form";

type TGuestDetails = { guestName: string; guestEmail: string; guestPhone: string; checkInTime: string };

function BookingCorrectionIsland({ t, bookingId, initial }: { t: TConsoleDictionary; bookingId: string; initial: TGuestDetails }) {
  const trpc = useTRPC();
  const consoleForm = useConsoleForm("correct", t.shell.failed);
  const [values, setValues] = useState(initial);
  const save = useMutation(
    trpc.owner.bookings.correct.mutationOptions({ onSuccess: () => consoleForm.succeeded(t.correct.saved), onError: consoleForm.refused }),
  );
  const set = (name: keyof TGuestDetails) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!consoleForm.passes(values.guestName.trim() ? {} : { guestName: t.errors.required })) return;
    save.mutate({
      id: bookingId,
      guestName: values.guestName.trim(),
      guestEmail: values.guestEmail.trim(),
      guestPhone: values.guestPhone.trim(),
      checkInTime: values.checkInTime,
    });
  }
  const text = (name: "guestName" | "guestEmail" | "guestPhone", label: string, type: string, max: number, hint?: string) => (
    <ConsoleField form={consoleForm} name={name} label={label} hint={hint}>
      {(field) => (
        <Input
          {...field}
          type={type}
          autoComplete="off"
          maxLength={max}
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
    </ConsoleField>
  );
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t.correct.intro}</p>
      {text("guestName", t.common.name, "text", 200)}
      {text("guestEmail", t.common.email, "email", 254, t.correct.emailHint)}
      {text("guestPhone", t.common.phone, "tel", 40)}
      <CheckInTimeSelect
        id="correct-checkInTime"
        texts={{ checkInTime: t.detail.checkInTime, checkInTimePlaceholder: t.manual.checkInTimePlaceholder }}
        value={values.checkInTime}
        onChange={set("checkInTime")}
        className="h-11 w-full rounded-md border border-input bg-card px-3 text-base md:text-sm"
      />
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {t.correct.submit}
      </ActionButton>
    </form>
  );
}

export const BookingCorrection = withTRPC(BookingCorrectionIsland);
