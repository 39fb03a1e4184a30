"use client";
// A booking's decisions on its console page: confirm or decline a request (with an optional
// message to the guest; declining asks first, and so does confirming while no bank account is set), cancel a confirmed booking with a reason (after the
// same confirmation step, ConfirmStep), and
// change its dates, stay or guests (showing the server's pricing rule's new quote first). Each calls
// the owner's tRPC router; the server re-checks everything and answers in the owner's language.
import { useMutation } from "@tanstack/react-query";
import { useId, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Link } from "@/components/ui/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "@/components/ui/native-select";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { isStayId, STAY_IDS, STAYS, type TStayId } from "@/content/stays";
import type { TLanguage } from "@/content/dictionaries";
import { fill } from "@/lib/fill";
import { keepTypedValues } from "@/lib/keep-typed-values";
import { diffDays, isIsoDate } from "@/server/calendar/dates";
import { guestLimit, isWithinGuestLimit, quoteStay, type TStayRates } from "@/server/pricing";
import { useTRPC, withTRPC } from "@/trpc/react";
import { HintedTextarea } from "./console-form";
import { ConfirmStep } from "./confirm-step";
import { FieldError } from "./field-error";
import { formatCents } from "./format";
import { focusFirstField } from "./focus-first-field";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";
import { TitledSection } from "@/components/ui/titled-section";
import type { TOwnerOutputs } from "@/server/api/root";
import { isBinding, isOpen, isRequest } from "@/server/bookings/status";

/** The booking as its page's read gives it (owner.bookings.get), and whether a channel claims its nights. */
type TBookingForActions = Pick<
  TOwnerOutputs["bookings"]["get"],
  "id" | "number" | "status" | "stay" | "checkIn" | "checkOut" | "guests"
> & {
  hasConflict: boolean;
  /** No bank account is set: confirming asks first (the guest would be told the details follow). */
  bankMissing: boolean;
};

/** Every stay's current rates, for the quote shown while the owner edits (the server prices again on saving). */
export type TAllRates = Record<TStayId, TStayRates>;
type TProps = { t: TConsoleDictionary; language: TLanguage; booking: TBookingForActions; rates: TAllRates };

/** One of the booking's actions (decide, cancel, change): a subsection with its own heading. */
function ActionSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} level={3} size="sm" className="flex flex-col gap-3">
      {children}
    </TitledSection>
  );
}

function BookingActionsIsland({ t, language, booking, rates }: TProps) {
  const live = isOpen(booking.status);
  if (!live) return <p className="text-sm text-muted-foreground">{t.detail.noActions}</p>;
  return (
    <div className="flex flex-col gap-6">
      {isRequest(booking.status) && <Decide t={t} booking={booking} />}
      {isBinding(booking.status) && <Cancel t={t} booking={booking} />}
      <Change t={t} language={language} booking={booking} rates={rates} />
    </div>
  );
}

/** Confirm or decline a request; declining asks first. Then focus goes to the page's heading. */
function Decide({ t, booking }: { t: TConsoleDictionary; booking: TBookingForActions }) {
  const trpc = useTRPC();
  const { succeeded, failed } = useOwnerAction(t.shell.failed);
  const [message, setMessage] = useState("");
  const [asking, setAsking] = useState<"decline" | "confirm" | null>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const input = () => ({ id: booking.id, ...(message.trim() ? { message: message.trim() } : {}) });
  const onDone = (text: string) => () => {
    setMessage("");
    setAsking(null);
    succeeded(text);
    focusFirstField(null, {});
  };
  const onFailed = (error: Parameters<typeof failed>[0]) => {
    setAsking(null);
    failed(error);
  };
  const confirm = useMutation(trpc.owner.bookings.confirm.mutationOptions({ onSuccess: onDone(t.detail.confirmed), onError: onFailed }));
  const decline = useMutation(trpc.owner.bookings.decline.mutationOptions({ onSuccess: onDone(t.detail.declined), onError: onFailed }));
  const pending = confirm.isPending || decline.isPending;
  // Declining asks first; so does confirming while no bank account is set.
  const check =
    asking === "decline"
      ? {
          id: "decline-check",
          question: fill(t.detail.declineCheck, { number: booking.number }),
          yes: t.detail.declineConfirm,
          opener: declineButton,
          onYes: () => decline.mutate(input()),
        }
      : asking === "confirm"
        ? {
            id: "bank-check",
            question: fill(t.detail.bankMissingCheck, { number: booking.number }),
            yes: t.detail.confirmAnyway,
            opener: confirmButton,
            onYes: () => confirm.mutate(input()),
          }
        : null;
  return (
    <ActionSection id="decide-heading" title={`${t.detail.confirm} / ${t.detail.decline}`}>
      {booking.hasConflict && (
        <p role="note" className="rounded-md border border-destructive p-2 text-sm font-semibold text-destructive">
          {t.detail.conflictWarning}
        </p>
      )}
      <HintedTextarea
        id={messageId}
        label={`${t.detail.messageToGuest} (${t.common.optional})`}
        hint={t.detail.messageHint}
        name="message"
        value={message}
        maxLength={1000}
        rows={3}
        onChange={(event) => setMessage(event.target.value)}
      />
      {check ? (
        <>
          <ConfirmStep {...check} back={t.common.back} pending={pending} onBack={() => setAsking(null)} />
          {asking === "confirm" && (
            <Link href="/owner/payment-terms" className="text-sm font-semibold text-secondary underline underline-offset-4">
              {t.detail.addBankAccount}
            </Link>
          )}
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ActionButton
            ref={confirmButton}
            variant="secondary"
            disabled={pending}
            onClick={() => (booking.bankMissing ? setAsking("confirm") : confirm.mutate(input()))}
          >
            {t.detail.confirm}
          </ActionButton>
          <ActionButton ref={declineButton} variant="outline" disabled={pending} onClick={() => setAsking("decline")}>
            {t.detail.decline}
          </ActionButton>
        </div>
      )}
    </ActionSection>
  );
}

