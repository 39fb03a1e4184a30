// An e-mail is claimed in the send log, in its own committed statement, before it is handed to
// SMTP, and stamped sent after. A worker killed between the hand-over and the stamp leaves the row
// claimed and unstamped: no attempt (the reconciler's, a stalled job run again) sends it again
// before MAIL_CLAIM_SECONDS have passed since the claim; after that it is owed again and sent once
// (a claim whose attempt died before the hand-over must not lose the mail). Real PostgreSQL and a
// real SMTP inbox; the killed worker's row is written as it leaves it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { MailClaimedError, sendTemplatedMail } from "@/server/mail/send-mail";
import { makeMailKey } from "@/server/queue/jobs";
import { listPendingMailKeys } from "@/server/reconcile/pending";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { useFileInbox } from "../support/inbox";
import { owner } from "../support/owner";
import { api } from "../support/api";

const inbox = useFileInbox();

/** A review waiting for the owner, whose "new review" e-mail to the owner is owed; its key and guest's name. */
async function owedOwnerMail(): Promise<{ reviewId: string; key: string; name: string }> {
  const name = `Claim ${randomUUID().slice(0, 8)}`;
  const response = await api<{ id: string }>("/api/reviews", {
    json: { guestName: name, accommodationType: "fisheagle-hut", rating: 5, comment: "Stil en pragtig by die rivier.", source: "website" },
  });
  expect(response.status).toBe(201);
  return { reviewId: response.body.id, key: makeMailKey("review-owner", response.body.id), name };
}

const mailsAbout = (name: string) => inbox.messages.filter((message) => (message.text ?? "").includes(name));

/** Sets the row as a worker leaves it: owed ten minutes, claimed `claimedSecondsAgo` ago, never stamped. */
async function leaveClaimed(key: string, claimedSecondsAgo: number): Promise<void> {
  await getDb().$executeRaw`
    INSERT INTO email_sends (id, key, created_at, claimed_at)
    VALUES (gen_random_uuid(), ${key}, now() - interval '10 minutes', now() - make_interval(secs => ${claimedSecondsAgo}))
    ON CONFLICT (key) DO UPDATE SET claimed_at = EXCLUDED.claimed_at, created_at = EXCLUDED.created_at`;
}

describe("an e-mail claimed before its hand-over to SMTP", () => {
  it("is not sent again within the claim's window after a crash between hand-over and stamp, and once after it", async () => {
    const { reviewId, key, name } = await owedOwnerMail();
    const window = getConfig().MAIL_CLAIM_SECONDS;

    // The killed worker claimed the mail and handed it over; the server accepted it; no stamp.
    await leaveClaimed(key, 1);
    expect(await listPendingMailKeys(new Date())).not.toContain(key);
    await expect(sendTemplatedMail("review-owner", reviewId)).rejects.toBeInstanceOf(MailClaimedError);
    // Just inside the window it is still left to the claiming attempt.
    await leaveClaimed(key, window - 5);
    expect(await listPendingMailKeys(new Date())).not.toContain(key);
    await expect(sendTemplatedMail("review-owner", reviewId)).rejects.toBeInstanceOf(MailClaimedError);
    expect(mailsAbout(name)).toHaveLength(0);

    // The window has passed: nothing tells a death before the hand-over from one after it, so the
    // mail is owed again (the reconciler queues it) and sent, once.
    await leaveClaimed(key, window + 1);
    expect(await listPendingMailKeys(new Date())).toContain(key);
    expect(await sendTemplatedMail("review-owner", reviewId)).toBe("sent");
    expect(await sendTemplatedMail("review-owner", reviewId)).toBe("already-sent");
    expect(mailsAbout(name)).toHaveLength(1);
    const row = await getDb().emailSend.findUniqueOrThrow({ where: { key } });
    expect(row.sentAt).not.toBeNull();
    expect(await listPendingMailKeys(new Date())).not.toContain(key);
  });

  it("is handed over by one of several attempts racing for it, and the others do not send it", async () => {
    const { reviewId, key, name } = await owedOwnerMail();
    await getDb().$executeRaw`INSERT INTO email_sends (id, key) VALUES (gen_random_uuid(), ${key}) ON CONFLICT (key) DO NOTHING`;
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => sendTemplatedMail("review-owner", reviewId)));
    const sent = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value === "sent");
    expect(sent).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === "rejected")) expect(outcome.reason).toBeInstanceOf(MailClaimedError);
    expect(mailsAbout(name)).toHaveLength(1);
  });
});

describe("an e-mail no longer owed", () => {
  it("is dropped only when its renderer decides so: a booking the owner entered without an address owes its guest nothing", async () => {
    const today = getBusinessToday();
    const { id } = await createManualBooking({
      input: {
        stay: "fisheagle-hut",
        checkIn: addDays(today, 250),
        checkOut: addDays(today, 252),
        guests: 2,
        name: "Sonder Adres",
        language: "en",
      },
      actor: owner().actor,
    });
    const key = makeMailKey("booking-guest-confirmed", id);
    await getDb().$executeRaw`INSERT INTO email_sends (id, key) VALUES (gen_random_uuid(), ${key}) ON CONFLICT (key) DO NOTHING`;
    expect(await sendTemplatedMail("booking-guest-confirmed", id)).toBe("nothing-to-send");
    expect(await getDb().emailSend.count({ where: { key } })).toBe(0);
    // With an address, the same e-mail is sent and stamped.
    await getDb().booking.update({ where: { id }, data: { guestEmail: "met.adres@example.co.za" } });
    await getDb().$executeRaw`INSERT INTO email_sends (id, key) VALUES (gen_random_uuid(), ${key})`;
    expect(await sendTemplatedMail("booking-guest-confirmed", id)).toBe("sent");
    expect((await getDb().emailSend.findUniqueOrThrow({ where: { key } })).sentAt).not.toBeNull();
  });
});
