// The error types domain code throws. Each transport (the /api wrapper, tRPC) maps its code to a
// status once. A Refusal names its words by a key, and the door that knows the reader's language
// says them (the domain and the infrastructure under the doors take no language); an AppError is
// a refusal already in words, as a door answers it.
import "server-only";
import type { z } from "zod";
import type { TVisitorRefusalKey, TVisitorRefusalParams } from "@/content/visitor-refusals";

const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TAppErrorCode = keyof typeof APP_ERROR_STATUS;

export type TFieldErrors = Record<string, string>;

/** When a 503 that names no time of its own says to try again: every 503 carries Retry-After. */
export const DEFAULT_UNAVAILABLE_RETRY_SECONDS = 5;

type TAppErrorDetails = { fields?: TFieldErrors; retryAfterSeconds?: number; reason?: string };

export class AppError extends Error {
  override name = "AppError";

  readonly details: TAppErrorDetails;

  constructor(
    readonly code: TAppErrorCode,
    message: string,
    details: TAppErrorDetails = {},
  ) {
    super(message);
    this.details =
      code === "UNAVAILABLE" && !details.retryAfterSeconds ? { ...details, retryAfterSeconds: DEFAULT_UNAVAILABLE_RETRY_SECONDS } : details;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * A refusal of domain code that names its words by a key of the reader's dictionary instead of
 * carrying them: the door that knows the reader's language chooses the text, so the domain takes
 * none. `field`: the input field it is about (its message then shows under it); `params`: what
 * the words fill in.
 */
export class Refusal<K extends string = string> extends Error {
  override name = "Refusal";

  constructor(
    readonly code: TAppErrorCode,
    readonly key: K,
    readonly details: {
      field?: string;
      reason?: string;
      params?: readonly (number | string)[];
      /** What a template's {placeholders} are filled with, for words that travel as a template (the console's). */
      values?: Record<string, number | string>;
      retryAfterSeconds?: number;
      /** Other fields refused at once, each by its own key (with what its words fill in). */
      moreFields?: Record<string, TFieldRefusal<K>>;
    } = {},
  ) {
    super(key);
  }
}

/**
 * An input refused by a schema of the domain's own (a shape its stored rows share, checked past
 * the door's): the door says each issue in its reader's words under its field, as it does its own
 * schema's.
 */
export class InputRefusal extends Error {
  override name = "InputRefusal";

  constructor(readonly error: z.ZodError) {
    super("The input was refused by its schema.");
  }
}

/** A field's refusal: its key, or its key and what its words fill in. */
export type TFieldRefusal<K extends string = string> = K | readonly [K, ...(number | string)[]];

/** A field's refusal as its key and parameters. */
function fieldRefusalOf<K extends string>(refusal: TFieldRefusal<K>): { key: K; params: readonly (number | string)[] } {
  if (typeof refusal === "string") return { key: refusal, params: [] };
  const [key, ...params] = refusal;
  return { key, params };
}

/** Fields refused at once, each by its own key (the first one's words are the message); none refused: undefined. */
export function refusedFields<K extends string>(fields: Record<string, TFieldRefusal<K>>): Refusal<K> | undefined {
  const [first, ...more] = Object.entries(fields);
  if (!first) return undefined;
  const { key, params } = fieldRefusalOf(first[1]);
  return new Refusal<K>("BAD_REQUEST", key, { field: first[0], params, moreFields: Object.fromEntries(more) });
}

/**
 * A refusal as a door answers it: `own` is its key's words (under its field), `message` the
 * reply's (a summary, else `own`), and `say` words each other field refused with it (`own`
 * where a key has none).
 */
export function refusalInWords(
  refusal: Refusal,
  {
    own,
    message = own,
    say,
  }: { own: string; message?: string; say: (key: string, params: readonly (number | string)[]) => string | undefined },
): AppError {
  const { field, reason, retryAfterSeconds, moreFields = {} } = refusal.details;
  const fields: TFieldErrors = field ? { [field]: own } : {};
  for (const [name, more] of Object.entries(moreFields)) {
    const { key, params } = fieldRefusalOf(more);
    fields[name] = say(key, params) ?? own;
  }
  return new AppError(refusal.code, message, {
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    ...(reason ? { reason } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}

/**
 * A refusal to a visitor: a key of the visitor's refusals (content/visitor-refusals.ts) with the
 * parameters its words fill in; the visitor's door (server/contract/refusals.ts) says it in the
 * visitor's language.
 */
export function refusedToVisitor<K extends TVisitorRefusalKey>(
  code: TAppErrorCode,
  key: K,
  details: { field?: string; reason?: string; retryAfterSeconds?: number } & (TVisitorRefusalParams<K> extends []
    ? { params?: [] }
    : { params: TVisitorRefusalParams<K> }) = {} as never,
): Refusal<K> {
  return new Refusal<K>(
    code,
    key,
    details as { field?: string; reason?: string; params?: readonly (number | string)[]; retryAfterSeconds?: number },
  );
}
