// Deadlocks and lost connections on the write paths, provoked deterministically from raw `pg`
// connections against the running site. A raw connection takes a lock the site's transaction will
// need, waits until that transaction waits for it, then asks for a lock the transaction already
// holds: PostgreSQL's deadlock detector aborts one side, and it is always the site's, because
// these connections wait a minute before they look for deadlocks and the site's a second (the
// server's default). Or the raw side terminates the site's backend while it waits, as a
// connection reset mid-statement would. The site must run the transaction again and answer as if
// nothing had happened (201, 409, the owner's "Done"); when every attempt fails, 503 with
// Retry-After in the visitor's language at each door, never a 500 or a stack.
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { createActionToken, type TSignedAction } from "@/server/approvals/token";
import { addDays } from "@/server/calendar/dates";
import { describeAction } from "@/server/approvals/actions";
import { ownerLinkDoor } from "@/server/approvals/handle-link";
import { bookingPageDoor } from "@/server/approvals/handle-booking-page";
import { verifyLinkDoor } from "@/server/approvals/handle-verify-link";
import { OFFLINE_COPY_HEADER } from "@/server/offline/copy";
import { confirmByOwner } from "@/server/bookings/owner-decisions";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest, type TApiResponse } from "../support/api";

const DATABASE_URL = process.env.DATABASE_URL!;
/** How many times a transaction runs before the site gives up: db/transient.ts. */
const ATTEMPTS = 5;

type TRaw = { client: pg.Client; pid: number };
let raw: TRaw;
let observer: TRaw;

async function connect(): Promise<TRaw> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query("SET deadlock_timeout = '60s'");
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  return { client, pid: rows[0]!.pid };
}

beforeEach(async () => {
  [raw, observer] = await Promise.all([connect(), connect()]);
});

afterEach(async () => {
  await Promise.all([raw.client.end(), observer.client.end()]);
});

/** Backends of this database, other than ours, waiting for a lock. */
async function lockWaiters(): Promise<number[]> {
  const { rows } = await observer.client.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> ALL($1::int[])",
    [[raw.pid, observer.pid]],
  );
  return rows.map((row) => row.pid);
}

async function waitForLockWaiter(): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if ((await lockWaiters()).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The site's transaction never waited for the raw connection's lock");
}

