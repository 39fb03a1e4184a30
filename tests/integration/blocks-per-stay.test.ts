// An owner's block closes every stay or one stay alone. The site sells one stay a night, so a
// booking of any stay and a block of every stay exclude each other, while a block of one stay
// meets only that stay's bookings (and the blocks of every stay or of the same stay): a hut's
// maintenance leaves the vacation home for sale. Visitors' requests through the site, the owner's
// bookings and changes, our feeds and races between binding writes all keep to it.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { changeBooking } from "@/server/bookings/change-booking";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { confirmByOwner } from "@/server/bookings/owner-decisions";
import { toStayEnum } from "@/server/bookings/stay-enum";
import { addOwnerBlock, BlockRefused } from "@/server/calendar/blocks";
import { makeExportToken } from "@/server/calendar/feeds";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { Refusal } from "@/server/errors";
import type { TBlock, TCalendar } from "@/server/owner/contract";
import { api, BASE_URL, makeBookingRequest } from "../support/api";
import { signInOwner } from "../support/owner-http";

const owner = { kind: "owner" as const, email: "owner@example.com" };
const day = (n: number) => addDays(getBusinessToday(), n);
let sender = 0;
const nextEmail = () => `perstay${sender++}@race.example.co.za`;

const settle = <T>(work: Promise<T>) =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** A visitor's request through the site: its status, and its booking id when accepted. */
async function request(stay: TStayId, startInDays: number, nights = 1) {
  const reply = await api<{ id: string; error?: { code: string } }>("/api/bookings", {
    json: makeBookingRequest({ accommodationType: stay, guestEmail: nextEmail() }, startInDays, nights),
  });
  return reply;
}

/** A request its guest confirmed (as the e-mailed link would), ready for the owner's answer. */
async function verifiedRequest(stay: TStayId, startInDays: number, nights = 1): Promise<string> {
  const reply = await request(stay, startInDays, nights);
  expect(reply.status, `request for ${stay}`).toBe(201);
  await getDb().booking.update({ where: { id: reply.body.id }, data: { verifiedAt: new Date() } });
  return reply.body.id;
}

async function unavailable(stay: TStayId): Promise<string[]> {
  return (await api<{ date: string }[]>(`/api/unavailable-dates?accommodationType=${stay}`)).body.map((d) => d.date);
}

/** The UIDs of a stay's exported feed. */
async function exportedUids(stay: TStayId): Promise<string[]> {
  const text = await (await fetch(`${BASE_URL}/calendar/${stay}.ics?token=${makeExportToken(stay)}`)).text();
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((e) => String(e.getFirstPropertyValue("uid")));
}

/** Binding holds that close this night to the stay: every stay's, and the stay's own. */
function closingOn(night: string, stay: TStayId) {
  const date = toUtcDate(night);
  return getDb().hold.count({
    where: { binding: true, checkIn: { lte: date }, checkOut: { gt: date }, OR: [{ everyStay: true }, { stay: toStayEnum(stay) }] },
  });
}

function bindingOn(night: string) {
  const date = toUtcDate(night);
  return getDb().hold.count({ where: { binding: true, checkIn: { lte: date }, checkOut: { gt: date } } });
}

