// The distributed calendar hostage, replayed against a whole running system (site, worker, Redis,
// S3 and SMTP stand-ins) with the caps at their defaults, behind one reverse proxy that appends
// the address it saw (as Caddy does; TRUST_PROXY=1). An attacker with twelve addresses, each in a
// network of its own (127.0.x.y: Linux routes all of 127/8 to the loopback interface), sends 24
// requests of 15 nights at once across the three stays (360 nights), with mailboxes of its own in
// the local inbox, and confirms every request from them. Only the owner's confirmation binds
// nights, so afterwards: no night is shown as taken, the export feeds list none of them, a real
// guest can still request every one of those nights (accepted, and told a request is ahead), the
// owner's console shows the attacker's request beside the guest's, and the owner's confirmation
// of the guest declines the attacker's competing request. Then the caps of one IPv6 /64: its
// addresses count as one network.
// test-site: none
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { addDays, getBusinessToday, listNights } from "@/server/calendar/dates";
import { makeExportToken } from "@/server/calendar/feeds";
import { makeBookingRequest } from "../support/api";
import { requestFrom, startAppendingProxy, type TPeerReply, type TPeerRequest, type TProxy } from "../support/peers";
import { extractVerifyLink, findMail, startStack, waitFor, type TStack } from "../support/stack";

const ATTACKER_ADDRESSES = Array.from({ length: 12 }, (_, k) => `127.0.${100 + k}.${k + 7}`);
const REQUESTS_PER_ADDRESS = 2;
const NIGHTS_PER_REQUEST = 15;
const FIRST_DAY = 40;
const OWNER = "owner@orania-stays.test";

let stack: TStack;
let proxy: TProxy;

beforeAll(async () => {
  stack = await startStack("calendar-hostage", 11, {
    TRUST_PROXY: "1",
    // The caps at their defaults: two unconfirmed and three unanswered requests, 30 nights, per network.
    REQUEST_CAP_UNVERIFIED: "2",
    REQUEST_CAP_OPEN: "3",
    REQUEST_CAP_NIGHTS: "30",
    // The caps are what this suite tests; the per-client rate limit has its own suite.
    RATE_LIMIT_POSTS: "1000",
  });
  proxy = await startAppendingProxy(new URL(stack.baseUrl));
});

afterAll(async () => {
  await proxy?.close();
  await stack?.stop();
});

/** A request through the proxy from a local address (the peer the proxy sees), or straight to the site with the proxy's header. */
function send(from: string, path: string, init: TPeerRequest & { direct?: boolean } = {}): Promise<TPeerReply> {
  if (!init.direct) return requestFrom(proxy.url, from, path, init);
  return requestFrom(new URL(stack.baseUrl), undefined, path, { ...init, headers: { "x-forwarded-for": from, ...init.headers } });
}

const today = getBusinessToday();
/** The attacker's j-th stay: 15 nights, one after the other, across the three stays. */
const attackRange = (j: number) => ({ startInDays: FIRST_DAY + NIGHTS_PER_REQUEST * j, stay: STAY_IDS[j % 3]! });

function bookingRequest(j: number, overrides: Record<string, unknown>) {
  const { startInDays, stay } = attackRange(j);
  return makeBookingRequest({ accommodationType: stay, guests: 1, ...overrides }, startInDays, NIGHTS_PER_REQUEST);
}

async function unavailableNights(): Promise<string[]> {
  const reply = await send("127.0.0.1", "/api/unavailable-dates?accommodationType=vacation-home");
  expect(reply.status).toBe(200);
  return (reply.body as unknown as { date: string }[]).map((d) => d.date);
}

/** Every night the export feeds list, over the three stays. */
async function exportedNights(): Promise<string[]> {
  const nights = new Set<string>();
  for (const stay of STAY_IDS) {
    const reply = await send("127.0.0.1", `/calendar/${stay}.ics?token=${makeExportToken(stay, stack.env.FEED_TOKEN_SECRET)}`);
    expect(reply.status).toBe(200);
    for (const event of new ICAL.Component(ICAL.parse(reply.text)).getAllSubcomponents("vevent")) {
      const start = String(event.getFirstPropertyValue("dtstart"));
      const end = String(event.getFirstPropertyValue("dtend"));
      for (const night of listNights(start, end)) nights.add(night);
    }
  }
  return [...nights].sort();
}

