"use client";
// A booking's payment actions on its console page: record money in (a payment or the breakage
// deposit) or out (a refund, the breakage deposit repaid or kept with a reason), reverse an entry
// after a confirmation step with a reason, and give the deposit more days. Amounts are typed in
// rand and cents and sent in cents; the server's refusals land under their fields.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { fill } from "@/lib/fill";
import { formatDisplayDate, isIsoDate } from "@/server/calendar/dates";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useConsoleForm, useEntryForm } from "./console-form";
import { parseRandToCents } from "./money";
import type { TFieldMessages } from "./use-owner-action";

type TMoneyKind = "payment" | "breakage_deposit" | "refund" | "breakage_repaid" | "breakage_kept";
const METHODS = ["eft", "cash", "card", "other"] as const;
const SELECT_CLASS = "h-11 w-full rounded-md border border-input bg-card px-3 text-base aria-invalid:border-destructive md:text-sm";

/** The names of the ledger's kinds and methods in the owner's language (from content/payments.ts). */
export type TMoneyNames = { kinds: Record<TMoneyKind, string>; methods: Record<(typeof METHODS)[number], string> };

/**
 * Money in or out of one booking (`bookingId`, on its page), or of the booking the owner picks
 * from `bookings` (on the Payments screen: those with money still to pay).
 */
function RecordMoneyFormIsland({
  t,
  names,
  bookingId,
  bookings,
  direction,
  kinds,
  today,
}: {
  t: TConsoleDictionary;
  names: TMoneyNames;
  direction: "in" | "out";
  kinds: TMoneyKind[];
  today: string;
} & ({ bookingId: string; bookings?: undefined } | { bookingId?: undefined; bookings: { id: string; label: string }[] })) {
  const a = t.account;
  const trpc = useTRPC();
  const idPrefix = bookings ? "money-any" : `money-${direction}`;
  const empty = { booking: bookingId ?? bookings[0]?.id ?? "", kind: kinds[0]!, amount: "", occurredOn: today, method: "eft", note: "" };
  const { consoleForm, values, set, settled } = useEntryForm(idPrefix, t.shell.failed, empty, a.recorded);
  const record = useMutation(trpc.owner.payments.record.mutationOptions(settled));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    const amountCents = parseRandToCents(values.amount);
    if (amountCents === undefined || amountCents < 1) found.amount = t.paymentTerms.money;
    if (!isIsoDate(values.occurredOn)) found.occurredOn = t.errors.invalidDate;
    if (values.kind === "breakage_kept" && values.note.trim() === "") found.note = t.errors.required;
    if (!consoleForm.passes(found)) return;
    record.mutate({
      bookingId: values.booking,
      kind: values.kind,
      amountCents: amountCents!,
      occurredOn: values.occurredOn,
      method: values.method as (typeof METHODS)[number],
      note: values.note.trim(),
    });
  }

  return (
    <form
      ref={consoleForm.form}
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
      aria-labelledby={`${idPrefix}-title`}
      data-testid={bookings ? "record-money-any" : `record-money-${direction}`}
    >
      <h3 id={`${idPrefix}-title`} className="text-base font-semibold sm:col-span-2">
        {direction === "in" ? a.moneyIn : a.moneyOut}
      </h3>
      {bookings && (
        <ConsoleField form={consoleForm} name="booking" label={a.booking} className="sm:col-span-2">
          {(field) => (
            <NativeSelect
              {...field}
              className={SELECT_CLASS}
              value={values.booking}
              onChange={set("booking")}
              options={bookings.map((booking) => [booking.id, booking.label] as const)}
            />
          )}
        </ConsoleField>
      )}
      <ConsoleField form={consoleForm} name="kind" label={a.kind}>
        {(field) => (
          <NativeSelect
            {...field}
            className={SELECT_CLASS}
            value={values.kind}
            onChange={set("kind")}
            options={kinds.map((kind) => [kind, names.kinds[kind]] as const)}
          />
        )}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="amount" label={a.amount} hint={a.amountHint}>
        {(field) => <Input {...field} inputMode="decimal" maxLength={16} value={values.amount} onChange={set("amount")} />}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="occurredOn" label={direction === "in" ? a.received : a.paidOn}>
        {(field) => <Input {...field} type="date" max={today} value={values.occurredOn} onChange={set("occurredOn")} />}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="method" label={a.method}>
        {(field) => (
          <NativeSelect
            {...field}
            className={SELECT_CLASS}
            value={values.method}
            onChange={set("method")}
            options={METHODS.map((method) => [method, names.methods[method]] as const)}
          />
        )}
      </ConsoleField>
      <ConsoleField
        form={consoleForm}
        name="note"
        label={direction === "in" ? `${a.note} (${t.common.optional})` : a.reason}
        hint={direction === "out" ? a.reasonHint : undefined}
        className="sm:col-span-2"
      >
        {(field) => <Textarea {...field} rows={2} maxLength={1000} value={values.note} onChange={set("note")} />}
      </ConsoleField>
      <ActionButton type="submit" variant="secondary" className="justify-self-start" disabled={record.isPending}>
        {a.record}
      </ActionButton>
    </form>
  );
}

