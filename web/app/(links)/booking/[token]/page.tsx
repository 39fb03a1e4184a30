// GET /booking/<token>: the guest's booking page (?cancel=1: the step that confirms a
// cancellation). Its door (web/server/approvals/handle-booking-page.ts bookingPageDoor, run by
// web/proxy.ts) has already checked the token and done a POST's action; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BookingPageView, ConfirmCancelView } from "@/components/links/booking-page";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { readBookingPage } from "@/server/approvals/handle-booking-page";

type TProps = { params: Promise<{ token: string }> };

/** The booking the token names, read once for the metadata and the page. */
const readPage = cache(readBookingPage);

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const state = await readLinkPage();
  const texts = GUEST_JOURNEY[state.language].page;
  if (state.message) return { title: state.message.title };
  if (state.view === "confirm-cancel") return { title: texts.cancelConfirmTitle };
  const page = state.view === "page" ? await readPage((await params).token) : null;
  return { title: page ? texts.title(page.booking.number) : texts.invalidTitle };
}

export default async function BookingPage({ params }: TProps) {
  const state = await readLinkPage();
  if (state.view === "none") notFound();
  const texts = GUEST_JOURNEY[state.language];
  const page = state.view === "page" || state.view === "confirm-cancel" ? await readPage((await params).token) : null;
  if (!page)
    return (
      <MessageBody message={state.message ?? { title: texts.page.invalidTitle, text: texts.page.invalid }}>
        <p>
          <a className="font-semibold text-secondary underline underline-offset-4" href={`/booking?lang=${state.language}`}>
            {texts.resend.title}
          </a>
        </p>
      </MessageBody>
    );
  return state.view === "confirm-cancel" ? <ConfirmCancelView page={page} state={state} /> : <BookingPageView page={page} state={state} />;
}
