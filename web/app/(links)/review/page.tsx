// GET /review?lang=<en|af>: the review form that needs no script; POST: the review, and then the
// thanks, or the form again with each field's message. Its door (web/server/approvals/
// handle-review-form.ts reviewFormDoor, run by web/proxy.ts) has taken the review and decided the
// status; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { ReviewFormView } from "@/components/links/review-form-page";
import { getDictionary } from "@/content/dictionaries";
import type { TReviewFormView } from "@/server/approvals/handle-review-form";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: state.message?.title ?? getDictionary(state.language).reviews.formTitle };
}

export default async function ReviewFormPage() {
  const state = await readLinkPage();
  if (state.view === "none") notFound();
  if (state.view === ("form" satisfies TReviewFormView) || !state.message) return <ReviewFormView state={state} />;
  return <MessageBody message={state.message} />;
}
