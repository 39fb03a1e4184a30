// The tRPC door: the same domain functions and the same errors as /api, over HTTP and in-process.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { getDictionary } from "@/content/dictionaries";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { zBookingRequest } from "@/server/bookings/schema";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest, newClientAddress } from "../support/api";
import { seedChannelStay } from "../support/seed-stays";

/** The fixture as the procedure's input type (the fixture's fields are plain strings). */
function bookingInput(...args: Parameters<typeof makeBookingRequest>) {
  return makeBookingRequest(...args) as z.input<typeof zBookingRequest>;
}

function caller(language: "en" | "af" = "en") {
  return createCaller(createTRPCContext({ headers: new Headers({ cookie: `lang=${language}`, "x-forwarded-for": newClientAddress() }) }));
}

describe("tRPC", () => {
  it("creates a booking, tells a second asker a request is ahead, and reports nights that bind with the /api message", async () => {
    const request = bookingInput({ accommodationType: "fisheagle-hut" }, 200, 2);
    const booking = await caller().bookings.create(request);
    expect(booking).toMatchObject({ totalPrice: 2800, status: "requested", requestAhead: false });
    // An unanswered request binds nothing: the next visitor may ask too, and is told.
    await expect(caller("af").bookings.create(bookingInput({}, 201, 1))).resolves.toMatchObject({
      status: "requested",
      requestAhead: true,
    });
    // Nights that bind (here another channel's) are refused in the visitor's language.
    const taken = bookingInput({}, 205, 2);
    await seedChannelStay(getDb(), "vacation-home", "airbnb", taken.checkIn, taken.checkOut);
    await expect(caller("af").bookings.create(taken)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("pas bespreek"),
    });
    const dates = (await caller().bookings.unavailableDates({ accommodationType: "vacation-home" })).map((d) => d.date);
    expect(dates).toContain(taken.checkIn);
    expect(dates).not.toContain(request.checkIn);
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

  it("lists an approved review through the same function, and not a pending one", async () => {
    const comment = `tRPC list ${randomUUID()}`;
    const approved = await caller().reviews.create({ guestName: "Marie", accommodationType: "general", rating: 4, comment });
    const pending = await caller().reviews.create({
      guestName: "Koos",
      accommodationType: "general",
      rating: 3,
      comment: `${comment} pending`,
    });
    await getDb().review.update({ where: { id: approved.id }, data: { status: "approved" } });
    const listed = (await caller().reviews.list()).filter((review) => review.comment.startsWith(comment));
    expect(listed).toEqual([
      expect.objectContaining({ id: approved.id, guestName: "Marie", rating: 4, comment, accommodationType: "general" }),
    ]);
    expect(listed.map((review) => review.id)).not.toContain(pending.id);
  });

  it("refuses a name of only invisible characters in the visitor's language", async () => {
    const invisible = "\u200B\u200B\u200B";
    await expect(
      caller("af").reviews.create({ guestName: invisible, accommodationType: "general", rating: 5, comment: "Mooi" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { details: { fields: { guestName: getDictionary("af").validation.reviewName } } },
    });
    await expect(caller().bookings.create(bookingInput({ guestName: invisible }, 205, 1))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { details: { fields: { guestName: getDictionary("en").validation.guestName } } },
    });
  });
});