function Cancel({ t, booking }: { t: TConsoleDictionary; booking: TBookingForActions }) {
  const trpc = useTRPC();
  const { succeeded, failedIn } = useOwnerAction(t.shell.failed);
  const [reason, setReason] = useState("");
  const [requestedBy, setRequestedBy] = useState<"guest" | "us" | "">("");
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<TFieldMessages>({});
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => keepTypedValues(form.current), []);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const cancel = useMutation(
    trpc.owner.bookings.cancel.mutationOptions({
      onSuccess: () => {
        setAsking(false);
        succeeded(t.detail.cancelled);
        focusFirstField(null, {});
      },
      onError: (error) => {
        const fields = failedIn(error, form);
        setErrors(fields);
        setAsking(false);
        focusFirstField(form, fields);
      },
    }),
  );
  function ask(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {
      ...(reason.trim() ? {} : { reason: t.errors.required }),
      ...(requestedBy ? {} : { requestedBy: t.errors.required }),
    };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstField(form, found);
      return;
    }
    setErrors({});
    setAsking(true);
  }
  return (
    <ActionSection id="cancel-heading" title={t.detail.cancelTitle}>
      <form ref={form} noValidate onSubmit={ask} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="cancel-reason">{t.detail.reason}</Label>
          <Textarea
            id="cancel-reason"
            name="reason"
            value={reason}
            maxLength={1000}
            rows={2}
            required
            aria-invalid={Boolean(errors.reason)}
            aria-describedby={errors.reason ? "cancel-reason-error" : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError id="cancel-reason-error" message={errors.reason} />
        </div>
        <fieldset
          className="flex flex-col gap-1"
          aria-invalid={Boolean(errors.requestedBy)}
          aria-describedby={errors.requestedBy ? "cancel-requestedBy-error" : undefined}
        >
          <legend className="text-sm font-medium">{t.detail.requestedBy}</legend>
          {(["guest", "us"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="requestedBy"
                id={value === "guest" ? "cancel-requestedBy" : undefined}
                value={value}
                checked={requestedBy === value}
                required
                onChange={() => setRequestedBy(value)}
              />
              {value === "guest" ? t.detail.requestedByGuest : t.detail.requestedByUs}
            </label>
          ))}
          <FieldError id="cancel-requestedBy-error" message={errors.requestedBy} />
        </fieldset>
        {!asking && (
          <ActionButton ref={cancelButton} type="submit" variant="destructive" className="justify-self-start">
            {t.detail.cancelBooking}
          </ActionButton>
        )}
      </form>
      {asking && (
        <ConfirmStep
          id="cancel-check"
          question={fill(t.detail.cancelCheck, { number: booking.number })}
          yes={t.detail.cancelConfirm}
          back={t.common.back}
          pending={cancel.isPending}
          opener={cancelButton}
          onYes={() => requestedBy && cancel.mutate({ id: booking.id, reason: reason.trim(), requestedBy })}
          onBack={() => setAsking(false)}
        />
      )}
    </ActionSection>
  );
}

