"use client";
// The payment terms form: bank details, deposit and balance, the breakage deposit (typed in rand,
// sent in cents), the cancellation policy's tiers (rows added and removed), VAT, the tourism levy
// and the optional automatic release. Numbers are checked here first; the server checks the bank
// details, VAT number and tiers, and its messages appear under their fields.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { fill } from "@/lib/fill";
import type { TPaymentTerms } from "@/server/payments/rules";
import { useTRPC, withTRPC } from "@/trpc/react";
import { CheckboxField, ConsoleTextField, useConsoleForm } from "./console-form";
import { FieldError } from "./field-error";
import { centsToInput, parseRandToCents } from "./money";
import type { TFieldMessages } from "./use-owner-action";

const TEXT_FIELDS = ["accountHolder", "bankName", "accountNumber", "branchCode", "accountType", "vatNumber"] as const;
type TTextField = (typeof TEXT_FIELDS)[number];
const NUMBER_FIELDS = { depositPercent: [0, 100], depositDays: [0, 60], balanceDaysBefore: [0, 180] } as const;
type TNumberField = keyof typeof NUMBER_FIELDS;
type TTierText = { key: number; daysBefore: string; refundPercent: string };
const MAX_TIERS = 8;
/** The terms form's one-line fields: words, or whole numbers typed on a number pad. */
const TEXT = { maxLength: 120 } as const;
const NUMERIC = { inputMode: "numeric", maxLength: 120 } as const;

/** A whole number typed in a field within [min, max], or a message under it (into `found`). */
function wholeNumber(t: TConsoleDictionary, found: TFieldMessages, name: string, text: string, [min, max]: readonly [number, number]) {
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) found[name] = fill(t.paymentTerms.range, { min, max });
  return value;
}

