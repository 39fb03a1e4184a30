// Idempotency keys: a request retried with the same key and body gets the first reply again;
// the same key with another body is refused. Stored in PostgreSQL with the write itself.
import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { refusedToVisitor } from "../errors";

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export type TIdempotency = { scope: string; key: string; requestHash: string };

export type TStoredReply<T = unknown> = { status: number; body: T };

/** Checks the header's form; undefined when the client sent none. */
export function readIdempotencyKey(header: string | null): string | undefined {
  if (header === null) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw refusedToVisitor("BAD_REQUEST", "idempotencyKeyInvalid", { field: "Idempotency-Key" });
  }
  return header;
}

/** A digest of the request that a replay must match: canonical JSON, keys sorted. */
export function hashRequest(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The stored reply for this key, or undefined if the key is new; 422 if it was used for another body. */
/** Replies are only stored by the function that owns the scope, so their shape is that function's. */
export async function findStoredReply<T>(idempotency: TIdempotency): Promise<TStoredReply<T> | undefined> {
  const row = await getDb().idempotencyKey.findUnique({
    where: { scope_key: { scope: idempotency.scope, key: idempotency.key } },
    select: { requestHash: true, responseStatus: true, responseBody: true },
  });
  return replayOf<T>(row, idempotency);
}

type TStoredRow = { requestHash: string; responseStatus: number; responseBody: unknown };

/** SQL: the stored row of this key as JSON (`replayOf` reads it), or null; for a caller that reads it with other facts in one statement. */
export function storedReplySql(idempotency: TIdempotency | undefined): Prisma.Sql {
  if (!idempotency) return Prisma.sql`NULL::json`;
  return Prisma.sql`(SELECT json_build_object('requestHash', request_hash, 'responseStatus', response_status, 'responseBody', response_body)
    FROM idempotency_keys WHERE scope = ${idempotency.scope} AND key = ${idempotency.key})`;
}

/** The reply a stored row replays, or undefined without one; 422 if the key was used for another body. */
export function replayOf<T>(row: TStoredRow | null, idempotency: TIdempotency): TStoredReply<T> | undefined {
  if (!row) return undefined;
  if (row.requestHash !== idempotency.requestHash) throw refusedToVisitor("UNPROCESSABLE", "idempotencyKeyReused");
  return { status: row.responseStatus, body: row.responseBody as T };
}
