"use client";
// The frame of the site's public forms (review, guest photos): title, fields, submit and cancel
// buttons, plus what every one sends besides its fields: a honeypot input named `company` that
// people never see or reach (bots fill it; the API will reject those), and `formStartedAt`, the
// moment the form was opened (epoch ms), so the API can tell a person's pace from a script's.
import { useState, type ComponentProps, type FormEvent, type ReactNode } from "react";

export const FIELD_CLASSES =
  "mt-1 block w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring";

/** The honeypot input. Uncontrolled: the form always sends "" for it, whatever a bot types. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Company
        <input type="text" name="company" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The time the form was opened; `restart()` when it is opened again. */
export function useFormStartedAt(): { formStartedAt: number; restart: () => void } {
  const [formStartedAt, setFormStartedAt] = useState(() => Date.now());
  return { formStartedAt, restart: () => setFormStartedAt(Date.now()) };
}

/** The extra fields of every public form's JSON body. */
export function guardFields(formStartedAt: number): { company: ""; formStartedAt: number } {
  return { company: "", formStartedAt };
}

/**
 * A labelled text input; `error` (the server's message for this field) shows under it, and the
 * input names it as its description and is marked invalid.
 */
export function TextField({ label, error, ...props }: ComponentProps<"input"> & { label: string; error?: string }) {
  const errorId = error && props.name ? `${props.name}-error` : undefined;
  const describedBy = [props["aria-describedby"], errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label className="block text-sm font-medium">
        {label}
        <input {...props} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={FIELD_CLASSES} />
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-destructive" data-testid={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The per-field messages of a refused call (tRPC's `data.fields`), or {} when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { fields?: unknown } } | null)?.data;
  const fields = data?.fields;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** The guest's name, as both public forms ask for it (at most 100 characters, as the server takes). */
export function GuestNameField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      error={error}
      name="guestName"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="name"
      maxLength={100}
    />
  );
}

type TPublicFormProps = {
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  pending: boolean;
  labels: { submit: string; submitting: string; cancel: string };
  className?: string;
  children: ReactNode;
};

export function PublicForm({ id, title, onSubmit, onCancel, pending, labels, className = "", children }: TPublicFormProps) {
  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className={`relative max-w-xl rounded-lg border bg-card p-5 shadow-sm ${className}`}
      data-testid={id}
    >
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h3>
      <Honeypot />
      <div className="mt-4 space-y-4">{children}</div>
      <div className="mt-5 flex gap-3">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover disabled:opacity-60"
        >
          {pending ? labels.submitting : labels.submit}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex h-11 items-center rounded-md border border-input bg-card px-5 text-sm font-semibold hover:bg-muted"
        >
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
