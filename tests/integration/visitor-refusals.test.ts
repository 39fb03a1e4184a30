// createBooking refuses nights that bind with a Refusal that names its key and carries no words;
// both visitor doors (/api/bookings and tRPC) say it in the visitor's language, in the
// dictionary's own words, with the same status and code as ever. Today can be booked and priced
// until the owner's saved last check-in time, not the install's.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { getDictionary } from "@/content/dictionaries";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { createBooking } from "@/server/bookings/create-booking";
import { zBookingRequest } from "@/server/bookings/schema";
import { getDb } from "@/server/db/client";
import { Refusal } from "@/server/errors";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { quoteFromRates } from "@/server/pricing/rates";
import { readStaySettings, saveStaySettings } from "@/server/stays/texts";
import { api, makeBookingRequest, newClientAddress } from "../support/api";
import { owner } from "../support/owner";

async function blockNights(body: { checkIn: string; checkOut: string }): Promise<void> {
  await getDb()
    .$executeRaw`INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'block', ${body.checkIn}::date, ${body.checkOut}::date)`;
}

describe("a visitor's refusal", () => {
  it("createBooking over nights that bind throws a Refusal with its key and reason, and no language's words", async () => {
    const body = makeBookingRequest({ accommodationType: "african-darter-hut" }, 230, 2);
    await blockNights(body);
    const thrown = await createBooking({ input: zBookingRequest.parse(body), language: "af", client: newClientAddress() }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Refusal);
    expect(thrown).toMatchObject({ code: "CONFLICT", key: "nightsTaken", details: { reason: "NIGHTS_TAKEN" } });
    const words = [getDictionary("en").api.nightsTaken, getDictionary("af").api.nightsTaken];
    const carried = JSON.stringify({ message: (thrown as Refusal).message, details: (thrown as Refusal).details });
    for (const said of words) expect(carried).not.toContain(said);
  });

  it("the /api door and tRPC say it in the request's language, as the dictionary words it", async () => {
    const body = makeBookingRequest({ accommodationType: "african-darter-hut" }, 240, 2);
    await blockNights(body);
    for (const language of ["en", "af"] as const) {
      const rest = await api<{ error: { code: string; message: string; fields?: unknown } }>("/api/bookings", {
        json: { ...body, language },
      });
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ error: { code: "NIGHTS_TAKEN", message: getDictionary(language).api.nightsTaken } });

      const caller = createCaller(
        createTRPCContext({ headers: new Headers({ cookie: `lang=${language}`, "x-forwarded-for": newClientAddress() }) }),
      );
      await expect(caller.bookings.create(body as z.input<typeof zBookingRequest>)).rejects.toMatchObject({
        code: "CONFLICT",
        message: getDictionary(language).api.nightsTaken,
        cause: { details: { reason: "NIGHTS_TAKEN" } },
      });
    }
  });
});

describe("today's last check-in time, as the owner saved it", () => {
  it("a booking and a quote for today are refused once it has passed, and taken while the owner's later time has not (the install's 18:00 passed)", async () => {
    const today = getBusinessToday();
    const at7pm = new Date(`${today}T19:00:00+02:00`);
    const input = zBookingRequest.parse({ ...makeBookingRequest({ checkInTime: "14:00" }, 0, 1), checkOut: addDays(today, 1) });
    const saved = await readStaySettings();
    const withLastCheckIn = (checkInUntil: string) =>
      saveStaySettings(owner().actor, { ...saved, hours: { ...saved.hours, checkInFrom: "14:00", checkInUntil } });
    try {
      await withLastCheckIn("18:30");
      await expect(createBooking({ input, language: "en", client: newClientAddress(), now: at7pm })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        key: "checkInTooLate",
        details: { field: "checkIn" },
      });
      await expect(quoteFromRates(input, undefined, at7pm)).rejects.toMatchObject({ key: "checkInTooLate" });

      await withLastCheckIn("20:00");
      await expect(quoteFromRates(input, undefined, at7pm)).resolves.toMatchObject({ nights: 1 });
      const reply = await createBooking({ input, language: "en", client: newClientAddress(), now: at7pm });
      expect(reply.status).toBe(201);
    } finally {
      await saveStaySettings(owner().actor, saved);
    }
  });
});