/** Terminates each backend that waits for a lock until `pending` settles; returns how many. */
async function terminateWaitersUntil(pending: Promise<unknown>): Promise<number> {
  let settled = false;
  void pending.finally(() => (settled = true));
  let terminated = 0;
  while (!settled) {
    for (const pid of await lockWaiters()) {
      // Waits (up to 5 s) until the backend is gone, so that it is not counted twice.
      const { rows } = await observer.client.query<{ ok: boolean }>("SELECT pg_terminate_backend($1, 5000) AS ok", [pid]);
      if (rows[0]!.ok) terminated++;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return terminated;
}

const lockKey = (key: string) => raw.client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);

/** Opens the raw transaction with the sender's phone: key, the last of its keys the site locks. */
async function lockPhone(phone: string): Promise<void> {
  await raw.client.query("BEGIN");
  await lockKey(`phone:${phone}`);
}

/** A request of its own sender; caps.ts locks the sender's keys in the order client:, email:, phone:. */
function request(startInDays: number, sender: string) {
  return makeBookingRequest(
    { accommodationType: "vacation-home", guestEmail: `${sender}@example.co.za`, guestPhone: `+2782${startInDays}0000` },
    startInDays,
    2,
  );
}

function signedLink(action: TSignedAction, subjectId: string): string {
  const token = createActionToken({ action, subjectId, expiresAt: Date.now() + 10 * 60_000 }, process.env.APPROVAL_SECRET);
  return `/${action === "booking.verify" ? "verify" : "owner"}/${token}`;
}

async function newRequest(startInDays: number, sender: string): Promise<{ id: string; holdId: string }> {
  const response = await api<{ id: string }>("/api/bookings", { json: request(startInDays, sender) });
  expect(response.status).toBe(201);
  const { holdId } = await getDb().booking.findUniqueOrThrow({ where: { id: response.body.id }, select: { holdId: true } });
  return { id: response.body.id, holdId: holdId! };
}

function expectUnavailable(response: TApiResponse, message: string): void {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toEqual(expect.stringMatching(/^[1-9]\d*$/));
  expect(response.text).toContain(message);
  expect(response.text).not.toMatch(/stack|at async|\.ts:\d|40P01|57P01|prisma/i);
}

describe("a booking request that meets a deadlock", () => {
  it("is retried and gets its 201", async () => {
    const body = request(212, "deadlock-201");
    await lockPhone(body.guestPhone);
    const reply = api<{ id: string }>("/api/bookings", { json: body });
    await waitForLockWaiter(); // the request holds client: and email: and waits for phone:
    // Granted only once the request's transaction is gone: it cannot commit while it waits for
    // phone:, so PostgreSQL aborted it as a deadlock.
    await lockKey(`email:${body.guestEmail}`);
    await raw.client.query("ROLLBACK");

    const response = await reply;
    expect(response.status).toBe(201);
    const stored = await getDb().booking.findMany({ where: { guestEmail: body.guestEmail }, include: { hold: true } });
    expect(stored.map((b) => [b.id, b.status, b.hold !== null])).toEqual([[response.body.id, "requested", true]]);
    expect(
      await getDb().outboxEvent.count({ where: { topic: "booking.submitted", payload: { equals: { bookingId: response.body.id } } } }),
    ).toBe(1);
  });

  it("is retried and gets 409 when the nights were taken meanwhile", async () => {
    const body = request(216, "deadlock-409");
    await lockPhone(body.guestPhone);
    const reply = api<{ error: { code: string } }>("/api/bookings", { json: body });
    await waitForLockWaiter();
    await lockKey(`email:${body.guestEmail}`);
    await raw.client.query("INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'block', $1::date, $2::date)", [
      body.checkIn,
      body.checkOut,
    ]);
    await raw.client.query("COMMIT");

    const response = await reply;
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("NIGHTS_TAKEN");
    expect(await getDb().booking.count({ where: { guestEmail: body.guestEmail } })).toBe(0);
  });
});

describe("a booking request that meets another writer of its nights", () => {
  const insertHold = (checkIn: string, checkOut: string) =>
    raw.client.query("INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'block', $1::date, $2::date)", [
      checkIn,
      checkOut,
    ]);

  it("is accepted beside an uncommitted writer that takes no turns: its hold binds nothing, so it waits for nobody", async () => {
    const body = request(252, "unbinding");
    await raw.client.query("BEGIN");
    await insertHold(body.checkIn, body.checkOut);
    const response = await api("/api/bookings", { json: body });
    expect(response.status).toBe(201);
    await raw.client.query("COMMIT");
  });

  it("an owner's confirmation is retried out of the exclusion constraint's deadlock and refused as nights taken", async () => {
    // A writer that takes no turns (as an imported calendar's blocks are written) holds the first
    // night uncommitted; the confirmation makes the request's hold binding and waits for that
    // transaction; the writer then adds the last night, which waits for the confirmation's
    // uncommitted binding hold: each waits for the other at the constraint, PostgreSQL aborts the
    // confirmation, and its retry meets the committed blocks.
    const body = request(244, "exclusion-409");
    const made = await api<{ id: string }>("/api/bookings", { json: body });
    expect(made.status).toBe(201);
    await getDb().booking.update({ where: { id: made.body.id }, data: { verifiedAt: new Date() } });
    await raw.client.query("BEGIN");
    await insertHold(body.checkIn, addDays(body.checkIn, 1));
    const confirmation = confirmByOwner({
      bookingId: made.body.id,
      actor: { kind: "owner", email: "owner@example.com" },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    await waitForLockWaiter();
    await insertHold(addDays(body.checkOut, -1), body.checkOut);
    await raw.client.query("COMMIT");

    expect(await confirmation).toMatchObject({ code: "CONFLICT", details: { reason: "NIGHTS_TAKEN" } });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: made.body.id } })).status).toBe("requested");
  });

  it("waits for a concurrent writer of the same nights at their locks, before holding anything it could wait for", async () => {
    // The raw connection is a concurrent binding writer (a confirmation, a block) part-way through
    // its transaction: it has its nights' locks (bookings/holds.ts) and an uncommitted hold on them.
    const body = request(248, "turns");
    await raw.client.query("BEGIN");
    await raw.client.query(
      "SELECT pg_advisory_xact_lock(hashtextextended('night:' || ($1::date + i), 0)) FROM generate_series(0, $2::date - $1::date - 1) AS i",
      [body.checkIn, body.checkOut],
    );
    await insertHold(body.checkIn, body.checkOut);
    const reply = api("/api/bookings", { json: body });
    await waitForLockWaiter();
    const { rows } = await observer.client.query<{ locktype: string }>(
      "SELECT locktype FROM pg_locks WHERE NOT granted AND pid = ANY($1::int[])",
      [await lockWaiters()],
    );
    // An advisory lock, not another transaction: it has no hold of its own yet, so nobody can be
    // waiting for it while it waits, and two requests cannot deadlock.
    expect(rows.map((row) => row.locktype)).toEqual(["advisory"]);
    await raw.client.query("COMMIT");
    expect((await reply).status).toBe(409);
  });
});

