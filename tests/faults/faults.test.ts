// Faults during a stream of submissions: the worker killed, Redis restarted, PostgreSQL
// restarted, SMTP and S3 refusing connections. Afterwards every accepted submission is in the
// database and every e-mail it should cause was sent exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBookingRequest } from "../support/api";
import { makeJpeg, toDataUrl } from "../support/images";
import { extractVerifyLink, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;
let nextNight = 20;
let sequence = 0;
const survived: string[] = [];

type TAccepted = { kind: "booking" | "review" | "photos"; id: string; marker: string };

beforeAll(async () => {
  stack = await startStack("faults", 2, { WORKER_LOCK_MS: "4000", OUTBOX_SWEEP_MS: "200" }, { privatePostgres: true });
}, 180_000);

afterAll(async () => {
  console.log(`\nfaults suite: ${survived.length} faults survived (${survived.join(", ")})`);
  await stack?.stop();
});

/** One submission of a rotating kind; returns it if the site accepted it (2xx). */
async function submit(jpeg: string): Promise<TAccepted | undefined> {
  const n = sequence++;
  const marker = `F${n}x${Date.now() % 100000}`;
  const kind = (["booking", "review", "photos"] as const)[n % 3]!;
  const headers = { "content-type": "application/json", "x-forwarded-for": `10.77.${n % 250}.${Math.floor(n / 250) + 1}` };
  const body =
    kind === "booking"
      ? makeBookingRequest({ guestName: `Guest ${marker}`, guestEmail: `${marker.toLowerCase()}@example.co.za` }, nextNight++, 1)
      : kind === "review"
        ? { guestName: `Reviewer ${marker}`, accommodationType: "general", rating: 4, comment: `Stream ${marker}`, source: "website" }
        : { guestName: `Sharer ${marker}`, guestEmail: `${marker.toLowerCase()}@example.co.za`, images: [jpeg] };
  const path = { booking: "/api/bookings", review: "/api/reviews", photos: "/api/guest-photos" }[kind];
  try {
    const response = await fetch(`${stack.baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await response.text();
    expect(response.status, `${path} answered ${response.status}: ${text}`).not.toBe(500);
    if (response.status !== 201) return undefined;
    const reply = JSON.parse(text) as { id: string; bookingNumber?: string };
    return { kind, id: reply.id, marker: kind === "booking" ? reply.bookingNumber! : marker };
  } catch (error) {
    if (String(error).includes("answered")) throw error;
    return undefined; // the connection itself failed: nothing was accepted
  }
}

/** Sends a submission every `everyMs` for `durationMs`, breaking `fault` a third of the way in and mending it two thirds in. */
async function streamThrough(fault: { break: () => Promise<void>; mend: () => Promise<void> }, durationMs = 6000, everyMs = 150) {
  const jpeg = toDataUrl(await makeJpeg(320, 240), "image/jpeg");
  const accepted: TAccepted[] = [];
  const pending: Promise<void>[] = [];
  const started = Date.now();
  let broken = false;
  let mended = false;
  while (Date.now() - started < durationMs) {
    const elapsed = Date.now() - started;
    if (!broken && elapsed > durationMs / 3) {
      broken = true;
      await fault.break();
    }
    if (!mended && elapsed > (2 * durationMs) / 3) {
      mended = true;
      await fault.mend();
    }
    pending.push(submit(jpeg).then((a) => void (a && accepted.push(a))));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  if (!mended) await fault.mend();
  await Promise.all(pending);
  return accepted;
}

/** Every accepted submission is stored, and each of its e-mails arrived exactly once. */
async function expectNothingLost(accepted: TAccepted[]) {
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
  const mailsOf = (a: TAccepted) => stack.inbox.messages.filter((m) => (m.subject ?? "").includes(a.marker));
  // Bookings: first the guest's confirmation link; once the guest confirms, the owner's request
  // and the guest's acknowledgement. Reviews and photos: the owner's.
  const bookings = accepted.filter((a) => a.kind === "booking");
  await waitFor("every booking's confirmation e-mail", () => bookings.every((a) => mailsOf(a).length >= 1), 120_000, 500);
  for (const a of bookings) {
    const link = extractVerifyLink(mailsOf(a)[0]!);
    expect(link, `confirmation link of ${a.marker}`).toBeTruthy();
    expect((await fetch(link!, { method: "POST" })).status).toBe(200);
  }
  const wanted = (a: TAccepted) => (a.kind === "booking" ? 3 : 1);
  await waitFor("every e-mail of every accepted submission", () => accepted.every((a) => mailsOf(a).length >= wanted(a)), 120_000, 500);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  for (const a of accepted) {
    const mails = mailsOf(a);
    expect(mails, `${a.kind} ${a.marker}`).toHaveLength(wanted(a));
    expect(new Set(mails.map((m) => `${m.to[0]} ${m.subject}`)).size).toBe(mails.length);
  }
}

describe("faults during a stream of submissions", () => {
  it("the worker killed and restarted", async () => {
    const accepted = await streamThrough({ break: () => stack.worker.kill("SIGKILL"), mend: () => stack.worker.start() });
    await expectNothingLost(accepted);
    survived.push("worker killed");
  });

  it("Redis restarted", async () => {
    const accepted = await streamThrough({ break: () => stack.redis.stop(), mend: () => stack.redis.start() });
    await expectNothingLost(accepted);
    survived.push("Redis restarted");
  });

  it("PostgreSQL restarted", async () => {
    const accepted = await streamThrough({ break: () => stack.postgres!.stop(), mend: () => stack.postgres!.start() });
    await expectNothingLost(accepted);
    survived.push("PostgreSQL restarted");
  });

  it("SMTP refusing connections", async () => {
    const accepted = await streamThrough({ break: () => stack.inbox.stopSmtp(), mend: () => stack.inbox.startSmtp() });
    await expectNothingLost(accepted);
    survived.push("SMTP refusing");
  });

  it("S3 refusing connections", async () => {
    const accepted = await streamThrough({ break: () => stack.s3Control.stop(), mend: () => stack.s3Control.start() });
    await expectNothingLost(accepted);
    survived.push("S3 refusing");
  });
});
