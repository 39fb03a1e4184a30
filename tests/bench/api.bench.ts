// npm run bench:api – booking POST latency under concurrent load, next to a trivial route doing
// SELECT 1 through Prisma (GET /api/health/db) at the same concurrency, as a ratio. Target: p99
// within 2x. Batches alternate so that both see the same machine conditions.
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { formatStats, measure, prepareDatabase, startSite, ensureBuilt, type TStats } from "./support";

const PORT = 3108;
const CONCURRENCY = Number(process.argv[2] ?? 16);
const ROUNDS = 3;
const PER_ROUND = 200;
const DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/orania_stays_bench";

function merge(parts: TStats[], samples: number[][]): TStats {
  const all = samples.flat().sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const part of parts)
    for (const [status, n] of Object.entries(part.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
  const at = (p: number) => all[Math.min(all.length - 1, Math.ceil((p / 100) * all.length) - 1)] ?? NaN;
  return { count: all.length, p50: at(50), p99: at(99), max: all.at(-1) ?? NaN, statuses };
}

async function main(): Promise<void> {
  await prepareDatabase(DATABASE_URL);
  ensureBuilt();
  const site = await startSite(PORT, { DATABASE_URL, RATE_LIMIT_POSTS: "1000000", REDIS_PREFIX: "orania-bench" });
  const base = `http://127.0.0.1:${PORT}`;
  const today = getBusinessToday();
  let night = 1;
  const book = async (i: number) => {
    const checkIn = addDays(today, night++);
    const response = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${i % 250}.${(i >> 8) % 250}` },
      body: JSON.stringify({
        accommodationType: "vacation-home",
        checkIn,
        checkOut: addDays(checkIn, 1),
        checkInTime: "15:00",
        guests: 2,
        guestName: "Bench Guest",
        guestEmail: "bench@example.co.za",
        guestPhone: "+27821234567",
      }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const selectOne = async () => {
    const response = await fetch(`${base}/api/health/db`);
    await response.arrayBuffer();
    return response.status;
  };

  try {
    await measure(100, CONCURRENCY, selectOne); // warm-up
    const baseline: TStats[] = [];
    const bookings: TStats[] = [];
    const baselineSamples: number[][] = [];
    const bookingSamples: number[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [list, samples, send] of [
        [baseline, baselineSamples, selectOne],
        [bookings, bookingSamples, book],
      ] as const) {
        const latencies: number[] = [];
        const stats = await measure(PER_ROUND, CONCURRENCY, async (i) => {
          const started = performance.now();
          const status = await send(i);
          latencies.push(performance.now() - started);
          return status;
        });
        list.push(stats);
        samples.push(latencies);
      }
    }
    const b = merge(baseline, baselineSamples);
    const k = merge(bookings, bookingSamples);
    console.log(`\nbench:api  concurrency ${CONCURRENCY}, ${ROUNDS} alternating rounds of ${PER_ROUND} requests each`);
    console.log(formatStats("GET /api/health/db (SELECT 1)", b));
    console.log(formatStats("POST /api/bookings (201 path)", k));
    console.log(`ratio p50 ${(k.p50 / b.p50).toFixed(2)}x   ratio p99 ${(k.p99 / b.p99).toFixed(2)}x   (target: p99 within 2x)`);
  } finally {
    site.kill("SIGTERM");
  }
}

await main();
