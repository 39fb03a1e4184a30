// Faults during a stream of submissions (one every 300 ms: bookings, reviews, photo sets), on a
// production footing: two web processes behind a proxy that spreads requests over them, and two
// workers, sharing PostgreSQL, Redis and S3. The faults: Redis without persistence killed (SIGKILL)
// and restarted empty, Redis FLUSHALL, PostgreSQL restarted, the workers SIGKILLed while they flush
// a backlog of e-mail (a dead worker's jobs are taken up once their 10 s lock lapses), one web
// process and one worker SIGKILLed mid-stream, the workers SIGKILLed while messages are in the SMTP
// hand-over (a slow server holding its replies), SMTP and S3 refusing for longer than the jobs'
// attempts last (their backoff capped at 0.5 s here by JOB_BACKOFF_MAX_MS, so the attempts run out
// well inside the outage) and, for SMTP, longer than the provisional window: each outage ends once
// what it is there to show has happened (the attempts used up, the stuck work reported and alerted,
// the window passed), with a generous guard against a hang. Guests confirm their requests from the
// e-mailed link as it arrives, except every fourth, which is left to lapse; provisional holds last
// 10 s from the confirmation e-mail's sending. Every ninth submission is a race: two guests ask for
// the same night, both confirm, and the owner presses both requests' confirm buttons at once,
// through both web processes (or the one whose guest confirmed in time, when the other's link
// lapsed first). After each fault, counted from the database and the inbox: every accepted
// submission is stored, each of its e-mails arrived exactly once (a message whose sender was killed
// in the hand-over may arrive once more, with its Message-ID, once its claim's window has passed),
// its photos were processed, no work is left undone, each race has one winner, every request that
// lapsed was expired within one sweep period of its expiry (or of the workers' return, when it
// lapsed while none was running: the sweep runs in them), the job schedulers exist, and the
// operator was alerted once per stretch of stuck work.
// test-site: none
import type { Queue } from "bullmq";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TInboxMessage } from "../../scripts/local-services.mjs";
import { BACKOFF_TYPE, JOBS } from "@/server/queue/jobs";
import { makeBookingRequest } from "../support/api";
import { makeJpeg, toDataUrl } from "../support/images";
import { extractActionLinks, extractVerifyLink, startStack, waitFor, waitForSettled, withStackQueue, type TStack } from "../support/stack";

const RECONCILE_SECONDS = 5;
const HOLD_SWEEP_SECONDS = 5;
/**
 * The provisional window: short, as every scenario waits for its abandoned requests to lapse, and
 * long enough for a guest's confirmation (sent as the e-mail arrives) on a loaded machine.
 */
const PROVISIONAL_HOLD_MS = 10_000;
/** A lapsed request must be expired within one sweep period of its expiry (plus the sweep's own time). */
const EXPIRY_BOUND_MS = HOLD_SWEEP_SECONDS * 1000 + 3000;
/** A guard against a hang: an outage ends at its conditions (attempts used up, alerts, windows), long before this. */
const OUTAGE_GUARD_MS = 300_000;
const OPERATOR = "operator@orania-stays.test";
const OWNER = "owner@orania-stays.test";
/** How long a claimed e-mail is kept from other attempts: a sender killed in the hand-over is resent after it. */
const MAIL_CLAIM_SECONDS = 12;
/** The e-mails owed while SMTP is away before it comes back in the flush scenario: enough that the flush is still under way when its workers are killed. */
const BACKLOG = 8;

let stack: TStack;
let nextNight = 20;
let sequence = 0;
let bookingCount = 0;
let jpeg = "";
const report: string[] = [];
const totals = { accepted: 0, mails: 0, lost: 0, duplicated: 0, redelivered: 0, lapsed: 0, lapsedLate: 0, maxLapseMs: 0 };

