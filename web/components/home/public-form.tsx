"use client";
// The frame of the site's public forms (review, guest photos): title, fields, submit and cancel
// buttons, plus what every one sends besides its fields: a honeypot input named `company` that
// people never see or reach (bots fill it; the API will reject those), and `formStartedAt`, the
// moment the form was opened (epoch ms), so the API can tell a person's pace from a script's.
import { useState, type FormEvent, type ReactNode } from "react";
import { Honeypot } from "@/components/ui/honeypot";

/** The time the form was opened; `restart()` when it is opened again. */
export function useFormStartedAt(): { formStartedAt: number; restart: () => void } {
  const [formStartedAt, setFormStartedAt] = useState(() => Date.now());
  return { formStartedAt, restart: () => setFormStartedAt(Date.now()) };
}

/** The extra fields of every public form's JSON body. */
export function guardFields(formStartedAt: number): { company: ""; formStartedAt: number } {
  return { company: "", formStartedAt };
}

/** The per-field messages of a refused call (tRPC's `data.fields`), or {} when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { fields?: unknown } } | null)?.data;
  const fields = data?.fields;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
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
