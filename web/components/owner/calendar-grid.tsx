"use client";
// The console's calendar: per month, one group of nights per stay. A night held by any stay is held
// for all (one stay is sold per night): the stay that holds it shows the hold (colour, pattern and
// letter of its kind), the other stays show it as taken; only an owner's block of one stay leaves
// the other stays' nights free. Tapping a held night shows its details; tapping two free nights of
// a stay selects them, to block (every stay, or that stay alone) or to book. One DOM, two layouts (CSS
// grid): on a phone each stay's month is a week-per-row calendar of seven columns that fits the
// screen; from the `sm` width up, each stay is one row of the month's nights under a row of dates
// (scrolling sideways inside its frame when the window is narrower than the month). Arrow keys
// move between nights (one cell of each month is in the tab order): left and right by a night;
// up and down by a week on a phone, by a stay on the wide grid. Enter or Space taps.
import { useMutation } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TOwnerOutputs } from "@/server/api/root";
import type { TLanguage } from "@/content/dictionaries";
import { fill } from "@/lib/fill";
import { addDays, diffDays, formatDisplayDate } from "@/server/calendar/dates";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ALL_STAYS, BlockScopeChoice, blockScopeInput } from "./block-forms";
import { kindStyle } from "./calendar-kinds";
import { useOwnerAction } from "./use-owner-action";

/** One hold as the calendar's read gives it (owner.calendar). */
export type TCalendarHold = TOwnerOutputs["calendar"]["holds"][number];

export type TCalendarMonth = { key: string; label: string; nights: { date: string; day: number; weekday: string; spoken: string }[] };

type TProps = {
  t: Pick<TConsoleDictionary, "calendar" | "kinds" | "kindCodes" | "sources" | "common" | "shell" | "blocks">;
  language: TLanguage;
  today: string;
  months: TCalendarMonth[];
  stays: TOwnerOutputs["calendar"]["stays"];
  holds: TCalendarHold[];
};

type TSelection = { stay: string; start: string; end: string | null };

/** Whether a hold has this stay's night: its own or every stay's, or another stay's that takes the night from every stay. */
function holdsNightOf(hold: TCalendarHold, stay: string): boolean {
  return hold.everyStay || hold.stay === null || hold.stay === stay;
}

function cellKey(stay: string, date: string): string {
  return `${stay}|${date}`;
}