describe("a block of one stay", () => {
  it("leaves the other stays bookable through the site, refuses the blocked one, and shows in that stay's feed only", async () => {
    const block = await addOwnerBlock({ checkIn: day(300), checkOut: day(303), stay: "fisheagle-hut", note: "Roof", actor: owner });
    expect(block.stay).toBe("fisheagle-hut");

    expect(await unavailable("fisheagle-hut")).toEqual(expect.arrayContaining([day(300), day(301), day(302)]));
    for (const stay of ["vacation-home", "african-darter-hut"] as const) expect(await unavailable(stay)).not.toContain(day(301));

    const refused = await request("fisheagle-hut", 301, 2);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "NIGHTS_TAKEN" });

    // The vacation home is requested and confirmed over the hut's maintenance.
    const home = await verifiedRequest("vacation-home", 301, 2);
    await confirmByOwner({ bookingId: home, actor: owner });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: home } })).status).toBe("confirmed");
    // One stay a night still: the other hut is now taken too.
    expect((await request("african-darter-hut", 301, 1)).status).toBe(409);
    expect(await unavailable("african-darter-hut")).toEqual(expect.arrayContaining([day(301), day(302)]));
    expect(await unavailable("african-darter-hut")).not.toContain(day(300));

    const blockHold = `hold-${(await getDb().ownerBlock.findUniqueOrThrow({ where: { id: block.id } })).holdId}@orania-stays`;
    const homeHold = `hold-${(await getDb().booking.findUniqueOrThrow({ where: { id: home } })).holdId}@orania-stays`;
    expect(await exportedUids("fisheagle-hut")).toEqual(expect.arrayContaining([blockHold, homeHold]));
    for (const stay of ["vacation-home", "african-darter-hut"] as const) {
      const uids = await exportedUids(stay);
      expect(uids).not.toContain(blockHold);
      expect(uids).toContain(homeHold);
    }
  });

  it("meets its stay's bookings and the blocks of every stay, never another stay's booking", async () => {
    await createManualBooking({
      input: { stay: "vacation-home", checkIn: day(320), checkOut: day(322), guests: 2, name: "Phone guest", language: "en" },
      actor: owner,
    });
    await expect(addOwnerBlock({ checkIn: day(321), checkOut: day(323), stay: "vacation-home", actor: owner })).rejects.toMatchObject({
      reason: "NIGHTS_TAKEN",
    });
    await expect(addOwnerBlock({ checkIn: day(321), checkOut: day(323), actor: owner })).rejects.toBeInstanceOf(BlockRefused);
    await addOwnerBlock({ checkIn: day(321), checkOut: day(323), stay: "african-darter-hut", actor: owner });
    // A second block of the same stay, and one of every stay, meet it; another stay's does not.
    await expect(addOwnerBlock({ checkIn: day(322), checkOut: day(324), stay: "african-darter-hut", actor: owner })).rejects.toMatchObject({
      reason: "NIGHTS_TAKEN",
    });
    await expect(addOwnerBlock({ checkIn: day(322), checkOut: day(324), actor: owner })).rejects.toMatchObject({ reason: "NIGHTS_TAKEN" });
    await addOwnerBlock({ checkIn: day(322), checkOut: day(324), stay: "fisheagle-hut", actor: owner });
    // The vacation home's booking beside the darter hut's block; each hut's block beside the other's.
    expect(await bindingOn(day(321))).toBe(2);
    expect(await bindingOn(day(322))).toBe(2);
  });

  it("refuses the owner's booking or change onto its stay, and lets them onto another", async () => {
    await addOwnerBlock({ checkIn: day(340), checkOut: day(343), stay: "fisheagle-hut", actor: owner });
    const manual = (stay: TStayId) =>
      createManualBooking({
        input: { stay, checkIn: day(341), checkOut: day(342), guests: 2, name: "Walk-in", language: "en" },
        actor: owner,
      });
    await expect(manual("fisheagle-hut")).rejects.toMatchObject({ code: "CONFLICT", details: { reason: "NIGHTS_TAKEN" } });
    const { id } = await manual("african-darter-hut");

    const change = (stay: TStayId) =>
      changeBooking({ bookingId: id, actor: owner, change: { stay, checkIn: day(341), checkOut: day(343), guests: 2 } });
    await expect(change("fisheagle-hut")).rejects.toMatchObject({ code: "CONFLICT", details: { reason: "NIGHTS_TAKEN" } });
    await change("vacation-home");
    const moved = await getDb().booking.findUniqueOrThrow({ where: { id }, include: { hold: true } });
    expect(moved.stay).toBe("vacation_home");
    expect(moved.hold).toMatchObject({ stay: "vacation_home", everyStay: true, binding: true });

    // A request changed onto the blocked stay is refused as well (it binds nothing, but may not ask for closed nights).
    const requested = await verifiedRequest("african-darter-hut", 350, 1);
    await addOwnerBlock({ checkIn: day(351), checkOut: day(353), stay: "fisheagle-hut", actor: owner });
    await expect(
      changeBooking({
        bookingId: requested,
        actor: owner,
        change: { stay: "fisheagle-hut", checkIn: day(351), checkOut: day(352), guests: 2 },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", details: { reason: "NIGHTS_TAKEN" } });
    await changeBooking({
      bookingId: requested,
      actor: owner,
      change: { stay: "vacation-home", checkIn: day(351), checkOut: day(352), guests: 2 },
    });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: requested }, include: { hold: true } })).hold?.stay).toBe(
      "vacation_home",
    );
  });
});

