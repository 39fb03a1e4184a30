// Run by `npm start` (scripts/start.mjs) before the site and the worker: says which of the
// services they depend on answered just now, through the same checks /api/health runs later
// (web/server/health.ts). Prints one line per service; always exits 0, since the site starts
// either way and /api/health keeps saying what is away.
import { getDb } from "@/server/db/client";
import { checkEverything } from "@/server/health";
import { getRedis } from "@/server/redis";

const NAMES = { database: "PostgreSQL", redis: "Redis", storage: "S3", mail: "SMTP" } as const;

const report = await checkEverything();
console.log("\nServices at start (later: /api/health):");
for (const [key, check] of Object.entries(report.checks) as [keyof typeof NAMES, (typeof report.checks)[keyof typeof NAMES]][]) {
  console.log(`  ${NAMES[key].padEnd(10)} ${check.ok ? `answered (${check.ms} ms)` : `DID NOT ANSWER: ${check.error ?? "no reply"}`}`);
}
const away = Object.entries(report.checks).filter(([, check]) => !check.ok);
if (away.length > 0)
  console.log(
    `  The site starts anyway; /api/health reports ${away.map(([key]) => NAMES[key as keyof typeof NAMES]).join(" and ")} until they answer.`,
  );
getRedis().disconnect();
await getDb().$disconnect();
process.exit(0);