describe("a booking request whose connection is lost mid-statement", () => {
  it("is retried on a new connection and gets its 201", async () => {
    const body = request(220, "reset-201");
    await lockPhone(body.guestPhone);
    const reply = api<{ id: string }>("/api/bookings", { json: body });
    await waitForLockWaiter();
    const [pid] = await lockWaiters();
    await observer.client.query("SELECT pg_terminate_backend($1, 5000)", [pid]);
    await raw.client.query("ROLLBACK");

    const response = await reply;
    expect(response.status).toBe(201);
    expect(await getDb().booking.count({ where: { guestEmail: body.guestEmail } })).toBe(1);
  });

  it("gets 503 with Retry-After in the visitor's language from /api once every attempt failed", async () => {
    const body = request(224, "reset-503");
    await lockPhone(body.guestPhone);
    const reply = api("/api/bookings", { json: body, headers: { cookie: "lang=af" } });
    expect(await terminateWaitersUntil(reply)).toBe(ATTEMPTS);
    await raw.client.query("ROLLBACK");

    const response = await reply;
    expectUnavailable(response, getDictionary("af").api.unavailable);
    expect(response.body).toMatchObject({ error: { code: "UNAVAILABLE" } });
    expect(await getDb().booking.count({ where: { guestEmail: body.guestEmail } })).toBe(0);
  });

  it("gets 503 with Retry-After in the visitor's language from tRPC once every attempt failed", async () => {
    const body = request(228, "reset-trpc");
    await lockPhone(body.guestPhone);
    const reply = api<{ error: { json: { data: { appCode: string; httpStatus: number } } } }>("/api/trpc/bookings.create", {
      json: { json: body },
      headers: { cookie: "lang=af" },
    });
    expect(await terminateWaitersUntil(reply)).toBe(ATTEMPTS);
    await raw.client.query("ROLLBACK");

    const response = await reply;
    expectUnavailable(response, getDictionary("af").api.unavailable);
    expect(response.body.error.json.data).toMatchObject({ appCode: "UNAVAILABLE", httpStatus: 503 });
  });
});

describe("an owner decision that meets a deadlock", () => {
  it("is retried and the owner sees it done", async () => {
    const { id, holdId } = await newRequest(232, "owner-deadlock");
    await raw.client.query("BEGIN");
    await raw.client.query("SELECT 1 FROM holds WHERE id = $1 FOR UPDATE", [holdId]);
    const page = api(signedLink("booking.decline", id), { method: "POST" });
    await waitForLockWaiter(); // the decision updated the booking and waits to delete its hold
    await raw.client.query("SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE", [id]);
    await raw.client.query("ROLLBACK");

    const response = await page;
    expect(response.status).toBe(200);
    expect(response.text).toContain("Recorded: this is now <strong>declined</strong>");
    expect(await getDb().booking.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "declined", holdId: null });
    expect(await getDb().hold.count({ where: { id: holdId } })).toBe(0);
    expect(await getDb().outboxEvent.count({ where: { topic: "booking.decided", payload: { equals: { bookingId: id } } } })).toBe(1);
  });

  it("shows the owner a 503 page with Retry-After once every attempt failed, and changes nothing", async () => {
    const { id, holdId } = await newRequest(236, "owner-503");
    await raw.client.query("BEGIN");
    await raw.client.query("SELECT 1 FROM holds WHERE id = $1 FOR UPDATE", [holdId]);
    const page = api(signedLink("booking.decline", id), { method: "POST" });
    expect(await terminateWaitersUntil(page)).toBe(ATTEMPTS);
    await raw.client.query("ROLLBACK");

    expectUnavailable(await page, getDictionary("en").api.unavailable);
    expect(await getDb().booking.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "requested", holdId });
  });
});

