// The pure parts of the pipeline's durability: the capped backoff, send-log keys back to their
// jobs, outbox routes and the job kinds whose completion stamps events, and the Redis settings check.
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { OUTBOX_JOB_NAMES, OUTBOX_ROUTES, OUTBOX_TOPICS, routeOutboxEvent, type TOutboxTopic } from "@/server/outbox";
import { computeBackoffMs, JOBS, MAIL_TEMPLATES, makeMailKey, parseMailKey } from "@/server/queue/jobs";
import { describeRedisProblems } from "../../worker/redis-settings";

const ID = "5b0f3d0e-8a8e-4c1e-9a52-2f1d2f7f6a11";

describe("retries", () => {
  it("double from the job's first delay up to JOB_BACKOFF_MAX_MS, less a random fifth at most", () => {
    const exact = (attempt: number) => computeBackoffMs(attempt, 2000, 3_600_000, () => 0);
    expect([1, 2, 3, 4].map(exact)).toEqual([2000, 4000, 8000, 16000]);
    expect(exact(11)).toBe(2_048_000);
    expect(exact(12)).toBe(3_600_000);
    expect(exact(5000)).toBe(3_600_000);
    expect(computeBackoffMs(12, 2000, 3_600_000, () => 1)).toBe(2_880_000);
  });

  it("outlast an hour's outage for every job that talks to S3 or SMTP", () => {
    for (const name of ["send-mail", "process-photo"] as const) {
      const { attempts, backoffMs } = JOBS[name];
      let waited = 0;
      for (let attempt = 1; attempt < attempts; attempt++) waited += computeBackoffMs(attempt, backoffMs, 3_600_000, () => 1);
      expect(waited, name).toBeGreaterThan(3600 * 1000);
    }
  });
});

describe("send-log keys", () => {
  it("turn back into the send-mail job they stand for", () => {
    for (const template of MAIL_TEMPLATES) expect(parseMailKey(makeMailKey(template, ID))).toEqual({ template, subjectId: ID });
    expect(parseMailKey(makeMailKey("booking-guest-verify", ID, 3))).toEqual({
      template: "booking-guest-verify",
      subjectId: ID,
      sequence: 3,
    });
    for (const key of [
      "dup",
      `nope:${ID}`,
      "review-owner:not-a-uuid",
      `review-owner:${ID}:0`,
      `review-owner:${ID}:1:2`,
      `review-owner:${ID}:x`,
    ])
      expect(parseMailKey(key), key).toBeUndefined();
  });
});

describe("outbox events", () => {
  const samples: Record<TOutboxTopic, unknown> = {
    "booking.submitted": { bookingId: ID, sequence: 2 },
    "booking.requested": { bookingId: ID },
    "booking.decided": { bookingId: ID },
    "booking.changed": { bookingId: ID },
    "booking.cancelled": { bookingId: ID, by: "guest" },
    "review.submitted": { reviewId: ID },
    "photos.submitted": { submissionId: ID },
    "calendar.conflict": { conflictId: ID },
    "payment.recorded": { bookingId: ID, entryId: "12" },
    "message.sent": { bookingId: ID, messageId: "5" },
    "tax-document.issued": { bookingId: ID, kind: "credit_note", number: 3 },
  };

  const event = (topic: string, payload: unknown, id = 7n) => ({ id, topic, payload });

  it("each become a job whose completion stamps them, under the job's own deterministic id", () => {
    for (const topic of Object.keys(OUTBOX_ROUTES) as TOutboxTopic[]) {
      const route = routeOutboxEvent(event(topic, samples[topic]))!;
      expect(OUTBOX_JOB_NAMES.has(route.name), topic).toBe(true);
      expect(route.name, topic).toBe(OUTBOX_TOPICS[topic]);
      expect(route.jobId).toBe(JOBS[route.name].jobId(route.payload as never));
      // The same event routed again (the relay, then the reconciler) is the same job.
      expect(routeOutboxEvent(event(topic, samples[topic]))!.jobId).toBe(route.jobId);
    }
    expect(routeOutboxEvent(event("booking.submitted", samples["booking.submitted"]))!.jobId).toBe(`mail-booking-guest-verify-${ID}-2`);
  });

  it("about one booking, again and again, are each a job of their own", () => {
    const topics = ["booking.decided", "booking.changed", "booking.cancelled"] as const;
    const ids = topics.flatMap((topic) => [1n, 2n, 3n].map((id) => routeOutboxEvent(event(topic, samples[topic], id))!.jobId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(routeOutboxEvent(event("booking.changed", samples["booking.changed"], 42n))!.jobId).toBe(`booking-changed-${ID}-event-42`);
  });

  it("of money recorded are one receipt per ledger entry", () => {
    const jobIds = ["12", "13"].map((entryId) => routeOutboxEvent(event("payment.recorded", { bookingId: ID, entryId }))!.jobId);
    expect(jobIds).toEqual([`mail-payment-guest-receipt-${ID}-12`, `mail-payment-guest-receipt-${ID}-13`]);
  });

  it("of the owner's messages are one e-mail to the guest per message", () => {
    const jobIds = ["5", "6"].map((messageId) => routeOutboxEvent(event("message.sent", { bookingId: ID, messageId }))!.jobId);
    expect(jobIds).toEqual([`mail-message-guest-${ID}-5`, `mail-message-guest-${ID}-6`]);
  });

  it("of an unknown topic or a refused payload have no route", () => {
    expect(routeOutboxEvent(event("booking.exploded", { bookingId: ID }))).toBeUndefined();
    expect(routeOutboxEvent(event("booking.decided", { bookingId: "x" }))).toBeUndefined();
    expect(routeOutboxEvent(event("booking.decided", null))).toBeUndefined();
  });
});

describe("settings", () => {
  it("have defaults for reconciliation, backoff and stuck-work alerts", () => {
    const config = parseConfig({});
    expect([config.RECONCILE_SECONDS, config.JOB_BACKOFF_MAX_MS, config.STUCK_ALERT_MINUTES, config.OPERATOR_EMAIL]).toEqual([
      60,
      3_600_000,
      30,
      undefined,
    ]);
    expect(parseConfig({ STUCK_ALERT_MINUTES: "0.5", OPERATOR_EMAIL: "ops@example.com" }).STUCK_ALERT_MINUTES).toBe(0.5);
    expect(() => parseConfig({ OPERATOR_EMAIL: "not an address" })).toThrow(/OPERATOR_EMAIL/);
  });
});

describe("the Redis settings check", () => {
  it("names an evicting policy and a missing append-only file, and trusts what it cannot read", () => {
    expect(describeRedisProblems({ maxmemoryPolicy: "noeviction", appendonly: "yes" })).toEqual([]);
    expect(describeRedisProblems({})).toEqual([]);
    const problems = describeRedisProblems({ maxmemoryPolicy: "allkeys-lru", appendonly: "no" });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/allkeys-lru.*noeviction/);
    expect(problems[1]).toMatch(/appendonly is no/);
  });
});
