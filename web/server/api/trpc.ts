/**
 * The tRPC core: context, error formatting and the base procedures.
 * Edit this file to change what every procedure sees (context) or how errors leave the server.
 *
 * 1. Context: the visitor's language and address, read from the request headers.
 * 2. Errors: AppErrors thrown by domain code become TRPCErrors of the matching code, with the
 *    per-field messages under `data.fields` (an owner's input refused by its schema, and a domain
 *    Refusal, first get the owner's words in `ownerProcedure`: the formatter's context is the
 *    request's, before the owner's session is known); a database that is busy or away, SERVICE_UNAVAILABLE
 *    (503, Retry-After: the handler's responseMeta); anything else is an internal error without details.
 * 3. Procedures: `callProcedure(CALLS.x)` for a call of web/server/contract/calls.ts: its rules
 *    (Origin, rate limit, form signals, input with messages in the visitor's language, the photo
 *    limit's condition) come from there, as the /api routes' do, and a domain Refusal gets the
 *    visitor's words (web/server/contract/refusals.ts); its body limit is applied by the
 *    handler (app/api/trpc/[trpc]/route.ts) while the body streams. `publicProcedure` is the bare base.
 */
import "server-only";
import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import superjson from "superjson";
import type { z } from "zod";
import { getDictionary } from "@/content/dictionaries";
import { AppError, Refusal, type TAppErrorCode } from "../errors";
import { logger } from "../log";
import type { TCall } from "../contract/calls";
import { admitCall, parseCallInput } from "../contract/door";
import { replyLanguage, unavailableErrorOf, visitorErrorOf, visitorRefusal } from "../contract/refusals";
import { resolveLanguage } from "../http/language";
import { checkOrigin } from "../http/abuse";
import { getClientAddress } from "../http/rate-limit";
import { getOwnerSession, ownerCallOf } from "../auth/session";
import { getOwnerMessages } from "../owner/messages";
import { ownerErrorOf } from "../owner/door-errors";

// 1. Context
/** `bodyBytes`: the size of the HTTP body the procedure came in (0 in-process). */
export function createTRPCContext({ headers, bodyBytes = 0 }: { headers: Headers; bodyBytes?: number }) {
  const language = resolveLanguage(headers);
  return { headers, language, t: getDictionary(language), client: getClientAddress(headers), bodyBytes };
}
type TTRPCContext = ReturnType<typeof createTRPCContext>;

// 2. Errors
const TRPC_CODES: Record<TAppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
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

const mapAppErrors = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (!result.ok) {
    // A refusal of the door itself (another site, too many requests) or a database away, in the request's language.
    const cause = visitorErrorOf(result.error.cause, ctx.language) ?? unavailableErrorOf(result.error.cause, ctx.language);
    if (cause) throw new TRPCError({ code: TRPC_CODES[cause.code], message: cause.message, cause });
    if (result.error.code === "INTERNAL_SERVER_ERROR") {
      logger.error({ err: result.error.cause ?? result.error, procedure: path }, "procedure failed");
      throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: ctx.t.api.internal });
    }
  }
  return result;
});

// 3. Procedures
export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
const publicProcedure = t.procedure.use(mapAppErrors);

/**
 * The input as `parseCallInput` already gave it, typed as the call's schema: tRPC's own parse step
 * hands it on unchanged (parsing it twice would cost the schema's checks again, and a schema's
 * transforms need not accept their own output), while the browser still learns the input's type.
 */
function parsedInputOf<S extends z.ZodType>(): { _input: z.input<S>; _output: z.output<S>; parse: (input: unknown) => z.output<S> } {
  return { parse: (input) => input as z.output<S> } as { _input: z.input<S>; _output: z.output<S>; parse: (input: unknown) => z.output<S> };
}

/**
 * A procedure that keeps its call's rules. The input is parsed once, with the call's messages in
 * the visitor's language (a fault is the same AppError the /api route gives), and what the
 * schema made of it is the procedure's input.
 */
export function callProcedure<C extends TCall & { input: z.ZodType }>(call: C) {
  return publicProcedure
    .use(async ({ ctx, next, getRawInput }) => {
      await admitCall(call, ctx.headers, ctx.client);
      const input = parseCallInput(call, await getRawInput(), ctx.t, ctx.bodyBytes);
      const result = await next({ getRawInput: () => Promise.resolve(input) });
      // The one place a public call's domain Refusal gets its words: in the visitor's language (the
      // one the input names, else the request's), as the /api route says it; the formatter carries them.
      const cause = result.ok ? undefined : result.error.cause;
      const refused = cause instanceof Refusal ? visitorRefusal(cause as Refusal, replyLanguage(input, ctx.language)) : undefined;
      if (refused) throw new TRPCError({ code: TRPC_CODES[refused.code], message: refused.message, cause: refused });
      return result;
    })
    .input(parsedInputOf<C["input"]>());
}

/** A procedure of a call without input (a list). */
export function callQuery(call: TCall) {
  return publicProcedure.use(async ({ ctx, next }) => {
    await admitCall(call, ctx.headers, ctx.client);
    return next();
  });
}

/**
 * The owner's console: refused (UNAUTHORIZED) without a live owner session, and same-origin only
 * like the public writes. Refusals then speak the owner's chosen language: an input refused by its
 * schema is a 400 with one message per field (web/server/owner/door-errors.ts).
 */
export const ownerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  checkOrigin(ctx.headers);
  const session = await getOwnerSession(ctx.headers);
  if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: getOwnerMessages(ctx.language).signInRequired });
  const result = await next({
    ctx: {
      language: session.language,
      t: getDictionary(session.language),
      owner: ownerCallOf(session),
    },
  });
  // The one place the owner's refusals get their words: an input its schema refused (one message
  // per field) and a domain Refusal, in the owner's language; the formatter then carries them.
  const refusal = result.ok ? undefined : ownerErrorOf(result.error, session.language);
  if (refusal) throw new TRPCError({ code: TRPC_CODES[refusal.code], message: refusal.message, cause: refusal });
  return result;
});