/** The owner signs in from the link the site mails to the owner's address; returns the session cookie. */
async function signInOwner(): Promise<string> {
  const subject = "Sign in to the Orania Stays console";
  const seen = stack.inbox.messages.filter((m) => m.to.includes(OWNER) && m.subject === subject).length;
  const form = { "content-type": "application/x-www-form-urlencoded", origin: stack.baseUrl };
  const asked = await send("127.0.9.1", "/owner/sign-in?lang=en", { body: `email=${encodeURIComponent(OWNER)}`, headers: form });
  expect(asked.status).toBe(200);
  const mail = await waitFor(
    "the sign-in e-mail",
    () => stack.inbox.messages.filter((m) => m.to.includes(OWNER) && m.subject === subject)[seen],
  );
  const link = new RegExp(`${stack.baseUrl}(/owner/sign-in/link\\?\\S+)`).exec(mail.text ?? "")![1]!;
  const signedIn = await send("127.0.9.1", link, { method: "POST", headers: { ...form, "content-length": "0" } });
  const cookie = (signedIn.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).find((pair) => /session_token=./.test(pair));
  if (!cookie) throw new Error(`no session from the sign-in link (${signedIn.status})`);
  return cookie;
}

type TOwnerBooking = { id: string; number: string; status: string; competing: { id: string; number: string; status: string }[] };

async function ownerBooking(cookie: string, id: string): Promise<TOwnerBooking> {
  const input = encodeURIComponent(JSON.stringify({ json: { id } }));
  const reply = await send("127.0.9.1", `/api/trpc/owner.bookings.get?input=${input}`, { headers: { cookie } });
  expect(reply.status).toBe(200);
  return (reply.body as { result: { data: { json: TOwnerBooking } } }).result.data.json;
}

