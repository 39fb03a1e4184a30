// test-site: none
// The move of every price to cents, on real PostgreSQL: a database migrated up to the step before
// it holds a booking, a stay's rates and a season in whole rand, the owner's history of them and a
// request's stored reply; the step then leaves the same amounts in cents, the history's figures
// under their "Cents" names, the stored reply with its cents beside its rand, and a visitor's
// request writing its price through the database's function into the new columns.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_PREFIX } from "../../scripts/test-env.mjs";
import { createEmptyDatabase, dropDatabase } from "../support/site";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");
const STEP = "20261209090000_prices_in_cents";
const database = `${TEST_DATABASE_PREFIX}_m_${randomBytes(4).toString("hex")}`;
let client: pg.Client;

const sqlOf = (migration: string) => readFileSync(path.join(MIGRATIONS, migration, "migration.sql"), "utf8");

beforeAll(async () => {
  client = new pg.Client({ connectionString: await createEmptyDatabase(database) });
  await client.connect();
  const before = readdirSync(MIGRATIONS)
    .filter((name) => /^\d{14}_/.test(name))
    .sort()
    .filter((name) => name < STEP);
  for (const migration of before) await client.query(sqlOf(migration));
}, 120_000);

afterAll(async () => {
  await client?.end();
  await dropDatabase(database);
});

describe("every price in cents", () => {
  it("keeps each amount, the history's figures and the stored replies, and requests write cents", async () => {
    // In whole rand, as the site kept them before the step.
    await client.query(`INSERT INTO stay_rates (stay, price_per_night, extra_guest_fee, extra_guest_from, max_guests, min_nights, cleaning_fee, updated_at)
      VALUES ('fisheagle-hut', 1500, 100, 3, 4, 2, 350, now())`);
    await client.query(`INSERT INTO stay_seasons (id, stay, name, starts_on, ends_on, price_per_night, min_nights)
      VALUES (gen_random_uuid(), 'fisheagle-hut', 'Easter', '2027-04-01', '2027-04-05', 2100, 3)`);
    const [booking] = (
      await client.query<{ id: string }>(
        `WITH h AS (INSERT INTO holds (id, kind, check_in, check_out, stay, binding) VALUES (gen_random_uuid(), 'booking', '2027-05-01', '2027-05-04', 'fisheagle-hut', true) RETURNING id)
         INSERT INTO bookings (id, number, stay, check_in, check_out, check_in_time, guests, guest_name, guest_email, guest_phone, language,
           nights, base_price, additional_guest_fee, cleaning_fee, total_price, status, hold_id, updated_at)
         SELECT gen_random_uuid(), 'OR-CENTS1', 'fisheagle-hut', '2027-05-01', '2027-05-04', '15:00', 3, 'Anri', 'anri@example.co.za',
           '+27821234567', 'en', 3, 4500, 300, 350, 5150, 'confirmed', h.id, now() FROM h RETURNING id`,
      )
    ).rows;
    const audit = async (action: string, before: object | null, after: object | null) =>
      client.query(`INSERT INTO audit_entries (actor_kind, action, booking_id, before, after) VALUES ('owner', $1, $2, $3, $4)`, [
        action,
        booking!.id,
        before && JSON.stringify(before),
        after && JSON.stringify(after),
      ]);
    await audit("booking.change", { guests: 2, totalPrice: 4850 }, { guests: 3, totalPrice: 5150 });
    await audit("booking.manual", null, { name: "Walk-in", price: 1999.5, quote: 2800, totalPrice: 1999.5, priceNote: "Family" });
    await audit("rates.update", { stay: "fisheagle-hut", pricePerNight: 1400, extraGuestFee: 0, cleaningFee: 0, minNights: 1 }, null);
    await audit("booking.cancel", null, { reason: "A price of 1400 in words stays as it is", price: 1400 });
    await client.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body) VALUES ('bookings', 'k-1', 'h', 201, $1)`,
      [JSON.stringify({ id: booking!.id, nights: 3, basePrice: 4500, additionalGuestFee: 300, cleaningFee: 350, totalPrice: 5150 })],
    );

    await client.query(sqlOf(STEP));

    expect(
      (
        await client.query(
          "SELECT base_price_cents, additional_guest_fee_cents, cleaning_fee_cents, total_price_cents FROM bookings WHERE id = $1",
          [booking!.id],
        )
      ).rows,
    ).toEqual([{ base_price_cents: 450_000, additional_guest_fee_cents: 30_000, cleaning_fee_cents: 35_000, total_price_cents: 515_000 }]);
    expect(
      (await client.query("SELECT price_per_night_cents, extra_guest_fee_cents, cleaning_fee_cents, extra_guest_from FROM stay_rates"))
        .rows,
    ).toEqual([{ price_per_night_cents: 150_000, extra_guest_fee_cents: 10_000, cleaning_fee_cents: 35_000, extra_guest_from: 3 }]);
    expect((await client.query("SELECT price_per_night_cents, min_nights FROM stay_seasons")).rows).toEqual([
      { price_per_night_cents: 210_000, min_nights: 3 },
    ]);
    // The rates' own rule moved with its columns: a night still costs more than nothing.
    await expect(client.query("UPDATE stay_rates SET price_per_night_cents = 0")).rejects.toThrow(/stay_rates_prices/);

    const history = (
      await client.query<{ action: string; before: unknown; after: unknown }>("SELECT action, before, after FROM audit_entries ORDER BY id")
    ).rows;
    expect(history).toEqual([
      { action: "booking.change", before: { guests: 2, totalPriceCents: 485_000 }, after: { guests: 3, totalPriceCents: 515_000 } },
      {
        action: "booking.manual",
        before: null,
        after: { name: "Walk-in", priceCents: 199_950, quoteCents: 280_000, totalPriceCents: 199_950, priceNote: "Family" },
      },
      {
        action: "rates.update",
        before: { stay: "fisheagle-hut", pricePerNightCents: 140_000, extraGuestFeeCents: 0, cleaningFeeCents: 0, minNights: 1 },
        after: null,
      },
      // Another action's fields are not prices of a stay, and stay as they were.
      { action: "booking.cancel", before: null, after: { reason: "A price of 1400 in words stays as it is", price: 1400 } },
    ]);
    expect((await client.query("SELECT response_body FROM idempotency_keys")).rows[0].response_body).toMatchObject({
      totalPrice: 5150,
      basePriceCents: 450_000,
      additionalGuestFeeCents: 30_000,
      cleaningFeeCents: 35_000,
      totalPriceCents: 515_000,
    });

    // The database's request function takes and writes cents.
    const args = (await client.query<{ args: string }>("SELECT pg_get_function_arguments('request_booking'::regproc) AS args")).rows[0]!
      .args;
    expect(args).toContain("p_total_price_cents integer");
    expect(args).not.toMatch(/p_total_price integer/);
  });
});