/** "Reverse" on a ledger entry: a confirmation with the entry's description and a reason, then the reversal. */
function ReverseEntryIsland({ t, entryId, line }: { t: TConsoleDictionary; entryId: string; line: string }) {
  const a = t.account;
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const consoleForm = useConsoleForm(`reverse-${entryId}`, t.shell.failed);
  const reverse = useMutation(
    trpc.owner.payments.reverse.mutationOptions({ onSuccess: () => consoleForm.succeeded(a.reversedDone), onError: consoleForm.refused }),
  );
  const reason = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) reason.current?.focus();
  }, [open]);

  if (!open)
    return (
      <ActionButton type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        {a.reverse}
      </ActionButton>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (consoleForm.passes(note.trim() === "" ? { note: t.errors.required } : {})) reverse.mutate({ entryId, note: note.trim() });
  }

  return (
    <form
      ref={consoleForm.form}
      noValidate
      onSubmit={submit}
      className="flex w-full flex-col gap-2 rounded-md border border-destructive p-3"
    >
      <p className="text-sm font-semibold" id={`reverse-${entryId}-question`}>
        {fill(a.reverseConfirm, { line })}
      </p>
      <ConsoleField form={consoleForm} name="note" label={a.reverseReason}>
        {(field) => (
          <Textarea {...field} ref={reason} rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        )}
      </ConsoleField>
      <div className="flex flex-wrap gap-2">
        <ActionButton type="submit" variant="destructive" size="sm" disabled={reverse.isPending}>
          {a.reverseYes}
        </ActionButton>
        <ActionButton type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          {t.common.cancel}
        </ActionButton>
      </div>
    </form>
  );
}

/** What moving the deposit changed, as the owner is told: its new day, and the balance's when it moved with it. */
function extendedText(a: TConsoleDictionary["account"], payments: { kind: string; dueOn: string }[] | undefined): string {
  const [first, balance] = payments ?? [];
  if (!first) return a.extended;
  const deposit = formatDisplayDate(first.dueOn);
  return balance?.kind === "balance" && balance.dueOn === first.dueOn
    ? fill(a.extendedWithBalance, { deposit, balance: formatDisplayDate(balance.dueOn) })
    : fill(a.extendedTo, { deposit });
}

function ExtendDepositFormIsland({
  t,
  bookingId,
  dueOn,
  today,
  checkIn,
}: {
  t: TConsoleDictionary;
  bookingId: string;
  dueOn: string;
  today: string;
  checkIn: string;
}) {
  const a = t.account;
  const trpc = useTRPC();
  const consoleForm = useConsoleForm("extend", t.shell.failed);
  const [until, setUntil] = useState(dueOn);
  const extend = useMutation(
    trpc.owner.payments.extendDeposit.mutationOptions({
      onSuccess: (account) => consoleForm.succeeded(extendedText(a, account?.schedule.payments)),
      onError: consoleForm.refused,
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (consoleForm.passes(isIsoDate(until) ? {} : { until: t.errors.invalidDate })) extend.mutate({ bookingId, until });
  }
  return (
    <form
      ref={consoleForm.form}
      noValidate
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-md border p-3"
      aria-labelledby="extend-title"
      data-testid="extend-deposit"
    >
      <h3 id="extend-title" className="w-full text-base font-semibold">
        {a.extend}
      </h3>
      <ConsoleField form={consoleForm} name="until" label={a.extendUntil}>
        {(field) => (
          <Input {...field} type="date" min={today} max={checkIn} value={until} onChange={(event) => setUntil(event.target.value)} />
        )}
      </ConsoleField>
      <ActionButton type="submit" variant="outline" disabled={extend.isPending}>
        {a.extendSave}
      </ActionButton>
    </form>
  );
}

export const RecordMoneyForm = withTRPC(RecordMoneyFormIsland);
export const ReverseEntry = withTRPC(ReverseEntryIsland);
export const ExtendDepositForm = withTRPC(ExtendDepositFormIsland);
