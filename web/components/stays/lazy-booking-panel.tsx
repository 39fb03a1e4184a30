"use client";
// The stay page's booking panel, loaded when the visitor comes near it. On a phone it sits below
// the photos and the description, so the calendar (react-day-picker, date-fns) and the panel's
// code are neither downloaded nor run before the page is readable; on a wide screen it is in view
// and loads straight after hydration. Its placeholder is server HTML of about the panel's height,
// with the heading and nightly price; NearScreen keeps it up until the panel's code has arrived.
import { lazy } from "react";
import { NearScreen } from "@/components/ui/near-screen";
import { Spinner } from "@/components/ui/spinner";
import type { TBookingPanelProps } from "./booking-panel";
import { BOOKING_PANEL_CLASS, BookingPanelHeading } from "./booking-panel-heading";

const BookingPanel = lazy(() => import("./booking-panel").then((module) => ({ default: module.BookingPanel })));

export function LazyBookingPanel(props: TBookingPanelProps) {
  const placeholder = (
    <section aria-labelledby="booking-title" aria-busy="true" data-keep-clear className={BOOKING_PANEL_CLASS}>
      <BookingPanelHeading pricePerNightCents={props.prices.pricePerNightCents} texts={props.texts} />
      {/* Without scripts the panel never comes: the page's noscript link to the form that needs none stands in. */}
      <div className="flex min-h-[748px] items-start justify-center pt-40 noscript:hidden">
        <Spinner label={props.texts.loadingCalendar} className="text-secondary" />
      </div>
    </section>
  );
  return (
    <NearScreen placeholder={placeholder}>
      <BookingPanel {...props} />
    </NearScreen>
  );
}
