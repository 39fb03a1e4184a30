"use client";
// The prices screen's forms: a stay's rates (price a night, extra-guest fee and from which guest,
// most guests, minimum nights, cleaning fee), a new season, and removing a season. Whole numbers
// and amounts (typed in rand, sent in cents) are checked here first; the server checks again (a
// stay's beds cap its guests, seasons never overlap).
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import type { TLanguage } from "@/content/dictionaries";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { formatCents } from "@/content/payments";
import { STAYS, type TStayId } from "@/content/stays";
import { fill } from "@/lib/fill";
import { isIsoDate } from "@/server/calendar/dates";
import { RATE_BOUNDS, type TStayRates } from "@/server/pricing";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleTextField, useConsoleForm, useEntryForm } from "./console-form";
import { centsToInput, parseRandToCents } from "./money";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

type TNumberRule = { min: number; max: number };

/** The whole number typed in a field, or a message under it (into `found`). */
function wholeNumber(t: TConsoleDictionary, found: TFieldMessages, name: string, text: string, { min, max }: TNumberRule): number {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isInteger(value) || value < min || value > max)
    found[name] = fill(t.prices.range, { min, max: max.toLocaleString("en-ZA") });
  return value;
}

/** The amount in rand typed in a field, in cents, or a message under it (into `found`). */
function amount(
  t: TConsoleDictionary,
  language: TLanguage,
  found: TFieldMessages,
  name: string,
  text: string,
  { min, max }: TNumberRule,
): number {
  const cents = parseRandToCents(text);
  if (cents === undefined || cents < min || cents > max)
    found[name] = fill(t.prices.amountRange, { min: formatCents(min, language), max: formatCents(max, language) });
  return cents ?? 0;
}

/** A price form's one-line field: a whole number of nights or guests (no type), an amount in rand, a date, or a name. */
function inputOf(type?: "date" | "text" | "decimal") {
  if (type === "decimal") return { type: "text", inputMode: "decimal" as const, maxLength: undefined };
  return { type: type ?? "text", inputMode: type ? undefined : ("numeric" as const), maxLength: type === "text" ? 60 : undefined };
}

/** The rates' fields in the form's order: each named as the server names it, with its label's key; amounts in cents. */
const RATE_FIELDS = [
  ["pricePerNightCents", "pricePerNight"],
  ["extraGuestFeeCents", "extraGuestFee"],
  ["extraGuestFrom", "extraGuestFrom"],
  ["maxGuests", "maxGuests"],
  ["minNights", "minNights"],
  ["cleaningFeeCents", "cleaningFee"],
] as const;
type TRateField = (typeof RATE_FIELDS)[number][0];
const isAmount = (field: TRateField) => field.endsWith("Cents");

