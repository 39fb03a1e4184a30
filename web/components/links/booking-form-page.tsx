// The booking form that needs no script (/book): the stay's nights as months (taken nights,
// check-out-only days and past days marked in words and signs, not colour alone), and a plain
// POST form with the booking dialog's fields, each field's message under it after a refusal and
// what was typed kept; after a request, what the success dialog says. Server components only.
import { Button } from "@/components/ui/button";
import { Honeypot } from "@/components/ui/honeypot";
import { fieldClasses, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PageLink } from "@/components/ui/page-link";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";
import { fill } from "@/lib/fill";
import { cn } from "@/lib/cn";
import { BookedSummary } from "@/components/stays/stay-dates-rows";
import { isCheckOutOnly } from "@/server/calendar/booking-window";
import { addDays } from "@/server/calendar/dates";
import { bookingFormHref, MONTHS_SHOWN, type TBookingFormFacts } from "@/server/approvals/handle-booking-form";
import type { TLinkPageState } from "@/server/http/link-page";
import { describedBy, FieldNote, LinkPageBody, Notice } from "./link-page";

type TState = TLinkPageState<TBookingFormFacts> & { facts: TBookingFormFacts };
type TTexts = ReturnType<typeof getDictionary>["booking"];

const LINK_CLASS = "font-semibold text-secondary underline underline-offset-4";