describe("the owner's link page", () => {
  // The page renders after its door, outside the door's 503: were it to read the database itself,
  // a database going away between the two (a restart) would fail the render with a 500. So the
  // door hands the page everything it shows, the subject as the action left it included.
  it("is handed the subject by its door, before and after the action, so that rendering reads nothing", async () => {
    const { id } = await newRequest(256, "owner-facts");
    const address = new URL(signedLink("booking.decline", id), "http://127.0.0.1");
    const ask = (method: "GET" | "POST") => ownerLinkDoor(new Request(address, { method }), address.pathname.split("/")[2]!);

    const before = await ask("GET");
    expect(before).toMatchObject({ kind: "page", status: 200, state: { view: "confirm" } });
    const asked = before.kind === "page" ? before.state.facts : undefined;
    expect(asked).toEqual(await describeAction("booking.decline", id, "en"));
    expect(asked).toMatchObject({ open: true, state: "requested" });

    const after = await ask("POST");
    expect(after).toMatchObject({ kind: "page", status: 200, state: { view: "done", facts: { open: false, state: "declined" } } });
  });
});

describe("the guest's booking page", () => {
  // Likewise: its door reads all the page shows, for a GET and for a refused POST's form.
  it("is handed all it shows by its door, with what the phone keeps of it, so that rendering reads nothing", async () => {
    const { id } = await newRequest(258, "guest-facts");
    const token = createActionToken(
      { action: "booking.view", subjectId: id, expiresAt: Date.now() + 10 * 60_000 },
      process.env.APPROVAL_SECRET,
    );
    const address = new URL(`/booking/${token}`, process.env.APP_URL);
    const shown = await bookingPageDoor(new Request(address), token);
    expect(shown).toMatchObject({
      kind: "page",
      status: 200,
      state: { view: "page" },
      headers: { [OFFLINE_COPY_HEADER]: expect.stringMatching(/^keep; until=\d{4}-\d{2}-\d{2}$/) },
    });
    expect(shown.kind === "page" ? shown.state.facts?.booking : undefined).toMatchObject({
      id,
      status: "requested",
      checkIn: expect.any(Date),
    });

    const refused = await bookingPageDoor(
      new Request(address, {
        method: "POST",
        headers: { origin: address.origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action: "message", message: "" }),
      }),
      token,
    );
    expect(refused).toMatchObject({
      kind: "page",
      status: 400,
      state: { view: "page", form: { name: "message" }, facts: { booking: { id } } },
    });
  });
});

describe("the guest's confirmation page", () => {
  it("is handed the request by its door, before and after the confirmation, so that rendering reads nothing", async () => {
    const { id } = await newRequest(260, "verify-facts");
    const { number } = await getDb().booking.findUniqueOrThrow({ where: { id } });
    const address = new URL(signedLink("booking.verify", id), process.env.APP_URL);
    const token = address.pathname.split("/")[2]!;
    const before = await verifyLinkDoor(new Request(address), token);
    expect(before).toMatchObject({ kind: "page", status: 200, state: { view: "confirm", facts: { number, verifiedAt: null } } });
    const after = await verifyLinkDoor(new Request(address, { method: "POST", headers: { origin: address.origin } }), token);
    expect(after).toMatchObject({ kind: "page", status: 200, state: { view: "result", facts: { number, checkIn: expect.any(Date) } } });
  });
});

describe("a guest's confirmation that keeps losing its connection", () => {
  it("shows a 503 page with Retry-After in the visitor's language, and changes nothing", async () => {
    const { id } = await newRequest(240, "verify-503");
    const { guestPhone } = await getDb().booking.findUniqueOrThrow({ where: { id } });
    await lockPhone(guestPhone);
    const page = api(signedLink("booking.verify", id), { method: "POST", headers: { cookie: "lang=af" } });
    expect(await terminateWaitersUntil(page)).toBe(ATTEMPTS);
    await raw.client.query("ROLLBACK");

    const response = await page;
    expectUnavailable(response, getDictionary("af").api.unavailable.replaceAll("'", "&#x27;"));
    expect(response.text).toContain('<html lang="af"');
    expect((await getDb().booking.findUniqueOrThrow({ where: { id } })).verifiedAt).toBeNull();
  });
});
