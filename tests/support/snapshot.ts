// What "changed nothing" means for the security and fault suites: row counts of every table and
// the number of objects in the test bucket.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { getDb } from "@/server/db/client";
import { TEST_S3_DIR } from "../../scripts/test-env.mjs";

const TABLES = [
  "holds",
  "bookings",
  "owner_blocks",
  "reviews",
  "photo_submissions",
  "photos",
  "photo_derivatives",
  "outbox_events",
  "email_sends",
  "idempotency_keys",
  "calendar_feeds",
  "calendar_conflicts",
] as const;

function countFiles(dir: string): number {
  try {
    return readdirSync(dir).reduce((n, name) => {
      const full = path.join(dir, name);
      return n + (statSync(full).isDirectory() ? countFiles(full) : 1);
    }, 0);
  } catch {
    return 0;
  }
}

export async function snapshotState(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await getDb().$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table}"`);
    counts[table] = Number(row?.n ?? 0);
  }
  counts["bucket files"] = countFiles(TEST_S3_DIR);
  return counts;
}