/** Monday 0 … Sunday 6: a night's column on the phone's week rows. */
function weekdayColumn(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The wide grid's columns: the stay's name, then one per night of the month (--nights). */
const WIDE_COLUMNS = "sm:grid-cols-[10rem_repeat(var(--nights),minmax(2.5rem,1fr))]";
/** Tailwind's `sm` breakpoint: from here on, the wide grid. */
const WIDE = "(min-width: 40rem)";

function CalendarGridIsland({ t, language, today, months, stays, holds }: TProps) {
  const trpc = useTRPC();
  const { succeeded, failed } = useOwnerAction(t.shell.failed);
  const [selection, setSelection] = useState<TSelection | null>(null);
  const [detail, setDetail] = useState<TCalendarHold | null>(null);
  const [notice, setNotice] = useState("");
  const [note, setNote] = useState("");
  /** The block form's choice: the selected stay alone, or every stay. */
  const [oneStay, setOneStay] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const gridRoot = useRef<HTMLDivElement>(null);

  /**
   * Every held night: the holds that have it, binding ones first (the order the server gives).
   * Unanswered requests bind nothing, so several (of any stays) may ask for one night.
   */
  const heldNights = useMemo(() => {
    const nights = new Map<string, TCalendarHold[]>();
    for (const hold of holds)
      for (let night = hold.checkIn; night < hold.checkOut; night = addDays(night, 1))
        nights.set(night, [...(nights.get(night) ?? []), hold]);
    return nights;
  }, [holds]);

  const block = useMutation(
    trpc.owner.blocks.add.mutationOptions({
      onSuccess: () => {
        setSelection(null);
        setNote("");
        setOneStay(false);
        succeeded(t.calendar.blocked);
      },
      onError: failed,
    }),
  );

  // A window narrower than the wide grid's month shows part of it: start the month of today at today.
  useEffect(() => {
    const todayHeader = gridRoot.current?.querySelector<HTMLElement>("[data-today-column]");
    const scroller = todayHeader?.closest<HTMLElement>("[data-month-scroller]");
    const stayColumn = scroller?.querySelector<HTMLElement>("[data-stay-column]");
    if (todayHeader && scroller && stayColumn && scroller.scrollWidth > scroller.clientWidth)
      scroller.scrollLeft = Math.max(0, todayHeader.offsetLeft - stayColumn.offsetWidth - 8);
  }, []);

  const focusPanel = () => requestAnimationFrame(() => panelHeading.current?.focus());

  function tapFree(stay: string, date: string) {
    setDetail(null);
    setNotice("");
    if (!selection || selection.end !== null || selection.stay !== stay || date < selection.start) {
      setSelection({ stay, start: date, end: null });
      setOneStay(false);
      return;
    }
    for (let night = selection.start; night <= date; night = addDays(night, 1)) {
      if (heldNights.get(night)?.some((hold) => holdsNightOf(hold, stay))) {
        setNotice(t.calendar.rangeCrossesHold);
        return;
      }
    }
    setSelection({ ...selection, end: date });
    focusPanel();
  }

  function tapHeld(hold: TCalendarHold) {
    setSelection(null);
    setNotice("");
    setDetail(hold);
    focusPanel();
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const stay = target.dataset.stay;
    const date = target.dataset.date;
    if (!stay || !date) return;
    let next: { stay: string; date: string } | null = null;
    const row = stays.findIndex((s) => s.slug === stay);
    const weekRows = !window.matchMedia(WIDE).matches;
    if (event.key === "ArrowRight") next = { stay, date: addDays(date, 1) };
    else if (event.key === "ArrowLeft") next = { stay, date: addDays(date, -1) };
    else if (event.key === "ArrowDown" && weekRows) next = { stay, date: addDays(date, 7) };
    else if (event.key === "ArrowUp" && weekRows) next = { stay, date: addDays(date, -7) };
    else if (event.key === "ArrowDown" && row < stays.length - 1) next = { stay: stays[row + 1]!.slug, date };
    else if (event.key === "ArrowUp" && row > 0) next = { stay: stays[row - 1]!.slug, date };
    if (!next) return;
    const button = gridRoot.current?.querySelector<HTMLButtonElement>(`button[data-key="${cellKey(next.stay, next.date)}"]`);
    if (!button) return;
    event.preventDefault();
    setFocusKey(cellKey(next.stay, next.date));
    button.focus();
  }

  const selectionEnd = selection?.end ?? null;
  const inSelection = (stay: string, date: string) =>
    selection !== null &&
    selection.stay === stay &&
    (selectionEnd === null ? date === selection.start : date >= selection.start && date <= selectionEnd);
  const stayLabel = (slug: string | null) => (slug ? (stays.find((s) => s.slug === slug)?.name ?? slug) : t.calendar.allStaysBlock);
  const holdLabel = (hold: TCalendarHold) => {
    const source = hold.source === "airbnb" || hold.source === "booking" ? t.sources[hold.source] : null;
    const parts = [t.kinds[hold.kind], hold.label, source && hold.feedName ? `${source} (${hold.feedName})` : source];
    if (hold.conflict) parts.push(t.calendar.conflict);
    return parts.filter(Boolean).join(" · ");
  };
  const firstKey = months[0] && stays[0] ? cellKey(stays[0].slug, months[0].nights[0]!.date) : null;

  return (
    <div ref={gridRoot} className="flex flex-col gap-4">
      {months.map((month) => {
        const offset = weekdayColumn(month.nights[0]!.date);
        // The weekdays' names, Monday first, from the month's own nights (every month has each).
        const weekdays = Array.from(
          { length: 7 },
          (_, column) => month.nights.find((night) => weekdayColumn(night.date) === column)!.weekday,
        );
        return (
          <section key={month.key} aria-labelledby={`month-${month.key}`} className="flex flex-col gap-2">
            <h2 id={`month-${month.key}`} className="text-xl font-semibold">
              {month.label}
            </h2>
            <div
              data-month-scroller
              className="relative rounded-lg border bg-card sm:overflow-x-auto"
              role="region"
              aria-label={fill(t.calendar.gridLabel, { month: month.label })}
              tabIndex={0}
            >
              <div
                className="flex flex-col sm:min-w-[calc(10rem+var(--nights)*2.5rem)]"
                style={{ "--nights": month.nights.length } as CSSProperties}
                onKeyDown={moveFocus}
              >
                {/* The wide grid's dates; each night's button names its own date for screen readers. */}
                <div aria-hidden className={`hidden text-xs sm:grid ${WIDE_COLUMNS}`}>
                  <span data-stay-column className="sticky left-0 z-10 border-r bg-card px-2 py-1 font-semibold">
                    {t.calendar.stayColumn}
                  </span>
                  {month.nights.map((night) => (
                    <span
                      key={night.date}
                      data-today-column={night.date === today ? "" : undefined}
                      className={`px-0.5 py-1 text-center ${night.date === today ? "bg-accent font-bold" : ""}`}
                    >
                      <span className="block text-muted-foreground">{night.weekday}</span>
                      <span className="block text-sm">{night.day}</span>
                    </span>
                  ))}
                </div>
                {stays.map((stay) => (
                  <div
                    key={stay.slug}
                    role="group"
                    aria-labelledby={`stay-${month.key}-${stay.slug}`}
                    className={`grid grid-cols-7 border-t text-xs ${WIDE_COLUMNS}`}
                  >
                    <span
                      id={`stay-${month.key}-${stay.slug}`}
                      className="col-span-7 bg-card px-2 py-1 text-sm leading-tight font-semibold sm:sticky sm:left-0 sm:z-10 sm:col-span-1 sm:border-r sm:text-xs md:text-sm"
                    >
                      {stay.name}
                    </span>
                    {weekdays.map((weekday, column) => (
                      <span key={column} aria-hidden className="py-0.5 text-center text-muted-foreground sm:hidden">
                        {weekday}
                      </span>
                    ))}
                    {Array.from({ length: offset }, (_, blank) => (
                      <span key={`blank-${blank}`} aria-hidden className="border-t sm:hidden" />
                    ))}
                    {month.nights.map((night) => {
                      const key = cellKey(stay.slug, night.date);
                      // The stay's own hold of the night (or one for every stay), else another stay's.
                      const onNight = (heldNights.get(night.date) ?? []).filter((held) => holdsNightOf(held, stay.slug));
                      const hold = onNight.find((held) => held.stay === null || held.stay === stay.slug) ?? onNight[0];
                      const mine = hold && (hold.stay === null || hold.stay === stay.slug);
                      const selected = inSelection(stay.slug, night.date);
                      const tabIndex = (focusKey ?? firstKey) === key ? 0 : -1;
                      const common = {
                        "data-key": key,
                        "data-stay": stay.slug,
                        "data-date": night.date,
                        "aria-current": night.date === today ? ("date" as const) : undefined,
                        tabIndex,
                        onFocus: () => setFocusKey(key),
                      };
                      const displayDate = night.spoken;
                      // The phone's week rows name each night's day of the month in its cell.
                      const dayNumber = (
                        <span aria-hidden className="text-[0.65rem] leading-none font-normal sm:hidden">
                          {night.day}
                        </span>
                      );
                      const cellClass = "flex h-11 w-full flex-col items-center justify-center gap-0.5 sm:h-10";
                      let cell;
                      if (hold && mine) {
                        const style = kindStyle(hold.kind, hold.source);
                        const starts = hold.checkIn === night.date || night.date === month.nights[0]!.date;
                        cell = (
                          <button
                            type="button"
                            {...common}
                            data-kind={style.key}
                            data-hold={hold.id}
                            aria-label={fill(t.calendar.heldNight, { date: displayDate, stay: stay.name, label: holdLabel(hold) })}
                            onClick={() => tapHeld(hold)}
                            className={`${cellClass} font-bold ${style.className} ${hold.conflict ? "outline-2 -outline-offset-2 outline-destructive" : ""} focus-visible:outline-3 focus-visible:outline-ring`}
                          >
                            {dayNumber}
                            {/* The kind's legend letter is drawn, not written: the button's visible text stays
                                its day number, which its spoken name contains (label in name). */}
                            <span
                              aria-hidden
                              data-code={starts ? `${t.kindCodes[hold.kind]}${hold.conflict ? "!" : ""}` : ""}
                              className="after:content-[attr(data-code)]"
                            />
                          </button>
                        );
                      } else if (hold) {
                        cell = (
                          <button
                            type="button"
                            {...common}
                            aria-disabled="true"
                            data-kind="elsewhere"
                            aria-label={fill(t.calendar.elsewhereNight, { date: displayDate, stay: stay.name })}
                            className={`${cellClass} cursor-not-allowed bg-muted text-muted-foreground focus-visible:outline-3 focus-visible:outline-ring`}
                          >
                            {dayNumber}
                            <span aria-hidden>·</span>
                          </button>
                        );
                      } else {
                        cell = (
                          <button
                            type="button"
                            {...common}
                            data-kind="free"
                            aria-pressed={selected}
                            aria-label={fill(t.calendar.freeNight, { date: displayDate, stay: stay.name })}
                            onClick={() => tapFree(stay.slug, night.date)}
                            className={`${cellClass} hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring ${selected ? "bg-foreground text-background" : ""}`}
                          >
                            {dayNumber}
                            <span aria-hidden>{selected ? "✓" : ""}</span>
                          </button>
                        );
                      }
                      return (
                        <div
                          key={night.date}
                          className={`border-t border-l p-0 sm:border-t-0 ${night.date === today ? "border-l-foreground ring-2 ring-foreground ring-inset sm:ring-0" : ""}`}
                        >
                          {cell}
                        </div>
                      );
                    })}
                  </div>
                ))}
              </div>
            </div>
          </section>
        );
      })}

      {/* Phones show the panel below the grid, out of sight while the owner taps: say each step. */}
      <div aria-live="polite" className="sr-only">
        {notice || (selection && selectionEnd === null ? t.calendar.selectEnd : "")}
      </div>
      {(selection || detail || notice) && (
        <section
          aria-labelledby="calendar-panel-heading"
          data-testid="calendar-panel"
          className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-lg sm:sticky sm:bottom-0 sm:z-20"
        >
          <h2 id="calendar-panel-heading" ref={panelHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {detail ? t.calendar.details : t.calendar.selection}
          </h2>
          {notice && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {notice}
            </p>
          )}
          {detail && (
            <HoldDetail
              t={t}
              hold={detail}
              stayLabel={detail.everyStay ? stayLabel(detail.stay) : fill(t.blocks.oneStay, { stay: stayLabel(detail.stay) })}
              label={holdLabel(detail)}
              onClose={() => setDetail(null)}
            />
          )}
          {selection && selectionEnd === null && <p className="text-sm">{t.calendar.selectEnd}</p>}
          {selection && selectionEnd !== null && (
            <>
              <p className="text-sm font-semibold" data-testid="calendar-selection">
                {fill(t.calendar.selected, {
                  from: formatDisplayDate(selection.start),
                  to: formatDisplayDate(addDays(selectionEnd, 1)),
                  n: diffDays(addDays(selectionEnd, 1), selection.start),
                  stay: stayLabel(selection.stay),
                })}
              </p>
              <form
                className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  block.mutate({
                    from: selection.start,
                    to: addDays(selectionEnd, 1),
                    ...(oneStay ? blockScopeInput(selection.stay) : {}),
                    ...(note.trim() ? { note: note.trim() } : {}),
                  });
                }}
              >
                <BlockScopeChoice
                  t={t}
                  name="calendar-block-stay"
                  stays={stays.filter((stay) => stay.slug === selection.stay)}
                  value={oneStay ? selection.stay : ALL_STAYS}
                  onChange={(value) => setOneStay(value !== ALL_STAYS)}
                />
                <div className="flex flex-1 flex-col gap-1">
                  <Label htmlFor="block-note">
                    {t.calendar.blockNote} ({t.common.optional})
                  </Label>
                  <Input id="block-note" value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
                </div>
                <ActionButton type="submit" variant="secondary" disabled={block.isPending}>
                  {t.calendar.block}
                </ActionButton>
                <Button asChild>
                  <Link
                    href={`/owner/bookings/new?stay=${encodeURIComponent(selection.stay)}&checkIn=${selection.start}&checkOut=${addDays(selectionEnd, 1)}`}
                    lang={language}
                  >
                    {t.calendar.enterBooking}
                  </Link>
                </Button>
              </form>
            </>
          )}
          {selection && (
            <ActionButton variant="ghost" size="sm" className="self-start" onClick={() => setSelection(null)}>
              {t.calendar.clear}
            </ActionButton>
          )}
        </section>
      )}
    </div>
  );
}

