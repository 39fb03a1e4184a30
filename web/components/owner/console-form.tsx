"use client";
// One way for every console form to check, send and report: the browser's own checks and the
// server's per-field refusals both land under their fields (tied by aria-describedby), focus goes
// to the first field with a message, and a refusal the fields cannot show is announced in a toast.
// Field ids are `${idPrefix}-${name}`, their messages `…-error` and their hints `…-hint`.
import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { keepTypedValues } from "@/lib/keep-typed-values";
import { FieldError } from "./field-error";
import { focusFirstField } from "./focus-first-field";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

/** The attributes a control of a console form takes: its id, name and ARIA ties to message and hint. */
export type TFieldProps = { id: string; name: string; "aria-invalid": boolean; "aria-describedby": string | undefined };

export function useConsoleForm(idPrefix: string, failedTitle: string) {
  const { succeeded, failedIn } = useOwnerAction(failedTitle);
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<TFieldMessages>({});
  // What the owner typed before the form came alive is what it holds (and sends).
  useEffect(() => keepTypedValues(form.current), []);

  /** The server refused: show its per-field messages and focus the first (a toast for anything else). */
  const refused = useCallback(
    (error: unknown) => {
      const fields = failedIn(error, form);
      setErrors(fields);
      focusFirstField(form, fields);
      return fields;
    },
    [failedIn],
  );

  /** The form's own checks before sending: shows what it found; true when there is nothing. */
  const passes = (found: TFieldMessages) => {
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    focusFirstField(form, found);
    return false;
  };

  const fieldProps = (name: string, hasHint = false): TFieldProps => ({
    id: `${idPrefix}-${name}`,
    name,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby":
      [errors[name] ? `${idPrefix}-${name}-error` : "", hasHint ? `${idPrefix}-${name}-hint` : ""].filter(Boolean).join(" ") || undefined,
  });

  /** The server took it: the messages of an earlier refusal go, and the result is toasted. */
  const done = useCallback(
    (message: string, goTo?: string) => {
      setErrors({});
      succeeded(message, goTo);
    },
    [succeeded],
  );

  return { idPrefix, form, errors, setErrors, refused, passes, fieldProps, succeeded: done };
}

export type TConsoleForm = ReturnType<typeof useConsoleForm>;

/**
 * A form that adds something (a block, a season, an imported review): its values start as `empty`
 * and return to it once the server took them, with `done` toasted; a refusal lands under the
 * fields. `settled` goes to the mutation's options.
 */
export function useEntryForm<T extends Record<string, string>>(idPrefix: string, failedTitle: string, empty: T, done: string) {
  const consoleForm = useConsoleForm(idPrefix, failedTitle);
  const [values, setValues] = useState(empty);
  /** The change handler of one field: takes the new text or the control's change event. */
  const set = (name: keyof T) => (input: string | { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: typeof input === "string" ? input : input.target.value }));
  const settled = {
    onSuccess: () => {
      setValues(empty);
      consoleForm.succeeded(done);
    },
    onError: consoleForm.refused,
  };
  return { consoleForm, values, set, settled };
}

/** A labelled text area with a hint under it, for a form that checks nothing of it (a note, a reply). */
export function HintedTextarea({
  id,
  label,
  hint,
  ...props
}: { id: string; label: ReactNode; hint: ReactNode } & Omit<ComponentProps<typeof Textarea>, "id" | "aria-describedby">) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} aria-describedby={`${id}-hint`} {...props} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** A labelled field of a console form: the label, the control (given its props), a hint and its message. */
export function ConsoleField({
  form,
  name,
  label,
  hint,
  className,
  children,
}: {
  form: Pick<TConsoleForm, "idPrefix" | "errors" | "fieldProps">;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (props: TFieldProps) => ReactNode;
}) {
  const id = `${form.idPrefix}-${name}`;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(form.fieldProps(name, Boolean(hint)))}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={form.errors[name]} />
    </div>
  );
}

/**
 * A text field of a console form, one line or several, whose value the form keeps: `input` sets
 * the one-line control's type, keyboard and length.
 */
export function ConsoleTextField({
  form,
  name,
  label,
  hint,
  value,
  onChange,
  rows,
  input,
}: {
  form: TConsoleForm;
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** Lines of a multi-line field; a one-line field without. */
  rows?: number;
  input?: Pick<ComponentProps<typeof Input>, "type" | "inputMode" | "maxLength">;
}) {
  return (
    <ConsoleField form={form} name={name} label={label} hint={hint}>
      {(field) =>
        rows ? (
          <Textarea {...field} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input {...field} {...input} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </ConsoleField>
  );
}

/** A checkbox with its label and hint; its id is `{idPrefix}-{name}`. */
export function CheckboxField({
  idPrefix = "terms",
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  idPrefix?: string;
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      <div className="flex items-center gap-2">
        <input
          id={`${idPrefix}-${name}`}
          name={name}
          type="checkbox"
          className="size-5 accent-primary"
          checked={checked}
          aria-describedby={`${idPrefix}-${name}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Label htmlFor={`${idPrefix}-${name}`}>{label}</Label>
      </div>
      <p id={`${idPrefix}-${name}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </>
  );
}
