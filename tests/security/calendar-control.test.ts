// Nobody but the owner controls the calendar. The attack this guards against, as a test against a
// whole running system (site, worker, Redis, S3 and SMTP stand-ins) with the caps at their
// defaults and no proxy trusted: one client, rotating X-Forwarded-For headers, e-mail addresses
// and phone numbers, asking for random nights. Its requests ask for at most the capped nights,
// bind none of them (only the owner's confirmation binds), are never exported to other channels,
// lapse by themselves, and mail nobody but the address each request names. Then the guest's
// confirmation link, the caps per e-mail address and phone number, and the owner's "decline and
// block this sender". Each client here has a network of its own (127.0.N.1): caps count per /24.
// test-site: none
import { randomInt, randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { createActionToken } from "@/server/approvals/token";
import { makeExportToken } from "@/server/calendar/feeds";
import { makeBookingRequest } from "../support/api";
import { requestFrom, type TPeerReply, type TPeerRequest } from "../support/peers";
import { extractActionLinks, extractVerifyLink, findMail, startStack, waitFor, waitForSettled, type TStack } from "../support/stack";

/** The provisional window of this stack: long enough to look at the holds, short enough to see them lapse. */
/**
 * Long enough that no request lapses while the suite is still sending (50 requests in a row take
 * seconds on a quiet machine, tens of them on a loaded one); a test that needs a lapse moves the
 * hold's expiry into the past, and the worker's sweep does the rest.
 */
const PROVISIONAL_SECONDS = 600;
const CAP_NIGHTS = 30;

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("calendar-control", 5, {
    TRUST_PROXY: "0",
    REQUEST_CAP_UNVERIFIED: "2",
    REQUEST_CAP_OPEN: "3",
    REQUEST_CAP_NIGHTS: String(CAP_NIGHTS),
    PROVISIONAL_HOLD_MINUTES: String(PROVISIONAL_SECONDS / 60),
    HOLD_SWEEP_SECONDS: "1",
    // The caps are what this suite tests; the per-client rate limit has its own suite.
    RATE_LIMIT_POSTS: "1000",
  });
});

afterAll(async () => {
  await stack?.stop();
});

/** A request from a fixed local address (all of 127/8 is this machine), as one client would send it. */
function send(from: string, path: string, init: TPeerRequest = {}): Promise<TPeerReply> {
  return requestFrom(new URL(stack.baseUrl), from, path, init);
}

