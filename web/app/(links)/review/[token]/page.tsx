// GET /review/<token>: the review form a guest is invited to after a confirmed stay; a POST's
// result (the form again with each field's message, or the thanks). Its door
// (web/server/reviews/invitation.ts reviewInvitationDoor, run by web/proxy.ts) has checked the
// token and stored a POST's review; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { ReviewInvitationForm, invitationTitle } from "@/components/links/review-invitation-page";
import { GUEST_JOURNEY } from "@/content/guest-journey";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: state.message?.title ?? invitationTitle(state) ?? GUEST_JOURNEY[state.language].review.invalidTitle };
}

export default async function ReviewInvitationPage() {
  const state = await readLinkPage();
  if (state.view === "none") notFound();
  const texts = GUEST_JOURNEY[state.language].review;
  if (state.view === "form") return <ReviewInvitationForm state={state} />;
  return <MessageBody message={state.message ?? { title: texts.invalidTitle, text: texts.invalid }} />;
}
