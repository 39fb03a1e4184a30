// createBooking refuses nights that bind with a Refusal that names its key and carries no words;
// both visitor doors (/api/bookings and tRPC) say it in the visitor's language, in the
// dictionary's own words, with the same status and code as ever.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { getDictionary } from "@/content/dictionaries";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { createBooking } from "@/server/bookings/create-booking";
import { zBookingRequest } from "@/server/bookings/schema";
import { getDb } from "@/server/db/client";
import { Refusal } from "@/server/errors";
import { api, makeBookingRequest, newClientAddress } from "../support/api";

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