type TAccepted = {
  kind: "booking" | "review" | "photos";
  id: string;
  marker: string;
  holdExpiresAt?: number;
  /** Never confirmed by its guest: its hold must lapse. */
  abandon?: boolean;
  /** What the guest's confirmation got: verified, or lapsed (the link came after the hold's expiry). */
  outcome?: "verified" | "lapsed";
  confirming?: boolean;
  /** The race this request is in: another guest asked for the same night at the same moment. */
  race?: TRace;
};
/** Two requests for one night; once both guests confirmed, the owner confirms both at once. */
type TRace = { members: TAccepted[]; deciding?: boolean; answers?: number[] };
const everyAccepted: TAccepted[] = [];
const races: TRace[] = [];
let guests: NodeJS.Timeout | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  stack = await startStack(
    "faults",
    2,
    {
      OUTBOX_SWEEP_MS: "200",
      RECONCILE_SECONDS: String(RECONCILE_SECONDS),
      HOLD_SWEEP_SECONDS: String(HOLD_SWEEP_SECONDS),
      // 20 mail attempts at up to 0.5 s apart, plus each attempt's own time on a busy machine, take
      // about 15-25 s; an outage lasts until they are used up, however long that takes.
      JOB_BACKOFF_MAX_MS: "500",
      PROVISIONAL_HOLD_MINUTES: String(PROVISIONAL_HOLD_MS / 60_000),
      // Work is stuck 15 s after it was due: five times what an e-mail or a photo takes in the stream.
      STUCK_ALERT_MINUTES: "0.25",
      OPERATOR_EMAIL: OPERATOR,
      OWNER_EMAIL: OWNER,
      RATE_LIMIT_OWNER_PAGES: "100000",
      MAIL_CLAIM_SECONDS: String(MAIL_CLAIM_SECONDS),
      // A killed worker's jobs wait out their lock before another takes them: a third of the
      // default, still twice the renewal period a busy worker must keep.
      WORKER_LOCK_MS: "10000",
    },
    { privatePostgres: true, redisPersistence: false, webProcesses: 2, workers: 2 },
  );
  jpeg = toDataUrl(await makeJpeg(320, 240), "image/jpeg");
  // The guests: each confirms from the link as soon as its e-mail arrives (except the abandoned).
  guests = setInterval(() => {
    for (const a of everyAccepted) {
      if (a.kind !== "booking" || a.abandon || a.outcome || a.confirming) continue;
      const mail = stack.inbox.messages.find((m) => (m.subject ?? "").includes(a.marker) && extractVerifyLink(m));
      if (!mail) continue;
      a.confirming = true;
      void fetch(extractVerifyLink(mail)!, { method: "POST", signal: AbortSignal.timeout(20_000) })
        .then((response) => {
          if (response.status === 200) a.outcome = "verified";
          else if (response.status === 410) a.outcome = "lapsed";
        })
        .catch(() => undefined)
        .finally(() => (a.confirming = false));
    }
    // The owner answers a race once neither guest is still to confirm: both confirm buttons pressed
    // at once when both guests confirmed, the one when the other's link lapsed first (a guest whose
    // confirmation was answered "try again" after the window ended); nothing when both lapsed.
    for (const race of races) {
      if (race.deciding || !race.members.every((a) => a.outcome)) continue;
      const verified = race.members.filter((a) => a.outcome === "verified");
      if (verified.length === 0) continue;
      const approvals = verified.map((a) => {
        const mail = stack.inbox.messages.find((m) => m.to.includes(OWNER) && (m.subject ?? "").startsWith(`Booking request ${a.marker}`));
        return mail && extractActionLinks(mail)[0];
      });
      if (!approvals.every(Boolean)) continue;
      race.deciding = true;
      void Promise.all(
        approvals.map((link) =>
          fetch(link!, { method: "POST", signal: AbortSignal.timeout(30_000) }).then(
            (response) => response.status,
            () => 0,
          ),
        ),
      ).then((answers) => {
        // A press that did not reach a web process (killed under it), or that the site answered
        // 503 "try again shortly" (its database restarting), is pressed again, as the owner would.
        if (answers.some((status) => status === 0 || status === 502 || status === 503)) race.deciding = false;
        else race.answers = answers;
      });
    }
  }, 300);
}, 180_000);

afterAll(async () => {
  if (guests) clearInterval(guests);
  console.log(`\nfaults suite:\n  ${report.join("\n  ")}`);
  console.log(
    `  all: ${totals.accepted} submissions accepted, ${totals.mails} e-mails; lost ${totals.lost}, duplicated ${totals.duplicated}, ` +
      `redelivered with the same Message-ID ${totals.redelivered}; ${totals.lapsed} holds lapsed, ${totals.lapsedLate} late ` +
      `(latest ${(totals.maxLapseMs / 1000).toFixed(1)} s after expiry, bound ${EXPIRY_BOUND_MS / 1000} s)`,
  );
  await stack?.stop();
});

const clientHeaders = (n: number) => ({
  "content-type": "application/json",
  "x-forwarded-for": `10.77.${n % 250}.${Math.floor(n / 250) + 1}`,
});

