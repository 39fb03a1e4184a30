// The retention sweep: old personal data of requests that never became stays is erased, rejected
// submissions go with their images, and decided photos lose their private originals.
import { describe, expect, it } from "vitest";
import { decideBooking } from "@/server/bookings/decide-booking";
import { getDb } from "@/server/db/client";
import { moderate } from "@/server/reviews/moderate";
import { erasePersonalData } from "@/server/retention/erase-personal-data";
import { makeMailKey } from "@/server/queue/jobs";
import { getObject } from "@/server/storage";
import { api, makeBookingRequest } from "../support/api";
import { makeJpeg, toDataUrl } from "../support/images";

const DAY = 24 * 3600 * 1000;

describe("erasePersonalData", () => {
  it("erases an expired request's guest details after the retention period, and keeps a confirmed one's", async () => {
    const expired = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({ guestEmail: "old@example.co.za" }, 540, 1) });
    const confirmed = await api<{ id: string }>("/api/bookings", {
      json: makeBookingRequest({ guestEmail: "stays@example.co.za" }, 545, 1),
    });
    await decideBooking(expired.body.id, "expired");
    await decideBooking(confirmed.body.id, "confirmed");
    // The send log holds the addresses its e-mails went to.
    const sent = (id: string, recipient: string) =>
      getDb().emailSend.upsert({
        where: { key: makeMailKey("booking-guest-received", id) },
        create: { key: makeMailKey("booking-guest-received", id), recipient, subject: "Received", sentAt: new Date() },
        update: { recipient, sentAt: new Date() },
      });
    await sent(expired.body.id, "old@example.co.za");
    await sent(confirmed.body.id, "stays@example.co.za");
    const logged = async (id: string) =>
      (await getDb().emailSend.findUniqueOrThrow({ where: { key: makeMailKey("booking-guest-received", id) } })).recipient;

    await erasePersonalData({ now: new Date(Date.now() + 5 * DAY) });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: expired.body.id } })).guestEmail).toBe("old@example.co.za");
    expect(await logged(expired.body.id)).toBe("old@example.co.za");

    await erasePersonalData({ now: new Date(Date.now() + 31 * DAY) });
    expect(await getDb().booking.findUniqueOrThrow({ where: { id: expired.body.id } })).toMatchObject({
      guestName: "",
      guestEmail: "",
      guestPhone: "",
    });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: confirmed.body.id } })).guestEmail).toBe("stays@example.co.za");
    expect(await logged(expired.body.id)).toBe("");
    expect(await logged(confirmed.body.id)).toBe("stays@example.co.za");
  });

  it("deletes a rejected photo submission with its original after the retention period", async () => {
    const submitted = await api<{ id: string }>("/api/guest-photos", {
      json: { guestName: "Old", guestEmail: "old-photos@example.co.za", images: [toDataUrl(await makeJpeg(), "image/jpeg")] },
    });
    const photo = await getDb().photo.findFirstOrThrow({ where: { submissionId: submitted.body.id } });
    await moderate({ submissionId: submitted.body.id }, "rejected");
    await erasePersonalData({ now: new Date(Date.now() + 31 * DAY) });
    expect(await getDb().photoSubmission.count({ where: { id: submitted.body.id } })).toBe(0);
    expect(await getObject(photo.originalKey!)).toBeUndefined();
  });

  it("deletes the original of a processed photo once its submission is decided", async () => {
    const submitted = await api<{ id: string }>("/api/guest-photos", {
      json: { guestName: "Kept", guestEmail: "kept@example.co.za", images: [toDataUrl(await makeJpeg(), "image/jpeg")] },
    });
    const photo = await getDb().photo.findFirstOrThrow({ where: { submissionId: submitted.body.id } });
    await getDb().photo.update({ where: { id: photo.id }, data: { state: "ready" } });
    await erasePersonalData();
    expect((await getDb().photo.findUniqueOrThrow({ where: { id: photo.id } })).originalKey).not.toBeNull();
    await moderate({ submissionId: submitted.body.id }, "approved");
    await erasePersonalData();
    expect((await getDb().photo.findUniqueOrThrow({ where: { id: photo.id } })).originalKey).toBeNull();
    expect(await getObject(photo.originalKey!)).toBeUndefined();
  });
});
