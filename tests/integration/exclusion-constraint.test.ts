// The database itself enforces one stay at a time, and its refusal is recognised by SQLSTATE.
import { describe, expect, it } from "vitest";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb, getSqlState, SQLSTATE } from "@/server/db/client";

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

  it("recognises a unique violation too", async () => {
    const error = await getDb()
      .$executeRaw`INSERT INTO email_sends (id, key, recipient, subject) VALUES (gen_random_uuid(), 'dup', 'a', 's'), (gen_random_uuid(), 'dup', 'a', 's')`.catch(
      (e: unknown) => e,
    );
    expect(getSqlState(error)).toBe(SQLSTATE.UNIQUE_VIOLATION);
  });
});