/** One submission of a rotating kind (every ninth a race of two requests for one night); returns what the site accepted (2xx). */
async function submit(image = jpeg): Promise<TAccepted[]> {
  const n = sequence++;
  const marker = `F${n}x${Date.now() % 100000}`;
  const kind = (["booking", "review", "photos"] as const)[n % 3]!;
  if (kind === "booking" && n % 9 === 0) return race(n, marker);
  const body =
    kind === "booking"
      ? makeBookingRequest({ guestName: `Guest ${marker}`, guestEmail: `${marker.toLowerCase()}@example.co.za` }, nextNight++, 1)
      : kind === "review"
        ? { guestName: `Reviewer ${marker}`, accommodationType: "general", rating: 4, comment: `Stream ${marker}`, source: "website" }
        : { guestName: `Sharer ${marker}`, guestEmail: `${marker.toLowerCase()}@example.co.za`, images: [image] };
  const accepted = await post(kind, body, clientHeaders(n), marker);
  return accepted ? [accepted] : [];
}

/** Two guests (from two clients) ask for the same night at once: both requests are accepted, neither binds it. */
async function race(n: number, marker: string): Promise<TAccepted[]> {
  const night = nextNight++;
  const members = await Promise.all(
    ["a", "b"].map((side, i) =>
      post(
        "booking",
        makeBookingRequest({ guestName: `Racer ${marker}${side}`, guestEmail: `${marker.toLowerCase()}${side}@example.co.za` }, night, 1),
        clientHeaders(n + i * 1000),
        marker,
        { racing: true },
      ),
    ),
  );
  const accepted = members.flatMap((a) => (a ? [a] : []));
  if (accepted.length === 2) {
    const entry: TRace = { members: accepted };
    for (const a of accepted) a.race = entry;
    races.push(entry);
  }
  return accepted;
}

async function post(kind: TAccepted["kind"], body: unknown, headers: Record<string, string>, marker: string, { racing = false } = {}) {
  const path = { booking: "/api/bookings", review: "/api/reviews", photos: "/api/guest-photos" }[kind];
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${stack.baseUrl}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    text = await response.text();
  } catch {
    return undefined; // the connection itself failed: nothing was accepted
  }
  expect(response.status, `${path} answered ${response.status}: ${text}`).not.toBe(500);
  if (response.status !== 201) return undefined;
  const reply = JSON.parse(text) as { id: string; bookingNumber?: string; holdExpiresAt?: string };
  const accepted: TAccepted = { kind, id: reply.id, marker: kind === "booking" ? reply.bookingNumber! : marker };
  if (kind === "booking") {
    accepted.holdExpiresAt = Date.parse(reply.holdExpiresAt!);
    accepted.abandon = !racing && bookingCount++ % 4 === 3;
  }
  everyAccepted.push(accepted);
  return accepted;
}

/**
 * Submits every 300 ms while `fault` runs: from `leadMs` before it starts until `tailMs` after it
 * ends; with `submitForMs`, only in the fault's first `submitForMs` and again once it has ended (a
 * long outage's submissions would otherwise only pile up behind it). Returns what the site accepted.
 */
async function streamDuring(
  fault: () => Promise<void>,
  { leadMs = 4000, tailMs = 3000, everyMs = 300, submitForMs = Number.POSITIVE_INFINITY } = {},
) {
  const accepted: TAccepted[] = [];
  const pending: Promise<void>[] = [];
  const failures: unknown[] = [];
  let faultStarted: number | undefined;
  let faultDone: number | undefined;
  const running = (async () => {
    await sleep(leadMs);
    faultStarted = Date.now();
    await fault();
  })().finally(() => (faultDone = Date.now()));
  running.catch(() => undefined); // awaited (and rethrown) once the stream has stopped
  while (faultDone === undefined || Date.now() - faultDone < tailMs) {
    const resting = faultDone === undefined && faultStarted !== undefined && Date.now() - faultStarted > submitForMs;
    if (!resting)
      pending.push(
        submit().then(
          (a) => void accepted.push(...a),
          (error: unknown) => void failures.push(error),
        ),
      );
    await sleep(everyMs);
  }
  await running;
  await Promise.all(pending);
  if (failures.length > 0) throw failures[0];
  return accepted;
}

