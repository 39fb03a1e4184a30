"use client";
// 'Write a Review': name, stay, star rating (default 5) and comment. Name and comment must be
// non-empty once trimmed (toast 'Missing information'); while sending the button shows the
// pending label; on success a toast, the form resets and closes, and the list is refetched.
import { useMutation } from "@tanstack/react-query";
import { StarIcon } from "@/components/ui/icons";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/use-toast";
import { NativeSelect } from "@/components/ui/native-select";
import { REVIEW_TARGETS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { useTRPC } from "@/trpc/react";
import { FIELD_CLASSES, guardFields, GuestNameField, PublicForm, useFormStartedAt } from "./public-form";
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
      <GuestNameField label={texts.name} value={guestName} onChange={setGuestName} />
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
      <fieldset>
        <legend className="text-sm font-medium">{texts.rating}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="sr-only"
              />
              <StarIcon aria-hidden className={star <= rating ? "size-7 fill-current text-primary" : "size-7 text-input"} />
              <span className="sr-only">{star === 1 ? texts.starOne : fill(texts.starOther, { count: star })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium">
        {texts.comment}
        <textarea
          name="comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          maxLength={2000}
          className={FIELD_CLASSES}
        />
      </label>
    </PublicForm>
  );
}
