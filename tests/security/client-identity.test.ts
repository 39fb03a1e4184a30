// Who the client is: a client cannot escape the per-client rate limit by writing headers. Each
// case starts a stack of its own (the shared test site trusts one proxy, since other suites name
// their clients in X-Forwarded-For) with a limit of 5 POSTs, and sends from fixed loopback
// addresses (Linux routes all of 127/8 to the loopback interface), each request with a new
// forged X-Forwarded-For and a forged copy of the site's internal peer-address header.
// test-site: none
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { requestFrom, startAppendingProxy, type TProxy } from "../support/peers";
import { startStack, waitFor, type TStack } from "../support/stack";

const LIMIT = 5;
const CLIENT_A = "127.0.2.1";
const CLIENT_B = "127.0.3.1";

const checkIn = addDays(getBusinessToday(), 40);
const quoteBody = JSON.stringify({ accommodationType: "fisheagle-hut", checkIn, checkOut: addDays(checkIn, 2), guests: 2 });

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** POST /api/calculate-price (rate-limited, no side effects) on `port`, from the local address `from`. */
async function quoteFrom(port: number, from: string, headers: Record<string, string> = {}): Promise<number> {
  const target = new URL(`http://127.0.0.1:${port}`);
  const reply = await requestFrom(target, from, "/api/calculate-price", {
    body: quoteBody,
    headers: { "content-type": "application/json", ...headers },
  });
  return reply.status;
}

/** A request that tries both ways of naming another client: rotating X-Forwarded-For, and the site's own peer header. */
function forgedHeaders(): Record<string, string> {
  return { "X-Forwarded-For": `${randomAddress()}, ${randomAddress()}`, "X-Orania-Peer-Address": randomAddress() };
}

async function statusesOf(port: number, from: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await quoteFrom(port, from, forgedHeaders()));
  return statuses;
}

const expected = (count: number) => Array.from({ length: count }, (_, i) => (i < LIMIT ? 200 : 429));

/**
 * Until the web process has connected to Redis, its limiter counts in memory; wait for the
 * connection (/api/health waits for it) so that every counted request below is counted in Redis.
 */
async function waitForRedis(stack: TStack): Promise<void> {
  await waitFor("the site's Redis connection", async () => {
    const response = await fetch(`${stack.baseUrl}/api/health`).catch(() => undefined);
    const report = (await response?.json().catch(() => undefined)) as { checks?: { redis?: { ok?: boolean } } } | undefined;
    return report?.checks?.redis?.ok === true;
  });
}

describe("without a proxy in front (TRUST_PROXY=0)", () => {
  let stack: TStack;

  beforeAll(async () => {
    stack = await startStack("identity-direct", 7, { TRUST_PROXY: "0", RATE_LIMIT_QUOTES: String(LIMIT) });
    await waitForRedis(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it("limits a client by its connection, whatever X-Forwarded-For and the peer header it sends", async () => {
    const port = Number(new URL(stack.baseUrl).port);
    expect(await statusesOf(port, CLIENT_A, 10)).toEqual(expected(10));
    // Another address is another client, with a limit of its own.
    expect(await quoteFrom(port, CLIENT_B, forgedHeaders())).toBe(200);
  });
});

describe("behind one reverse proxy that appends to X-Forwarded-For (TRUST_PROXY=1)", () => {
  let stack: TStack;
  let proxy: TProxy;

  beforeAll(async () => {
    stack = await startStack("identity-proxied", 8, { TRUST_PROXY: "1", RATE_LIMIT_QUOTES: String(LIMIT) });
    await waitForRedis(stack);
    proxy = await startAppendingProxy(new URL(stack.baseUrl));
  });

  afterAll(async () => {
    await proxy?.close();
    await stack?.stop();
  });

  it("limits a client by the address the proxy saw, whatever entries it wrote before it", async () => {
    expect(await statusesOf(proxy.port, CLIENT_A, 10)).toEqual(expected(10));
    // Through the same proxy (so from the same peer), another client still has its own limit.
    expect(await statusesOf(proxy.port, CLIENT_B, 2)).toEqual([200, 200]);
  });
});
