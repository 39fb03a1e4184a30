// The tRPC door: the same domain functions and the same errors as /api, over HTTP and in-process.
import { describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { api, makeBookingRequest, newClientAddress } from "../support/api";

function caller(language: "en" | "af" = "en") {
  return createCaller(createTRPCContext({ headers: new Headers({ cookie: `lang=${language}`, "x-forwarded-for": newClientAddress() }) }));
}

describe("tRPC", () => {
  it("creates a booking and reports a conflict with the /api message", async () => {
    const request = makeBookingRequest({ accommodationType: "fisheagle-hut" }, 200, 2);
    const booking = await caller().bookings.create({ request });
    expect(booking).toMatchObject({ totalPrice: 2800, status: "requested" });
    await expect(caller("af").bookings.create({ request: makeBookingRequest({}, 201, 1) })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("pas bespreek"),
    });
    const dates = await caller().bookings.unavailableDates({ accommodationType: "vacation-home" });
    expect(dates.map((d) => d.date)).toContain(request.checkIn);
  });

  it("answers over HTTP with field messages in the error data", async () => {
    const response = await api<{ error: { json: { data: { code: string; fields: Record<string, string> } } } }>(
      "/api/trpc/bookings.quote",
      {
        json: { json: { accommodationType: "vacation-home", checkIn: "2020-01-01", checkOut: "2020-01-03", guests: 1 } },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.json.data.fields).toHaveProperty("checkIn");
    expect(response.text).not.toContain("stack");
  });

  it("lists approved reviews through the same function", async () => {
    expect(Array.isArray(await caller().reviews.list())).toBe(true);
  });
});
