// Messages in the visitor's language, chosen when the input is parsed: the schemas themselves are
// static (one per call, shared by both doors, the OpenAPI document and the browser), and each call
// names one message per top-level field. zod 4 asks the per-parse error map for every issue that
// has no message of its own, with the issue's full path; a rule that needs its own message (a
// refinement comparing fields) attaches it as `params: say((t) => ...)`.
import "server-only";
import type { z } from "zod";
import type { TDictionary } from "@/content/dictionaries";
import { AppError, type TFieldErrors } from "../errors";

export type TIssue = z.core.$ZodRawIssue;
/** A message of the dictionary, resolved once the language is known. */
type TSay = (t: TDictionary) => string;
/** A field's message; `input` is the whole input parsed, for a message that depends on another field. */
export type TFieldMessage = (t: TDictionary, issue: TIssue, input: unknown) => string;
/** Top-level field -> its message; "body" is the whole input (not an object, say). */
export type TMessages = Readonly<Record<string, TFieldMessage>>;

/** The params of an issue that carries its own message. */
export function say(message: TSay): { say: TSay } {
  return { say: message };
}

/** One message for any fault of the field. */
export function always(message: TSay): TFieldMessage {
  return (t) => message(t);
}

/** A text field: "at most N characters" when too long, else its own message. */
export function text(message: TSay): TFieldMessage {
  return (t, issue) => (issue.code === "too_big" && issue.origin === "string" ? t.validation.tooLong(Number(issue.maximum)) : message(t));
}

export function messageFor(t: TDictionary, messages: TMessages, issue: TIssue, input?: unknown): string {
  const own = (issue.params as { say?: TSay } | undefined)?.say;
  if (own) return own(t);
  const field = issue.path && issue.path.length > 0 ? String(issue.path[0]) : "body";
  return messages[field]?.(t, issue, input) ?? t.api.invalidInput;
}

function toFieldErrors(error: z.ZodError): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Parses untrusted input; a fault is a 400 (or the call's own code) with a message per field. */
export function parseWithMessages<T extends z.ZodType>(
  schema: T,
  messages: TMessages,
  input: unknown,
  t: TDictionary,
  code: "BAD_REQUEST" | "NOT_FOUND" = "BAD_REQUEST",
): z.output<T> {
  const result = schema.safeParse(input, { error: (issue) => messageFor(t, messages, issue, input) });
  if (result.success) return result.data;
  const fields = toFieldErrors(result.error);
  const message = code === "NOT_FOUND" ? (Object.values(fields)[0] ?? t.api.notFound) : t.api.invalidInput;
  throw new AppError(code, message, { fields });
}
