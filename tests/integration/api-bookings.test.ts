// POST /api/bookings against the running site and the real PostgreSQL.
import { describe, expect, it } from "vitest";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { decideBooking } from "@/server/bookings/decide-booking";
import { getDb } from "@/server/db/client";
import { api, BASE_URL, makeBookingRequest, newClientAddress, newIdempotencyKey } from "../support/api";

type TBooking = {
  id: string;
  bookingNumber: string;
  totalPrice: number;
  nights: number;
  checkIn: string;
  checkOut: string;
  requestAhead: boolean;
  notice: string | null;
};
type TError = { error: { code: string; message: string; fields?: Record<string, string> } };

const countBookings = () => getDb().booking.count();

describe("POST /api/bookings", () => {
  it("stores a request with the server's price, whatever total the client sent", async () => {
    const request = makeBookingRequest({ guests: 3, totalPrice: 1 }, 10, 2);
    const response = await api<TBooking>("/api/bookings", { json: request });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ nights: 2, basePrice: 2800, additionalGuestFee: 1200, totalPrice: 4000, status: "requested" });
    expect(response.body.bookingNumber).toMatch(/^OR-[0-9A-Z]{6}$/);
    expect(response.text).not.toContain(request.guestEmail);
    expect(response.text).not.toContain("821234567");

    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: response.body.id }, include: { hold: true } });
    expect(stored).toMatchObject({
      number: response.body.bookingNumber,
      totalPriceCents: 400_000,
      status: "requested",
      guestPhone: "+27821234567",
    });
    expect(stored.hold?.kind).toBe("booking");
    // Held provisionally until the guest confirms the e-mail address: only the guest is e-mailed.
    expect(stored.hold?.expiresAt).toBeInstanceOf(Date);
    expect(stored.verifiedAt).toBeNull();
    const outbox = await getDb().outboxEvent.findMany({ where: { topic: { in: ["booking.submitted", "booking.requested"] } } });
    const ofThis = outbox.filter((event) => (event.payload as { bookingId: string }).bookingId === response.body.id);
    expect(ofThis.map((event) => event.topic)).toEqual(["booking.submitted"]);
  });

  it("accepts back-to-back stays: one's check-out day is the next one's check-in", async () => {
    const first = await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 14, 2) });
    const second = await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "african-darter-hut" }, 16, 3) });
    const before = await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "vacation-home" }, 12, 2) });
    expect([first.status, second.status, before.status]).toEqual([201, 201, 201]);
  });

  it("accepts a request for nights another unanswered request asks for, and tells the visitor in their language that one is ahead", async () => {
    const ahead = await api<TBooking>("/api/bookings", {
      json: makeBookingRequest({}, 50, 3),
    });
    expect(ahead.status).toBe(201);
    expect(ahead.body).toMatchObject({ requestAhead: false, notice: null });
    const english = await api<TBooking>("/api/bookings", {
      json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 52, 2),
    });
    expect(english.status).toBe(201);
    expect(english.body).toMatchObject({ requestAhead: true, notice: expect.stringContaining("is ahead of yours") });
    const afrikaans = await api<TBooking>("/api/bookings", {
      json: makeBookingRequest({ accommodationType: "african-darter-hut" }, 51, 1),
      headers: { cookie: "lang=af" },
    });
    expect(afrikaans.status).toBe(201);
    expect(afrikaans.body).toMatchObject({ requestAhead: true, notice: expect.stringContaining("is voor joune") });
    // Back to back with it is not ahead of anything.
    const after = await api<TBooking>("/api/bookings", { json: makeBookingRequest({}, 54, 1) });
    expect(after.body.requestAhead).toBe(false);
  });

  it("refuses nights a confirmed booking binds, on any stay, with 409 in the visitor's language", async () => {
    const first = await api<TBooking>("/api/bookings", { json: makeBookingRequest({}, 20, 3) });
    expect(first.status).toBe(201);
    await getDb().booking.update({ where: { id: first.body.id }, data: { verifiedAt: new Date() } });
    expect(await decideBooking(first.body.id, "confirmed")).toBe("decided");
    const english = await api<TError>("/api/bookings", { json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 22, 2) });
    expect(english.status).toBe(409);
    expect(english.body.error).toMatchObject({ code: "NIGHTS_TAKEN", message: expect.stringContaining("just booked") });
    const afrikaans = await api<TError>("/api/bookings", {
      json: makeBookingRequest({ accommodationType: "african-darter-hut" }, 21, 1),
      headers: { cookie: "lang=af" },
    });
    expect(afrikaans.status).toBe(409);
    expect(afrikaans.body.error.message).toContain("pas bespreek");
  });

  it("replays the first reply for a retry with the same Idempotency-Key", async () => {
    const key = newIdempotencyKey();
    const request = makeBookingRequest({}, 26, 2);
    const first = await api<TBooking>("/api/bookings", { json: request, headers: { "idempotency-key": key } });
    const retry = await api<TBooking>("/api/bookings", { json: request, headers: { "idempotency-key": key } });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await getDb().booking.count({ where: { checkIn: new Date(`${request.checkIn}T00:00:00Z`) } })).toBe(1);
  });

  it("answers concurrent retries with the same key with one booking", async () => {
    const key = newIdempotencyKey();
    const request = makeBookingRequest({ accommodationType: "fisheagle-hut" }, 30, 2);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api<TBooking>("/api/bookings", { json: request, headers: { "idempotency-key": key } })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1);
  });

  it("refuses the same Idempotency-Key with a different body with 422", async () => {
    const key = newIdempotencyKey();
    expect((await api("/api/bookings", { json: makeBookingRequest({}, 34, 1), headers: { "idempotency-key": key } })).status).toBe(201);
    const before = await countBookings();
    const other = await api<TError>("/api/bookings", { json: makeBookingRequest({}, 36, 1), headers: { "idempotency-key": key } });
    expect(other.status).toBe(422);
    expect(await countBookings()).toBe(before);
  });

  describe("refuses bad input with its 4xx and changes nothing", () => {
    const bigName = "x".repeat(20_000);
    const cases: [string, Parameters<typeof api>[1], number, string?][] = [
      [
        "malformed JSON",
        { body: '{"accommodationType": "vacation-home",', headers: { "content-type": "application/json" } },
        400,
        "INVALID_JSON",
      ],
      ["a wrong content type", { body: JSON.stringify(makeBookingRequest({}, 40)), headers: { "content-type": "text/plain" } }, 415],
      ["a form post", { body: "guestName=x", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
      ["an oversized body", { json: makeBookingRequest({ guestName: bigName }, 40) }, 413],
      ["an unknown stay", { json: makeBookingRequest({ accommodationType: "castle" }, 40) }, 400],
      ["a past check-in", { json: makeBookingRequest({}, -3) }, 400],
      ["reversed dates", { json: { ...makeBookingRequest({}, 42), checkOut: addDays(getBusinessToday(), 41) } }, 400],
      ["too many guests", { json: makeBookingRequest({ accommodationType: "fisheagle-hut", guests: 5 }, 40) }, 400],
      ["a JSON array", { json: [makeBookingRequest({}, 40)] }, 400],
      ["an invalid Idempotency-Key", { json: makeBookingRequest({}, 40), headers: { "idempotency-key": "../../x" } }, 400],
    ];
    it.each(cases)("%s", async (_name, init, status, code) => {
      const before = await countBookings();
      const response = await api<TError>("/api/bookings", init);
      expect(response.status).toBe(status);
      expect(response.body.error.message).toEqual(expect.any(String));
      if (code) expect(response.body.error.code).toBe(code);
      expect(response.text).not.toMatch(/at \w+ \(|node_modules|prisma/i);
      expect(await countBookings()).toBe(before);
    });

    it("an oversized body sent without a length, refused while it streams", async () => {
      const before = await countBookings();
      const chunk = new TextEncoder().encode(" ".repeat(8192));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.byteLength;
          if (sent > 10 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const response = await fetch(`${BASE_URL}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() },
        body,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(sent).toBeLessThan(10 * 1024 * 1024);
      expect(await countBookings()).toBe(before);
    });

    it("field messages for each bad field, in Afrikaans when the visitor reads Afrikaans", async () => {
      const response = await api<TError>("/api/bookings", {
        json: makeBookingRequest({ guestName: "A", guestEmail: "nee", guestPhone: "+27 12" }, 44),
        headers: { "accept-language": "af-ZA,af;q=0.9,en;q=0.5" },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({
        guestName: "Naam moet minstens 2 karakters wees",
        guestEmail: "Gee asseblief 'n geldige e-pos adres in",
        guestPhone: "Telefoonnommer moet minstens 8 syfers wees",
      });
    });
  });

  it("limits each client's requests with 429 and Retry-After", async () => {
    const client = newClientAddress();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 32; i++) {
      const response = await api("/api/bookings", { json: { guestName: "x" }, client });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The body is read while the limit is looked up; a limited client still hears the limit first.
    const malformed = await api("/api/bookings", { body: "{not json", headers: { "content-type": "application/json" }, client });
    expect(malformed.status).toBe(429);
    expect((await api("/api/bookings", { json: { guestName: "x" } })).status).toBe(400);
  });

  it("answers other methods with 405", async () => {
    expect((await api("/api/bookings", { method: "GET" })).status).toBe(405);
  });
});
