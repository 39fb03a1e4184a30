"use client";
// The stay texts screen's forms: the hours and house rules of all stays, a stay's page texts
// (description paragraphs, amenities from the site's list with their icons, the map card line),
// and a stay's arrival guide, each in English and Afrikaans where guests read it. The server checks
// every field (lengths, times, the window's order) and its messages land under their fields.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { AMENITY_ICONS } from "@/components/stays/amenity-icons";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { AMENITIES, type TAmenity, type TStayHours, type TStayId } from "@/content/stays";
import { fill } from "@/lib/fill";
import type { TArrivalGuide } from "@/server/stays/arrival-guide";
import type { TStaySettings, TStayTexts } from "@/server/stays/texts";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, ConsoleTextField, useConsoleForm, type TConsoleForm } from "./console-form";
import { FieldError } from "./field-error";

const STEPS = [15, 30, 60] as const;

/** Paragraphs typed with an empty line between them. */
const toParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
/** One item a line. */
const toLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function FormFrame({ form, onSubmit, children }: { form: TConsoleForm; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      ref={form.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-3"
    >
      {children}
    </form>
  );
}

function StayHoursFormIsland({ t, initial }: { t: TConsoleDictionary; initial: TStaySettings }) {
  const trpc = useTRPC();
  const form = useConsoleForm("hours", t.shell.failed);
  const [hours, setHours] = useState<TStayHours>(initial.hours);
  const [rules, setRules] = useState({ en: initial.houseRules.en.join("\n"), af: initial.houseRules.af.join("\n") });
  const save = useMutation(
    trpc.owner.stays.saveSettings.mutationOptions({ onSuccess: () => form.succeeded(t.stays.hoursSaved), onError: form.refused }),
  );
  const time = (name: "checkInFrom" | "checkInUntil" | "checkOutBy") => (
    <ConsoleField form={form} name={`hours.${name}`} label={t.stays[name]}>
      {(field) => (
        <Input
          {...field}
          type="time"
          value={hours[name]}
          onChange={(event) => setHours((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </ConsoleField>
  );
  return (
    <FormFrame form={form} onSubmit={() => save.mutate({ hours, houseRules: { en: toLines(rules.en), af: toLines(rules.af) } })}>
      <div className="grid gap-3 sm:grid-cols-2">
        {time("checkInFrom")}
        {time("checkInUntil")}
        <ConsoleField form={form} name="hours.checkInStepMinutes" label={t.stays.checkInStep}>
          {(field) => (
            <NativeSelect
              {...field}
              className="h-11 w-full rounded-md border border-input bg-card px-3 text-base md:text-sm"
              value={hours.checkInStepMinutes}
              onChange={(event) => setHours((current) => ({ ...current, checkInStepMinutes: Number(event.target.value) }))}
              options={STEPS.map((minutes) => [minutes, fill(t.stays.stepOption, { minutes })] as const)}
            />
          )}
        </ConsoleField>
        {time("checkOutBy")}
      </div>
      {(["en", "af"] as const).map((language) => (
        <ConsoleTextField
          key={language}
          form={form}
          name={`houseRules.${language}`}
          label={language === "en" ? t.stays.houseRulesEn : t.stays.houseRulesAf}
          hint={t.stays.houseRulesHint}
          rows={8}
          value={rules[language]}
          onChange={(value) => setRules((current) => ({ ...current, [language]: value }))}
        />
      ))}
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {t.stays.saveHours}
      </ActionButton>
    </FormFrame>
  );
}

function StayTextsFormIsland({
  t,
  stay,
  initial,
  amenityNames,
}: {
  t: TConsoleDictionary;
  stay: TStayId;
  initial: TStayTexts;
  amenityNames: Record<TAmenity, string>;
}) {
  const trpc = useTRPC();
  const form = useConsoleForm(`texts-${stay}`, t.shell.failed);
  const [description, setDescription] = useState({ en: initial.description.en.join("\n\n"), af: initial.description.af.join("\n\n") });
  const [amenities, setAmenities] = useState<TAmenity[]>(initial.amenities);
  const [mapLabel, setMapLabel] = useState(initial.mapLabel);
  const save = useMutation(
    trpc.owner.stays.saveTexts.mutationOptions({ onSuccess: () => form.succeeded(t.stays.textsSaved), onError: form.refused }),
  );
  // The chosen keep their order; a newly chosen one goes last.
  const toggle = (amenity: TAmenity, on: boolean) =>
    setAmenities((current) => (on ? [...current.filter((item) => item !== amenity), amenity] : current.filter((item) => item !== amenity)));
  return (
    <FormFrame
      form={form}
      onSubmit={() =>
        save.mutate({ stay, description: { en: toParagraphs(description.en), af: toParagraphs(description.af) }, amenities, mapLabel })
      }
    >
      {(["en", "af"] as const).map((language) => (
        <ConsoleTextField
          key={language}
          form={form}
          name={`description.${language}`}
          label={language === "en" ? t.stays.descriptionEn : t.stays.descriptionAf}
          hint={t.stays.descriptionHint}
          rows={8}
          value={description[language]}
          onChange={(value) => setDescription((current) => ({ ...current, [language]: value }))}
        />
      ))}
      <fieldset className="flex flex-col gap-2" aria-describedby={`texts-${stay}-amenities-hint`}>
        <legend className="text-sm font-medium">{t.stays.amenities}</legend>
        <p id={`texts-${stay}-amenities-hint`} className="text-xs text-muted-foreground">
          {t.stays.amenitiesHint}
        </p>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {AMENITIES.map((amenity) => {
            const Icon = AMENITY_ICONS[amenity];
            return (
              <label key={amenity} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted">
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity}
                  checked={amenities.includes(amenity)}
                  onChange={(event) => toggle(amenity, event.target.checked)}
                  className="size-5 accent-secondary"
                />
                <Icon aria-hidden className="size-5 text-secondary" />
                {amenityNames[amenity]}
              </label>
            );
          })}
        </div>
        <FieldError id={`texts-${stay}-amenities-error`} message={form.errors.amenities} />
      </fieldset>
      {(["en", "af"] as const).map((language) => (
        <ConsoleTextField
          key={language}
          form={form}
          name={`mapLabel.${language}`}
          label={language === "en" ? t.stays.mapLabelEn : t.stays.mapLabelAf}
          hint={t.stays.mapLabelHint}
          value={mapLabel[language]}
          onChange={(value) => setMapLabel((current) => ({ ...current, [language]: value }))}
        />
      ))}
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {t.stays.saveTexts}
      </ActionButton>
    </FormFrame>
  );
}

type TGuideText = "directions" | "keyPlace" | "notes";
type TGuideLine = "doorCode" | "wifiName" | "wifiPassword";

function ArrivalGuideFormIsland({ t, stay, initial }: { t: TConsoleDictionary; stay: TStayId; initial: TArrivalGuide }) {
  const trpc = useTRPC();
  const form = useConsoleForm(`guide-${stay}`, t.shell.failed);
  const [guide, setGuide] = useState<TArrivalGuide>(initial);
  const save = useMutation(
    trpc.owner.stays.saveGuide.mutationOptions({ onSuccess: () => form.succeeded(t.stays.guideSaved), onError: form.refused }),
  );
  const labels: Record<TGuideText, { en: string; af: string }> = {
    directions: { en: t.stays.directionsEn, af: t.stays.directionsAf },
    keyPlace: { en: t.stays.keyPlaceEn, af: t.stays.keyPlaceAf },
    notes: { en: t.stays.notesEn, af: t.stays.notesAf },
  };
  const text = (name: TGuideText) =>
    (["en", "af"] as const).map((language) => (
      <ConsoleTextField
        key={`${name}-${language}`}
        form={form}
        name={`${name}.${language}`}
        label={labels[name][language]}
        rows={3}
        value={guide[name][language]}
        onChange={(value) => setGuide((current) => ({ ...current, [name]: { ...current[name], [language]: value } }))}
      />
    ));
  const line = (name: TGuideLine) => (
    <ConsoleTextField
      form={form}
      name={name}
      label={t.stays[name]}
      value={guide[name]}
      onChange={(value) => setGuide((current) => ({ ...current, [name]: value }))}
    />
  );
  return (
    <FormFrame form={form} onSubmit={() => save.mutate({ stay, ...guide })}>
      <p className="text-sm text-muted-foreground">{t.stays.guideIntro}</p>
      {text("directions")}
      <div className="grid gap-3 sm:grid-cols-3">
        {line("doorCode")}
        {line("wifiName")}
        {line("wifiPassword")}
      </div>
      {text("keyPlace")}
      {text("notes")}
      <ActionButton type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {t.stays.saveGuide}
      </ActionButton>
    </FormFrame>
  );
}

export const StayHoursForm = withTRPC(StayHoursFormIsland);
export const StayTextsForm = withTRPC(StayTextsFormIsland);
export const ArrivalGuideForm = withTRPC(ArrivalGuideFormIsland);
