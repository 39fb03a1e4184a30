// The review form's fields, one set for every form that takes a review: the home page's (a client
// island that posts to the API) and the review invitation's (a plain POST that needs no script).
// The name, the rating as five radio inputs drawn as stars, and the words; each with its label,
// its length limit and, after a refusal, its message under it (the control marked invalid and
// described by it). Controlled with `value`/`onChange`, or a plain form's fields with `defaultValue`.
import type { ComponentProps } from "react";
import { FIELD_CLASSES, FieldError, invalidProps } from "@/components/home/form-fields";
import { StarIcon } from "@/components/ui/icons";
import { REVIEW_COMMENT_MAX_LENGTH } from "@/content/form-limits";

export { GuestNameField as ReviewNameField } from "@/components/home/form-fields";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The rating: five radio inputs, each labelled in words (`starLabel`) and drawn as a star; every
 * star up to the chosen one is filled by CSS (`.star-choice` in app/site.css), so the stars
 * show the choice without script too.
 */
export function ReviewStarsField({
  legend,
  starLabel,
  error,
  value,
  onChange,
  defaultValue,
}: {
  legend: string;
  starLabel: (stars: number) => string;
  error?: string;
  value?: number;
  onChange?: (stars: number) => void;
  defaultValue?: number;
}) {
  return (
    <fieldset role="radiogroup" {...invalidProps("rating", error)}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="star-choice relative cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              {...(onChange ? { checked: value === star, onChange: () => onChange(star) } : { defaultChecked: defaultValue === star })}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <StarIcon aria-hidden className="size-7" />
            <span className="sr-only">{starLabel(star)}</span>
          </label>
        ))}
      </div>
      <FieldError name="rating" error={error} />
    </fieldset>
  );
}

/** The review's words (at most REVIEW_COMMENT_MAX_LENGTH characters, as the server takes). */
export function ReviewCommentField({
  label,
  error,
  onChange,
  ...props
}: Omit<ComponentProps<"textarea">, "name" | "onChange"> & { label: string; error?: string; onChange?: (value: string) => void }) {
  return (
    <div>
      <label className="block text-sm font-medium">
        {label}
        <textarea
          {...props}
          name="comment"
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          {...invalidProps("comment", error)}
          className={FIELD_CLASSES}
        />
      </label>
      <FieldError name="comment" error={error} />
    </div>
  );
}
