// A request's provisional window starts when its first confirmation e-mail leaves, not when the
// request was made: while SMTP is away for longer than the window, the request waits for its
// e-mail (it binds nothing meanwhile), and once the e-mail leaves its guest has the whole window to
// confirm. A link asked for again does not extend it, and a request whose e-mail could not leave
// for a day lapses all the same. Real PostgreSQL, the built site and a local SMTP inbox.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { senderLockKeys } from "@/server/bookings/caps";
import { sweepLapsedHolds } from "@/server/bookings/holds";
import { verifyBooking } from "@/server/bookings/verify-booking";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { sendTemplatedMail } from "@/server/mail/send-mail";
import { renderTemplate } from "@/server/mail/templates";
import { makeMailKey } from "@/server/queue/jobs";
import { useFileInbox } from "../support/inbox";
import { waitFor } from "../support/stack";
import { api, makeBookingRequest } from "../support/api";

const inbox = useFileInbox();

async function request(startInDays: number, guestEmail: string) {
  const response = await api<{ id: string; bookingNumber: string; holdExpiresAt: string }>("/api/bookings", {
    json: makeBookingRequest({ accommodationType: "fisheagle-hut", guestEmail }, startInDays, 2),
  });
  expect(response.status).toBe(201);
  return response.body;
}

/** The request's window passed while its e-mail could not be sent (the clock moved, as an outage would). */
async function windowPassed(bookingId: string) {
  await getDb().hold.updateMany({ where: { booking: { id: bookingId } }, data: { expiresAt: new Date(Date.now() - 60_000) } });
}

const statusOf = async (id: string) => (await getDb().booking.findUniqueOrThrow({ where: { id } })).status;
const expiryOf = async (id: string) => (await getDb().hold.findFirstOrThrow({ where: { booking: { id } } })).expiresAt!.getTime();
const windowMs = () => getConfig().PROVISIONAL_HOLD_MINUTES * 60_000;

function verifyLink(email: string): string {
  const mail = inbox.messages.find((m) => m.to.includes(email));
  const link = mail?.html?.match(/href="([^"]*\/verify\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  expect(link, `the confirmation link sent to ${email}`).toBeDefined();
  return link!;
}

describe("the provisional window", () => {
  it("starts when the first confirmation e-mail leaves: a request outlasting its window unsent is kept, and its guest can confirm", async () => {
    const booking = await request(500, "late-mail@example.co.za");
    await windowPassed(booking.id);
    await sweepLapsedHolds();
    expect(await statusOf(booking.id), "kept while its e-mail has not left").toBe("requested");

    // SMTP is back: the e-mail leaves now, and the window runs from now.
    const before = Date.now();
    expect(await sendTemplatedMail("booking-guest-verify", booking.id)).toBe("sent");
    expect(await expiryOf(booking.id)).toBeGreaterThanOrEqual(before + windowMs() - 2000);
    await sweepLapsedHolds();
    expect(await statusOf(booking.id)).toBe("requested");

    const confirmed = await api(verifyLink("late-mail@example.co.za").replace(/^https?:\/\/[^/]+/, ""), { method: "POST" });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } })).verifiedAt).not.toBeNull();
  });

  it("is started by sending the e-mail, never by rendering it: a render moves no deadline", async () => {
    const booking = await request(524, "render-only@example.co.za");
    await windowPassed(booking.id);
    const expiry = await expiryOf(booking.id);
    expect(await renderTemplate("booking-guest-verify", booking.id)).not.toBeNull();
    expect(await expiryOf(booking.id)).toBe(expiry);
  });

  it("is not extended by a link asked for again, and lapses once it passes after the e-mail left", async () => {
    const booking = await request(506, "resent@example.co.za");
    expect(await sendTemplatedMail("booking-guest-verify", booking.id)).toBe("sent");
    const expiry = await expiryOf(booking.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sendTemplatedMail("booking-guest-verify", booking.id, 2)).toBe("sent");
    expect(await expiryOf(booking.id), "a second link keeps the first window").toBe(expiry);

    await windowPassed(booking.id);
    await sweepLapsedHolds();
    expect(await statusOf(booking.id)).toBe("expired");
  });

  it("lapses all the same when its e-mail could not leave for a day", async () => {
    const booking = await request(512, "never-sent@example.co.za");
    await getDb().booking.update({ where: { id: booking.id }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });
    await windowPassed(booking.id);
    await sweepLapsedHolds();
    expect(await statusOf(booking.id)).toBe("expired");
    expect(await getDb().emailSend.count({ where: { key: makeMailKey("booking-guest-verify", booking.id), sentAt: { not: null } } })).toBe(
      0,
    );
  });

  it("tells a guest whose request lapsed while their confirmation waited for its turn that it lapsed, never that it was confirmed", async () => {
    const email = "late-turn@example.co.za";
    const booking = await request(518, email);
    expect(await sendTemplatedMail("booking-guest-verify", booking.id)).toBe("sent");
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    const [senderKey] = senderLockKeys({ clientKey: row.clientKey ?? "", email: row.guestEmail, phone: row.guestPhone });
    // Another request of the same sender holds the sender's turn, as one being written would.
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [senderKey]);
      const verifying = verifyBooking(booking.id);
      await waitFor(
        "the confirmation to wait for the sender's turn",
        async () =>
          (
            await other.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks
              WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)
          ).rows[0]!.n > 0,
        30_000,
        20,
      );
      // Meanwhile its window passes and the sweep releases it.
      await windowPassed(booking.id);
      expect(await sweepLapsedHolds()).toBeGreaterThanOrEqual(1);
      await other.query("COMMIT");
      expect(await verifying).toBe("lapsed");
    } finally {
      await other.end();
    }
    expect(await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: "expired", verifiedAt: null });
  });
});
