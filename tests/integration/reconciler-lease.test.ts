// The reconciler's lease in Redis: with several workers one reconciles at a time, another takes
// over once the holder stops renewing it, and a Redis that lost its keys (FLUSHALL, a restart
// without persistence) lets a worker reconcile at once rather than never.
// test-site: none
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { getConfig } from "@/server/config";
import { getRedis } from "@/server/redis";
import { holdsReconcilerLease } from "../../worker/reconciler";
import { waitFor } from "../support/stack";

const config = { ...getConfig(), REDIS_PREFIX: `lease-${randomUUID()}`, RECONCILE_SECONDS: 1 };
const key = `${config.REDIS_PREFIX}:reconciler-lease`;

afterAll(async () => {
  await getRedis().del(key);
  getRedis().disconnect();
});

describe("the reconciler's lease", () => {
  it("lets one worker reconcile at a time, passes to another when the holder stops, and survives a wipe", async () => {
    await waitFor("Redis", () => getRedis().status === "ready", 10_000, 50);
    const [first, second] = [randomUUID(), randomUUID()];
    expect(await holdsReconcilerLease(config, first)).toBe(true);
    expect(await holdsReconcilerLease(config, second)).toBe(false);
    // The holder renews it each round.
    expect(await holdsReconcilerLease(config, first)).toBe(true);
    expect(await holdsReconcilerLease(config, second)).toBe(false);
    // The holder dies: its lease runs out and the other takes it.
    await waitFor("the lease to pass", () => holdsReconcilerLease(config, second), 10_000, 100);
    expect(await holdsReconcilerLease(config, first)).toBe(false);
    // Redis loses its keys: the next worker to ask holds it.
    await getRedis().del(key);
    expect(await holdsReconcilerLease(config, first)).toBe(true);
    expect(await holdsReconcilerLease(config, second)).toBe(false);
  });
});
