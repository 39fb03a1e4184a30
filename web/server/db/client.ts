// The Prisma client over node-postgres, one per process.
// Import `db` from here; never construct another client.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { getConfig } from "../config";
import { PrismaClient } from "./generated/client";

export type { Prisma } from "./generated/client";
export type TDb = PrismaClient;
export type TTx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { orania_db?: PrismaClient };

function createClient(): PrismaClient {
  const config = getConfig();
  const adapter = new PrismaPg({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
  return new PrismaClient({ adapter });
}

/** Lazily created so that importing this module (as the build does) opens no connection. */
export function getDb(): PrismaClient {
  globalForDb.orania_db ??= createClient();
  return globalForDb.orania_db;
}

/**
 * PostgreSQL's SQLSTATE of a failed query. Prisma 7 reports driver errors as P2010 and keeps the
 * database's code on the driver adapter error's cause (`originalCode`); Prisma's own P-codes are
 * never taken for a SQLSTATE.
 */
export function getSqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const node = current as { code?: unknown; originalCode?: unknown; cause?: unknown; meta?: unknown; clientVersion?: unknown };
    if (typeof node.originalCode === "string") return node.originalCode;
    const isPrismaError = "clientVersion" in node;
    if (!isPrismaError && typeof node.code === "string" && /^[0-9A-Z]{5}$/.test(node.code)) return node.code;
    const meta = node.meta as { driverAdapterError?: unknown } | undefined;
    current = meta?.driverAdapterError ?? node.cause;
  }
  return undefined;
}

export const SQLSTATE = {
  EXCLUSION_VIOLATION: "23P01",
  UNIQUE_VIOLATION: "23505",
} as const;

const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|terminating connection|DatabaseNotReachable|Can't reach database|database system is (starting up|shutting down)|Connection closed|not queryable|timeout exceeded when trying to connect/i;

/**
 * True when the database could not be reached, or the connection broke (it is restarting or away;
 * a backend was terminated mid-statement: 57P01): the client is not at fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const node = current as { message?: unknown; code?: unknown; kind?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
    if (node.code === "P1001" || node.code === "P1017" || node.kind === "DatabaseNotReachable" || node.kind === "ConnectionClosed")
      return true;
    if (typeof node.message === "string" && UNREACHABLE.test(node.message)) return true;
    current = node.meta?.driverAdapterError ?? node.cause;
  }
  return false;
}
