// What the operator's tools read, from a whole running stack: every line the site and the worker
// write is one JSON object, a booking's lines in both processes share the request id of the
// request that caused them (through the outbox row into the job, and into the jobs that job
// queues), no line holds the guest's e-mail address or phone number, and the worker's job counts
// reach /api/metrics, which the web process serves.
// test-site: none
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBookingRequest } from "../support/api";
import { parsePrometheusText } from "../support/prometheus";
import { extractVerifyLink, findMail, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;
const STACK = "observability";
const logFile = (part: "web" | "worker") => path.resolve(import.meta.dirname, `../../var/test-results/${STACK}-${part}.log`);
let logStart: Record<"web" | "worker", number>;

beforeAll(async () => {
  stack = await startStack(STACK, 10);
  // The stack appends to its log files: this run's lines are those after this point.
  logStart = { web: readFileSync(logFile("web")).length, worker: readFileSync(logFile("worker")).length };
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

type TLine = { level: string; time: string; process: string; msg: string; requestId?: string; [key: string]: unknown };

/** This run's lines of a process's stdout and stderr, each parsed as JSON (a line that is not JSON stays text). */
function linesOf(part: "web" | "worker"): (TLine | string)[] {
  return readFileSync(logFile(part))
    .subarray(logStart[part])
    .toString("utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => {
      try {
        return JSON.parse(line) as TLine;
      } catch {
        return line;
      }
    });
}
const logged = (part: "web" | "worker") => linesOf(part).filter((line): line is TLine => typeof line !== "string");

const auth = `Basic ${Buffer.from(`admin:${process.env.ADMIN_PASSWORD}`).toString("base64")}`;

describe("a booking's log lines", () => {
  it("share its request id in the web process and the worker, and hold no contact details", async () => {
    const request = makeBookingRequest({ guestEmail: "obs.guest@example.co.za", guestPhone: "+27 82 555 0199" }, 40, 2);
    const response = await fetch(`${stack.baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(201);
    const booking = (await response.json()) as { id: string; bookingNumber: string };
    const requestId = response.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    // The web process: the booking, under the request's id.
    const created = logged("web").find((line) => line.msg === "booking requested" && line.bookingId === booking.id);
    expect(created).toMatchObject({ process: "web", level: "info", requestId });

    // The worker: the relay and the confirmation e-mail's job, under the same id.
    const mail = await waitFor("the confirmation e-mail", () =>
      stack.inbox.messages.find((m) => m.to.includes("obs.guest@example.co.za") && extractVerifyLink(m)),
    );
    const mailJob = await waitFor("the worker's line of the e-mail's job", () =>
      logged("worker").find((line) => line.msg === "job completed" && line.job === "send-mail" && line.requestId === requestId),
    );
    expect(mailJob).toMatchObject({ process: "worker", queue: "mail" });
    expect(logged("worker").some((line) => line.msg === "outbox event relayed" && line.requestId === requestId)).toBe(true);

    // The guest confirms: a request of its own, whose job (booking-requested) queues the owner's
    // and the guest's e-mails, which carry its id on.
    const link = extractVerifyLink(mail)!;
    const confirmed = await fetch(link, { method: "POST" });
    expect(confirmed.status).toBe(200);
    const confirmId = confirmed.headers.get("x-request-id")!;
    expect(confirmId).not.toBe(requestId);
    await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", booking.bookingNumber)[0]);
    await waitFor("the worker's lines of the confirmed request", () => {
      const jobs = logged("worker").filter((line) => line.msg === "job completed" && line.requestId === confirmId);
      return jobs.some((line) => line.job === "booking-requested") && jobs.filter((line) => line.job === "send-mail").length >= 2;
    });

    // Every line of both processes is JSON, and none names the guest's address or phone number.
    for (const part of ["web", "worker"] as const) {
      const text = readFileSync(logFile(part)).subarray(logStart[part]).toString("utf8");
      expect(text).not.toContain("obs.guest@example.co.za");
      expect(text).not.toMatch(/555 ?0199/);
      expect(linesOf(part).filter((line) => typeof line === "string")).toEqual([]);
    }
  });
});

describe("/api/metrics on a running stack", () => {
  // After the booking above: its three e-mails and its booking-requested job.
  it("counts the worker's jobs, which the web process serves", async () => {
    const family = await waitFor("the worker's send-mail attempts in the metrics", async () => {
      const reply = await fetch(`${stack.baseUrl}/api/metrics`, { headers: { authorization: auth } });
      expect(reply.status).toBe(200);
      const families = parsePrometheusText(await reply.text());
      const attempts = families.get("orania_job_attempts_total")!;
      const completed = attempts.samples.find((s) => s.labels.job === "send-mail" && s.labels.outcome === "completed");
      return completed && completed.value >= 3 ? families : undefined;
    });
    const durations = family.get("orania_job_duration_seconds")!;
    const count = durations.samples.find((s) => s.name === "orania_job_duration_seconds_count" && s.labels.job === "booking-requested");
    expect(count?.value).toBeGreaterThanOrEqual(1);
    expect(family.get("orania_bookings")!.samples.find((s) => s.labels.status === "requested")?.value).toBeGreaterThanOrEqual(1);
  });
});
