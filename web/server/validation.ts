// Runs a zod schema over untrusted input and turns its issues into one AppError with a message
// per field, in the visitor's language (the schemas carry the dictionary's messages).
import { z } from "zod";
import type { TDictionary } from "@/content/dictionaries";
import { AppError, type TFieldErrors } from "./errors";

export function toFieldErrors(error: z.ZodError): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[path] ??= issue.message;
  }
  return fields;
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown, t: TDictionary): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError("BAD_REQUEST", t.api.invalidInput, { fields: toFieldErrors(result.error) });
  }
  return result.data;
}

/**
 * Builds a schema once per distinct key: zod compiles a schema on first use, so building one per
 * request would repeat that work on every request.
 */
export function memoizeSchema<TArgs extends unknown[], TSchema>(key: (...args: TArgs) => string, build: (...args: TArgs) => TSchema) {
  const cache = new Map<string, TSchema>();
  return (...args: TArgs): TSchema => {
    const k = key(...args);
    let schema = cache.get(k);
    if (!schema) {
      if (cache.size > 64) cache.clear();
      schema = build(...args);
      cache.set(k, schema);
    }
    return schema;
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Control characters other than tab and line breaks; NUL in particular cannot be stored in text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True for text PostgreSQL can store and people can read: no lone surrogates, no control characters. */
export function isSafeText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !CONTROL.test(text);
}

/** An e-mail address as every form takes it: trimmed, at most 254 characters, one message for any fault. */
export function zEmail(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));
}
