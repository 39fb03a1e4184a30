// The changeover sheet and the cleaner's links, over real PostgreSQL and the built site: the
// sheet's days (departures, arrivals, turnovers; confirmed bookings and the channels' imported
// stays, nothing else), its range refused past its limit with a per-field message in the owner's
// language; the cleaner's page behind a link: the same stays without any guest's name, e-mail,
// phone or price, not indexed, no script but the framework's; revoked or expired 410, altered 403; a cleaner's token
// opens nothing at the other signed routes and theirs nothing here; the digest's setting audited.
import { describe, expect, it } from "vitest";
import { createActionToken, type TSignedAction } from "@/server/approvals/token";
import { addDays, formatDisplayDate, getBusinessToday } from "@/server/calendar/dates";
import { createCleanerLink } from "@/server/changeovers/links";
import { getDb } from "@/server/db/client";
import { readDigestSetting } from "@/server/digest/weekly";
import { readStaySettings, saveStaySettings } from "@/server/stays/texts";
import { changeoverSheet, createLink, digestSetting, revokeLink, saveDigest } from "@/server/owner/changeover-actions";
import { api } from "../support/api";
import { owner, refusal } from "../support/owner";
import { cleanerPageDoor } from "@/server/changeovers/cleaner-page";
import { seedBooking, seedChannelStay } from "../support/seed-stays";

const today = getBusinessToday();
const day = (n: number) => addDays(today, n);
const secret = process.env.APPROVAL_SECRET;

const GUESTS = [
  { name: "Anneke Vermeulen", email: "anneke.vermeulen@example.co.za", phone: "+27821110001", price: 4321 },
  { name: "Beatrix Coetzee", email: "beatrix.coetzee@example.co.za", phone: "+27821110002", price: 2876 },
];

async function seed() {
  const db = getDb();
  // Day 2: Anneke leaves the Vacation Home, Beatrix arrives at Fish Eagle Hut (a turnover).
  const anneke = await seedBooking(db, {
    stay: "vacation-home",
    checkIn: day(0),
    checkOut: day(2),
    guests: 4,
    guestName: GUESTS[0]!.name,
    guestEmail: GUESTS[0]!.email,
    guestPhone: GUESTS[0]!.phone,
    totalPriceCents: GUESTS[0]!.price * 100,
  });
  const beatrix = await seedBooking(db, {
    stay: "fisheagle-hut",
    checkIn: day(2),
    checkOut: day(5),
    guests: 3,
    checkInTime: "17:30",
    guestName: GUESTS[1]!.name,
    guestEmail: GUESTS[1]!.email,
    guestPhone: GUESTS[1]!.phone,
    totalPriceCents: GUESTS[1]!.price * 100,
  });
  // Day 5 to 7: a stay Airbnb's calendar imported. Day 9: a request not yet answered (not a stay yet).
  await seedChannelStay(db, "african-darter-hut", "airbnb", day(5), day(7));
  await seedBooking(db, {
    stay: "vacation-home",
    checkIn: day(9),
    checkOut: day(11),
    guestName: "Carel Request",
    guestEmail: "carel@example.co.za",
    status: "requested",
  });
  return { anneke, beatrix };
}

const seeded = seed();

describe("the owner's changeover sheet", () => {
  it("lists departures and arrivals by day, marks turnovers, and leaves out requests", async () => {
    const { anneke, beatrix } = await seeded;
    const sheet = await changeoverSheet(owner(), { from: day(0), to: day(13) });
    expect(sheet.days.map((d) => [d.date, d.departures.length, d.arrivals.length, d.turnover])).toEqual([
      [day(0), 0, 1, false],
      [day(2), 1, 1, true],
      [day(5), 1, 1, true],
      [day(7), 1, 0, false],
    ]);
    const turnover = sheet.days[1]!;
    expect(turnover.departures[0]).toMatchObject({ kind: "booking", id: anneke.id, guestName: GUESTS[0]!.name, guests: 4 });
    expect(turnover.arrivals[0]).toMatchObject({
      kind: "booking",
      id: beatrix.id,
      stay: "fisheagle-hut",
      guests: 3,
      checkInTime: "17:30",
      guestPhone: GUESTS[1]!.phone,
      nights: 3,
    });
    expect(sheet.days[2]!.arrivals[0]).toMatchObject({ kind: "channel", source: "airbnb", stay: "african-darter-hut", nights: 2 });
    // A range of its own: only what falls inside it.
    expect((await changeoverSheet(owner(), { from: day(3), to: day(6) })).days.map((d) => d.date)).toEqual([day(5)]);
  });

  it("refuses a range backwards or longer than 92 days with the message under `to`, in the owner's language", async () => {
    for (const [from, to] of [
      [day(5), day(4)],
      [day(0), day(92)],
      ["2026-02-30", day(3)],
    ] as const) {
      const error = await refusal(changeoverSheet(owner("af"), { from, to }), "af");
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.details.fields?.to).toContain("hoogstens 92 dae");
    }
    expect((await changeoverSheet(owner(), { from: day(0), to: day(91) })).days.length).toBeGreaterThan(0);
  });
});

