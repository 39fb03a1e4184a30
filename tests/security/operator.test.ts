// The operator's doors: /api/health tells the public which service is away but not the services'
// error text; the dashboard's logins are rate-limited per client; the worker's server listens on
// loopback unless told otherwise.
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { getConfig } from "@/server/config";
import { startDashboard } from "../../worker/dashboard";
import { api } from "../support/api";

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
    // Another client is not affected.
    expect((await api("/admin/queues", { client: "203.0.113.42", headers: { authorization: adminAuth() } })).status).not.toBe(429);
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
