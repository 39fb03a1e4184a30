// The relay takes a committed outbox event at once: PostgreSQL notifies it on commit, so a guest's
// e-mail does not wait for the next sweep. Here the sweeps are ten minutes apart, so only the
// notification can move the events in time; after PostgreSQL restarts, the relay listens again.
// test-site: none
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBookingRequest } from "../support/api";
import { findMail, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;
/** Far longer than any wait below: an event relayed within it was relayed by its notification. */
const SWEEP_MS = 600_000;
const RELAYED_WITHIN_MS = 20_000;

beforeAll(async () => {
  stack = await startStack("outbox-wake", 13, { OUTBOX_SWEEP_MS: String(SWEEP_MS) }, { privatePostgres: true });
});

afterAll(async () => {
  await stack?.stop();
});

async function requestAndAwaitMail(guestEmail: string, startInDays: number): Promise<void> {
  const request = makeBookingRequest({ guestEmail }, startInDays, 2);
  const response = await fetch(`${stack.baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(201);
  const { bookingNumber } = (await response.json()) as { bookingNumber: string };
  await waitFor("the guest's confirmation e-mail", () => findMail(stack, guestEmail, bookingNumber)[0], RELAYED_WITHIN_MS, 100);
}

describe("the outbox relay", () => {
  it("relays a committed event at once, and again after PostgreSQL restarts", async () => {
    // The relay's first sweep (at start) has passed once the site answers; it waits SWEEP_MS now.
    await requestAndAwaitMail("wake-first@example.co.za", 40);
    await requestAndAwaitMail("wake-second@example.co.za", 44);

    await stack.postgres!.stop();
    await stack.postgres!.start();
    // The site answers again once PostgreSQL does; the relay's listening connection follows it.
    await waitFor("the site's database", async () => (await fetch(`${stack.baseUrl}/api/health/db`).catch(() => undefined))?.ok, 60_000);
    await requestAndAwaitMail("wake-after-restart@example.co.za", 48);
  }, 180_000);
});
