/**
 * The tRPC core: context, error formatting and the base procedures.
 * Edit this file to change what every procedure sees (context) or how errors leave the server.
 *
 * 1. Context: the visitor's language and address, read from the request headers.
 * 2. Errors: AppErrors thrown by domain code become TRPCErrors of the matching code, with the
 *    per-field messages under `data.fields`; a database that is busy or away, SERVICE_UNAVAILABLE
 *    (503, Retry-After: the handler's responseMeta); anything else is an internal error without details.
 * 3. Procedures: `publicProcedure` for reads, `limitedProcedure(bucket)` for writes.
 */
import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import superjson from "superjson";
import { getDictionary } from "@/content/dictionaries";
import { asUnavailable } from "../db/transient";
import { AppError, isAppError, type TAppErrorCode } from "../errors";
import { resolveLanguage } from "../http/language";
import { checkFormSignals, checkOrigin } from "../http/abuse";
import { consumeRateLimit, getClientAddress } from "../http/rate-limit";

// 1. Context
export function createTRPCContext({ headers }: { headers: Headers }) {
  const language = resolveLanguage(headers);
  return { headers, language, t: getDictionary(language), client: getClientAddress(headers) };
}
export type TTRPCContext = ReturnType<typeof createTRPCContext>;

// 2. Errors
const TRPC_CODES: Record<TAppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  UNPROCESSABLE: "UNPROCESSABLE_CONTENT",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL_SERVER_ERROR",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

const t = initTRPC.context<TTRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const appError = error.cause instanceof AppError ? error.cause : undefined;
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      data: { ...data, appCode: appError?.details.reason ?? appError?.code ?? null, fields: appError?.details.fields ?? null },
    };
  },
});

const mapAppErrors = t.middleware(async ({ next, ctx }) => {
  const result = await next();
  if (!result.ok) {
    const cause = isAppError(result.error.cause) ? result.error.cause : asUnavailable(result.error.cause, ctx.t);
    if (cause) throw new TRPCError({ code: TRPC_CODES[cause.code], message: cause.message, cause });
    if (result.error.code === "INTERNAL_SERVER_ERROR") {
      console.error("[trpc] procedure failed", result.error);
      throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: ctx.t.api.internal });
    }
  }
  return result;
});

// 3. Procedures
export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

/** A write: same-origin only, rate-limited per client, and (for public forms) bot-checked. */
export function limitedProcedure(bucket: string, { form = false }: { form?: boolean } = {}) {
  return publicProcedure.use(async ({ ctx, next, getRawInput }) => {
    checkOrigin(ctx.headers, ctx.t);
    await consumeRateLimit(bucket, ctx.client, ctx.t);
    if (form) {
      const raw = (await getRawInput()) as { request?: unknown } | undefined;
      checkFormSignals(raw && typeof raw === "object" && "request" in raw ? raw.request : raw, ctx.t);
    }
    return next();
  });
}
