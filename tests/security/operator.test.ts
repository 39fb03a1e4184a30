// The operator's doors: /api/health tells the public which service is away but not the services'
// error text; /api/metrics answers only the operator, in Prometheus' text format; the dashboard's
// logins are rate-limited per client and its page names no other host; the worker's server
// listens on loopback unless told otherwise.
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { getConfig } from "@/server/config";
import { closeQueues, getAllQueues } from "@/server/queue";
import { QUEUES } from "@/server/queue/jobs";
import { startDashboard } from "../../worker/dashboard";
import { api } from "../support/api";
import { parsePrometheusText } from "../support/prometheus";

const adminAuth = (password = process.env.ADMIN_PASSWORD!) => `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
type THealth = { status: string; checks: Record<string, { ok: boolean; ms: number; error?: string }> };

describe("/api/health", () => {
  it("names the service that is away, and its error text only to the operator", async () => {
    // The test site's SMTP_URL points at a closed port: the mail check fails with the driver's message.
    const publicReply = await api<THealth>("/api/health");
    expect(publicReply.body.checks.mail!.ok).toBe(false);
    for (const check of Object.values(publicReply.body.checks)) expect(Object.keys(check).sort()).toEqual(["ms", "ok"]);
    expect(publicReply.text).not.toContain("127.0.0.1");

    const operatorReply = await api<THealth>("/api/health", { headers: { authorization: adminAuth() } });
    expect(operatorReply.body.checks.mail!.error).toMatch(/ECONNREFUSED|connect/);
  });
});

describe("/api/metrics", () => {
  it("refuses a visitor without the operator's credentials, and wrong ones", async () => {
    const visitor = await api("/api/metrics");
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("www-authenticate")).toMatch(/^Basic /);
    expect(visitor.text).not.toContain("orania_");
    const wrong = await api("/api/metrics", { headers: { authorization: adminAuth("not-the-password") } });
    expect(wrong.status).toBe(401);
  });

  it("gives the operator Prometheus' text format with the queue, outbox, booking and HTTP series", async () => {
    await api("/api/health/db"); // one request of another route before the scrape
    const reply = await api<string>("/api/metrics", { headers: { authorization: adminAuth() } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const families = parsePrometheusText(reply.text);

    expect(families.get("orania_metrics_source_up")?.samples.map((s) => [s.labels.source, s.value])).toEqual([
      ["redis", 1],
      ["database", 1],
    ]);
    const queues = families.get("orania_queue_jobs")!;
    expect(queues.type).toBe("gauge");
    for (const queue of QUEUES)
      for (const state of ["waiting", "active", "delayed", "failed"])
        expect(queues.samples.some((s) => s.labels.queue === queue && s.labels.state === state)).toBe(true);
    expect(families.get("orania_job_attempts_total")?.type).toBe("counter");
    expect(families.get("orania_job_duration_seconds")?.type).toBe("histogram");
    expect(
      families
        .get("orania_outbox_events")
        ?.samples.map((s) => s.labels.state)
        .sort(),
    ).toEqual(["unhandled", "unsent"]);
    expect(families.get("orania_outbox_oldest_unhandled_age_seconds")?.samples[0]?.value).toBeGreaterThanOrEqual(0);
    expect(
      families
        .get("orania_bookings")
        ?.samples.map((s) => s.labels.status)
        .sort(),
    ).toEqual(["cancelled", "confirmed", "declined", "expired", "requested"]);
    const http = families.get("orania_http_request_duration_seconds")!;
    expect(http.type).toBe("histogram");
    expect(http.samples.some((s) => s.name.endsWith("_count") && s.labels.route === "/api/health" && s.labels.status === "200")).toBe(true);
  });
});

describe("the dashboard's page", () => {
  it("asks no other host for anything (Bull Board's Google Fonts link is dropped)", async () => {
    const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
    const server = await startDashboard(getAllQueues(), redis, 0, "127.0.0.1");
    try {
      const { port } = server.address() as AddressInfo;
      const page = await fetch(`http://127.0.0.1:${port}/admin/queues`, { headers: { authorization: adminAuth() } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("static/css/"); // Bull Board's own stylesheet stays
      const addresses = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((address) => /^(?:[a-z]+:)?\/\//i.test(address))).toEqual([]);
    } finally {
      server.close();
      redis.disconnect();
      await closeQueues();
    }
  });
});

describe("the dashboard's login", () => {
  const client = "203.0.113.41";
  const redis = new Redis(process.env.REDIS_URL!);
  afterAll(async () => {
    // This client's failures are its own; clear them so a rerun within the window starts afresh.
    const keys = await redis.keys(`${getConfig().REDIS_PREFIX}:rl:*admin-login:${client}`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("refuses every login of a client after too many wrong passwords, the right one included", async () => {
    const limit = getConfig().RATE_LIMIT_ADMIN_LOGINS;
    expect((await api("/admin/queues", { client })).status).toBe(401); // no credentials yet: not a failure
    for (let attempt = 0; attempt < limit; attempt++)
      expect((await api("/admin/queues", { client, headers: { authorization: adminAuth(`wrong-${attempt}`) } })).status).toBe(401);
    const refused = await api("/admin/queues", { client, headers: { authorization: adminAuth() } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    // A client of another network is not affected (the limit counts per /24).
    expect((await api("/admin/queues", { client: "198.51.100.42", headers: { authorization: adminAuth() } })).status).not.toBe(429);
  });
});

describe("the worker's server", () => {
  it("listens on loopback only by default", async () => {
    const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
    const server = await startDashboard([], redis, 0, getConfig().WORKER_HOST);
    try {
      expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    } finally {
      server.close();
      redis.disconnect();
    }
  });
});
