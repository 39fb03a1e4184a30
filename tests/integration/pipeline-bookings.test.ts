// A booking request through the whole pipeline: outbox, relay, worker, SMTP inbox, and the
// owner's signed approve and decline links.
// test-site: none
import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActionToken } from "@/server/approvals/token";
import { addDays, formatDisplayDate, getBusinessToday } from "@/server/calendar/dates";
import { makeBookingRequest } from "../support/api";
import {
  confirmByMail,
  extractActionLinks,
  findMail,
  startStack,
  waitFor,
  waitForSettled,
  withStackQueue,
  type TStack,
} from "../support/stack";

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("bookings", 0);
});

afterAll(async () => {
  await stack?.stop();
});

async function book(overrides: Record<string, unknown>, startInDays: number, nights = 2, language = "en") {
  const request = makeBookingRequest(overrides, startInDays, nights);
  const response = await fetch(`${stack.baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `lang=${language}` },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(201);
  return { request, booking: (await response.json()) as { id: string; bookingNumber: string; totalPrice: number } };
}

/** A request its guest confirmed from the e-mail, as every request the owner hears of is. */
async function bookAndConfirm(overrides: Record<string, unknown>, startInDays: number, nights = 2, language = "en") {
  const booked = await book(overrides, startInDays, nights, language);
  await confirmByMail(stack, booked.request.guestEmail, booked.booking.bookingNumber);
  return booked;
}

describe("a booking request", () => {
  it("e-mails the owner working approve and decline links and the guest an .ics; only POST confirms, once", async () => {
    const { request, booking } = await bookAndConfirm({ guestEmail: "lize@example.co.za", guestName: "Lize Botha", guests: 3 }, 30, 3);

    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", booking.bookingNumber)[0]);
    expect(ownerMail.text).toContain("lize@example.co.za");
    expect(ownerMail.text).toContain(formatDisplayDate(request.checkIn));
    const [approve, decline] = extractActionLinks(ownerMail);
    expect(approve).toMatch(/\/owner\//);
    expect(decline).toMatch(/\/owner\//);

    const guestMail = await waitFor(
      "the guest's acknowledgement",
      () => findMail(stack, "lize@example.co.za", `received your booking request ${booking.bookingNumber}`)[0],
    );
    expect(guestMail.text).toContain(formatDisplayDate(request.checkOut));
    expect(guestMail.text).toContain("R6,000.00"); // 3 nights x R1,400 + 2 additional guests x R300 x 3 nights
    const ics = guestMail.attachments.find((a) => a.filename === `${booking.bookingNumber}.ics`);
    const calendar = Buffer.from(ics!.content, "base64").toString("utf8");
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${request.checkIn.replaceAll("-", "")}`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${request.checkOut.replaceAll("-", "")}`);

    // A mail scanner opening the link changes nothing.
    const opened = await fetch(approve!);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Confirm booking");
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");

    const confirmed = await fetch(approve!, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("confirmed");
    await waitFor("the guest's confirmation", () => findMail(stack, "lize@example.co.za", "is confirmed")[0]);

    const again = await fetch(approve!, { method: "POST" });
    expect(await again.text()).toContain("Already decided");
    const declineAfter = await fetch(decline!, { method: "POST" });
    expect(await declineAfter.text()).toContain("Already decided");
    const stored = await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored.status).toBe("confirmed");
    expect(stored.holdId).not.toBeNull();
    // The confirmation link, the acknowledgement and the decision: one each.
    expect(findMail(stack, "lize@example.co.za", booking.bookingNumber)).toHaveLength(3);
  });

  it("releases the nights when the owner declines, and tells the guest in Afrikaans", async () => {
    const { request, booking } = await bookAndConfirm(
      { guestEmail: "johan@example.co.za", accommodationType: "fisheagle-hut" },
      40,
      2,
      "af",
    );
    await fetch(`${stack.baseUrl}/api/bookings`, { method: "POST" }); // noise: a bad request changes nothing
    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", booking.bookingNumber)[0]);
    const [, decline] = extractActionLinks(ownerMail);
    expect((await fetch(decline!, { method: "POST" })).status).toBe(200);
    const stored = await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "declined", holdId: null });
    const dates = (await (await fetch(`${stack.baseUrl}/api/unavailable-dates?accommodationType=vacation-home`)).json()) as {
      date: string;
    }[];
    expect(dates.map((d) => d.date)).not.toContain(request.checkIn);
    const declined = await waitFor("the guest's decline", () => findMail(stack, "johan@example.co.za", "kon nie aanvaar word nie")[0]);
    expect(declined.text).toContain("Visarend Hut");
  });

  it("answers forged, expired and unknown links with their pages and changes nothing", async () => {
    const { booking } = await bookAndConfirm({}, 50, 1);
    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", booking.bookingNumber)[0]);
    const [approve] = extractActionLinks(ownerMail);
    const token = approve!.split("/owner/")[1]!;
    const [payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(Buffer.from(payload!, "base64url").toString().replace("booking.approve", "booking.decline")).toString(
      "base64url",
    );

    for (const forged of [`${forgedPayload}.${signature}`, `${payload}.${signature!.slice(0, -2)}AA`, "not-a-token"]) {
      const page = await fetch(`${stack.baseUrl}/owner/${forged}`, { method: "POST" });
      expect(page.status).toBe(403);
    }
    const secret = stack.env.APPROVAL_SECRET!;
    const expired = createActionToken({ action: "booking.approve", subjectId: booking.id, expiresAt: Date.now() - 1000 }, secret);
    expect((await fetch(`${stack.baseUrl}/owner/${expired}`, { method: "POST" })).status).toBe(410);
    const unknown = createActionToken(
      { action: "booking.approve", subjectId: crypto.randomUUID(), expiresAt: Date.now() + 60_000 },
      secret,
    );
    expect((await fetch(`${stack.baseUrl}/owner/${unknown}`)).status).toBe(404);
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");
  });

  it("keeps every request made while Redis is down, and sends all their e-mails once it is back", async () => {
    await stack.redis.stop();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${stack.baseUrl}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${i + 1}.1` },
          body: JSON.stringify(makeBookingRequest({ guestEmail: `outage${i}@example.co.za` }, 100 + i * 2, 1)),
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = await Promise.all(replies.map(async (r) => ((await r.json()) as { bookingNumber: string }).bookingNumber));
    expect(await stack.db.outboxEvent.count({ where: { sentAt: null } })).toBeGreaterThanOrEqual(20);

    await stack.redis.start();
    // Each guest gets the confirmation link; once they confirm, the owner hears of each request once.
    await Promise.all(numbers.map((n, i) => confirmByMail(stack, `outage${i}@example.co.za`, n)));
    await waitFor("all 20 owner e-mails", () => numbers.every((n) => findMail(stack, "owner@orania-stays.test", n).length === 1), 60_000);
    await waitForSettled(stack);
    for (const [i, n] of numbers.entries()) {
      expect(findMail(stack, "owner@orania-stays.test", n)).toHaveLength(1);
      expect(findMail(stack, `outage${i}@example.co.za`, `confirm your booking request ${n}`)).toHaveLength(1);
    }
  });

  it("retries mail with backoff while SMTP refuses connections, and delivers when it returns", async () => {
    await stack.inbox.stopSmtp();
    const { booking } = await book({ guestEmail: "smtp-down@example.co.za" }, 200, 1);
    await waitFor("a failed send attempt", async () => {
      const log = await stack.db.emailSend.findFirst({ where: { recipient: "smtp-down@example.co.za" } });
      return log && log.sentAt === null;
    });
    // The job is retried with backoff while SMTP refuses: its attempts go on, and nothing is lost.
    await waitFor("a retried send attempt", async () => {
      const jobs = await withStackQueue(stack, "mail", (queue) => queue.getJobs(["delayed", "waiting", "active", "failed"]));
      return jobs.some((job) => job?.id?.includes(booking.id) && job.attemptsMade >= 2);
    });
    expect(findMail(stack, "smtp-down@example.co.za", booking.bookingNumber)).toHaveLength(0);
    await stack.inbox.startSmtp();
    await waitFor("the delayed e-mail", () => findMail(stack, "smtp-down@example.co.za", booking.bookingNumber)[0], 60_000);
    expect(findMail(stack, "smtp-down@example.co.za", booking.bookingNumber)).toHaveLength(1);
  });
});

