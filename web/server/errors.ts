// The one error type domain code throws. Each transport (the /api wrapper, tRPC) maps its code
// to a status once; the message is already in the visitor's language.

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

export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: TAppErrorCode,
    message: string,
    readonly details: { fields?: TFieldErrors; retryAfterSeconds?: number; reason?: string } = {},
  ) {
    super(message);
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
