// The review invitation's form (/review/<token>): the review fields every review form shares
// (web/components/reviews/review-fields.tsx) in a plain POST that needs no script; after a
// refusal, what was typed and each field's message under it, in the page's language.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ReviewCommentField, ReviewNameField, ReviewStarsField } from "@/components/reviews/review-fields";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { STAYS, type TStayId } from "@/content/stays";
import type { TLinkPageState } from "@/server/http/link-page";
import { LinkPageBody, Notice } from "./link-page";

/** The form's title (the stay the review is for), when the door answered with the form. */
export function invitationTitle(state: TLinkPageState): string | undefined {
  const stay = state.facts?.stay;
  return stay && stay in STAYS ? GUEST_JOURNEY[state.language].review.title(STAYS[stay as TStayId].name[state.language]) : undefined;
}

type TReviewFormTexts = { name: string; rating: string; stars: (stars: number) => string; comment: string; submit: string };

/**
 * The review fields in a plain POST to the page's own address, what was typed and each field's
 * message after a refusal: the name, `between` (what a form asks besides), the stars, the words.
 */
export function ReviewPostForm({
  state,
  texts,
  between,
}: {
  state: TLinkPageState<unknown>;
  texts: TReviewFormTexts;
  between?: ReactNode;
}) {
  const values = state.form?.values ?? {};
  const errors = state.form?.errors ?? {};
  return (
    <form method="post" action={`${state.path}?lang=${state.language}`} noValidate className="flex flex-col gap-4">
      <ReviewNameField label={texts.name} defaultValue={values.guestName ?? ""} error={errors.guestName} required />
      {between}
      <ReviewStarsField legend={texts.rating} starLabel={texts.stars} defaultValue={Number(values.rating)} error={errors.rating} />
      <ReviewCommentField label={texts.comment} defaultValue={values.comment ?? ""} error={errors.comment} required />
      <Button type="submit" className="self-start">
        {texts.submit}
      </Button>
    </form>
  );
}

export function ReviewInvitationForm({ state }: { state: TLinkPageState }) {
  const texts = GUEST_JOURNEY[state.language].review;
  return (
    <LinkPageBody title={invitationTitle(state) ?? texts.invalidTitle}>
      {state.notice ? (
        <Notice alert testId="review-notice">
          {state.notice}
        </Notice>
      ) : null}
      <p>{texts.intro}</p>
      <ReviewPostForm state={state} texts={texts} />
    </LinkPageBody>
  );
}