describe("twelve addresses asking for 360 nights", () => {
  const attack: { j: number; id: string; number: string; email: string }[] = [];
  const guests: { j: number; id: string }[] = [];

  it("are all accepted, confirmed from the attacker's mailboxes, and bind not one night", async () => {
    const before = { unavailable: await unavailableNights(), exported: await exportedNights() };
    const sends = ATTACKER_ADDRESSES.flatMap((address, k) =>
      Array.from({ length: REQUESTS_PER_ADDRESS }, (_, r) => {
        const j = k * REQUESTS_PER_ADDRESS + r;
        const email = `mallory-${j}@attacker.test`;
        return send(address, "/api/bookings", {
          json: bookingRequest(j, { guestName: "Mallory Visser", guestEmail: email, guestPhone: `+27 83 700 ${String(1000 + j)}` }),
        }).then((reply) => ({ j, email, reply }));
      }),
    );
    const started = Date.now();
    const replies = await Promise.all(sends);
    const seconds = (Date.now() - started) / 1000;
    expect(replies.map(({ reply }) => reply.status)).toEqual(Array(24).fill(201));
    for (const { j, email, reply } of replies)
      attack.push({ j, email, id: String(reply.body.id), number: String(reply.body.bookingNumber) });
    const asked = attack.flatMap(({ j }) =>
      listNights(addDays(today, attackRange(j).startInDays), addDays(today, attackRange(j).startInDays + NIGHTS_PER_REQUEST)),
    );
    expect(new Set(asked).size).toBe(360);

    // The attacker confirms every request from its own mailboxes, from the same addresses.
    for (const { j, email, number } of attack) {
      const mail = await waitFor(`the confirmation e-mail of ${number}`, () =>
        findMail(stack, email, number).find((m) => extractVerifyLink(m)),
      );
      const path = new URL(extractVerifyLink(mail)!).pathname;
      const confirmed = await send(ATTACKER_ADDRESSES[Math.floor(j / REQUESTS_PER_ADDRESS)]!, path, {
        method: "POST",
        headers: { origin: stack.baseUrl, "content-type": "application/x-www-form-urlencoded", "content-length": "0" },
      });
      expect(confirmed.status, `confirming ${number}`).toBe(200);
    }
    expect(await stack.db.booking.count({ where: { id: { in: attack.map((a) => a.id) }, verifiedAt: { not: null } } })).toBe(24);

    // Nothing binds: not one of the 360 nights is shown as taken or exported to another channel.
    expect((await unavailableNights()).filter((night) => !before.unavailable.includes(night))).toEqual([]);
    expect((await exportedNights()).filter((night) => asked.includes(night))).toEqual([]);
    console.log(`[calendar-hostage] 24 requests from 12 addresses in ${seconds.toFixed(1)} s, 360 nights asked for, 0 bound, 0 exported`);
  }, 180_000);

  it("leave a real guest free to request every one of those nights, told in their language that a request is ahead", async () => {
    // One guest per stay the attacker asked for (a guest asks for one stay; the caps allow 30 nights each).
    for (let j = 0; j < 24; j++) {
      const language = j % 2 === 0 ? "en" : "af";
      const reply = await send(`127.0.${50 + j}.1`, "/api/bookings", {
        json: bookingRequest(j, {
          guestName: `Real Guest ${j}`,
          guestEmail: `guest-${j}@example.co.za`,
          guestPhone: `+27 82 600 ${String(1000 + j)}`,
        }),
        headers: { cookie: `lang=${language}` },
      });
      expect(reply.status, `the guest's request for stay ${j}`).toBe(201);
      expect(reply.body).toMatchObject({
        requestAhead: true,
        notice: expect.stringContaining(language === "en" ? "is ahead of yours" : "is voor joune"),
      });
      guests.push({ j, id: String(reply.body.id) });
    }
  }, 120_000);

  it("are shown to the owner beside the guest's request, and the owner's confirmation of the guest declines the attacker's", async () => {
    const cookie = await signInOwner();
    const guest = guests[3]!;
    const rival = attack.find((a) => a.j === guest.j)!;
    const before = await ownerBooking(cookie, guest.id);
    expect(before.competing.map((c) => [c.number, c.status])).toEqual([[rival.number, "requested"]]);
    const page = await send("127.0.9.1", `/owner/bookings/${guest.id}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Competing requests");
    expect(page.text).toContain(rival.number);

    // The guest confirms the address, and the owner confirms the guest.
    const mail = await waitFor("the guest's confirmation e-mail", () =>
      findMail(stack, `guest-${guest.j}@example.co.za`, "").find((m) => extractVerifyLink(m)),
    );
    const verify = new URL(extractVerifyLink(mail)!).pathname;
    const form = { origin: stack.baseUrl, "content-type": "application/x-www-form-urlencoded", "content-length": "0" };
    expect((await send(`127.0.${50 + guest.j}.1`, verify, { method: "POST", headers: form })).status).toBe(200);
    const confirmed = await send("127.0.9.1", "/api/trpc/owner.bookings.confirm", {
      json: { json: { id: guest.id } },
      headers: { cookie, origin: stack.baseUrl },
    });
    expect(confirmed.status).toBe(200);
    expect(await stack.db.booking.findUniqueOrThrow({ where: { id: rival.id } })).toMatchObject({ status: "declined", holdId: null });
    await waitFor("the attacker's decline e-mail", () => findMail(stack, rival.email, "could not be accepted")[0]);

    // The guest's nights bind now: shown as taken, exported, and refused to anyone else.
    const range = attackRange(guest.j);
    const nights = listNights(addDays(today, range.startInDays), addDays(today, range.startInDays + NIGHTS_PER_REQUEST));
    expect(await unavailableNights()).toEqual(expect.arrayContaining(nights));
    expect(await exportedNights()).toEqual(expect.arrayContaining(nights));
    const late = await send("127.0.9.1", "/api/bookings", { json: bookingRequest(guest.j, { guestEmail: "late@example.co.za" }) });
    expect([late.status, late.body.error?.code]).toEqual([409, "NIGHTS_TAKEN"]);
  }, 120_000);
});

describe("the caps of an IPv6 network", () => {
  it("count the addresses of one /64 as one network, and another /64 as another", async () => {
    // The proxy saw these peers: sent with its header, as it would forward them.
    const sameNetwork = ["2001:db8:77:1::a", "2001:db8:77:1:ffff:1:2:3", "2001:db8:77:1::beef"];
    const replies: TPeerReply[] = [];
    for (const [i, address] of sameNetwork.entries()) {
      replies.push(
        await send(address, "/api/bookings", {
          direct: true,
          json: makeBookingRequest({ guestEmail: `six-${i}@example.co.za`, guestPhone: `+27 82 610 100${i}` }, 500 + 3 * i, 1),
        }),
      );
    }
    expect(replies.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(replies[2]!.body.error?.code).toBe("REQUEST_CAP_UNVERIFIED");
    const otherNetwork = await send("2001:db8:77:2::a", "/api/bookings", {
      direct: true,
      json: makeBookingRequest({ guestEmail: "six-other@example.co.za", guestPhone: "+27 82 610 2000" }, 520, 1),
    });
    expect(otherNetwork.status).toBe(201);
  });
});