/** yyyy-MM, `count` months on. */
function monthAfter(month: string, count: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + number - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const LOCALES = { en: "en-ZA", af: "af" } as const satisfies Record<TLanguage, string>;

type TDayState = "free" | "past" | "taken" | "checkOutOnly";

/** What a day is to a stay starting or ending on it. */
function dayState(day: string, facts: TBookingFormFacts, taken: ReadonlySet<string>): TDayState {
  if (day < facts.earliest) return "past";
  if (!taken.has(day)) return "free";
  return isCheckOutOnly(day, taken, facts.earliest) ? "checkOutOnly" : "taken";
}

const SIGNS = { free: "", past: "", taken: "✕", checkOutOnly: "↤" } as const satisfies Record<TDayState, string>;

function Month({
  month,
  facts,
  taken,
  language,
  texts,
}: {
  month: string;
  facts: TBookingFormFacts;
  taken: ReadonlySet<string>;
  language: TLanguage;
  texts: TTexts;
}) {
  const first = `${month}-01`;
  const firstDate = new Date(`${first}T00:00:00Z`);
  const caption = new Intl.DateTimeFormat(LOCALES[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(firstDate);
  const weekday = new Intl.DateTimeFormat(LOCALES[language], { weekday: "short", timeZone: "UTC" });
  const weekdayLong = new Intl.DateTimeFormat(LOCALES[language], { weekday: "long", timeZone: "UTC" });
  // Weeks start on Monday, as the booking calendar's do.
  const offset = (firstDate.getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const monday = addDays(first, -offset);
  const words = { free: "", past: texts.day.past, taken: texts.day.unavailable, checkOutOnly: texts.day.checkOutOnly };
  return (
    <table className="w-full table-fixed border-collapse text-center text-sm" data-testid={`month-${month}`}>
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          {Array.from({ length: 7 }, (_, index) => {
            const date = new Date(`${addDays(monday, index)}T00:00:00Z`);
            return (
              <th key={index} scope="col" abbr={weekdayLong.format(date)} className="pb-1 text-xs font-medium text-muted-foreground">
                {weekday.format(date)}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, column) =>
              day === null ? (
                <td key={column} />
              ) : (
                <DayCell key={day} day={day} state={dayState(day, facts, taken)} word={words[dayState(day, facts, taken)]} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ day, state, word }: { day: string; state: TDayState; word: string }) {
  return (
    <td className="p-0.5" data-day={day} data-state={state}>
      <span
        className={cn(
          "flex h-11 flex-col items-center justify-center rounded-md leading-tight",
          state === "free" && "bg-muted font-semibold",
          state === "past" && "text-muted-foreground",
          state === "taken" && "text-muted-foreground line-through",
          state === "checkOutOnly" && "border border-dashed border-muted-foreground",
        )}
      >
        <span>{Number(day.slice(8))}</span>
        {SIGNS[state] ? (
          <span aria-hidden className="text-xs no-underline">
            {SIGNS[state]}
          </span>
        ) : null}
        {word ? <span className="sr-only">{`, ${word}`}</span> : null}
      </span>
    </td>
  );
}

function Months({ state, texts }: { state: TState; texts: TTexts }) {
  const { facts, language } = state;
  const taken = new Set(facts.taken);
  const months = Array.from({ length: MONTHS_SHOWN }, (_, index) => monthAfter(facts.month, index));
  const earlier = facts.month > facts.today.slice(0, 7) ? monthAfter(facts.month, -MONTHS_SHOWN) : null;
  const later = monthAfter(facts.month, MONTHS_SHOWN) <= facts.horizon.slice(0, 7) ? monthAfter(facts.month, MONTHS_SHOWN) : null;
  const noScript = texts.noScript;
  return (
    <section aria-labelledby="months-title" className="flex flex-col gap-4">
      <h2 id="months-title" className="text-xl font-semibold">
        {noScript.monthsTitle}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>
          <span aria-hidden>✕ </span>
          {noScript.legendTaken}
        </li>
        <li>
          <span aria-hidden>↤ </span>
          {noScript.legendCheckOutOnly}
        </li>
      </ul>
      <div className="grid gap-6 sm:grid-cols-2">
        {months.map((month) => (
          <Month key={month} month={month} facts={facts} taken={taken} language={language} texts={texts} />
        ))}
      </div>
      <nav aria-label={noScript.monthsTitle} className="flex justify-between gap-4 text-sm">
        {earlier ? (
          <a className={LINK_CLASS} href={bookingFormHref(facts.stay, language, earlier)}>
            {noScript.earlierMonths}
          </a>
        ) : (
          <span />
        )}
        {later ? (
          <a className={LINK_CLASS} href={bookingFormHref(facts.stay, language, later)}>
            {noScript.laterMonths}
          </a>
        ) : null}
      </nav>
    </section>
  );
}

function Field({
  name,
  label,
  state,
  hint,
  children,
}: {
  name: string;
  label: string;
  state: TState;
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    defaultValue: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}) {
  const error = state.form?.errors[name];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={name}>{label}</Label>
      {children({
        id: name,
        name,
        defaultValue: state.form?.values[name] ?? "",
        ...(error ? { "aria-invalid": true as const } : {}),
        "aria-describedby": describedBy(name, hint !== undefined, error),
      })}
      <FieldNote id={name} hint={hint} error={error} />
    </div>
  );
}

function RequestForm({ state, texts }: { state: TState; texts: TTexts }) {
  const { facts, language } = state;
  const guestOptions = Array.from({ length: facts.guests.max - facts.guests.min + 1 }, (_, index) => {
    const count = facts.guests.min + index;
    return [count, `${count} ${count === 1 ? texts.guest : texts.guestsPlural}`] as const;
  });
  const timeHint = fill(texts.checkInNote, { checkInFrom: facts.times[0] ?? "", checkInUntil: facts.times.at(-1) ?? "" });
  return (
    <section aria-labelledby="request-title" className="flex flex-col gap-4">
      <h2 id="request-title" className="text-xl font-semibold">
        {texts.noScript.formTitle}
      </h2>
      <form method="post" action={bookingFormHref(facts.stay, language)} noValidate className="flex flex-col gap-4">
        <Honeypot />
        <p id="dates-hint" className="text-sm text-muted-foreground">
          {texts.noScript.datesHint}
        </p>
        <div className="grid grid-cols-2 gap-4">
          <Field name="checkIn" label={texts.checkIn} state={state}>
            {(props) => <Input type="date" min={facts.earliest} max={facts.horizon} required {...props} />}
          </Field>
          <Field name="checkOut" label={texts.checkOut} state={state}>
            {(props) => <Input type="date" min={addDays(facts.earliest, 1)} required {...props} />}
          </Field>
        </div>
        <Field name="guests" label={texts.guests} state={state}>
          {({ defaultValue, ...props }) => (
            <NativeSelect
              className={cn(fieldClasses, "h-11")}
              options={guestOptions}
              defaultValue={defaultValue || String(facts.guests.min)}
              {...props}
            />
          )}
        </Field>
        <Field name="checkInTime" label={texts.checkInTime} state={state} hint={timeHint}>
          {({ defaultValue, ...props }) => (
            <NativeSelect
              className={cn(fieldClasses, "h-11")}
              options={facts.times.map((time) => [time, time] as const)}
              defaultValue={defaultValue || facts.times[0]}
              {...props}
            />
          )}
        </Field>
        <Field name="guestName" label={texts.dialog.fullName} state={state}>
          {(props) => <Input type="text" autoComplete="name" required {...props} />}
        </Field>
        <Field name="guestEmail" label={texts.dialog.email} state={state}>
          {(props) => <Input type="email" autoComplete="email" required {...props} />}
        </Field>
        <Field name="guestPhone" label={texts.dialog.phone} state={state} hint={texts.noScript.phoneHint}>
          {(props) => <Input type="tel" autoComplete="tel" required {...props} />}
        </Field>
        <p className="text-xs text-muted-foreground">
          {texts.dialog.privacy}{" "}
          <PageLink href="/privacy" className={LINK_CLASS}>
            {texts.dialog.privacyLink}
          </PageLink>
        </p>
        <Button type="submit" className="self-start">
          {texts.dialog.submit}
        </Button>
        <p className="text-sm text-muted-foreground">{texts.notCharged}</p>
      </form>
    </section>
  );
}

/** The months and the form, with the refusal's words above them after a refused request. */
export function BookingFormView({ state }: { state: TState }) {
  const t = getDictionary(state.language);
  const texts = t.booking;
  const stayName = t.stays.byId[state.facts.stay].name;
  return (
    <LinkPageBody title={fill(texts.noScript.title, { stay: stayName })}>
      <p>
        <a className={LINK_CLASS} href={localizedPath(state.facts.stay, state.language)}>
          {fill(texts.noScript.backToStay, { stay: stayName })}
        </a>
      </p>
      {state.notice ? <Notice alert>{state.notice}</Notice> : null}
      <Months state={state} texts={texts} />
      <RequestForm state={state} texts={texts} />
    </LinkPageBody>
  );
}

/** The request made: what the success dialog says, and the e-mail to confirm it from. */
export function BookingSentView({ state }: { state: TState }) {
  const t = getDictionary(state.language);
  const texts = t.booking;
  const sent = state.facts.sent!;
  const stayName = t.stays.byId[state.facts.stay].name;
  return (
    <LinkPageBody title={texts.success.title}>
      <p>{texts.success.body}</p>
      <p className="rounded-md border-l-4 border-primary bg-muted p-3 text-sm font-medium" data-testid="confirm-email">
        {sent.holdMinutes === null ? texts.success.confirmEmailPlain : fill(texts.success.confirmEmail, { minutes: sent.holdMinutes })}
      </p>
      {sent.notice ? <Notice>{sent.notice}</Notice> : null}
      <BookedSummary texts={texts} stayName={stayName} booked={sent} />
      <p>
        <a className={LINK_CLASS} href={localizedPath(state.facts.stay, state.language)}>
          {fill(texts.noScript.backToStay, { stay: stayName })}
        </a>
      </p>
    </LinkPageBody>
  );
}
