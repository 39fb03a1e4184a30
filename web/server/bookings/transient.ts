// Transient database failures on the booking write paths: a deadlock (40P01), a serialization
// failure (40001), or no pooled connection in time. The whole transaction is retried a few times
// with jittered backoff; when retries run out the client gets 503 with Retry-After, never a 5xx
// without one.
import { getSqlState } from "../db/client";
import { AppError } from "../errors";

const TRANSIENT_STATES = new Set(["40P01", "40001"]);
const DELAYS_MS = [20, 60, 150, 400];

export function isTransient(error: unknown): boolean {
  const state = getSqlState(error);
  if (state && TRANSIENT_STATES.has(state)) return true;
  // Prisma: a transaction could not start in time (pool exhausted) or timed out.
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === "P2028" || code === "P2034";
}

export async function withTransientRetry<T>(work: () => Promise<T>, unavailableMessage = "Please try again in a moment."): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (attempt >= DELAYS_MS.length) throw new AppError("UNAVAILABLE", unavailableMessage, { retryAfterSeconds: 2 });
      const base = DELAYS_MS[attempt]!;
      await new Promise((resolve) => setTimeout(resolve, base / 2 + Math.random() * base));
    }
  }
}