const spoofedAddress = () => `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function heldNights(): Promise<string[]> {
  const reply = await send("127.0.0.1", "/api/unavailable-dates?accommodationType=vacation-home");
  return (reply.body as unknown as { date: string }[]).map((d) => d.date);
}

async function exportedEvents(): Promise<number> {
  let events = 0;
  for (const stay of STAY_IDS) {
    const reply = await send("127.0.0.1", `/calendar/${stay}.ics?token=${makeExportToken(stay, stack.env.FEED_TOKEN_SECRET)}`);
    expect(reply.status).toBe(200);
    events += new ICAL.Component(ICAL.parse(reply.text)).getAllSubcomponents("vevent").length;
  }
  return events;
}

function request(overrides: Record<string, unknown>, startInDays: number, nights: number) {
  return makeBookingRequest({ guestName: "Mallory Visser", ...overrides }, startInDays, nights);
}

describe("an anonymous client trying to take the calendar", () => {
  it("asks for at most the capped nights, binds and exports none of them, mails only the addresses it named, and they lapse", async () => {
    const client = "127.0.2.1";
    const before = await heldNights();
    const attempts = Array.from({ length: 50 }, (_, i) => ({
      body: request(
        {
          accommodationType: STAY_IDS[i % 3],
          guestEmail: `victim${i}-${randomUUID().slice(0, 6)}@example.com`,
          guestPhone: `+27 82 ${String(1_000_000 + i).padStart(7, "0")}`,
        },
        randomInt(1, 700),
        // Two such requests fit under the nights cap: the cap on unconfirmed requests is the one met.
        randomInt(1, 11),
      ),
      headers: { "x-forwarded-for": spoofedAddress(), "x-real-ip": spoofedAddress(), "x-orania-peer-address": spoofedAddress() },
    }));
    const replies: TPeerReply[] = [];
    for (const attempt of attempts) replies.push(await send(client, "/api/bookings", { json: attempt.body, headers: attempt.headers }));

    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const accepted = attempts.filter((_, i) => statuses[i] === 201);
    // However the headers rotate, this is one client: two requests awaiting confirmation at most.
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(2);
    const refusals = replies.filter((r) => r.status !== 201).map((r) => r.body.error?.code);
    expect(new Set(refusals)).toEqual(
      new Set(refusals.filter((c) => ["REQUEST_CAP_UNVERIFIED", "REQUEST_CAP_NIGHTS", "NIGHTS_TAKEN"].includes(c!))),
    );
    expect(refusals).toContain("REQUEST_CAP_UNVERIFIED");

    // Unanswered requests bind nothing: no night is shown as taken, and other channels see none.
    expect((await heldNights()).filter((night) => !before.includes(night))).toEqual([]);
    expect(await exportedEvents()).toBe(0);
    const asked = await stack.db.booking.aggregate({ where: { guestName: "Mallory Visser", status: "requested" }, _sum: { nights: true } });
    expect(asked._sum.nights ?? 0).toBeLessThanOrEqual(CAP_NIGHTS);

    const addresses = accepted.map((a) => a.body.guestEmail);
    await waitFor("the confirmation e-mails", () => addresses.every((address) => findMail(stack, address, "confirm").length === 1));
    await waitForSettled(stack);
    expect(stack.inbox.messages.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());

    // Unconfirmed, they lapse by themselves, released by the worker, and nobody else is mailed:
    // their window is over (moved into the past here), and the worker's next sweep releases them.
    const ids = replies.filter((r) => r.status === 201).map((r) => String(r.body.id));
    expect(await stack.db.booking.count({ where: { id: { in: ids }, status: "requested" } })).toBe(ids.length);
    await stack.db.hold.updateMany({ where: { booking: { id: { in: ids } } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await waitFor(
      "the worker to release them",
      async () => (await stack.db.booking.count({ where: { id: { in: ids }, status: "expired", holdId: null } })) === ids.length,
      60_000,
      200,
    );
    await waitForSettled(stack);
    expect(stack.inbox.messages).toHaveLength(addresses.length);
    expect(await stack.db.hold.count({ where: { booking: { id: { in: ids } } } })).toBe(0);

    // With its requests lapsed, the client may ask again.
    const again = await send(client, "/api/bookings", {
      json: request({ guestEmail: "later@example.com", guestPhone: "+27 82 555 0101" }, 702, 1),
    });
    expect(again.status).toBe(201);
  }, 120_000);

  it("holds one sender's simultaneous requests to the cap: exactly two of twelve sent at once are accepted", async () => {
    const email = `burst-${randomUUID().slice(0, 6)}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send("127.0.11.1", "/api/bookings", { json: request({ guestEmail: email, guestPhone: "+27 82 555 0500" }, 450 + i * 3, 1) }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 201, ...Array<number>(10).fill(429)]);
    expect(new Set(replies.filter((r) => r.status === 429).map((r) => r.body.error?.code))).toEqual(new Set(["REQUEST_CAP_UNVERIFIED"]));
    expect(await stack.db.booking.count({ where: { guestEmail: email } })).toBe(2);
  });

  it("caps each e-mail address and phone number across clients, in the visitor's language", async () => {
    const email = `shared-${randomUUID().slice(0, 6)}@example.com`;
    const first = await send("127.0.4.1", "/api/bookings", { json: request({ guestEmail: email, guestPhone: "+27 82 555 0201" }, 600, 1) });
    const second = await send("127.0.5.1", "/api/bookings", {
      json: request({ guestEmail: email.toUpperCase(), guestPhone: "+27 82 555 0202" }, 603, 1),
    });
    const third = await send("127.0.6.1", "/api/bookings", {
      json: request({ guestEmail: email, guestPhone: "+27 82 555 0203" }, 606, 1),
      headers: { cookie: "lang=af" },
    });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 429]);
    expect(third.body.error).toMatchObject({ code: "REQUEST_CAP_UNVERIFIED", message: expect.stringContaining("bevestig") });

    const phone = "+27 82 555 0300";
    const a = await send("127.0.7.1", "/api/bookings", { json: request({ guestEmail: `p1-${email}`, guestPhone: phone }, 610, 2) });
    const b = await send("127.0.8.1", "/api/bookings", { json: request({ guestEmail: `p2-${email}`, guestPhone: phone }, 614, 2) });
    const c = await send("127.0.9.1", "/api/bookings", { json: request({ guestEmail: `p3-${email}`, guestPhone: phone }, 618, 2) });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 429]);

    const long = await send("127.0.10.1", "/api/bookings", {
      json: request({ guestEmail: `n-${email}`, guestPhone: "+27 82 555 0400" }, 620, 20),
    });
    const over = await send("127.0.10.1", "/api/bookings", {
      json: request({ guestEmail: `n-${email}`, guestPhone: "+27 82 555 0400" }, 645, 11),
      headers: { cookie: "lang=en" },
    });
    expect([long.status, over.status]).toEqual([201, 409]);
    expect(over.body.error).toMatchObject({ code: "REQUEST_CAP_NIGHTS", message: expect.stringContaining("30 nights") });
  });
});

