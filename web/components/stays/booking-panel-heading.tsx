// The booking panel's heading and nightly price, shared by the panel and the placeholder that
// holds its place (server HTML) until the panel's code loads.
import { formatShortRand } from "@/content/site";
import type { TBookingTexts } from "./booking-panel";

/** The panel's card, the same for the panel and its placeholder. */
export const BOOKING_PANEL_CLASS = "rounded-lg border bg-card p-5 shadow-sm";

export function BookingPanelHeading({
  pricePerNightCents,
  texts,
}: {
  pricePerNightCents: number;
  texts: Pick<TBookingTexts, "panelTitle" | "perNight">;
}) {
  return (
    <>
      <h2 id="booking-title" className="sr-only">
        {texts.panelTitle}
      </h2>
      <p className="text-2xl font-semibold">
        {formatShortRand(pricePerNightCents)} <span className="text-base font-normal text-muted-foreground">{texts.perNight}</span>
      </p>
    </>
  );
}