function Change({ t, language, booking, rates }: TProps) {
  const trpc = useTRPC();
  const { succeeded, failedIn } = useOwnerAction(t.shell.failed);
  const [values, setValues] = useState<TStayValues>({
    stay: booking.stay,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: String(booking.guests),
  });
  const [errors, setErrors] = useState<TFieldMessages>({});
  const [refusal, setRefusal] = useState("");
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => keepTypedValues(form.current), []);
  const change = useMutation(
    trpc.owner.bookings.change.mutationOptions({
      onSuccess: (detail) => {
        setRefusal("");
        succeeded(detail.unchanged ? t.detail.unchanged : t.detail.changed);
        focusFirstField(null, {});
      },
      onError: (error) => {
        const fields = failedIn(error, form);
        setErrors(fields);
        setRefusal(error.message);
        focusFirstField(form, fields);
      },
    }),
  );
  const quote = quoteOf(rates, values);
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkStayFields(t, values, rates);
    setErrors(found);
    setRefusal("");
    if (Object.keys(found).length > 0) return focusFirstField(form, found);
    change.mutate({
      id: booking.id,
      stay: values.stay as TStayId,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      guests: Number(values.guests),
    });
  }
  return (
    <ActionSection id="change-heading" title={t.detail.change}>
      <form ref={form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <StayFields t={t} language={language} idPrefix="change" values={values} rates={rates} errors={errors} set={set} />
        <p className="text-sm font-semibold sm:col-span-2" aria-live="polite" data-testid="change-quote">
          {quote ? fill(t.detail.newQuote, { total: formatCents(quote.totalPriceCents, language) }) : ""}
        </p>
        {refusal && (
          <p role="alert" className="text-sm font-semibold text-destructive sm:col-span-2">
            {refusal}
          </p>
        )}
        <ActionButton type="submit" variant="secondary" className="justify-self-start" disabled={change.isPending}>
          {t.detail.changeSubmit}
        </ActionButton>
      </form>
    </ActionSection>
  );
}

/** The stay's rates' quote for valid fields, else null (the server quotes again on saving). */
export function quoteOf(rates: TAllRates, { stay, checkIn, checkOut, guests: guestText }: TStayValues) {
  const guests = Number(guestText);
  if (!isStayId(stay) || !isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) return null;
  if (!isWithinGuestLimit(guestLimit(stay, rates[stay]), guests)) return null;
  return quoteStay(rates[stay], { accommodationType: stay, checkIn, checkOut, guests });
}

export type TStayValues = { stay: string; checkIn: string; checkOut: string; guests: string };

/** The chosen stay's guest limit by its rates; before a stay is chosen, the widest of them. */
function stayGuestLimit(stay: string, rates: TAllRates): { min: number; max: number } {
  if (isStayId(stay)) return guestLimit(stay, rates[stay]);
  const limits = STAY_IDS.map((id) => guestLimit(id, rates[id]));
  return { min: Math.min(...limits.map((l) => l.min)), max: Math.max(...limits.map((l) => l.max)) };
}

/** The browser's first check of stay, dates and guests (the server's zod schema has the last word). */
export function checkStayFields(t: TConsoleDictionary, values: TStayValues, rates: TAllRates): TFieldMessages {
  const errors: TFieldMessages = {};
  if (!isStayId(values.stay)) errors.stay = t.errors.required;
  if (!isIsoDate(values.checkIn)) errors.checkIn = t.errors.invalidDate;
  if (!isIsoDate(values.checkOut)) errors.checkOut = t.errors.invalidDate;
  else if (isIsoDate(values.checkIn) && diffDays(values.checkOut, values.checkIn) < 1) errors.checkOut = t.errors.endBeforeStart;
  const limit = stayGuestLimit(values.stay, rates);
  if (!isWithinGuestLimit(limit, Number(values.guests))) errors.guests = `${limit.min}–${limit.max}`;
  return errors;
}

/** Stay, check-in, check-out and guests: the fields a change and a manual booking share. */
export function StayFields({
  t,
  language,
  idPrefix,
  values,
  rates,
  errors,
  set,
}: {
  t: TConsoleDictionary;
  language: TLanguage;
  idPrefix: string;
  values: TStayValues;
  rates: TAllRates;
  errors: TFieldMessages;
  set: (key: keyof TStayValues) => (value: string) => void;
}) {
  const field = (name: keyof TStayValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
  });
  const limit = stayGuestLimit(values.stay, rates);
  return (
    <>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-stay`}>{t.common.stay}</Label>
        <NativeSelect
          {...field("stay")}
          value={values.stay}
          onChange={(event) => set("stay")(event.target.value)}
          className="h-11 w-full rounded-md border border-input bg-card px-3 text-base aria-invalid:border-destructive md:text-sm"
          options={STAY_IDS.map((stay) => [stay, STAYS[stay].name[language]] as const)}
        />
        <FieldError id={`${idPrefix}-stay-error`} message={errors.stay} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-guests`}>{t.common.guests}</Label>
        <Input
          {...field("guests")}
          type="number"
          inputMode="numeric"
          min={limit.min}
          max={limit.max}
          value={values.guests}
          onChange={(event) => set("guests")(event.target.value)}
        />
        <FieldError id={`${idPrefix}-guests-error`} message={errors.guests} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-checkIn`}>{t.common.checkIn}</Label>
        <Input {...field("checkIn")} type="date" value={values.checkIn} onChange={(event) => set("checkIn")(event.target.value)} />
        <FieldError id={`${idPrefix}-checkIn-error`} message={errors.checkIn} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-checkOut`}>{t.common.checkOut}</Label>
        <Input {...field("checkOut")} type="date" value={values.checkOut} onChange={(event) => set("checkOut")(event.target.value)} />
        <FieldError id={`${idPrefix}-checkOut-error`} message={errors.checkOut} />
      </div>
    </>
  );
}

export const BookingActions = withTRPC(BookingActionsIsland);