const isOfSubmission = (a: TAccepted) => (m: TInboxMessage) => (m.subject ?? "").includes(a.marker);
/** The distinct e-mails about a submission: one per Message-ID (a redelivery of the same message is the same e-mail). */
const distinctMails = (a: TAccepted) => [...new Map(stack.inbox.messages.filter(isOfSubmission(a)).map((m) => [m.messageId, m])).values()];
/** A booking: its confirmation link, and once confirmed by its guest the owner's request and the guest's receipt, and for a race's request the owner's decision. */
const wantedMails = (a: TAccepted) => (a.kind === "booking" ? (a.outcome === "verified" ? (a.race ? 4 : 3) : 1) : 1);
/** When a request lapses: the provisional window from its confirmation e-mail's arrival (it starts when that e-mail is sent). */
/**
 * The stretches when no sweep could run: every worker killed (the hold sweep runs in the workers)
 * or the database stopped (the sweep is a statement), until the last was back. A hold that lapsed
 * then is due to be expired from that return.
 */
const sweepless: { from: number; until: number }[] = [];

/** Runs an outage of what every sweep needs, recording it as a stretch without sweeps. */
async function withoutSweeps(outage: () => Promise<void>): Promise<void> {
  const from = Date.now();
  await outage();
  sweepless.push({ from, until: Date.now() });
}

/** SIGKILLs every worker, awaits `afterKill`, waits `downMs` and starts them again, recording the stretch without any. */
function restartEveryWorker(downMs: number, afterKill: () => unknown = () => {}): Promise<void> {
  return withoutSweeps(async () => {
    await Promise.all(stack.workers.map((worker) => worker.killProcessTree("SIGKILL")));
    await afterKill();
    await sleep(downMs);
    for (const worker of stack.workers) await worker.start();
  });
}

function lapseDue(a: TAccepted): number {
  // The provisional window starts again with each attempt at the confirmation e-mail that the
  // database does not know left: a sender killed in the hand-over sends it again once its claim
  // lapses, so the window runs from the last arrival.
  const windowEnds = stack.inbox.messages
    .filter((m) => (m.subject ?? "").includes(a.marker) && extractVerifyLink(m))
    .map((m) => Date.parse(m.receivedAt) + PROVISIONAL_HOLD_MS);
  const due = Math.max(a.holdExpiresAt!, ...windowEnds);
  return sweepless.reduce((at, stretch) => (at >= stretch.from && at < stretch.until ? stretch.until : at), due);
}

const withQueue = <T>(name: string, use: (queue: Queue) => Promise<T>): Promise<T> => withStackQueue(stack, name, use);

async function countFailed(queue: string): Promise<number> {
  return withQueue(queue, async (q) => (await q.getJobCounts("failed")).failed ?? 0).catch(() => 0);
}

type THealth = { status: string; work: { stuck: number; photos: { stuck: number }; mails: { stuck: number } } | null };
async function readHealth(url: string): Promise<THealth | undefined> {
  return (await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined))?.json().catch(() => undefined) as Promise<
    THealth | undefined
  >;
}

const operatorMails = () => stack.inbox.messages.filter((m) => m.to.includes(OPERATOR));

/**
 * Every accepted submission is stored and got exactly its e-mails; photos are ready; no event,
 * e-mail, photo or lapsed hold is left undone; every request that lapsed was expired on time.
 */
