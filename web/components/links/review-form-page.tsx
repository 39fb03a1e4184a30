// The review form that needs no script (/review): the home page's "Write a Review" form (the
// review fields every review form shares, and the stay it is about) as a plain POST; after a
// refusal, what was typed and each field's message under it, in the page's language.
import { FIELD_CLASSES, FieldError, invalidProps } from "@/components/home/form-fields";
import { Honeypot } from "@/components/ui/honeypot";
import { NativeSelect } from "@/components/ui/native-select";
import { getDictionary } from "@/content/dictionaries";
import { REVIEW_TARGETS } from "@/content/stays";
import { fill } from "@/lib/fill";
import type { TLinkPageState } from "@/server/http/link-page";
import { LinkPageBody, Notice } from "./link-page";
import { ReviewPostForm } from "./review-invitation-page";

export function ReviewFormView({ state }: { state: TLinkPageState }) {
  const texts = getDictionary(state.language).reviews;
  const error = state.form?.errors.accommodationType;
  const stay = (
    <>
      <Honeypot />
      <label className="block text-sm font-medium">
        {texts.stayType}
        <NativeSelect
          name="accommodationType"
          defaultValue={state.form?.values.accommodationType ?? "general"}
          className={FIELD_CLASSES}
          options={REVIEW_TARGETS.map((target) => [target, texts.targets[target]] as const)}
          {...invalidProps("accommodationType", error)}
        />
        <FieldError name="accommodationType" error={error} />
      </label>
    </>
  );
  return (
    <LinkPageBody title={texts.formTitle}>
      {state.notice ? (
        <Notice alert testId="review-notice">
          {state.notice}
        </Notice>
      ) : null}
      <ReviewPostForm
        state={state}
        texts={{ ...texts, stars: (star) => (star === 1 ? texts.starOne : fill(texts.starOther, { count: star })) }}
        between={stay}
      />
    </LinkPageBody>
  );
}
