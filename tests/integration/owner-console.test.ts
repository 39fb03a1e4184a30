// test-site: none
import type { z } from "zod";
import type { zBookingRequest } from "@/server/bookings/schema";
// The owner's console over real PostgreSQL and Redis, in-process: sign-in links (better-auth
// magic link), every owner procedure refused without a live owner session, and the domain rules
// behind the owner's actions (cancel, change, conflicts, manual bookings, audit rows).
import { describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { ownerRouter } from "@/server/api/routers/owner";
import { createTRPCContext } from "@/server/api/trpc";
import { getAuth, setSignInLinkSender } from "@/server/auth/auth";
import { verifyBooking } from "@/server/bookings/verify-booking";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { makeBookingRequest, newClientAddress } from "../support/api";

/** The first night of the race of a manual booking and a visitor's request (three days a round). */
const RACE_FIRST_DAY = 620;

/** The date `n` days after the business's today (the day the booking rules count from). */
const day = (n: number) => addDays(getBusinessToday(), n);

/** The booking call's input: the test builds it from plain strings, which the call checks. */
type TBookingInput = z.input<typeof zBookingRequest>;

const sentLinks: { email: string; token: string }[] = [];
setSignInLinkSender((email, token) => {
  sentLinks.push({ email, token });
  return Promise.resolve();
});

function headers(cookie?: string): Headers {
  const h = new Headers({ "x-forwarded-for": newClientAddress() });
  if (cookie) h.set("cookie", cookie);
  return h;
}

function caller(cookie?: string) {
  return createCaller(createTRPCContext({ headers: headers(cookie) }));
}

async function requestLink(email: string): Promise<string | undefined> {
  const before = sentLinks.length;
  await getAuth().api.signInMagicLink({ body: { email, callbackURL: "/owner" }, headers: headers() });
  return sentLinks.length > before ? sentLinks.at(-1)!.token : undefined;
}

/** Uses a sign-in link's token; returns the session cookie it set, if any. */
async function useLink(token: string): Promise<string | undefined> {
  const response = await getAuth().api.magicLinkVerify({ query: { token, callbackURL: "/owner" }, headers: headers(), asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.includes("session_token=") && !pair.endsWith("="));
  return cookie;
}

async function signIn(): Promise<string> {
  const token = await requestLink(getConfig().OWNER_EMAIL);
  const cookie = await useLink(token!);
  expect(cookie).toBeDefined();
  return cookie!;
}

/** Every procedure path of the owner router, from the router object itself. */
function procedurePaths(): string[] {
  return Object.keys((ownerRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures);
}

async function callPath(cookie: string | undefined, path: string): Promise<unknown> {
  let target: unknown = caller(cookie).owner;
  for (const part of path.split(".")) target = (target as Record<string, unknown>)[part];
  return (target as (input: unknown) => Promise<unknown>)({});
}

async function requestVerified(startInDays: number, nights = 2, stay = "fisheagle-hut"): Promise<string> {
  const booking = await caller().bookings.create(makeBookingRequest({ accommodationType: stay }, startInDays, nights) as TBookingInput);
  expect(await verifyBooking(booking.id)).toBe("verified");
  return booking.id;
}

describe("owner sign-in", () => {
  it("signs in once per link, refuses a used or expired link, and mails nobody but the owner", async () => {
    const token = await requestLink(getConfig().OWNER_EMAIL);
    expect(token).toBeDefined();
    expect(await useLink(token!)).toBeDefined();
    // Single use: the same link signs nobody in a second time.
    expect(await useLink(token!)).toBeUndefined();

    // Expired: the link's one-time value moved 16 minutes into the past.
    const stale = await requestLink(getConfig().OWNER_EMAIL);
    await getDb().verification.updateMany({ data: { expiresAt: new Date(Date.now() - 60_000) } });
    expect(await useLink(stale!)).toBeUndefined();

    // Any other address: the same answer, and no mail.
    const result = await getAuth().api.signInMagicLink({ body: { email: "stranger@example.com" }, headers: headers() });
    expect(result).toEqual({ status: true });
    expect(sentLinks.some((link) => link.email === "stranger@example.com")).toBe(false);
  });
});

describe("owner authorization", () => {
  it("refuses every owner procedure without a session, with a visitor's cookie and with an expired session", async () => {
    const paths = procedurePaths();
    expect(paths.length).toBeGreaterThanOrEqual(16);
    const expired = await signIn();
    await getDb().session.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const cookie of [undefined, "lang=af; theme=dark", expired]) {
      for (const path of paths) {
        await expect(callPath(cookie, path), `${path} with ${cookie ?? "no cookie"}`).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      }
    }
    // A live session passes the guard (the empty input then fails validation, or the read answers).
    // Each procedure gets a session of its own: the sign-out procedures end the one they are given.
    for (const path of paths) {
      await callPath(await signIn(), path).catch((error: { code?: string }) => expect(error.code, path).not.toBe("UNAUTHORIZED"));
    }
    // Sign out everywhere ends this session and the owner's others.
    const [live, other] = [await signIn(), await signIn()];
    await caller(live).owner.account.signOutEverywhere();
    await expect(caller(live).owner.today()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller(other).owner.today()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("owner actions", () => {
  it("cancels a confirmed booking, releasing its nights for the next visitor, with an audit row", async () => {
    const owner = caller(await signIn());
    const id = await requestVerified(578);
    await owner.owner.bookings.confirm({ id, message: "Welcome!" });
    const cancelled = await owner.owner.bookings.cancel({ id, reason: "Guest phoned", requestedBy: "guest" });
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.history.find((entry) => entry.kind === "action" && entry.action === "booking.cancel")).toMatchObject({
      actor: { kind: "owner", email: getConfig().OWNER_EMAIL },
      after: { status: "cancelled", reason: "Guest phoned" },
    });
    const audit = await getDb().auditEntry.findMany({ where: { bookingId: id }, orderBy: { at: "asc" } });
    expect(audit.map((row) => [row.action, row.actorKind, row.actorEmail])).toEqual([
      ["booking.confirm", "owner", getConfig().OWNER_EMAIL],
      ["booking.cancel", "owner", getConfig().OWNER_EMAIL],
    ]);
    await requestVerified(578);
  });

  it("changes dates with a new price and refuses nights a confirmed booking holds", async () => {
    const owner = caller(await signIn());
    const id = await requestVerified(585, 2, "vacation-home");
    const other = await requestVerified(595, 2);
    // Only a confirmed booking binds its nights; another request's would not refuse the change.
    expect((await owner.owner.bookings.confirm({ id: other })).status).toBe("confirmed");
    const changed = await owner.owner.bookings.change({
      id,
      stay: "vacation-home",
      checkIn: day(585),
      checkOut: day(589),
      guests: 2,
    });
    expect(changed.nights).toBe(4);
    expect(changed.totalPriceCents).toBeGreaterThan(0);
    const before = await getDb().booking.findUniqueOrThrow({ where: { id } });
    await expect(
      owner.owner.bookings.change({ id, stay: "vacation-home", checkIn: day(594), checkOut: day(596), guests: 2 }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id } })).checkIn).toEqual(before.checkIn);
    expect(other).toBeDefined();
  });

  it("refuses to confirm a request a channel's feed claims until the claim is handled", async () => {
    const owner = caller(await signIn());
    const id = await requestVerified(581);
    const feed = await getDb().calendarFeed.create({
      data: { stay: "fisheagle_hut", source: "airbnb", url: `https://example.com/${id}.ics` },
    });
    const conflict = await getDb().calendarConflict.create({
      data: { feedId: feed.id, nights: [day(581)], nightsKey: day(581) },
    });
    expect((await owner.owner.conflicts.list()).map((c) => c.id)).toContain(conflict.id);
    await expect(owner.owner.bookings.confirm({ id })).rejects.toMatchObject({ code: "CONFLICT" });
    await owner.owner.conflicts.markHandled({ id: conflict.id, note: "Cancelled on Airbnb" });
    expect((await owner.owner.bookings.confirm({ id })).status).toBe("confirmed");
  });

  it("a phone booking keeps the arrival time given, one of the website's choices; another time is refused under its field", async () => {
    const owner = caller(await signIn());
    const input = {
      stay: "vacation-home" as const,
      checkIn: day(700),
      checkOut: day(702),
      guests: 2,
      name: "Phone guest",
      language: "af" as const,
    };
    await expect(owner.owner.bookings.createManual({ ...input, checkInTime: "03:00" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const made = await owner.owner.bookings.createManual({ ...input, checkInTime: "16:30" });
    expect(made).toMatchObject({ checkInTime: "16:30", guestEmail: "", manual: true });
    // Entered by hand: the history says who entered it, from its own audit row, and nothing else claims a request.
    expect(made.history.map((entry) => (entry.kind === "action" ? entry.action : entry.kind))).toEqual(["booking.manual"]);
  });

  it("a manual booking and a visitor's request for the same nights at once: the manual booking binds them, the request is refused or never confirmable", async () => {
    const owner = caller(await signIn());
    for (let round = 0; round < 20; round++) {
      const start = RACE_FIRST_DAY + round * 3;
      const [manual, visitor] = await Promise.allSettled([
        owner.owner.bookings.createManual({
          stay: "african-darter-hut",
          checkIn: day(start),
          checkOut: day(start + 2),
          guests: 2,
          name: "Phone guest",
          language: "af",
        }),
        caller().bookings.create(makeBookingRequest({ accommodationType: "fisheagle-hut" }, start + 1, 2) as TBookingInput),
      ]);
      expect(manual.status, `round ${round}`).toBe("fulfilled");
      if (visitor.status === "rejected") expect(visitor.reason).toMatchObject({ code: "CONFLICT" });
      else {
        // The request came first: it binds nothing, and the owner cannot confirm it over the booking.
        const id = visitor.value.id;
        await getDb().booking.update({ where: { id }, data: { verifiedAt: new Date() } });
        await expect(owner.owner.bookings.confirm({ id })).rejects.toMatchObject({ code: "CONFLICT" });
      }
    }
  });
});