function HoldDetail({
  t,
  hold,
  stayLabel,
  label,
  onClose,
}: {
  t: TProps["t"];
  hold: TCalendarHold;
  stayLabel: string;
  label: string;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="hold-detail">
      <p className="font-semibold">{label}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t.common.stay}</dt>
        <dd>{stayLabel}</dd>
        <dt className="text-muted-foreground">{t.common.checkIn}</dt>
        <dd>{formatDisplayDate(hold.checkIn)}</dd>
        <dt className="text-muted-foreground">{t.common.checkOut}</dt>
        <dd>{formatDisplayDate(hold.checkOut)}</dd>
        <dt className="text-muted-foreground">{t.common.nights}</dt>
        <dd>{diffDays(hold.checkOut, hold.checkIn)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {hold.bookingId && (
          <Button asChild size="sm">
            <Link href={`/owner/bookings/${hold.bookingId}`}>{fill(t.calendar.openBooking, { number: hold.bookingNumber ?? "" })}</Link>
          </Button>
        )}
        {(hold.kind === "block" || hold.kind === "channel") && (
          <Button asChild size="sm" variant="outline">
            <Link href="/owner/blocks">{t.calendar.manageBlocks}</Link>
          </Button>
        )}
        <ActionButton size="sm" variant="ghost" onClick={onClose}>
          {t.shell.close}
        </ActionButton>
      </div>
    </div>
  );
}

export const CalendarGrid = withTRPC(CalendarGridIsland);
