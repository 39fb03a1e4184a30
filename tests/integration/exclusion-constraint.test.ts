// The database itself enforces one stay at a time (a booking of any stay, ours or a channel's,
// and a block of every stay take the night from all three) and keeps a closed stay unsold (a
// block of one stay meets that stay's bookings and blocks, and the blocks of every stay); its
// refusal is recognised by SQLSTATE.
// test-site: none
import { describe, expect, it } from "vitest";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb, getSqlState, SQLSTATE } from "@/server/db/client";
import type { Stay } from "@/server/db/generated/enums";

/** PostgreSQL's check_violation. */
const CHECK_VIOLATION = "23514";

/** A confirmed booking row with a binding hold that names no stay: the booking's row gives it one. */
async function createBookingRow(stay: Stay, checkIn: string) {
  const db = getDb();
  const hold = await db.hold.create({ data: { kind: "booking", checkIn: toUtcDate(checkIn), checkOut: toUtcDate(addDays(checkIn, 1)) } });
  return db.booking.create({
    data: {
      number: `T${Date.now().toString(36).slice(-8)}`.toUpperCase(),
      stay,
      checkIn: toUtcDate(checkIn),
      checkOut: toUtcDate(addDays(checkIn, 1)),
      checkInTime: "15:00",
      guests: 2,
      guestName: "Trigger guest",
      guestEmail: "trigger@example.co.za",
      guestPhone: "+27 82 123 4567",
      language: "en",
      nights: 1,
      basePriceCents: 140_000,
      additionalGuestFeeCents: 0,
      totalPriceCents: 140_000,
      status: "confirmed",
      holdId: hold.id,
    },
  });
}

