// The owner's reports over a seeded stretch of business (tests/support/report-fixture.ts:
// bookings from the website and the owner, cancellations, declined and lapsed requests, the
// owner's blocks, channels' imported nights, money and reviews): every figure, per stay and in
// total, for a year, a month and a season and the same periods a year earlier, equals what this
// file computes itself from the tables, night by night; and the bookings' CSV for the year, read
// back, says the same as the report.
import { beforeAll, describe, expect, it } from "vitest";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { getDb } from "@/server/db/client";
import { readReport } from "@/server/reports/read";
import { reportPeriodOf, yearEarlier } from "@/server/reports/period";
import type { TFigures, TReportScope } from "@/server/reports/figures";
import { api } from "../support/api";
import { parseCsv, signInOwner } from "../support/owner-http";
import { seedReportFixture } from "../support/report-fixture";

const NOW = new Date("2026-03-01T10:00:00Z");
const DAY = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const plus = (date: string, days: number) => day(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));
const between = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
const stayOf = (value: string): TStayId => value.replace(/_/g, "-") as TStayId;
/** The day in Africa/Johannesburg (two hours ahead of UTC all year). */
const johannesburgDay = (instant: Date) => day(new Date(instant.getTime() + 2 * 3_600_000));

type TRaw = {
  bookings: {
    id: string;
    stay: TStayId;
    status: string;
    manual: boolean;
    check_in: string;
    check_out: string;
    total: number;
    requested: string;
    verified: boolean;
    planned: boolean;
    hold_expires: Date | null;
    has_hold: boolean;
    paid: number;
  }[];
  blocks: { check_in: string; check_out: string; source: string; stay: TStayId | null }[];
  money: { stay: TStayId; on: string; cents: number }[];
  reviews: { stay: TStayId | null; on: string; rating: number }[];
};

/** The tables, read with plain SQL. */
async function readTables(): Promise<TRaw> {
  const db = getDb();
  const bookings = await db.$queryRaw<
    (Omit<TRaw["bookings"][number], "check_in" | "check_out" | "requested" | "paid"> & {
      check_in: Date;
      check_out: Date;
      created_at: Date;
      paid: bigint;
    })[]
  >`SELECT b.id::text, b.stay::text, b.status::text, b.manual, b.check_in, b.check_out, b.total_price_cents AS total, b.created_at,
      b.verified_at IS NOT NULL AS verified, p.booking_id IS NOT NULL AS planned, h.expires_at AS hold_expires, h.id IS NOT NULL AS has_hold,
      COALESCE((SELECT sum(e.amount_cents) FROM ledger_entries e WHERE e.booking_id = b.id AND e.kind = 'payment'
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)), 0) AS paid
    FROM bookings b LEFT JOIN payment_plans p ON p.booking_id = b.id LEFT JOIN holds h ON h.id = b.hold_id`;
  const blocks = await db.$queryRaw<{ check_in: Date; check_out: Date; source: string; stay: string | null }[]>`
    SELECT h.check_in, h.check_out, o.source, f.stay::text FROM holds h JOIN owner_blocks o ON o.hold_id = h.id
    LEFT JOIN calendar_feeds f ON f.id = o.feed_id`;
  const money = await db.$queryRaw<{ stay: string; on: Date; kind: string; amount: number }[]>`
    SELECT b.stay::text, e.occurred_on AS on, e.kind::text, e.amount_cents AS amount FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id
    WHERE e.kind IN ('payment', 'refund') AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)`;
  const reviews = await db.$queryRaw<{ target: string; created_at: Date; rating: number }[]>`
    SELECT accommodation_type::text AS target, created_at, rating FROM reviews WHERE status = 'approved'`;
  return {
    bookings: bookings.map((b) => ({
      ...b,
      stay: stayOf(b.stay),
      check_in: day(b.check_in),
      check_out: day(b.check_out),
      total: Number(b.total),
      requested: johannesburgDay(b.created_at),
      paid: Number(b.paid),
    })),
    blocks: blocks.map((b) => ({
      check_in: day(b.check_in),
      check_out: day(b.check_out),
      source: b.source,
      stay: b.stay ? stayOf(b.stay) : null,
    })),
    money: money.map((m) => ({ stay: stayOf(m.stay), on: day(m.on), cents: m.kind === "refund" ? -m.amount : m.amount })),
    reviews: reviews.map((r) => ({
      stay: r.target === "general" ? null : stayOf(r.target),
      on: johannesburgDay(r.created_at),
      rating: r.rating,
    })),
  };
}