function RatesFormIsland({ t, language, stay, rates }: { t: TConsoleDictionary; language: TLanguage; stay: TStayId; rates: TStayRates }) {
  const trpc = useTRPC();
  const consoleForm = useConsoleForm(`rates-${stay}`, t.shell.failed);
  const [values, setValues] = useState<Record<TRateField, string>>(
    () =>
      Object.fromEntries(
        RATE_FIELDS.map(([field]) => [field, isAmount(field) ? centsToInput(rates[field], language) : String(rates[field])]),
      ) as Record<TRateField, string>,
  );
  const save = useMutation(
    trpc.owner.prices.save.mutationOptions({ onSuccess: () => consoleForm.succeeded(t.prices.saved), onError: consoleForm.refused }),
  );
  // The most guests is also bounded by the stay's beds.
  const rules: Record<TRateField, TNumberRule> = {
    ...RATE_BOUNDS,
    maxGuests: { min: RATE_BOUNDS.maxGuests.min, max: STAYS[stay].maxGuests },
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    const parsed = Object.fromEntries(
      RATE_FIELDS.map(([field]) => [
        field,
        (isAmount(field) ? amount.bind(null, t, language) : wholeNumber.bind(null, t))(found, field, values[field], rules[field]),
      ]),
    ) as Record<TRateField, number>;
    if (consoleForm.passes(found)) save.mutate({ stay, ...parsed });
  }
  const hints: Partial<Record<TRateField, string>> = {
    extraGuestFrom: t.prices.extraGuestFromHint,
    cleaningFeeCents: t.prices.cleaningFeeHint,
  };
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3" data-testid={`rates-${stay}`}>
      {RATE_FIELDS.map(([field, label]) => (
        <ConsoleTextField
          key={field}
          form={consoleForm}
          name={field}
          input={isAmount(field) ? inputOf("decimal") : inputOf()}
          label={t.prices[label]}
          hint={hints[field]}
          value={values[field]}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <ActionButton type="submit" variant="secondary" className="justify-self-start sm:col-span-3" disabled={save.isPending}>
        {t.prices.save}
      </ActionButton>
    </form>
  );
}

const EMPTY_SEASON = { name: "", startsOn: "", endsOn: "", pricePerNightCents: "", minNights: "1" };

/** A season's fields in the form's order: its name in the form, its label's key, its input type (whole numbers: none). */
const SEASON_FIELDS = [
  ["name", "seasonName", "text"],
  ["startsOn", "startsOn", "date"],
  ["endsOn", "endsOn", "date"],
  ["pricePerNightCents", "seasonPrice", "decimal"],
  ["minNights", "seasonMinNights", undefined],
] as const;

function AddSeasonFormIsland({ t, language, stay }: { t: TConsoleDictionary; language: TLanguage; stay: TStayId }) {
  const trpc = useTRPC();
  const { consoleForm, values, set, settled } = useEntryForm(`season-${stay}`, t.shell.failed, EMPTY_SEASON, t.prices.seasonAdded);
  const add = useMutation(trpc.owner.prices.addSeason.mutationOptions(settled));
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    if (values.name.trim() === "") found.name = t.errors.required;
    if (!isIsoDate(values.startsOn)) found.startsOn = t.errors.invalidDate;
    if (!isIsoDate(values.endsOn)) found.endsOn = t.errors.invalidDate;
    else if (values.endsOn < values.startsOn) found.endsOn = t.errors.endBeforeStart;
    const pricePerNightCents = amount(t, language, found, "pricePerNightCents", values.pricePerNightCents, RATE_BOUNDS.pricePerNightCents);
    const minNights = wholeNumber(t, found, "minNights", values.minNights, RATE_BOUNDS.minNights);
    if (consoleForm.passes(found))
      add.mutate({ stay, name: values.name.trim(), startsOn: values.startsOn, endsOn: values.endsOn, pricePerNightCents, minNights });
  }
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-5" data-testid={`add-season-${stay}`}>
      {SEASON_FIELDS.map(([name, label, type]) => (
        <ConsoleTextField
          key={name}
          form={consoleForm}
          name={name}
          input={inputOf(type)}
          label={t.prices[label]}
          value={values[name]}
          onChange={set(name)}
        />
      ))}
      <ActionButton type="submit" variant="outline" className="justify-self-start sm:col-span-5" disabled={add.isPending}>
        {t.prices.addSeason}
      </ActionButton>
    </form>
  );
}

function RemoveSeasonIsland({ t, id }: { t: TConsoleDictionary; id: string }) {
  const trpc = useTRPC();
  const { reporting } = useOwnerAction(t.shell.failed);
  const remove = useMutation(trpc.owner.prices.removeSeason.mutationOptions(reporting(t.prices.seasonRemoved)));
  return (
    <ActionButton type="button" variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate({ id })}>
      {t.prices.removeSeason}
    </ActionButton>
  );
}

export const RatesForm = withTRPC(RatesFormIsland);
export const AddSeasonForm = withTRPC(AddSeasonFormIsland);
export const RemoveSeason = withTRPC(RemoveSeasonIsland);
