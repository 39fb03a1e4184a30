// GET /booking/<token>: the guest's booking page (?cancel=1: the step that confirms a
// cancellation). Its door (web/server/approvals/handle-booking-page.ts bookingPageDoor, run by
// web/proxy.ts) has checked the token, done a POST's action and read all the page shows; this
// renders its answer and reads nothing.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingPageView, ConfirmCancelView } from "@/components/links/booking-page";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import type { TBookingPage } from "@/server/approvals/handle-booking-page";

async function read() {
  const state = await readLinkPage<TBookingPage>();
  const page = state.view === "page" || state.view === "confirm-cancel" ? state.facts : undefined;
  return { state, page };
}

export async function generateMetadata(): Promise<Metadata> {
  const { state, page } = await read();
  const texts = GUEST_JOURNEY[state.language].page;
  if (state.message) return { title: state.message.title };
  if (state.view === "confirm-cancel") return { title: texts.cancelConfirmTitle };
  return { title: page ? texts.title(page.booking.number) : texts.invalidTitle };
}

export default async function BookingPage() {
  const { state, page } = await read();
  if (state.view === "none") notFound();
  const texts = GUEST_JOURNEY[state.language];
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