/** The figures of a scope over [from, until), counted night by night. */
function expected(raw: TRaw, scope: TReportScope, from: string, until: string) {
  const mine = (stay: TStayId | null) => scope === "all" || stay === scope;
  const inside = (date: string, a = from, b = until) => date >= a && date < b;
  const confirmed = raw.bookings.filter((b) => b.status === "confirmed" && mine(b.stay));
  const nightsOf = (a: string, b: string) => {
    let blocked = 0;
    let website = 0;
    let manual = 0;
    let channel = 0;
    let revenue = 0;
    for (let night = a; night < b; night = plus(night, 1)) {
      blocked += raw.blocks.filter((x) => x.source === "owner" && x.check_in <= night && night < x.check_out).length;
      channel += raw.blocks.filter((x) => x.source !== "owner" && mine(x.stay) && x.check_in <= night && night < x.check_out).length;
      for (const booking of confirmed.filter((x) => x.check_in <= night && night < x.check_out)) {
        if (booking.manual) manual += 1;
        else website += 1;
        const n = between(booking.check_in, booking.check_out);
        const index = between(booking.check_in, night);
        revenue += Math.floor(booking.total / n) + (index < booking.total % n ? 1 : 0);
      }
    }
    const days = between(a, b);
    return { days, blocked, sellable: days - blocked, website, manual, channel, sold: website + manual + channel, revenue };
  };
  const all = nightsOf(from, until);
  const arriving = confirmed.filter((b) => inside(b.check_in));
  const lead = [0, 0, 0, 0, 0, 0, 0];
  const length = [0, 0, 0, 0, 0, 0, 0];
  for (const b of arriving) {
    const days = Math.max(0, between(b.requested, b.check_in));
    lead[days < 7 ? 0 : days < 14 ? 1 : days < 30 ? 2 : days < 60 ? 3 : days < 90 ? 4 : days < 180 ? 5 : 6]! += 1;
    length[Math.min(between(b.check_in, b.check_out), 7) - 1]! += 1;
  }
  const requested = raw.bookings.filter((b) => mine(b.stay) && inside(b.requested));
  const site = requested.filter((b) => !b.manual);
  const lapsed = requested.filter(
    (b) => b.status === "expired" || (b.status === "requested" && (!b.has_hold || (b.hold_expires !== null && b.hold_expires <= NOW))),
  );
  const reviews = raw.reviews.filter((r) => mine(r.stay) && inside(r.on));
  const months: TFigures["months"] = [];
  for (let start = from; start < until;) {
    const [y, m] = start.split("-").map(Number) as [number, number];
    const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    const end = nextMonth < until ? nextMonth : until;
    const part = nightsOf(start, end);
    const ofMonth = reviews.filter((r) => r.on.slice(0, 7) === start.slice(0, 7));
    months.push({
      month: start.slice(0, 7),
      sellableNights: part.sellable,
      soldNights: part.sold,
      revenueCents: part.revenue,
      reviews: ofMonth.length,
      ratingSum: ofMonth.reduce((s, r) => s + r.rating, 0),
    });
    start = end;
  }
  const booked = all.website + all.manual;
  return {
    days: all.days,
    blockedNights: all.blocked,
    sellableNights: all.sellable,
    nights: { website: all.website, manual: all.manual, channel: all.channel, sold: all.sold },
    stays: { website: arriving.filter((b) => !b.manual).length, manual: arriving.filter((b) => b.manual).length },
    revenueBookedCents: all.revenue,
    receivedCents: raw.money.filter((x) => mine(x.stay) && inside(x.on)).reduce((s, x) => s + x.cents, 0),
    outstandingCents: arriving.reduce((s, b) => s + Math.max(0, b.total - b.paid), 0),
    averageDailyRateCents: booked ? Math.round(all.revenue / booked) : 0,
    revenuePerAvailableNightCents: all.sellable ? Math.round(all.revenue / all.sellable) : 0,
    leadTime: lead,
    lengthOfStay: length,
    requests: {
      website: site.length,
      confirmedByGuest: site.filter((b) => b.verified).length,
      confirmedByOwner: site.filter((b) => b.planned).length,
      declined: requested.filter((b) => b.status === "declined").length,
      lapsedUnconfirmed: lapsed.filter((b) => !b.verified).length,
      lapsedUnanswered: lapsed.filter((b) => b.verified).length,
      cancelled: requested.filter((b) => b.status === "cancelled").length,
    },
    reviews: { count: reviews.length, ratingSum: reviews.reduce((s, r) => s + r.rating, 0) },
    months,
  } satisfies TFigures;
}