function PaymentTermsFormIsland({ t, initial }: { t: TConsoleDictionary; initial: TPaymentTerms }) {
  const trpc = useTRPC();
  const p = t.paymentTerms;
  const consoleForm = useConsoleForm("terms", t.shell.failed);
  const [text, setText] = useState<Record<TTextField, string>>({
    accountHolder: initial.accountHolder,
    bankName: initial.bankName,
    accountNumber: initial.accountNumber,
    branchCode: initial.branchCode,
    accountType: initial.accountType,
    vatNumber: initial.vatNumber ?? "",
  });
  const [numbers, setNumbers] = useState<Record<TNumberField, string>>({
    depositPercent: String(initial.depositPercent),
    depositDays: String(initial.depositDays),
    balanceDaysBefore: String(initial.balanceDaysBefore),
  });
  const [breakage, setBreakage] = useState(centsToInput(initial.breakageDepositCents, t.language));
  const [tiers, setTiers] = useState<TTierText[]>(
    initial.cancellationTiers.map((tier, key) => ({ key, daysBefore: String(tier.daysBefore), refundPercent: String(tier.refundPercent) })),
  );
  const [nextKey, setNextKey] = useState(initial.cancellationTiers.length);
  const [tourismLevy, setTourismLevy] = useState(initial.tourismLevy);
  const [autoRelease, setAutoRelease] = useState(initial.autoReleaseDays !== null);
  const [autoReleaseDays, setAutoReleaseDays] = useState(String(initial.autoReleaseDays ?? 7));
  const save = useMutation(
    trpc.owner.payments.saveTerms.mutationOptions({ onSuccess: () => consoleForm.succeeded(p.saved), onError: consoleForm.refused }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    const parsed = Object.fromEntries(
      (Object.keys(NUMBER_FIELDS) as TNumberField[]).map((name) => [name, wholeNumber(t, found, name, numbers[name], NUMBER_FIELDS[name])]),
    ) as Record<TNumberField, number>;
    const breakageDepositCents = breakage.trim() === "" ? 0 : parseRandToCents(breakage);
    if (breakageDepositCents === undefined || breakageDepositCents > 10_000_000) found.breakageDepositCents = p.money;
    const cancellationTiers = tiers.map((tier, index) => ({
      daysBefore: wholeNumber(t, found, `tier-${index}-daysBefore`, tier.daysBefore, [0, 365]),
      refundPercent: wholeNumber(t, found, `tier-${index}-refundPercent`, tier.refundPercent, [0, 100]),
    }));
    const days = autoRelease ? wholeNumber(t, found, "autoReleaseDays", autoReleaseDays, [0, 30]) : null;
    if (!consoleForm.passes(found)) return;
    save.mutate({
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text[name].trim()])),
      ...parsed,
      breakageDepositCents: breakageDepositCents ?? 0,
      cancellationTiers,
      tourismLevy,
      autoReleaseDays: days,
    } as Parameters<typeof save.mutate>[0]);
  }

  const textField = (name: TTextField, label: string, hint?: string, numeric = false) => (
    <ConsoleTextField
      form={consoleForm}
      name={name}
      label={label}
      hint={hint}
      input={numeric ? NUMERIC : TEXT}
      value={text[name]}
      onChange={(value) => setText((current) => ({ ...current, [name]: value }))}
    />
  );
  const numberField = (name: TNumberField, label: string, hint?: string) => (
    <ConsoleTextField
      form={consoleForm}
      name={name}
      label={label}
      hint={hint}
      input={NUMERIC}
      value={numbers[name]}
      onChange={(value) => setNumbers((current) => ({ ...current, [name]: value }))}
    />
  );
  const setTier = (key: number, change: Partial<TTierText>) =>
    setTiers((current) => current.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)));
  const fieldsetClass = "grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2";
  const legendClass = "px-1 text-lg font-semibold";

  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="payment-terms-form">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{p.bank}</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">{p.bankIntro}</p>
        {textField("accountHolder", p.accountHolder)}
        {textField("bankName", p.bankName)}
        {textField("accountNumber", p.accountNumber, undefined, true)}
        {textField("branchCode", p.branchCode, undefined, true)}
        {textField("accountType", p.accountType, p.accountTypeHint)}
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{p.schedule}</legend>
        {numberField("depositPercent", p.depositPercent, p.depositPercentHint)}
        {numberField("depositDays", p.depositDays)}
        {numberField("balanceDaysBefore", p.balanceDaysBefore, p.balanceHint)}
        <ConsoleTextField
          form={consoleForm}
          name="breakageDepositCents"
          label={p.breakage}
          hint={p.breakageHint}
          input={TEXT}
          value={breakage}
          onChange={setBreakage}
        />
      </fieldset>
      <fieldset
        name="cancellationTiers"
        tabIndex={-1}
        aria-describedby={consoleForm.errors.cancellationTiers ? "terms-cancellationTiers-error" : undefined}
        className="flex flex-col gap-3 rounded-lg border bg-card p-4 outline-none"
        data-testid="cancellation-tiers"
      >
        <legend className={legendClass}>{p.cancellation}</legend>
        <p className="text-sm text-muted-foreground">{p.cancellationIntro}</p>
        <ol className="flex flex-col gap-3">
          {tiers.map((tier, index) => (
            <li key={tier.key} className="grid grid-cols-2 items-end gap-3 border-b pb-3" aria-label={fill(p.tier, { n: index + 1 })}>
              <ConsoleTextField
                form={consoleForm}
                name={`tier-${index}-daysBefore`}
                label={p.tierDays}
                input={NUMERIC}
                value={tier.daysBefore}
                onChange={(value) => setTier(tier.key, { daysBefore: value })}
              />
              <ConsoleTextField
                form={consoleForm}
                name={`tier-${index}-refundPercent`}
                label={p.tierRefund}
                input={NUMERIC}
                value={tier.refundPercent}
                onChange={(value) => setTier(tier.key, { refundPercent: value })}
              />
              <ActionButton
                type="button"
                variant="outline"
                size="sm"
                className="col-span-2 justify-self-start"
                disabled={tiers.length <= 1}
                onClick={() => setTiers((current) => current.filter((row) => row.key !== tier.key))}
              >
                {fill(p.removeTier, { n: index + 1 })}
              </ActionButton>
            </li>
          ))}
        </ol>
        <FieldError id="terms-cancellationTiers-error" message={consoleForm.errors.cancellationTiers} />
        <ActionButton
          type="button"
          variant="outline"
          className="self-start"
          disabled={tiers.length >= MAX_TIERS}
          onClick={() => {
            setTiers((current) => [...current, { key: nextKey, daysBefore: "", refundPercent: "" }]);
            setNextKey(nextKey + 1);
          }}
        >
          {p.addTier}
        </ActionButton>
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{p.tax}</legend>
        {textField("vatNumber", p.vatNumber, p.vatHint, true)}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <CheckboxField
            name="tourismLevy"
            label={p.tourismLevy}
            hint={p.tourismLevyHint}
            checked={tourismLevy}
            onChange={setTourismLevy}
          />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <CheckboxField
            name="autoRelease"
            label={p.autoRelease}
            hint={p.autoReleaseHint}
            checked={autoRelease}
            onChange={setAutoRelease}
          />
          {autoRelease ? (
            <ConsoleTextField
              form={consoleForm}
              name="autoReleaseDays"
              label={p.autoReleaseDays}
              input={NUMERIC}
              value={autoReleaseDays}
              onChange={setAutoReleaseDays}
            />
          ) : null}
        </div>
      </fieldset>
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {p.save}
      </ActionButton>
    </form>
  );
}

export const PaymentTermsForm = withTRPC(PaymentTermsFormIsland);