describe("the guest's confirmation link", () => {
  async function bookAndGetLink(client: string, startInDays: number) {
    const email = `guest-${randomUUID().slice(0, 8)}@example.co.za`;
    const reply = await send(client, "/api/bookings", {
      json: request({ guestEmail: email, guestPhone: `+27 83 ${randomInt(1_000_000, 9_999_999)}` }, startInDays, 2),
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: "requested", verificationRequired: true, holdExpiresAt: expect.any(String) });
    const mail = await waitFor("the confirmation e-mail", () => findMail(stack, email, String(reply.body.bookingNumber))[0]);
    return { email, id: String(reply.body.id), number: String(reply.body.bookingNumber), link: extractVerifyLink(mail)! };
  }

  it("confirms only on the page's button: a scanner's GET, a tampered, foreign or cross-site link confirm nothing; twice changes nothing", async () => {
    const { email, id, number, link } = await bookAndGetLink("127.0.20.1", 400);
    const token = link.split("/verify/")[1]!;
    const unverified = async () => (await stack.db.booking.findUniqueOrThrow({ where: { id } })).verifiedAt === null;

    // A mail scanner follows the link: it sees the page, and nothing changes.
    for (let i = 0; i < 3; i++) {
      const opened = await send("127.0.21.1", `/verify/${token}`);
      expect(opened.status).toBe(200);
      expect(opened.text).toContain("Confirm my request");
      expect(opened.text).toContain(number);
    }
    expect(await unverified()).toBe(true);

    const [payload, signature] = token.split(".");
    const otherId = Buffer.from(Buffer.from(payload!, "base64url").toString().replace(id, randomUUID())).toString("base64url");
    const forged = [
      `${otherId}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      createActionToken(
        { action: "booking.verify", subjectId: id, expiresAt: Date.now() + 60_000 },
        "a-secret-that-is-not-the-site-secret-0123",
      ),
      // An owner's link is not a guest's, and the other way round.
      createActionToken({ action: "booking.approve", subjectId: id, expiresAt: Date.now() + 60_000 }, stack.env.APPROVAL_SECRET),
      // Nor is the cleaner's changeover link.
      createActionToken({ action: "changeover.view", subjectId: id, expiresAt: Date.now() + 60_000 }, stack.env.APPROVAL_SECRET),
    ];
    for (const bad of forged) expect((await send("127.0.21.1", `/verify/${bad}`, { method: "POST" })).status).toBe(403);
    expect((await send("127.0.21.1", `/owner/${token}`, { method: "POST" })).status).toBe(403);
    expect((await send("127.0.21.1", `/verify/${token}`, { method: "POST", headers: { origin: "https://evil.example" } })).status).toBe(
      403,
    );
    expect(await unverified()).toBe(true);
    expect(findMail(stack, "owner@orania-stays.test", number)).toHaveLength(0);

    const confirmed = await send("127.0.21.1", `/verify/${token}`, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Request confirmed");
    const stored = await stack.db.booking.findUniqueOrThrow({ where: { id }, include: { hold: true } });
    expect(stored.verifiedAt).not.toBeNull();
    const hoursLeft = (stored.hold!.expiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);
    // Confirmed by its guest but unanswered by the owner, it still binds nothing: not exported.
    expect(await exportedEvents()).toBe(0);
    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", number)[0]);
    expect(ownerMail.text).toContain(email);

    const replay = await send("127.0.21.1", `/verify/${token}`, { method: "POST" });
    expect(replay.status).toBe(200);
    expect(replay.text).toContain("Already confirmed");
    const after = await stack.db.booking.findUniqueOrThrow({ where: { id } });
    expect(after.verifiedAt).toEqual(stored.verifiedAt);
    await waitForSettled(stack);
    expect(findMail(stack, "owner@orania-stays.test", number)).toHaveLength(1);
  });

  it("refuses a link whose request lapsed, and sends the e-mail again only for a waiting request that matches", async () => {
    const { email, id, number, link } = await bookAndGetLink("127.0.30.1", 420);
    const resend = (body: unknown) => send("127.0.31.1", "/api/bookings/resend-verification", { json: body });
    expect((await resend({ bookingNumber: number, guestEmail: "someone-else@example.com" })).status).toBe(202);
    expect((await resend({ bookingNumber: "OR-000000", guestEmail: email })).status).toBe(202);
    expect((await resend({ bookingNumber: number.toLowerCase(), guestEmail: email.toUpperCase() })).status).toBe(202);
    await waitFor("the second confirmation e-mail", () => findMail(stack, email, number).length === 2);
    const invalid = await resend({ bookingNumber: "not a number", guestEmail: email });
    expect(invalid.status).toBe(400);
    await waitForSettled(stack);
    expect(findMail(stack, email, number)).toHaveLength(2);
    expect(stack.inbox.messages.filter((m) => m.to.includes("someone-else@example.com"))).toHaveLength(0);

    await stack.db.hold.updateMany({ where: { booking: { id } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const lapsed = await send("127.0.32.1", link.replace(stack.baseUrl, ""), { method: "POST" });
    expect(lapsed.status).toBe(410);
    expect(lapsed.text).toContain("lapsed");
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id } })).verifiedAt).toBeNull();
  });
});

describe("the owner's decline and block", () => {
  it("declines the request and refuses its e-mail address and phone number, from any client", async () => {
    const email = `blocked-${randomUUID().slice(0, 8)}@example.com`;
    const phone = "+27 84 555 0500";
    const reply = await send("127.0.40.1", "/api/bookings", { json: request({ guestEmail: email, guestPhone: phone }, 450, 2) });
    expect(reply.status).toBe(201);
    const number = String(reply.body.bookingNumber);
    const verifyMail = await waitFor("the confirmation e-mail", () => findMail(stack, email, number)[0]);
    expect((await fetch(extractVerifyLink(verifyMail)!, { method: "POST" })).status).toBe(200);
    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", number)[0]);
    const block = extractActionLinks(ownerMail).find((href) => {
      const token = href.split("/owner/")[1]!;
      return Buffer.from(token.split(".")[0]!, "base64url").toString().startsWith("booking.decline-block|");
    });
    expect(block).toBeTruthy();
    expect((await fetch(block!)).status).toBe(200);
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: String(reply.body.id) } })).status).toBe("requested");
    expect((await fetch(block!, { method: "POST" })).status).toBe(200);
    expect(await stack.db.booking.findUniqueOrThrow({ where: { id: String(reply.body.id) } })).toMatchObject({
      status: "declined",
      holdId: null,
    });

    const byEmail = await send("127.0.41.1", "/api/bookings", {
      json: request({ guestEmail: email.toUpperCase(), guestPhone: "+27 84 555 0501" }, 460, 1),
      headers: { cookie: "lang=af" },
    });
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.error).toMatchObject({ code: "SENDER_BLOCKED", message: expect.stringContaining("Kontak ons") });
    const byPhone = await send("127.0.42.1", "/api/bookings", {
      json: request({ guestEmail: `other-${email}`, guestPhone: phone }, 462, 1),
    });
    expect(byPhone.status).toBe(403);
    const someoneElse = await send("127.0.43.1", "/api/bookings", {
      json: request({ guestEmail: `other-${email}`, guestPhone: "+27 84 555 0502" }, 464, 1),
    });
    expect(someoneElse.status).toBe(201);
  });
});