let raw: TRaw;

beforeAll(async () => {
  await seedReportFixture({ from: "2024-01-01", until: "2026-01-20", seed: 28 });
  raw = await readTables();
}, 120_000);

describe("the owner's reports", () => {
  it("seeds a year with every kind of night and request", () => {
    const year = (date: string) => date.startsWith("2025");
    expect(raw.bookings.filter((b) => b.status === "confirmed" && !b.manual && year(b.check_in)).length).toBeGreaterThan(20);
    expect(raw.bookings.filter((b) => b.status === "confirmed" && b.manual && year(b.check_in)).length).toBeGreaterThan(3);
    for (const status of ["cancelled", "declined", "expired", "requested"])
      expect(raw.bookings.filter((b) => b.status === status && year(b.requested)).length, status).toBeGreaterThan(0);
    expect(raw.blocks.filter((b) => b.source === "owner" && year(b.check_in)).length).toBeGreaterThan(2);
    expect(raw.blocks.filter((b) => b.source !== "owner" && year(b.check_in)).length).toBeGreaterThan(5);
    expect(raw.money.some((m) => m.cents < 0)).toBe(true);
  });

  for (const query of [
    { year: "2025" },
    { month: "2025-03" },
    { season: "summer", year: "2025" },
    { from: "2025-02-10", to: "2025-05-03" },
  ]) {
    it(`equal the figures counted night by night, per stay and in total: ${JSON.stringify(query)} and a year earlier`, async () => {
      const period = reportPeriodOf(query)!;
      const earlier = yearEarlier(period);
      const report = await readReport(period, NOW);
      for (const scope of ["all", ...STAY_IDS] as const) {
        expect(report.figures[scope].now, `${scope} now`).toEqual(expected(raw, scope, period.from, period.until));
        expect(report.figures[scope].before, `${scope} a year earlier`).toEqual(expected(raw, scope, earlier.from, earlier.until));
      }
      // Every stay's nights and money add up to the business's (one stay sold a night).
      const { all } = report.figures;
      const sum = (pick: (f: TFigures) => number) => STAY_IDS.reduce((s, stay) => s + pick(report.figures[stay].now), 0);
      expect(sum((f) => f.nights.website + f.nights.manual)).toBe(all.now.nights.website + all.now.nights.manual);
      expect(sum((f) => f.revenueBookedCents)).toBe(all.now.revenueBookedCents);
      expect(sum((f) => f.receivedCents)).toBe(all.now.receivedCents);
      expect(all.now.nights.sold).toBeLessThanOrEqual(all.now.sellableNights);
    });
  }

  it("gives a bookings CSV that, read back, says what the report says", async () => {
    const period = reportPeriodOf({ year: "2025" })!;
    const report = await readReport(period, NOW);
    const cookie = await signInOwner();
    const reply = await api("/owner/reports/export?year=2025", { headers: { cookie } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toBe('attachment; filename="bookings-2025.csv"');
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const [header, ...rest] = parseCsv(reply.text);
    expect(header).toEqual([
      "Booking",
      "Status",
      "Source",
      "Stay",
      "Guest",
      "Requested",
      "Check-in",
      "Check-out",
      "Nights",
      "Nights in period",
      "Guests",
      "Accommodation (R)",
      "Extra guests (R)",
      "Cleaning (R)",
      "Total (R)",
      "Booked in period (R)",
      "Received (R)",
      "Refunded (R)",
      "Outstanding (R)",
    ]);
    const totals = rest.at(-1)!;
    const rows = rest.slice(0, -1);
    const overlapping = raw.bookings.filter(
      (b) => (b.status === "confirmed" || b.status === "cancelled") && b.check_in < "2026-01-01" && b.check_out > "2025-01-01",
    );
    expect(rows).toHaveLength(overlapping.length);
    const cents = (rand: string) => {
      expect(rand).toMatch(/^-?\d+\.\d{2}$/);
      return Math.round(Number(rand) * 100);
    };
    for (const row of rows) for (const date of [row[5]!, row[6]!, row[7]!]) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const names: Record<string, TStayId> = {
      "Vacation Home": "vacation-home",
      "Fish Eagle Hut": "fisheagle-hut",
      "African Darter Hut": "african-darter-hut",
    };
    for (const scope of ["all", ...STAY_IDS] as const) {
      const mine = rows.filter((row) => scope === "all" || names[row[3]!] === scope);
      const figures = report.figures[scope].now;
      const confirmedRows = mine.filter((row) => row[1] === "confirmed");
      expect(
        confirmedRows.filter((row) => row[2] === "website").reduce((s, row) => s + Number(row[9]), 0),
        scope,
      ).toBe(figures.nights.website);
      expect(
        confirmedRows.filter((row) => row[2] === "manual").reduce((s, row) => s + Number(row[9]), 0),
        scope,
      ).toBe(figures.nights.manual);
      expect(
        mine.reduce((s, row) => s + cents(row[15]!), 0),
        scope,
      ).toBe(figures.revenueBookedCents);
      const arriving = confirmedRows.filter((row) => row[6]!.startsWith("2025"));
      expect(
        arriving.reduce((s, row) => s + cents(row[18]!), 0),
        scope,
      ).toBe(figures.outstandingCents);
      expect(arriving.filter((row) => row[2] === "website").length).toBe(figures.stays.website);
    }
    expect(cents(totals[15]!)).toBe(report.figures.all.now.revenueBookedCents);
    expect(Number(totals[9])).toBe(report.figures.all.now.nights.website + report.figures.all.now.nights.manual);
    // A guest's name a spreadsheet would run as a formula is written as text.
    expect(rows.filter((row) => row[4]!.includes("Piet")).every((row) => row[4] === "'=Piet Pompies")).toBe(true);
  });

  it("refuses the CSV to a visitor and another site, and a bad period with 400 in the owner's words", async () => {
    expect((await api("/owner/reports/export?year=2025")).status).toBe(401);
    const cookie = await signInOwner();
    expect((await api("/owner/reports/export?year=2025", { headers: { cookie, "sec-fetch-site": "cross-site" } })).status).toBe(403);
    for (const query of [
      "",
      "?month=2025-13",
      "?season=monsoon&year=2025",
      "?from=2025-01-01",
      "?from=2020-01-01&to=2025-01-01",
      "?year=2025&month=2025-01",
    ]) {
      const bad = await api<{ error: { message: string } }>(`/owner/reports/export${query}`, { headers: { cookie } });
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.message).toContain("Choose a month");
    }
  });

  it("answers the console's call for a period, and refuses a bad one with 400 under its field, never 500", async () => {
    const cookie = await signInOwner();
    const call = (input: unknown) =>
      api<{ result?: { data: { json?: unknown } }; error?: unknown }>(
        `/api/trpc/owner.reports?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
        { headers: { cookie } },
      );
    expect((await call({ month: "2025-03" })).status).toBe(200);
    for (const input of [
      { month: "2025-13" },
      { month: "x".repeat(40) },
      { season: "<script>", year: "2025" },
      { year: "2025\u0000" },
      {},
    ]) {
      const reply = await call(input);
      expect(reply.status, JSON.stringify(input)).toBe(400);
    }
  });
});
