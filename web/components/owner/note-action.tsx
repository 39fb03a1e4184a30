"use client";
// One button that acts after the owner writes a note or reason: decline or cancel a booking,
// mark a channel's claim handled, remove a block. The text field opens with the button's first
// press; the second press sends. Shared by the conflicts and blocks screens.
import { useId, useRef, useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import type { TButtonProps } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "./field-error";

type TProps = {
  label: string;
  noteLabel: string;
  closeLabel: string;
  /** A note that must be given (a reason, what was done) rather than an optional one. */
  required: boolean;
  requiredMessage: string;
  variant?: TButtonProps["variant"];
  pending: boolean;
  onSubmit: (note: string) => void;
};

export function NoteAction({ label, noteLabel, closeLabel, required, requiredMessage, variant = "outline", pending, onSubmit }: TProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (required && !note.trim()) {
      setError(requiredMessage);
      field.current?.focus();
      return;
    }
    setError("");
    onSubmit(note.trim());
  }
  if (!open)
    return (
      <ActionButton
        variant={variant}
        size="sm"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => field.current?.focus());
        }}
      >
        {label}
      </ActionButton>
    );
  return (
    <form noValidate onSubmit={submit} className="flex w-full flex-col gap-2 rounded-md border p-3">
      <Label htmlFor={id}>{noteLabel}</Label>
      <Textarea
        ref={field}
        id={id}
        name="note"
        rows={2}
        maxLength={1000}
        value={note}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setNote(event.target.value)}
        className="min-h-16"
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex flex-wrap gap-2">
        <ActionButton type="submit" variant={variant === "outline" ? "secondary" : variant} size="sm" disabled={pending}>
          {label}
        </ActionButton>
        <ActionButton size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {closeLabel}
        </ActionButton>
      </div>
    </form>
  );
}