describe("holds_one_stay_at_a_time", () => {
  it("refuses an overlapping hold with SQLSTATE 23P01, read from Prisma 7's error", async () => {
    const start = addDays(getBusinessToday(), 250);
    const db = getDb();
    await db.hold.create({ data: { kind: "block", checkIn: toUtcDate(start), checkOut: toUtcDate(addDays(start, 3)) } });
    const error = await db.hold
      .create({ data: { kind: "block", checkIn: toUtcDate(addDays(start, 2)), checkOut: toUtcDate(addDays(start, 4)) } })
      .catch((e: unknown) => e);
    expect(getSqlState(error)).toBe(SQLSTATE.EXCLUSION_VIOLATION);
    const raw =
      await db.$executeRaw`INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'block', ${addDays(start, 1)}::date, ${addDays(start, 2)}::date)`.catch(
        (e: unknown) => e,
      );
    expect(getSqlState(raw)).toBe(SQLSTATE.EXCLUSION_VIOLATION);
  });

  it("lets a hold start on another's check-out day", async () => {
    const start = addDays(getBusinessToday(), 260);
    const db = getDb();
    await db.hold.create({ data: { kind: "block", checkIn: toUtcDate(start), checkOut: toUtcDate(addDays(start, 2)) } });
    await expect(
      db.hold.create({ data: { kind: "block", checkIn: toUtcDate(addDays(start, 2)), checkOut: toUtcDate(addDays(start, 3)) } }),
    ).resolves.toBeTruthy();
  });

  it("lets a block of one stay share nights with another stay's booking, and refuses what would sell a closed stay", async () => {
    const start = addDays(getBusinessToday(), 270);
    const db = getDb();
    const insert = (kind: "booking" | "block", stay: string | null, everyStay: boolean, from: number, to: number) =>
      db.$executeRaw`INSERT INTO holds (id, kind, check_in, check_out, stay, every_stay)
        VALUES (gen_random_uuid(), ${kind}::hold_kind, ${addDays(start, from)}::date, ${addDays(start, to)}::date, ${stay}::stay, ${everyStay})`.then(
        () => "inserted",
        (e: unknown) => getSqlState(e),
      );
    const refused = SQLSTATE.EXCLUSION_VIOLATION;
    expect(await insert("block", "fisheagle-hut", false, 0, 4)).toBe("inserted");
    // Another stay's booking; then the blocked stay's booking, a block of every stay, the same stay's block.
    expect(await insert("booking", "vacation-home", true, 1, 3)).toBe("inserted");
    expect(await insert("booking", "fisheagle-hut", true, 3, 5)).toBe(refused);
    expect(await insert("block", null, true, 3, 5)).toBe(refused);
    expect(await insert("block", "fisheagle-hut", false, 3, 5)).toBe(refused);
    // One stay a night still: a booking of a third stay meets the vacation home's.
    expect(await insert("booking", "african-darter-hut", true, 2, 3)).toBe(refused);
    // A block of the third stay alone shares the nights with both.
    expect(await insert("block", "african-darter-hut", false, 0, 4)).toBe("inserted");
    // A channel's imported nights (a block for its feed's stay, taking the night from every stay) meet every booking.
    expect(await insert("block", "african-darter-hut", true, 2, 3)).toBe(refused);
    // Only a binding hold is excluded: an unanswered request may ask for the blocked stay's nights.
    const request = await db.$executeRaw`INSERT INTO holds (id, kind, check_in, check_out, stay, binding, expires_at)
      VALUES (gen_random_uuid(), 'booking', ${addDays(start, 1)}::date, ${addDays(start, 2)}::date, 'fisheagle-hut', false, now() + interval '1 hour')`;
    expect(request).toBe(1);
  });

  it("refuses a hold that closes one stay without naming it, and a booking's hold that closes one stay only", async () => {
    const start = addDays(getBusinessToday(), 280);
    const db = getDb();
    const blockWithoutStay = await db.hold
      .create({ data: { kind: "block", everyStay: false, checkIn: toUtcDate(start), checkOut: toUtcDate(addDays(start, 1)) } })
      .catch((e: unknown) => e);
    expect(getSqlState(blockWithoutStay)).toBe(CHECK_VIOLATION);
    const bookingOfOneStay = await db.hold
      .create({
        data: {
          kind: "booking",
          stay: "vacation_home",
          everyStay: false,
          checkIn: toUtcDate(start),
          checkOut: toUtcDate(addDays(start, 1)),
        },
      })
      .catch((e: unknown) => e);
    expect(getSqlState(bookingOfOneStay)).toBe(CHECK_VIOLATION);
  });

  it("keeps a booking's hold on its booking's stay, and judges a change of stay by the new stay's nights", async () => {
    const start = addDays(getBusinessToday(), 290);
    const db = getDb();
    const booking = await createBookingRow("vacation_home", start);
    expect((await db.hold.findUniqueOrThrow({ where: { id: booking.holdId! } })).stay).toBe("vacation_home");
    await db.hold.create({
      data: { kind: "block", stay: "fisheagle_hut", everyStay: false, checkIn: toUtcDate(start), checkOut: toUtcDate(addDays(start, 2)) },
    });
    await db.$executeRaw`UPDATE bookings SET stay = 'african-darter-hut' WHERE id = ${booking.id}::uuid`;
    expect((await db.hold.findUniqueOrThrow({ where: { id: booking.holdId! } })).stay).toBe("african_darter_hut");
    const onBlockedStay = await db.$executeRaw`UPDATE bookings SET stay = 'fisheagle-hut' WHERE id = ${booking.id}::uuid`.catch(
      (e: unknown) => e,
    );
    expect(getSqlState(onBlockedStay)).toBe(SQLSTATE.EXCLUSION_VIOLATION);
    expect((await db.hold.findUniqueOrThrow({ where: { id: booking.holdId! } })).stay).toBe("african_darter_hut");
  });

  it("recognises a unique violation too", async () => {
    const error = await getDb()
      .$executeRaw`INSERT INTO email_sends (id, key, recipient, subject) VALUES (gen_random_uuid(), 'dup', 'a', 's'), (gen_random_uuid(), 'dup', 'a', 's')`.catch(
      (e: unknown) => e,
    );
    expect(getSqlState(error)).toBe(SQLSTATE.UNIQUE_VIOLATION);
  });
});
