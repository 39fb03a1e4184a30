// Database failures that are nobody's fault and pass: a deadlock (40P01) or serialization failure
// (40001), after which PostgreSQL has rolled the transaction back, and a connection lost or refused
// (`isDatabaseUnavailable`). `retryingTransaction` runs a whole transaction again a few times with
// jittered backoff; what still fails is answered by every door (the /api wrapper, tRPC, the link
// pages) with `asUnavailable`: 503, Retry-After, the visitor's language, no stack.
//
// A connection lost during COMMIT leaves unknown whether the transaction committed, so a retried
// transaction must be safe to run after its own success: each caller says how (create-booking.ts
// looks for its booking first; the decisions find the request decided and change nothing).
import "server-only";
import { refusedToVisitor, type Refusal } from "../errors";
import { getDb, getSqlState, isDatabaseUnavailable, type TTx } from "./client";

const CONFLICTS = new Set(["40P01", "40001"]);
/** Backoff before each retry, in ms; each waits a random 0.5-1.5 times its entry. */
const DELAYS_MS = [20, 60, 150, 400];
const RETRY_AFTER_SECONDS = 2;

/** Running the whole transaction again may succeed: it was rolled back by a conflict, or its connection failed. */
function isRetryable(error: unknown): boolean {
  const state = getSqlState(error);
  return (state !== undefined && CONFLICTS.has(state)) || prismaCode(error) === "P2034" || isDatabaseUnavailable(error);
}

function prismaCode(error: unknown): unknown {
  return (error as { code?: unknown } | null | undefined)?.code;
}

/**
 * `getDb().$transaction(work, options)`, run again while it fails retryably (`attempt` counts the
 * runs before this one); the last failure is rethrown.
 */
export async function retryingTransaction<T>(
  work: (tx: TTx, attempt: number) => Promise<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  return retrying((attempt) => getDb().$transaction((tx) => work(tx, attempt), options));
}

/**
 * `work` (a transaction, or one statement that is a transaction by itself), run again while it
 * fails retryably; the last failure is rethrown.
 */
export async function retrying<T>(work: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= DELAYS_MS.length || !isRetryable(error)) throw error;
      const delay = DELAYS_MS[attempt]! * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * The 503 a door answers for a failure of the database rather than the request: a retryable one,
 * or Prisma's P2028 (no pooled connection in time, or a transaction past its timeout), which is
 * not retried: it already waited. Undefined for anything else.
 */
export function asUnavailable(error: unknown): Refusal<"unavailable"> | undefined {
  if (!isRetryable(error) && prismaCode(error) !== "P2028") return undefined;
  return refusedToVisitor("UNAVAILABLE", "unavailable", { retryAfterSeconds: RETRY_AFTER_SECONDS });
}
