// The fields of the site's public forms, without client code of their own: the client islands
// (the review and guest photo forms) and the server pages with plain POST forms (the review
// invitation) render the same label, control and, after a refusal, the field's message under it.
import type { ComponentProps } from "react";
import { GUEST_NAME_MAX_LENGTH } from "@/content/form-limits";

export const FIELD_CLASSES =
  "mt-1 block w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring";

/** The id of the message under the field `name`, when it has one. */
export function fieldErrorId(name: string | undefined, error: string | undefined): string | undefined {
  return error && name ? `${name}-error` : undefined;
}

/** The message under a field after a refusal (the control names it by aria-describedby). */
export function FieldError({ name, error }: { name: string | undefined; error: string | undefined }) {
  const id = fieldErrorId(name, error);
  return id ? (
    <p id={id} className="mt-1 text-sm text-destructive" data-testid={id}>
      {error}
    </p>
  ) : null;
}

/** A control's aria-invalid and aria-describedby for its `error`, keeping any description it has. */
export function invalidProps(name: string | undefined, error: string | undefined, describedBy?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [describedBy, fieldErrorId(name, error)].filter(Boolean).join(" ") || undefined,
  };
}

/**
 * A labelled text input; `error` (the server's message for this field) shows under it, and the
 * input names it as its description and is marked invalid.
 */
export function TextField({ label, error, ...props }: ComponentProps<"input"> & { label: string; error?: string }) {
  return (
    <div>
      <label className="block text-sm font-medium">
        {label}
        <input {...props} {...invalidProps(props.name, error, props["aria-describedby"])} className={FIELD_CLASSES} />
      </label>
      <FieldError name={props.name} error={error} />
    </div>
  );
}

/**
 * The guest's name, as every public form asks for it (at most GUEST_NAME_MAX_LENGTH characters, as the server
 * takes). Controlled with `value` and `onChange`, or a plain form's field with `defaultValue`.
 */
export function GuestNameField({
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "name" | "onChange"> & { label: string; error?: string; onChange?: (value: string) => void }) {
  return (
    <TextField
      {...props}
      name="guestName"
      onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      autoComplete="name"
      maxLength={GUEST_NAME_MAX_LENGTH}
    />
  );
}