describe("the console's door (tRPC owner.blocks.add)", () => {
  /** A console call through the site's own door, as the owner's signed-in browser makes it. */
  let cookie = "";
  async function consoleCall<T>(procedure: string, input: unknown, method: "query" | "mutation") {
    cookie ||= await signInOwner();
    const headers = { cookie, origin: BASE_URL };
    const reply =
      method === "mutation"
        ? await api<{ result: { data: { json: T } } }>(`/api/trpc/${procedure}`, { json: { json: input }, headers })
        : await api<{ result: { data: { json: T } } }>(
            `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
            {
              headers,
            },
          );
    return { status: reply.status, data: reply.body.result?.data.json, text: reply.text };
  }

  it("takes an optional stay: one stay alone, left out every stay, an unknown one refused", async () => {
    const one = await consoleCall<TBlock>("owner.blocks.add", { from: day(370), to: day(372), stay: "african-darter-hut" }, "mutation");
    expect(one.status, one.text).toBe(200);
    expect(one.data).toMatchObject({ stay: "african-darter-hut", source: "owner" });
    const every = await consoleCall<TBlock>("owner.blocks.add", { from: day(374), to: day(375) }, "mutation");
    expect(every.status, every.text).toBe(200);
    expect(every.data).toMatchObject({ stay: null });
    const unknown = await consoleCall("owner.blocks.add", { from: day(376), to: day(377), stay: "castle" }, "mutation");
    expect(unknown.status).toBe(400);
    expect(await getDb().hold.count({ where: { checkIn: toUtcDate(day(376)) } })).toBe(0);

    const listed = await consoleCall<TBlock[]>("owner.blocks.list", undefined, "query");
    expect(listed.data?.find((block) => block.id === one.data?.id)).toMatchObject({ stay: "african-darter-hut" });
    const calendar = await consoleCall<TCalendar>("owner.calendar", { from: day(370).slice(0, 7), months: 2 }, "query");
    expect(calendar.status, calendar.text).toBe(200);
    expect(calendar.data?.holds.find((hold) => hold.blockId === one.data?.id)).toMatchObject({
      kind: "block",
      stay: "african-darter-hut",
      everyStay: false,
    });
    expect(calendar.data?.holds.find((hold) => hold.blockId === every.data?.id)).toMatchObject({ stay: null, everyStay: true });
  });
});

describe("a block of every stay", () => {
  it("refuses every stay's request and lists its nights for all three", async () => {
    await addOwnerBlock({ checkIn: day(360), checkOut: day(362), note: "Family", actor: owner });
    for (const stay of STAY_IDS) {
      expect(await unavailable(stay)).toEqual(expect.arrayContaining([day(360), day(361)]));
      expect((await request(stay, 361, 2)).status, stay).toBe(409);
    }
  });
});

const ROUNDS = 12;

/**
 * Each round: several unanswered requests ask for one night, then blocks and the owner's
 * confirmations of those requests race a fresh visitor's request for it. Exactly one binding
 * write wins (counted in the database), every loser gets its clear refusal, and an accepted
 * visitor's request can never be confirmed over the winner.
 */
async function race(round: number, first: number, block: { stay?: TStayId; count: number }, requested: TStayId[]) {
  const night = day(first);
  const ids = [];
  for (const stay of requested) ids.push(await verifiedRequest(stay, first, 1));
  const visitorStay = requested[round % requested.length]!;
  // Every other round the blocks set off a moment after the confirmations, so that either may come first.
  const head = round % 2 === 1 ? new Promise((resolve) => setTimeout(resolve, 40)) : Promise.resolve();
  const [blocks, confirmations, visitor] = await Promise.all([
    Promise.all(
      Array.from({ length: block.count }, () =>
        head.then(() =>
          settle(addOwnerBlock({ checkIn: night, checkOut: addDays(night, 1), stay: block.stay, note: `race ${round}`, actor: owner })),
        ),
      ),
    ),
    Promise.all(ids.map((id) => settle(confirmByOwner({ bookingId: id, actor: owner })))),
    request(visitorStay, first, 1),
  ]);
  const won = [...blocks, ...confirmations].filter((attempt) => attempt.ok).length;
  expect(won, `round ${round}: one winner`).toBe(1);
  for (const attempt of blocks) if (!attempt.ok) expect((attempt.error as BlockRefused).reason).toBe("NIGHTS_TAKEN");
  for (const attempt of confirmations) {
    if (attempt.ok) continue;
    expect(attempt.error, `round ${round}`).toBeInstanceOf(Refusal);
    expect(attempt.error).toMatchObject({ code: "CONFLICT" });
  }
  expect(await bindingOn(night), `round ${round}`).toBe(1);
  for (const stay of requested) expect(await closingOn(night, stay), `round ${round}, ${stay}`).toBe(1);
  if (visitor.status === 201) {
    await getDb().booking.update({ where: { id: visitor.body.id }, data: { verifiedAt: new Date() } });
    const late = await settle(confirmByOwner({ bookingId: visitor.body.id, actor: owner }));
    expect(late.ok, `round ${round}: the visitor's request cannot be confirmed over the winner`).toBe(false);
  } else expect(visitor.status, `round ${round}`).toBe(409);
  expect(await bindingOn(night), `round ${round}`).toBe(1);
  return blocks.some((attempt) => attempt.ok) ? "block" : "confirmation";
}

describe("races between blocks and requests", () => {
  it(`a block of one stay against requests for that stay: one winner in each of ${ROUNDS} rounds`, async () => {
    const winners = { block: 0, confirmation: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const stay = STAY_IDS[round % 3]!;
      winners[await race(round, 400 + 2 * round, { stay, count: 2 }, [stay, stay, stay])]++;
    }
    console.log(`[blocks-per-stay] one stay: block won ${winners.block}, confirmation won ${winners.confirmation} of ${ROUNDS}`);
  });

  it(`a block of every stay against requests for each stay: one winner in each of ${ROUNDS} rounds`, async () => {
    const winners = { block: 0, confirmation: 0 };
    for (let round = 0; round < ROUNDS; round++) winners[await race(round, 440 + 2 * round, { count: 2 }, [...STAY_IDS])]++;
    console.log(`[blocks-per-stay] every stay: block won ${winners.block}, confirmation won ${winners.confirmation} of ${ROUNDS}`);
  });

  it(`a block of one stay and the confirmation of another stay's request at the same moment both stand (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const first = 480 + 2 * round;
      const blocked = STAY_IDS[round % 3]!;
      const booked = STAY_IDS[(round + 1) % 3]!;
      const id = await verifiedRequest(booked, first, 1);
      const [block, confirmation] = await Promise.all([
        settle(addOwnerBlock({ checkIn: day(first), checkOut: day(first + 1), stay: blocked, actor: owner })),
        settle(confirmByOwner({ bookingId: id, actor: owner })),
      ]);
      expect([block.ok, confirmation.ok], `round ${round}`).toEqual([true, true]);
      expect(await bindingOn(day(first))).toBe(2);
    }
  });
});
