// A stay's arrival guide (directions, door code, Wi-Fi, key, notes) as the owner saves it, and
// where a guest reads it: on their booking page (the built site, its signed link) and in the
// pre-arrival e-mail, only for a confirmed booking, only from PRE_ARRIVAL_DAYS before check-in and
// only once the ledger says the deposit is paid. The door code is in no public page, feed or reply,
// and its audit row names what changed, never the code.
import { beforeAll, describe, expect, it } from "vitest";
import { makeBookingPageUrl } from "@/server/approvals/token";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { renderTemplate } from "@/server/mail/templates";
import { confirm } from "@/server/owner/actions";
import { getOwnerMessages } from "@/server/owner/messages";
import { saveGuide } from "@/server/owner/stay-actions";
import { readBookingAccount, recordLedgerEntry } from "@/server/payments/store";
import { mayShowArrivalGuide, type TArrivalGuide } from "@/server/stays/arrival-guide";
import { api, BASE_URL, confirmRequest, makeBookingRequest } from "../support/api";
import { owner, refusal } from "../support/owner";
import { expectInNoPublicReply } from "../support/public-replies";

const STAY = "african-darter-hut";
const DOOR_CODE = "4417#";
const WIFI_PASSWORD = "visarend-2027";
const GUIDE: TArrivalGuide = {
  directions: { en: "Take the gravel road past the weir.", af: "Neem die grondpad verby die keerwal." },
  doorCode: DOOR_CODE,
  wifiName: "Darter-Hut",
  wifiPassword: WIFI_PASSWORD,
  keyPlace: { en: "In the lockbox beside the door.", af: "In die sleutelkissie langs die deur." },
  notes: { en: "", af: "" },
};
const today = getBusinessToday();

beforeAll(async () => {
  await saveGuide(owner(), { stay: STAY, ...GUIDE });
});

async function book(startInDays: number, nights: number, email: string, language: "en" | "af" = "en") {
  const reply = await api<{ id: string }>("/api/bookings", {
    json: makeBookingRequest({ accommodationType: STAY, guestEmail: email, language }, startInDays, nights),
  });
  expect(reply.status, reply.text).toBe(201);
  expect((await confirmRequest(reply.body.id)).status).toBe(200);
  const stored = await getDb().booking.findUniqueOrThrow({ where: { id: reply.body.id } });
  const path = makeBookingPageUrl(stored.id, stored.checkOut).replace(getConfig().APP_URL.replace(/\/+$/, ""), "");
  return { id: stored.id, guestPage: async (lang = language) => (await api(`${path}?lang=${lang}`)).text };
}

async function payDeposit(bookingId: string) {
  const account = (await readBookingAccount(bookingId))!;
  const first = account.items.find((item) => item.kind === "deposit" || item.kind === "full")!;
  await recordLedgerEntry(owner().actor, {
    bookingId,
    kind: "payment",
    amountCents: first.amountCents,
    occurredOn: today,
    method: "eft",
    note: "",
  });
}

const preArrivalText = async (bookingId: string) => (await renderTemplate("booking-guest-prearrival", bookingId))!.text;

describe("the arrival guide", () => {
  it("is refused with a message per field in the owner's language when too long", async () => {
    for (const language of ["en", "af"] as const) {
      const error = await refusal(saveGuide(owner(language), { stay: STAY, ...GUIDE, doorCode: "9".repeat(201) }), language);
      expect(error.details.fields).toEqual({ doorCode: getOwnerMessages(language).fieldTooLong(200) });
    }
  });

  it("audits what changed without the code itself", async () => {
    const [row] = await getDb().auditEntry.findMany({ where: { action: "stay.arrival-guide" }, orderBy: { id: "desc" }, take: 1 });
    expect(row?.after).toMatchObject({ stay: STAY, changed: expect.arrayContaining(["doorCode", "wifiPassword"]) as unknown });
    expect(JSON.stringify([row?.before, row?.after])).not.toContain(DOOR_CODE);
  });

  it("shows on the guest's page and in the pre-arrival e-mail only when confirmed, near check-in and the deposit paid", async () => {
    const days = getConfig().PRE_ARRIVAL_DAYS;
    // Near check-in, but only requested (the guest confirmed the e-mail; the owner has not answered).
    // One stay is let at a time: the three bookings take nights of their own.
    const requested = await book(days, 1, "requested@example.co.za");
    expect(await requested.guestPage()).not.toContain(DOOR_CODE);

    // Near check-in and confirmed, but the deposit unpaid: not yet.
    const near = await book(1, days - 1, "near@example.co.za", "af");
    await confirm(owner(), { id: near.id });
    expect(await near.guestPage()).not.toContain(DOOR_CODE);
    expect(await preArrivalText(near.id)).not.toContain(DOOR_CODE);

    // Confirmed and paid, but before the day: not yet.
    const early = await book(days + 8, 2, "early@example.co.za");
    await confirm(owner(), { id: early.id });
    await payDeposit(early.id);
    expect(await early.guestPage()).not.toContain(DOOR_CODE);

    // Paid: the guide, in the booking's language (and the other on asking), and in the e-mail.
    await payDeposit(near.id);
    const af = await near.guestPage();
    expect(af).toContain('data-testid="arrival-guide"');
    expect(af).toContain("Jou aankomsgids");
    expect(af).toContain(DOOR_CODE);
    expect(af).toContain(WIFI_PASSWORD);
    expect(af).toContain("Neem die grondpad verby die keerwal.");
    expect(await near.guestPage("en")).toContain("In the lockbox beside the door.");
    const mail = await preArrivalText(near.id);
    expect(mail).toContain(DOOR_CODE);
    expect(mail).toContain("In die sleutelkissie langs die deur.");
    // The early booking's e-mail (sent when its day comes) would not carry it today.
    expect(await preArrivalText(early.id)).not.toContain(DOOR_CODE);
  });

  it("starts exactly PRE_ARRIVAL_DAYS before check-in and ends after check-out", () => {
    const days = getConfig().PRE_ARRIVAL_DAYS;
    const checkIn = addDays(today, 20);
    const paid = { items: [{ kind: "deposit", state: "paid" }] } as unknown as Parameters<typeof mayShowArrivalGuide>[1];
    const unpaid = { items: [{ kind: "deposit", state: "due" }] } as unknown as Parameters<typeof mayShowArrivalGuide>[1];
    const booking = { status: "confirmed" as const, checkIn, checkOut: addDays(checkIn, 2) };
    expect(mayShowArrivalGuide(booking, paid, addDays(checkIn, -days - 1))).toBe(false);
    expect(mayShowArrivalGuide(booking, paid, addDays(checkIn, -days))).toBe(true);
    expect(mayShowArrivalGuide(booking, unpaid, addDays(checkIn, -days))).toBe(false);
    expect(mayShowArrivalGuide(booking, null, checkIn)).toBe(false);
    expect(mayShowArrivalGuide({ ...booking, status: "cancelled" as const }, paid, checkIn)).toBe(false);
    expect(mayShowArrivalGuide(booking, paid, addDays(checkIn, 3))).toBe(false);
  });

  it("is in no public page, feed or reply", async () => {
    await expectInNoPublicReply(BASE_URL, undefined, [DOOR_CODE, WIFI_PASSWORD, GUIDE.keyPlace.en]);
  });
});