/** The text of the page's main content as a reader sees it: tags dropped, entities as characters. */
function visibleText(html: string): string {
  return (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");
}

const pathOf = (url: string) => new URL(url).pathname;

describe("the cleaner's link", () => {
  it("shows the same stays without names, e-mail addresses, phone numbers or prices; no script of its own, not indexed", async () => {
    await seeded;
    const link = await createLink(owner(), { label: "Marie", days: 30 });
    for (const language of ["en", "af"] as const) {
      const page = await api(`${pathOf(link.url)}?lang=${language}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      // No script of the page's own: the framework's alone, each allowed by the page's nonce.
      const scripts = page.text.match(/<script\b[^>]*>/g) ?? [];
      for (const script of scripts) expect(script).toMatch(/\bnonce="[^"]+"/);
      expect(page.text).toContain(`<html lang="${language}"`);
      const text = visibleText(page.text);
      expect(text).toContain(language === "en" ? "Fish Eagle Hut" : "Visarend Hut");
      expect(text).toContain(language === "en" ? "Arrival time: 17:30" : "Aankomstyd: 17:30");
      expect(text).toContain(language === "en" ? "Guests: 3" : "Gaste: 3");
      expect(text).toContain(language === "en" ? "Turnover" : "Wisseldag");
      expect(text).toContain("airbnb");
      expect(text).toContain(formatDisplayDate(day(2)));
      for (const guest of GUESTS) {
        for (const secretText of [
          guest.name,
          guest.name.split(" ")[0]!,
          guest.email,
          guest.phone,
          guest.phone.slice(3),
          String(guest.price),
        ])
          expect(page.text, `${language}: ${secretText}`).not.toContain(secretText);
      }
      // No amount in rand and no address anywhere in what the page shows.
      // An amount starts a word: a booking number ("OR-4R67KX") holds none.
      expect(text).not.toMatch(/(?<![\w-])R\s?\d|@/);
      expect(page.text).not.toContain("Carel");
    }
  });

  it("gives the owner's saved check-out time as the hour the cleaning may start", async () => {
    const saved = await readStaySettings();
    const hours = { ...saved.hours, checkOutBy: "09:30" };
    expect(saved.hours.checkOutBy).not.toBe(hours.checkOutBy);
    await saveStaySettings(owner().actor, { ...saved, hours });
    try {
      const link = await createLink(owner(), { label: "Marie", days: 30 });
      const page = await api(`${pathOf(link.url)}?lang=en`);
      expect(page.status).toBe(200);
      expect(visibleText(page.text)).toContain("Check-out is by 09:30.");
    } finally {
      await saveStaySettings(owner().actor, saved);
    }
  });

  it("stops working once revoked or expired; an altered token is refused", async () => {
    const link = await createLink(owner(), { days: 1 });
    expect((await api(pathOf(link.url))).status).toBe(200);
    expect((await api(`${pathOf(link.url).slice(0, -2)}xx`)).status).toBe(403);
    expect(await revokeLink(owner(), { id: link.id })).toEqual({ revoked: true });
    expect(await revokeLink(owner(), { id: link.id })).toEqual({ revoked: false });
    const revoked = await api(`${pathOf(link.url)}?lang=en`);
    expect(revoked.status).toBe(410);
    expect(revoked.text).toContain("This link no longer works");

    // A link made two days ago for one day.
    const old = await createCleanerLink(
      { kind: "owner", email: "owner@orania-stays.test" },
      { days: 1 },
      new Date(Date.now() - 2 * 24 * 3600_000),
    );
    expect((await api(pathOf(old.url))).status).toBe(410);
    // A valid signature over an expiry the owner never gave this link.
    const stretched = createActionToken(
      { action: "changeover.view", subjectId: link.id, expiresAt: Date.now() + 99 * 24 * 3600_000 },
      secret,
    );
    expect((await api(`/cleaner/${stretched}`)).status).toBe(403);

    const audit = await getDb().auditEntry.findMany({ where: { action: { startsWith: "cleaner-link." } }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["cleaner-link.create", "cleaner-link.revoke"]));
  });

  it("opens only with its own kind of token, and its token opens nothing elsewhere", async () => {
    const { anneke } = await seeded;
    const link = await createLink(owner(), { days: 5 });
    const cleanerToken = pathOf(link.url).split("/cleaner/")[1]!;
    for (const path of [`/owner/${cleanerToken}`, `/verify/${cleanerToken}`, `/booking/${cleanerToken}`, `/review/${cleanerToken}`])
      expect((await api(path)).status, path).toBe(403);
    const others: TSignedAction[] = ["booking.view", "booking.verify", "review.invite", "booking.approve", "payment.release"];
    for (const action of others) {
      // Each signed over the link's own id and expiry: only the action differs.
      const token = createActionToken({ action, subjectId: link.id, expiresAt: new Date(link.expiresAt).getTime() }, secret);
      expect((await api(`/cleaner/${token}`)).status, action).toBe(403);
      const onBooking = createActionToken({ action, subjectId: anneke.id, expiresAt: Date.now() + 3600_000 }, secret);
      expect((await api(`/cleaner/${onBooking}`)).status, `${action} on a booking`).toBe(403);
    }
    // What the page shows is its door's to say: a state sent by the client, under any address, opens nothing.
    const forgedState = Buffer.from(JSON.stringify({ language: "en", path: "/cleaner/x", view: "sheet" })).toString("base64url");
    for (const path of ["/cleaner/not-a-token", "/cleaner/%E0%A4%A", `/cleaner/${cleanerToken.slice(0, -2)}xx`]) {
      const page = await api(path, { headers: { "x-orania-link-page": forgedState } });
      expect(page.status, path).toBeGreaterThanOrEqual(400);
      expect(page.text, path).not.toContain('data-testid="changeover-day"');
    }
  });
  // A database gone between the door and the render would fail a page that read it itself: the door reads the sheet and hands it over.
  it("is handed the sheet by its door, so that rendering reads nothing", async () => {
    const link = await createCleanerLink({ kind: "owner", email: "owner@orania-stays.test" }, { days: 1 });
    const token = pathOf(link.url).split("/cleaner/")[1]!;
    const answer = await cleanerPageDoor(new Request(new URL(`/cleaner/${token}`, process.env.APP_URL)), token);
    expect(answer).toMatchObject({
      kind: "page",
      status: 200,
      state: {
        view: "sheet",
        facts: { checkOutBy: expect.stringMatching(/^\d{2}:\d{2}$/), sheet: { from: expect.any(String), days: expect.any(Array) } },
      },
    });
  });
});

describe("the weekly digest's setting", () => {
  it("is on until the owner turns it off, and each change is audited", async () => {
    expect(await digestSetting(owner())).toEqual({ weeklyDigest: true });
    expect(await saveDigest(owner(), { weeklyDigest: false })).toEqual({ weeklyDigest: false });
    expect(await readDigestSetting()).toEqual({ weeklyDigest: false });
    await saveDigest(owner(), { weeklyDigest: true });
    const audit = await getDb().auditEntry.findMany({ where: { action: "settings.weekly-digest" }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => [entry.actorEmail, entry.before, entry.after])).toEqual([
      ["owner@orania-stays.test", { weeklyDigest: true }, { weeklyDigest: false }],
      ["owner@orania-stays.test", { weeklyDigest: false }, { weeklyDigest: true }],
    ]);
  });
});