async function expectNothingLost(name: string, accepted: TAccepted[], started: number) {
  expect(accepted.length).toBeGreaterThan(5);
  const db = stack.db;
  for (const a of accepted) {
    const stored =
      a.kind === "booking"
        ? await db.booking.count({ where: { id: a.id } })
        : a.kind === "review"
          ? await db.review.count({ where: { id: a.id } })
          : await db.photoSubmission.count({ where: { id: a.id } });
    expect(stored, `${a.kind} ${a.id}`).toBe(1);
  }
  const bookings = accepted.filter((a) => a.kind === "booking");
  const lapsing = () => bookings.filter((a) => a.abandon || a.outcome === "lapsed");
  // On a timeout the assertions below name what is missing.
  await waitFor(
    "every e-mail of every accepted submission, and every guest's answer",
    async () => {
      if (!accepted.every((a) => distinctMails(a).length >= wantedMails(a))) return false;
      if (!bookings.every((a) => a.abandon || a.outcome)) return false;
      if (!bookings.every((a) => !a.race || a.race.answers || a.race.members.every((m) => m.outcome === "lapsed"))) return false;
      const expired = await db.booking.count({ where: { id: { in: lapsing().map((a) => a.id) }, status: "expired" } });
      return expired === lapsing().length;
    },
    240_000,
    500,
  ).catch(() => undefined);
  const summarize = (a: TAccepted) =>
    `${a.kind} ${a.marker}${a.kind === "booking" ? ` (${a.outcome ?? (a.abandon ? "abandoned" : "unanswered")})` : ""}: ` +
    `${distinctMails(a).length} of ${wantedMails(a)} e-mails` +
    (distinctMails(a).length === wantedMails(a)
      ? ""
      : ` [${distinctMails(a)
          .map((m) => `${m.to[0]}: ${m.subject}`)
          .join("; ")}]`);
  expect(accepted.filter((a) => distinctMails(a).length < wantedMails(a)).map(summarize), "lost e-mails").toEqual([]);
  await waitFor(
    "no work left undone, and the stuck-work alert resolved",
    async () =>
      (await db.outboxEvent.count({ where: { handledAt: null } })) === 0 &&
      (await db.emailSend.count({ where: { sentAt: null } })) === 0 &&
      (await db.photo.count({ where: { state: "received" } })) === 0 &&
      (await db.hold.count({ where: { expiresAt: { lte: new Date() } } })) === 0 &&
      (await db.operatorAlert.count({ where: { resolvedAt: null } })) === 0,
    120_000,
    500,
  );
  // Nothing is still on its way when the e-mails are counted.
  await waitForSettled(stack);

  let duplicated = 0;
  let redelivered = 0;
  let lost = 0;
  for (const a of accepted) {
    const mails = distinctMails(a);
    lost += Math.max(0, wantedMails(a) - mails.length);
    duplicated += Math.max(0, mails.length - wantedMails(a));
    redelivered += stack.inbox.messages.filter(isOfSubmission(a)).length - mails.length;
  }
  expect(accepted.filter((a) => distinctMails(a).length !== wantedMails(a)).map(summarize), "lost or duplicated e-mails").toEqual([]);
  for (const a of accepted) expect(new Set(distinctMails(a).map((m) => `${m.to[0]} ${m.subject}`)).size).toBe(distinctMails(a).length);
  // Photo sets: every photo processed, and the owner's e-mail shows each one.
  for (const a of accepted.filter((x) => x.kind === "photos")) {
    const states = (await db.photo.findMany({ where: { submissionId: a.id }, select: { state: true } })).map((p) => p.state);
    expect(states, `photos of ${a.marker}`).toEqual(["ready"]);
    expect((distinctMails(a)[0]!.html ?? "").match(/<img /g), `thumbnails in the owner's e-mail of ${a.marker}`).toHaveLength(1);
  }
  // Races: the owner's two confirmations answered without a server error, and one request won.
  const raced = [...new Set(accepted.flatMap((a) => (a.race ? [a.race] : [])))];
  // A race both of whose guests let their links lapse leaves the owner nothing to answer; in a
  // stream with races, at least one is answered.
  const answered = raced.filter((entry) => entry.members.some((a) => a.outcome === "verified"));
  if (raced.length >= 2) expect(answered.length, "races the owner answered").toBeGreaterThanOrEqual(1);
  for (const entry of answered) {
    const names = entry.members.map((a) => a.marker).join(" and ");
    const verified = entry.members.filter((a) => a.outcome === "verified");
    expect(entry.answers, `the owner's answers to ${names}`).toBeDefined();
    expect(entry.answers, `the owner's answers to ${names}`).toHaveLength(verified.length);
    expect(
      entry.answers!.every((status) => status > 0 && status < 500),
      `the owner's answers to ${names}: ${entry.answers!.join(", ")}`,
    ).toBe(true);
    const statuses = await db.booking.findMany({ where: { id: { in: verified.map((a) => a.id) } }, select: { status: true } });
    expect(statuses.map((b) => b.status).sort(), `the race of ${names}`).toEqual(
      verified.length === 2 ? ["confirmed", "declined"] : ["confirmed"],
    );
  }
  // Lapsed requests: expired by the sweep within one period of their expiry (or of the workers'
  // return), never before it.
  const decided = await db.booking.findMany({ where: { id: { in: lapsing().map((a) => a.id) } }, select: { id: true, decidedAt: true } });
  let late = 0;
  for (const a of lapsing()) {
    const decidedAt = decided.find((d) => d.id === a.id)!.decidedAt!.getTime();
    const lateness = decidedAt - lapseDue(a);
    totals.maxLapseMs = Math.max(totals.maxLapseMs, lateness);
    expect(decidedAt - a.holdExpiresAt!, `expiry of ${a.marker}`).toBeGreaterThanOrEqual(-50);
    if (lateness > EXPIRY_BOUND_MS) late++;
  }
  expect(late, `requests expired later than ${EXPIRY_BOUND_MS} ms after their hold lapsed`).toBe(0);
  // Each alert to the operator was e-mailed exactly once.
  for (const alert of await db.operatorAlert.findMany({ select: { openedAt: true } })) {
    const opened = alert.openedAt.toISOString().slice(0, 19).replace("T", " ");
    expect(
      operatorMails().filter((m) => (m.subject ?? "").includes(opened)),
      `the alert opened ${opened}`,
    ).toHaveLength(1);
  }

  const mails = accepted.reduce((sum, a) => sum + distinctMails(a).length, 0);
  Object.assign(totals, {
    accepted: totals.accepted + accepted.length,
    mails: totals.mails + mails,
    lost: totals.lost + lost,
    duplicated: totals.duplicated + duplicated,
    redelivered: totals.redelivered + redelivered,
    lapsed: totals.lapsed + lapsing().length,
    lapsedLate: totals.lapsedLate + late,
  });
  const kinds = (k: TAccepted["kind"]) => accepted.filter((a) => a.kind === k).length;
  report.push(
    `${name}: ${accepted.length} accepted (${kinds("booking")} bookings, ${kinds("review")} reviews, ${kinds("photos")} photo sets), ` +
      `${mails} e-mails; lost ${lost}, duplicated ${duplicated}, redelivered ${redelivered}; ${lapsing().length} lapsed on time; ` +
      `${answered.length} of ${raced.length} races answered, one winner each; ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

/** The messages about these submissions that arrived more than once (the same Message-ID), with their arrival times. */
function redeliveries(accepted: TAccepted[]): Map<string, number[]> {
  const arrivals = new Map<string, number[]>();
  for (const m of stack.inbox.messages.filter((m) => accepted.some((a) => isOfSubmission(a)(m)))) {
    arrivals.set(m.messageId!, [...(arrivals.get(m.messageId!) ?? []), Date.parse(m.receivedAt)]);
  }
  return new Map([...arrivals].filter(([, times]) => times.length > 1));
}

/** Every web process answers. */
async function expectWebsServing() {
  for (const web of stack.webs) expect((await fetch(`${web.url}/api/health/db`)).status, web.url).toBe(200);
}

/**
 * The repeating schedules are in Redis (again) within a reconciler round or two, and the jobs they
 * make carry their definitions' attempts and backoff.
 */
async function expectSchedules() {
  for (const [queue, name] of [
    ["calendars", "sync-calendars"],
    ["maintenance", "erase-personal-data"],
  ] as const) {
    const scheduler = await waitFor(
      `the job scheduler ${name}`,
      () => withQueue(queue, (q) => q.getJobScheduler(name)).catch(() => undefined),
      (RECONCILE_SECONDS * 2 + 5) * 1000,
      500,
    );
    expect(scheduler.template?.opts, name).toMatchObject({
      attempts: JOBS[name].attempts,
      backoff: { type: BACKOFF_TYPE, delay: JOBS[name].backoffMs },
    });
  }
}

/** Stuck work shows in both health endpoints. */
async function expectStuckInHealth(kind: "photos" | "mails") {
  for (const url of [`${stack.baseUrl}/api/health`, `${stack.workerUrl}/health`]) {
    await waitFor(
      `${url} to report stuck ${kind}`,
      async () => ((await readHealth(url))?.work?.[kind].stuck ?? 0) > 0,
      OUTAGE_GUARD_MS,
      500,
    );
  }
}

describe("faults during a stream of submissions", () => {
  // Each scenario starts from a settled stack, so one that failed midway does not fail the next.
  beforeEach(() => waitForSettled(stack, OUTAGE_GUARD_MS), OUTAGE_GUARD_MS + 30_000);

  it("Redis without persistence SIGKILLed and restarted empty", async () => {
    const started = Date.now();
    await expectSchedules();
    const accepted = await streamDuring(async () => {
      await stack.redis.kill("SIGKILL");
      await sleep(2000);
      await stack.redis.start();
    });
    await expectSchedules();
    await expectNothingLost("Redis SIGKILLed, restarted empty", accepted, started);
  }, 420_000);

  it("Redis FLUSHALL mid-stream", async () => {
    const started = Date.now();
    const accepted = await streamDuring(() => stack.redis.flushAll());
    await expectSchedules();
    await expectNothingLost("Redis FLUSHALL", accepted, started);
  }, 420_000);

  it("PostgreSQL restarted", async () => {
    const started = Date.now();
    const accepted = await streamDuring(() =>
      withoutSweeps(async () => {
        await stack.postgres!.stop();
        await sleep(2000);
        await stack.postgres!.start();
      }),
    );
    await expectNothingLost("PostgreSQL restarted", accepted, started);
  }, 420_000);

  it("the workers SIGKILLed during the e-mail flush", async () => {
    const started = Date.now();
    const accepted = await streamDuring(async () => {
      // A backlog: SMTP away until e-mails are owed that could not be sent, then back; the workers
      // are killed once the flush is under way.
      await stack.inbox.stopSmtp();
      await waitFor(
        "a backlog of e-mails owed",
        async () => (await stack.db.emailSend.count({ where: { sentAt: null } })) >= BACKLOG,
        OUTAGE_GUARD_MS,
        200,
      );
      const before = stack.inbox.messages.length;
      await stack.inbox.startSmtp();
      await waitFor("the flush to start", () => stack.inbox.messages.length >= before + 3, 30_000, 20);
      await restartEveryWorker(2000);
    });
    await expectNothingLost("workers SIGKILLed during the e-mail flush", accepted, started);
  }, 420_000);

  it("one web process and one worker SIGKILLed mid-stream", async () => {
    const started = Date.now();
    const accepted = await streamDuring(
      async () => {
        // The proxy sends what would have gone to the dead web process to the other one.
        await Promise.all([stack.webs[0]!.kill("SIGKILL"), stack.workers[0]!.killProcessTree("SIGKILL")]);
        await sleep(6000);
        await Promise.all([stack.webs[0]!.start(), stack.workers[0]!.start()]);
      },
      { tailMs: 4000 },
    );
    expect(accepted.filter((a) => a.race).length, "races in the stream").toBeGreaterThanOrEqual(2);
    await expectNothingLost("a web process and a worker SIGKILLed", accepted, started);
    await expectSchedules();
    await expectWebsServing();
  }, 420_000);

  it("the workers SIGKILLed while messages are in the SMTP hand-over", async () => {
    const started = Date.now();
    const inFlight = new Set<string>();
    const accepted = await streamDuring(async () => {
      // The server keeps each message but answers it 6 s later: the senders die before they hear it arrived.
      const before = stack.inbox.messages.length;
      stack.inbox.holdReplies(6000);
      try {
        await waitFor("a message in the hand-over", () => stack.inbox.messages.length > before, 30_000, 20);
      } catch (error) {
        stack.inbox.holdReplies(0);
        throw error;
      }
      await restartEveryWorker(1000, async () => {
        // What a dead sender wrote may still be in the server's socket: the hand-over is known
        // once the server has read it all.
        await stack.inbox.quiet();
        for (const m of stack.inbox.messages.slice(before)) inFlight.add(m.messageId!);
        stack.inbox.holdReplies(0);
      });
    });
    await expectNothingLost("workers SIGKILLed in the SMTP hand-over", accepted, started);
    // The duplicate bound: a message whose sender died in the hand-over may arrive once more, with
    // its Message-ID, and not before its claim's window has passed; no other message arrives twice.
    const again = redeliveries(accepted);
    for (const [messageId, times] of again) {
      expect(inFlight.has(messageId), `${messageId} arrived ${times.length} times but was not in the hand-over`).toBe(true);
      expect(times, `the arrivals of ${messageId}`).toHaveLength(2);
      expect(times[1]! - times[0]!, `the second arrival of ${messageId}`).toBeGreaterThanOrEqual((MAIL_CLAIM_SECONDS - 2) * 1000);
    }
    report.push(`  in the hand-over when killed: ${inFlight.size} messages; ${again.size} of them arrived again`);
  }, 420_000);

  it("SMTP refusing for longer than the mail jobs' attempts last", async () => {
    const started = Date.now();
    const alertsBefore = await stack.db.operatorAlert.count();
    const accepted = await streamDuring(
      async () => {
        await stack.inbox.stopSmtp();
        const outage = Date.now();
        try {
          // Some send-mail jobs use up all their attempts (and are put back by the reconciler).
          await waitFor("a mail job that used all its attempts", async () => (await countFailed("mail")) > 0, OUTAGE_GUARD_MS, 500);
          await expectStuckInHealth("mails");
          // The stuck work's alert is opened (its e-mail waits for SMTP like every other).
          await waitFor("the stuck-work alert", async () => (await stack.db.operatorAlert.count()) > alertsBefore, OUTAGE_GUARD_MS, 500);
          // The outage outlasts the provisional window of the requests made as it began.
          await waitFor("the provisional window to pass", () => Date.now() - outage > PROVISIONAL_HOLD_MS + 5000, OUTAGE_GUARD_MS, 500);
        } finally {
          await stack.inbox.startSmtp();
        }
        // Refused sends retry behind a growing backlog: submissions through the whole outage would
        // only lengthen it, and the requests made as it began are the ones the test is about.
      },
      { submitForMs: 10_000 },
    );
    await expectNothingLost("SMTP refusing", accepted, started);
    // The outage outlasted the provisional window, which starts when the confirmation
    // e-mail leaves: every guest who confirmed from the late e-mail was accepted.
    const outlasted = accepted.filter((a) => a.kind === "booking" && !a.abandon && lapseDue(a) - a.holdExpiresAt! > 10_000);
    expect(outlasted.length, "requests whose confirmation e-mail left after their first window").toBeGreaterThan(0);
    expect(
      accepted.filter((a) => a.outcome === "lapsed").map((a) => a.marker),
      "guests refused as lapsed",
    ).toEqual([]);
    // One stretch of stuck work, one alert, e-mailed once SMTP was back.
    expect(await stack.db.operatorAlert.count()).toBe(alertsBefore + 1);
    const health = await readHealth(`${stack.baseUrl}/api/health`);
    expect(health?.work?.stuck).toBe(0);
  }, 420_000);

  it("S3 refusing for longer than the photo jobs' attempts last", async () => {
    const started = Date.now();
    const alertsBefore = operatorMails().length;
    const big = toDataUrl(await makeJpeg(1200, 900), "image/jpeg");
    const burst: TAccepted[] = [];
    const accepted = await streamDuring(async () => {
      // Photo sets accepted just before S3 goes away: their processing is still ahead of them.
      // The photo queue is paused while they are accepted and S3 stops, so no worker can make
      // their sizes first (on a busy machine the first could be done before the last is accepted).
      const stamp = Date.now() % 100000;
      const replies = await withQueue("photos", async (queue) => {
        await queue.pause();
        try {
          const sets = await Promise.all(
            Array.from({ length: 6 }, (_, i) =>
              post(
                "photos",
                { guestName: `Sharer B${i}x${stamp}`, guestEmail: `burst${i}@example.co.za`, images: [big] },
                { "content-type": "application/json", "x-forwarded-for": `10.78.${i + 1}.1` },
                `B${i}x${stamp}`,
              ),
            ),
          );
          await stack.s3Control.stop();
          return sets;
        } finally {
          await queue.resume();
        }
      });
      try {
        burst.push(...replies.flatMap((a) => (a ? [a] : [])));
        const waiting = await stack.db.photo.count({ where: { submissionId: { in: burst.map((a) => a.id) }, state: "received" } });
        expect(waiting, "photos still to process when S3 stopped").toBeGreaterThan(0);
        await waitFor("a photo job that used all its attempts", async () => (await countFailed("photos")) > 0, OUTAGE_GUARD_MS, 500);
        await expectStuckInHealth("photos");
        // The operator hears of it once, however long it lasts: still once after two more of the
        // reconciler's rounds (each looks at the stuck work again) with the work still stuck.
        await waitFor("the operator's alert", () => operatorMails().length > alertsBefore, OUTAGE_GUARD_MS, 500);
        const alerted = Date.now();
        await waitFor("two more reconciler rounds", () => Date.now() - alerted > 2 * RECONCILE_SECONDS * 1000 + 1000, OUTAGE_GUARD_MS, 500);
        expect((await readHealth(`${stack.workerUrl}/health`))?.work?.photos.stuck ?? 0, "photos still stuck").toBeGreaterThan(0);
        expect(operatorMails()).toHaveLength(alertsBefore + 1);
      } finally {
        await stack.s3Control.start();
      }
    });
    await expectNothingLost("S3 refusing", [...accepted, ...burst], started);
    expect(operatorMails()).toHaveLength(alertsBefore + 1);
    expect((await readHealth(`${stack.workerUrl}/health`))?.work?.stuck).toBe(0);
  }, 420_000);
});