describe("operators", () => {
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

  it("see the queue dashboard at /admin/queues only with the admin's credentials", async () => {
    const anonymous = await fetch(`${stack.baseUrl}/admin/queues`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Basic/);
    expect((await fetch(`${stack.baseUrl}/admin/queues`, { headers: { authorization: basic("admin", "wrong-password") } })).status).toBe(
      401,
    );
    expect((await fetch(`${stack.workerUrl}/admin/queues`)).status).toBe(401);

    const page = await fetch(`${stack.baseUrl}/admin/queues`, { headers: { authorization: basic("admin", stack.env.ADMIN_PASSWORD!) } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    const api = await fetch(`${stack.baseUrl}/admin/queues/api/queues?activeQueue=mail&page=1`, {
      headers: { authorization: basic("admin", stack.env.ADMIN_PASSWORD!) },
    });
    expect(api.status).toBe(200);
    const { queues } = (await api.json()) as { queues: { name: string }[] };
    expect(queues.map((q) => q.name).sort()).toEqual(["bookings", "calendars", "mail", "maintenance", "moderation", "photos"]);
  });

  it("read the health of PostgreSQL, Redis, S3 and SMTP from the web and the worker", async () => {
    for (const url of [`${stack.baseUrl}/api/health`, `${stack.workerUrl}/health`]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const report = (await response.json()) as { status: string; checks: Record<string, { ok: boolean }> };
      expect(report.status).toBe("ok");
      expect(Object.keys(report.checks).sort()).toEqual(["database", "mail", "redis", "storage"]);
    }
    await stack.inbox.stopSmtp();
    const degraded = (await (await fetch(`${stack.baseUrl}/api/health`)).json()) as { status: string; checks: { mail: { ok: boolean } } };
    await stack.inbox.startSmtp();
    expect(degraded.status).toBe("degraded");
    expect(degraded.checks.mail.ok).toBe(false);
  });

  it("see the calendar import run through the worker, with failures recorded and retried", async () => {
    const night = addDays(getBusinessToday(), 650).replaceAll("-", "");
    const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:s@x\r\nDTSTART;VALUE=DATE:${night}\r\nDURATION:P2D\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const channel = http.createServer((request, response) =>
      request.url === "/good.ics" ? response.end(ics) : response.writeHead(500).end("down"),
    );
    await new Promise<void>((resolve) => channel.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(channel.address() as AddressInfo).port}`;
    try {
      const good = await stack.db.calendarFeed.create({ data: { stay: "fisheagle_hut", source: "airbnb", url: `${base}/good.ics` } });
      const bad = await stack.db.calendarFeed.create({ data: { stay: "vacation_home", source: "booking", url: `${base}/bad.ics` } });
      const cli = spawnSync("node_modules/.bin/tsx", ["scripts/owner-calendar.ts", "sync"], {
        env: { ...process.env, ...stack.env },
        encoding: "utf8",
      });
      expect(cli.status).toBe(0);
      await waitFor(
        "the good feed's import",
        async () => (await stack.db.calendarFeed.findUniqueOrThrow({ where: { id: good.id } })).lastSuccessAt,
      );
      await waitFor(
        "the bad feed's error",
        async () => (await stack.db.calendarFeed.findUniqueOrThrow({ where: { id: bad.id } })).lastError,
      );
      expect(await stack.db.ownerBlock.count({ where: { feedId: good.id } })).toBe(1);
      const auth = { authorization: basic("admin", stack.env.ADMIN_PASSWORD!) };
      const listing = await waitFor("the failed import on the dashboard", async () => {
        const reply = await fetch(`${stack.baseUrl}/admin/queues/api/queues?activeQueue=calendars&status=latest&page=1`, { headers: auth });
        const { queues } = (await reply.json()) as {
          queues: { name: string; jobs: { name: string; attempts: number; failedReason?: string }[] }[];
        };
        return queues
          .find((q) => q.name === "calendars")
          ?.jobs.find((job) => job.name === "sync-calendar" && job.attempts >= 1 && job.failedReason);
      });
      expect(listing.failedReason).toContain("500");
    } finally {
      channel.closeAllConnections();
      await new Promise((resolve) => channel.close(resolve));
    }
  });
});
