// GET /book?stay=<stay>&lang=<en|af>: the booking form that needs no script, with the stay's
// months; POST: the booking request, and then what was asked for, or the form again with each
// field's message. Its door (web/server/approvals/handle-booking-form.ts bookingFormDoor, run by
// web/proxy.ts) has done the request and read the months; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingFormView, BookingSentView } from "@/components/links/booking-form-page";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { getDictionary } from "@/content/dictionaries";
import { fill } from "@/lib/fill";
import type { TBookingFormFacts, TBookingFormView } from "@/server/approvals/handle-booking-form";

async function read() {
  const state = await readLinkPage<TBookingFormFacts>();
  return { state, facts: state.facts };
}

export async function generateMetadata(): Promise<Metadata> {
  const { state, facts } = await read();
  const texts = getDictionary(state.language).booking;
  if (state.message) return { title: state.message.title };
  if (!facts) return { title: texts.noScript.noStayTitle };
  if (facts.sent) return { title: texts.success.title };
  return { title: fill(texts.noScript.title, { stay: getDictionary(state.language).stays.byId[facts.stay].name }) };
}

export default async function BookingFormPage() {
  const { state, facts } = await read();
  if (state.view === "none") notFound();
  const texts = getDictionary(state.language).booking.noScript;
  if (!facts) return <MessageBody message={state.message ?? { title: texts.noStayTitle, text: texts.noStay }} />;
  const view = state.view as TBookingFormView;
  return view === "sent" && facts.sent ? <BookingSentView state={{ ...state, facts }} /> : <BookingFormView state={{ ...state, facts }} />;
}
