// A retry that races the first request with the same Idempotency-Key. The first request's
// statement is held open in a transaction while the retry runs, so the retry misses the stored
// reply, writes its own (non-binding) hold beside the first's, blocks on the first request's key
// and meets the unique index when it commits. The retry must replay the first reply, not store a
// second booking nor report the visitor's own request as a conflict.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createBooking } from "@/server/bookings/create-booking";
import { zBookingRequest } from "@/server/bookings/schema";
import { hashRequest } from "@/server/idempotency";
import { makeBookingRequest, newIdempotencyKey } from "../support/api";

const DATABASE_URL = process.env.DATABASE_URL!;

/** Resolves once some backend of this database waits on a lock (the retry's insert). */
async function waitForLockWaiter(client: pg.Client): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The retry never waited on the first request's key");
}

describe("createBooking with a concurrent retry", () => {
  it("replays the first reply when the retry meets the first request's hold", async () => {
    const key = newIdempotencyKey();
    const body = makeBookingRequest({ accommodationType: "african-darter-hut" }, 145, 2);
    const firstReply = { id: "00000000-0000-4000-8000-000000000001", bookingNumber: "OR-RACE01", status: "requested" };

    const first = new pg.Client({ connectionString: DATABASE_URL });
    const observer = new pg.Client({ connectionString: DATABASE_URL });
    await Promise.all([first.connect(), observer.connect()]);
    try {
      await first.query("BEGIN");
      await first.query(
        "INSERT INTO holds (id, kind, check_in, check_out, expires_at, binding) VALUES (gen_random_uuid(), 'booking', $1::date, $2::date, now() + interval '1 hour', false)",
        [body.checkIn, body.checkOut],
      );
      await first.query(
        "INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body) VALUES ($1, $2, $3, 201, $4::jsonb)",
        ["POST /api/bookings", key, hashRequest(zBookingRequest.parse(body)), JSON.stringify(firstReply)],
      );

      const retry = createBooking({ input: zBookingRequest.parse(body), language: "en", idempotencyKey: key, client: "127.0.0.1" });
      const settled = retry.then(
        (reply) => ({ reply }),
        (error: unknown) => ({ error }),
      );
      await waitForLockWaiter(observer);
      await first.query("COMMIT");

      const outcome = await settled;
      expect(outcome).toEqual({ reply: { status: 201, body: firstReply } });
    } finally {
      await Promise.all([first.end(), observer.end()]);
    }
  });

  it("still answers 409 when the nights bind (a block)", async () => {
    const body = makeBookingRequest({ accommodationType: "fisheagle-hut" }, 170, 2);
    const other = new pg.Client({ connectionString: DATABASE_URL });
    await other.connect();
    try {
      await other.query("INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'block', $1::date, $2::date)", [
        body.checkIn,
        body.checkOut,
      ]);
      await expect(
        createBooking({ input: zBookingRequest.parse(body), language: "en", idempotencyKey: newIdempotencyKey(), client: "127.0.0.1" }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
      });
    } finally {
      await other.end();
    }
  });
});
