// The console's reads ask the database a bounded number of questions: a booking's page with fifty
// channel conflicts issues exactly as many queries as with one, as does the conflicts list. Every
// SQL statement Prisma sends is counted on a client of its own, put in the process's place while
// the read runs. This file books days 230-240.
// test-site: none
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { toStayEnum } from "@/server/bookings/stay-enum";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { PrismaClient } from "@/server/db/generated/client";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { getBooking, listConflicts } from "@/server/owner/reads";
import { owner } from "../support/owner";

const day = (n: number) => addDays(getBusinessToday(), n);
const counting = new PrismaClient({
  adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
  log: [{ emit: "event", level: "query" }],
});
let queries = 0;
counting.$on("query", () => {
  queries += 1;
});

afterAll(async () => {
  await counting.$disconnect();
});

/** How many SQL statements `read` sends, run with the counting client as the process's one. */
async function queriesOf(read: () => Promise<unknown>): Promise<number> {
  const global = globalThis as unknown as { orania_db?: unknown };
  const own = getDb();
  global.orania_db = counting;
  queries = 0;
  try {
    await read();
    return queries;
  } finally {
    global.orania_db = own;
  }
}

/** A channel's feed of the vacation home that claims these nights, as the calendar import records it. */
async function addConflict(nights: string[]): Promise<string> {
  const feed = await getDb().calendarFeed.create({
    data: { stay: toStayEnum("vacation-home"), source: "airbnb", url: `http://127.0.0.1:9/${randomUUID()}.ics` },
  });
  const conflict = await getDb().calendarConflict.create({ data: { feedId: feed.id, nights, nightsKey: nights.join(",") } });
  return conflict.id;
}

describe("the owner's booking page", () => {
  it("reads with as many queries for fifty conflicts as for one, and lists every one of them, newest first", async () => {
    const { id } = await createManualBooking({
      input: { stay: "vacation-home", checkIn: day(230), checkOut: day(233), guests: 2, name: "Anneke Botha", language: "en" },
      actor: owner().actor,
    });
    const other = await createManualBooking({
      input: { stay: "vacation-home", checkIn: day(236), checkOut: day(238), guests: 2, name: "Pieter Venter", language: "en" },
      actor: owner().actor,
    });
    const first = await addConflict([day(231)]);
    const withOne = await queriesOf(() => getBooking(owner(), { id }));
    const listWithOne = await queriesOf(() => listConflicts(owner()));
    expect((await getBooking(owner(), { id })).conflicts.map((c) => c.id)).toEqual([first]);

    // Forty-nine more: some of this booking's nights, some the other booking's as well, one no one's.
    const added = [first];
    for (let i = 0; i < 49; i++) {
      const nights = i % 3 === 0 ? [day(230), day(232)] : i % 3 === 1 ? [day(232), day(237)] : [day(231)];
      added.push(await addConflict(i === 48 ? [day(234)] : nights));
    }
    expect(await queriesOf(() => getBooking(owner(), { id }))).toBe(withOne);
    expect(await queriesOf(() => listConflicts(owner()))).toBe(listWithOne);

    const page = await getBooking(owner(), { id });
    const created = await getDb().calendarConflict.findMany({ where: { id: { in: added } }, orderBy: { createdAt: "desc" } });
    const expected = created.filter((c) => !c.nights.includes(day(234))).map((c) => c.id);
    expect(page.conflicts).toHaveLength(49);
    expect(page.conflicts.map((c) => c.id).sort()).toEqual(expected.sort());
    const times = page.conflicts.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const conflict of page.conflicts) {
      const holders = conflict.nights.includes(day(237)) ? [id, other.id].sort() : [id];
      expect(conflict.bookings.map((b) => b.id).sort()).toEqual(holders);
    }
    // The night no one holds is no open conflict.
    expect((await listConflicts(owner())).map((c) => c.id)).not.toContain(added.at(-1));
  });
});
