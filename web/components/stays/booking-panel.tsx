"use client";
// The booking panel of a stay page: a range calendar of nights, guests, check-in time, the price
// breakdown and the button that opens the contact dialog (loaded only then). "Today" is the
// business's (Africa/Johannesburg), worked out in the browser after hydration so that the
// prerendered page never carries a stale date.
import { TRPCClientError } from "@trpc/client";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DayPicker, type Modifiers } from "react-day-picker";
import { af as afLocale } from "react-day-picker/locale";
import "react-day-picker/style.css";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { formatShortRand } from "@/content/site";
import { STAYS, type TStayId } from "@/content/stays";
import { toast } from "@/components/ui/use-toast";
import { NativeSelect } from "@/components/ui/native-select";
import { fill } from "@/lib/fill";
import type { TContactTexts } from "@/server/bookings/contact";
import { canCheckIn, isCheckOutOnly, lastCheckOut } from "@/server/calendar/booking-window";
import { addDays, formatDisplayDate, getBusinessToday, getEarliestCheckIn } from "@/server/calendar/dates";
import type { TAppRouter } from "@/server/api/root";
import type { TQuote, TStayPriceFacts } from "@/server/pricing";
import { TRPCReactProvider, useTRPCClient } from "@/trpc/react";
import { BOOKING_PANEL_CLASS, BookingPanelHeading } from "./booking-panel-heading";
import type { TContactDraft } from "./booking-dialog";
import type { TBooked } from "./booking-success";
import { BookingField, CheckInTimeSelect } from "./check-in-time-select";

const BookingDialog = dynamic(() => import("./booking-dialog"), { ssr: false });
// Fetched as soon as the contact dialog opens, so that it shows the moment the booking is made.
const loadBookingSuccess = () => import("./booking-success");
const BookingSuccess = dynamic(() => loadBookingSuccess().then((module) => module.BookingSuccess), { ssr: false });

/** The booking texts in the page's language, and the contact details' messages (contactTexts). */
export type TBookingTexts = TDictionary["booking"] & { contact: TContactTexts };
type TRange = { from?: string; to?: string };

export type TBookingPanelProps = {
  stay: TStayId;
  language: TLanguage;
  stayName: string;
  prices: TStayPriceFacts;
  texts: TBookingTexts;
  /** The arrival times offered (the owner's check-in window), the first the default. */
  times: readonly [string, ...string[]];
  /** The server's longest stay and furthest check-in (MAX_NIGHTS, BOOKING_HORIZON_DAYS), so the calendar offers what it accepts. */
  limits: TBookingLimits;
};

export type TBookingLimits = { maxNights: number; horizonDays: number };

