"use client";
// 'Write a Review': name, stay, star rating (default 5) and comment (the review fields every review
// form shares, web/components/reviews/review-fields.tsx). Name and comment must be
// non-empty once trimmed (toast 'Missing information'); while sending the button shows the
// pending label; on success a toast, the form resets and closes, and the list is refetched.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/use-toast";
import { NativeSelect } from "@/components/ui/native-select";
import { REVIEW_TARGETS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { useTRPC } from "@/trpc/react";
import { ReviewCommentField, ReviewNameField, ReviewStarsField } from "@/components/reviews/review-fields";
import { FIELD_CLASSES } from "./form-fields";
import { guardFields, PublicForm, useFormStartedAt } from "./public-form";
import type { TReviewTexts } from "./reviews-section";

type TReviewTarget = (typeof REVIEW_TARGETS)[number];

export function ReviewForm({ texts, onClose, onSubmitted }: { texts: TReviewTexts; onClose: () => void; onSubmitted: () => void }) {
  const trpc = useTRPC();
  const { formStartedAt } = useFormStartedAt();
  const [guestName, setGuestName] = useState("");
  const [accommodationType, setAccommodationType] = useState<TReviewTarget>("general");
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState("");
  const create = useMutation(trpc.reviews.create.mutationOptions());

  function reset() {
    setGuestName("");
    setAccommodationType("general");
    setRating(5);
    setComment("");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = guestName.trim();
    const text = comment.trim();
    if (!name || !text) {
      toast({ title: texts.missingTitle, description: texts.missingBody, variant: "destructive" });
      return;
    }
    create.mutate(
      { guestName: name, accommodationType, rating, comment: text, source: "website", ...guardFields(formStartedAt) },
      {
        onSuccess: () => {
          toast({ title: texts.successTitle, description: texts.successBody });
          reset();
          onClose();
          onSubmitted();
        },
        onError: () => toast({ title: texts.errorTitle, description: texts.errorBody, variant: "destructive" }),
      },
    );
  }

  return (
    <PublicForm id="review-form" title={texts.formTitle} onSubmit={submit} onCancel={onClose} pending={create.isPending} labels={texts}>
      <ReviewNameField label={texts.name} value={guestName} onChange={setGuestName} />
      <label className="block text-sm font-medium">
        {texts.stayType}
        <NativeSelect
          name="accommodationType"
          value={accommodationType}
          onChange={(event) => setAccommodationType(event.target.value as TReviewTarget)}
          className={FIELD_CLASSES}
          options={REVIEW_TARGETS.map((target) => [target, texts.targets[target]] as const)}
        />
      </label>
      <ReviewStarsField
        legend={texts.rating}
        starLabel={(star) => (star === 1 ? texts.starOne : fill(texts.starOther, { count: star }))}
        value={rating}
        onChange={setRating}
      />
      <ReviewCommentField label={texts.comment} value={comment} onChange={setComment} />
    </PublicForm>
  );
}