/** yyyy-MM-dd <-> a Date at local midnight: the calendar's own currency, never sent anywhere. */
function toLocalDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
function toIso(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** The panel, its dialogs and their calls share one tRPC client (bookings.*). */
export function BookingPanel(props: TBookingPanelProps) {
  return (
    <TRPCReactProvider>
      <Panel {...props} />
    </TRPCReactProvider>
  );
}

function Panel({ stay, language, stayName, prices, texts, times, limits }: TBookingPanelProps) {
  const api = useTRPCClient();
  const isHut = stay !== "vacation-home";
  // The panel renders in the browser only (its placeholder is the server's HTML), so the
  // business's today is read once, when it first renders.
  const [today] = useState<string | null>(() => getBusinessToday());
  // Today until the day's last check-in time has passed in Johannesburg, then tomorrow.
  const [earliest] = useState<string | null>(() => getEarliestCheckIn(new Date(), times.at(-1)));
  // The booking form's clock starts when the panel first shows, before dates are chosen: the
  // server's minimum fill time then never refuses a person whose browser fills the contact details.
  const [shownAt] = useState(() => Date.now());
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [range, setRange] = useState<TRange>({});
  const [guests, setGuests] = useState(1);
  const [checkInTime, setCheckInTime] = useState<string>(times[0]);
  // The server's last quote, with the request it answers: a quote for other dates or guests is never shown.
  const [serverQuote, setServerQuote] = useState<{ key: string; quote: TQuote } | null>(null);
  // The server's refusal of those dates or guests (a stay shorter than its minimum), in the page's language.
  const [quoteRefusal, setQuoteRefusal] = useState<{ key: string; message: string } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [frozenTotal, setFrozenTotal] = useState(0);
  const [booked, setBooked] = useState<TBooked | null>(null);
  // What the guest typed, kept when the dialog closes (a 409 on taken nights) for the next try.
  const [draft, setDraft] = useState<TContactDraft | null>(null);
  const bookNow = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLDivElement>(null);

  const refreshTaken = useCallback(async () => {
    try {
      const items = await api.bookings.unavailableDates.query({ accommodationType: stay });
      setTaken(new Set(items.map((item) => item.date)));
    } catch {
      toast({ title: texts.toasts.unavailableFailed, variant: "destructive" });
    }
  }, [api, stay, texts.toasts.unavailableFailed]);

  useEffect(() => {
    // The taken nights are set when the reply arrives, after an await: never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refreshTaken();
  }, [refreshTaken]);

  const { from, to } = range;

  // The quote is the server's (the owner's current rates and seasons): asked for once both dates are set and on each guest change.
  const quoteKey = `${stay}|${from}|${to}|${guests}`;
  useEffect(() => {
    if (!from || !to) return;
    const controller = new AbortController();
    api.bookings.quote
      .mutate({ accommodationType: stay, checkIn: from, checkOut: to, guests }, { signal: controller.signal })
      .then((reply) => setServerQuote({ key: quoteKey, quote: reply }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = error instanceof TRPCClientError ? (error as TRPCClientError<TAppRouter>) : undefined;
        if (refusal?.data && refusal.data.httpStatus < 500) {
          setQuoteRefusal({ key: quoteKey, message: refusal.message });
          return;
        }
        console.warn("calculate-price failed", error);
        toast({ title: texts.toasts.priceFailed, variant: "destructive" });
      });
    return () => controller.abort();
  }, [api, stay, from, to, guests, quoteKey, texts.toasts.priceFailed]);

  const quote = serverQuote?.key === quoteKey ? serverQuote.quote : null;
  const refused = quoteRefusal?.key === quoteKey ? quoteRefusal.message : null;

  const startable = useCallback(
    (iso: string) => earliest !== null && canCheckIn(iso, earliest, taken, limits.horizonDays),
    [earliest, taken, limits.horizonDays],
  );

  const choosingCheckOut = Boolean(from && !to);
  const isDisabled = useCallback(
    (date: Date) => {
      const iso = toIso(date);
      if (choosingCheckOut && from && iso > from) return iso > lastCheckOut(from, taken, limits.maxNights);
      if (choosingCheckOut && iso === from) return false;
      return !startable(iso);
    },
    [choosingCheckOut, from, taken, startable, limits.maxNights],
  );

  const onDay = (date: Date) => {
    const iso = toIso(date);
    if (choosingCheckOut && from) {
      if (iso === from) setRange({});
      else if (iso > from && iso <= lastCheckOut(from, taken, limits.maxNights)) setRange({ from, to: iso });
      else if (startable(iso)) setRange({ from: iso });
      return;
    }
    if (startable(iso)) setRange({ from: iso });
  };

  const modifiers = useMemo(
    () => ({
      taken: (date: Date) => taken.has(toIso(date)),
      checkOutOnly: (date: Date) => isCheckOutOnly(toIso(date), taken),
    }),
    [taken],
  );

  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(language === "af" ? "af-ZA" : "en-ZA", { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    [language],
  );
  const labelDayButton = (date: Date, dayModifiers: Modifiers) => {
    const parts = [dayFormat.format(date)];
    if (dayModifiers.today) parts.push(texts.day.today);
    if (dayModifiers.range_start) parts.push(texts.day.checkInDay);
    if (dayModifiers.range_end) parts.push(texts.day.checkOutDay);
    if (dayModifiers.selected) parts.push(texts.day.selected);
    if (dayModifiers.checkOutOnly && !choosingCheckOut) parts.push(texts.day.checkOutOnly);
    else if (dayModifiers.disabled) parts.push(texts.day.unavailable);
    return parts.join(", ");
  };

  const openDialog = () => {
    if (!from || !to) {
      toast({ title: texts.toasts.missingDatesTitle, description: isHut ? texts.toasts.missingDatesHut : texts.toasts.missingDates });
      return;
    }
    if (!checkInTime) {
      toast({ title: texts.toasts.missingTimeTitle, description: texts.toasts.missingTime });
      return;
    }
    // The button waits for the quote, so the dialog never shows a total of R0.
    if (!quote) return;
    setFrozenTotal(quote.totalPriceCents);
    setDialogOpen(true);
    loadBookingSuccess().catch(() => undefined); // if this fails, rendering the dialog tries again
  };

  /** Focus goes back to what opened the dialog (after React has removed it). */
  const closeDialog = () => {
    setDialogOpen(false);
    setTimeout(() => bookNow.current?.focus());
  };

  /** The nights were taken meanwhile: close the dialog, show them taken, keep what the guest typed. */
  const onConflict = () => {
    setDialogOpen(false);
    setRange({});
    void refreshTaken();
    setTimeout(() => heading.current?.focus());
  };

  const onBooked = (made: TBooked) => {
    setDialogOpen(false);
    setDraft(null);
    setBooked(made);
    setRange({});
    setGuests(1);
    setCheckInTime(times[0]);
    void refreshTaken();
  };

  const selectClasses =
    "h-11 w-full rounded-md border border-input bg-card px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm";
  const stayRules = STAYS[stay];

  return (
    <section aria-labelledby="booking-title" data-keep-clear className={BOOKING_PANEL_CLASS}>
      {/* Focus lands here when the button that opened a dialog is gone or disabled (after a booking, a 409). */}
      <div ref={heading} tabIndex={-1} className="outline-none" data-testid="booking-panel-top">
        <BookingPanelHeading pricePerNightCents={prices.pricePerNightCents} texts={texts} />
      </div>

      <div className="booking-calendar mt-4 flex min-h-[344px] justify-center" data-testid="booking-calendar">
        {today ? (
          <DayPicker
            mode="range"
            selected={from ? { from: toLocalDate(from), to: to ? toLocalDate(to) : undefined } : undefined}
            onSelect={(_, day) => onDay(day)}
            disabled={isDisabled}
            modifiers={modifiers}
            modifiersClassNames={{ checkOutOnly: "rdp-check-out-only", taken: "rdp-taken" }}
            today={toLocalDate(today)}
            startMonth={toLocalDate(today)}
            endMonth={toLocalDate(addDays(today, limits.horizonDays))}
            defaultMonth={from ? toLocalDate(from) : toLocalDate(today)}
            locale={language === "af" ? afLocale : undefined}
            weekStartsOn={1}
            aria-label={texts.calendarLabel}
            labels={{ labelDayButton, labelNext: () => texts.nextMonth, labelPrevious: () => texts.previousMonth }}
          />
        ) : null}
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-2 rounded-md border p-3 text-sm" aria-live="polite">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{texts.checkIn}</dt>
          <dd data-testid="chosen-check-in">{from ? formatDisplayDate(from) : texts.notChosen}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{texts.checkOut}</dt>
          <dd data-testid="chosen-check-out">{to ? formatDisplayDate(to) : texts.notChosen}</dd>
        </div>
      </dl>
      {from ? (
        <button type="button" onClick={() => setRange({})} className="mt-1 text-sm text-secondary underline underline-offset-4">
          {texts.clearDates}
        </button>
      ) : null}

      <div className="mt-4 grid gap-4">
        <BookingField
          id="booking-guests"
          label={texts.guests}
          control={() => (
            <NativeSelect
              id="booking-guests"
              value={guests}
              onChange={(event) => setGuests(Number(event.target.value))}
              className={selectClasses}
              options={Array.from({ length: prices.maxGuests - stayRules.minGuests + 1 }, (_, i) => stayRules.minGuests + i).map(
                (count) => [count, `${count} ${count === 1 ? texts.guest : texts.guestsPlural}`] as const,
              )}
            />
          )}
        />
        <CheckInTimeSelect
          id="booking-time"
          texts={texts}
          hint={texts.checkInNote}
          times={times}
          value={checkInTime}
          onChange={setCheckInTime}
          className={selectClasses}
        />
        <p className="text-xs text-muted-foreground">{texts.checkOutNote}</p>
      </div>

      {from && to ? (
        <div className="mt-4 grid gap-1.5 border-t pt-4 text-sm" data-testid="price-breakdown" aria-live="polite">
          {quote ? (
            <>
              {quote.lines.map((line, index) => (
                <p key={index} className="flex justify-between" data-testid="price-line">
                  <span>
                    {fill(texts.priceLine, {
                      price: formatShortRand(line.priceCents),
                      count: line.nights,
                      nights: line.nights === 1 ? texts.night : texts.nights,
                    })}
                    {line.season ? ` (${line.season})` : ""}
                  </span>
                  <span>{formatShortRand(line.priceCents * line.nights)}</span>
                </p>
              ))}
              {quote.additionalGuestFeeCents > 0 ? (
                <p className="flex justify-between">
                  <span>{fill(texts.additionalGuests, { count: guests - 1 })}</span>
                  <span>{formatShortRand(quote.additionalGuestFeeCents)}</span>
                </p>
              ) : null}
              {quote.cleaningFeeCents > 0 ? (
                <p className="flex justify-between">
                  <span>{texts.cleaningFee}</span>
                  <span>{formatShortRand(quote.cleaningFeeCents)}</span>
                </p>
              ) : null}
              <p className="flex justify-between border-t pt-2 font-semibold">
                <span>{texts.total}</span>
                <span data-testid="quote-total">{formatShortRand(quote.totalPriceCents)}</span>
              </p>
            </>
          ) : (
            <p
              className={refused ? "font-semibold text-destructive" : "text-muted-foreground"}
              data-testid={refused ? "quote-refusal" : undefined}
            >
              {refused ?? texts.quoting}
            </p>
          )}
        </div>
      ) : null}

      <button
        ref={bookNow}
        type="button"
        data-panel-book
        onClick={openDialog}
        disabled={!from || !to || !quote}
        aria-busy={from && to && !quote && !refused ? true : undefined}
        className="mt-4 inline-flex h-12 w-full items-center justify-center rounded-md bg-primary px-7 text-base font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60"
      >
        {from && to ? texts.bookNow : texts.chooseDates}
      </button>
      <p className="mt-2 text-center text-xs text-muted-foreground">{texts.notCharged}</p>

      {dialogOpen && from && to ? (
        <BookingDialog
          stay={stay}
          language={language}
          stayName={stayName}
          texts={texts}
          request={{ checkIn: from, checkOut: to, guests, checkInTime, totalPriceCents: frozenTotal }}
          formStartedAt={shownAt}
          times={times}
          draft={draft}
          onDraftChange={setDraft}
          onOpenChange={(open) => (open ? setDialogOpen(true) : closeDialog())}
          onBooked={onBooked}
          onConflict={onConflict}
        />
      ) : null}
      {booked ? (
        <BookingSuccess
          booked={booked}
          stayName={stayName}
          texts={texts}
          onClose={() => {
            setBooked(null);
            setTimeout(() => heading.current?.focus());
          }}
        />
      ) : null}
    </section>
  );
}
