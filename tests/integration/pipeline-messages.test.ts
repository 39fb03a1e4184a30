// The owner's one e-mail per burst of a guest's messages through the whole pipeline: the guest
// writes three messages on the booking page (from the link in the guest's e-mail), the worker's
// sweep claims one e-mail once they are quiet; SMTP refuses it, Redis is wiped (FLUSHALL) and the
// worker is killed and started again, and still exactly one e-mail arrives, with all three.
// test-site: none
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBookingRequest } from "../support/api";
import { findMail, requestAndConfirm, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;

beforeAll(async () => {
  // A worker killed while it holds the burst's e-mail (claimed, SMTP away) keeps it from the next
  // attempt for MAIL_CLAIM_SECONDS: short here, as every window is, so the test waits on the mail.
  stack = await startStack("messages", 12, {
    HOLD_SWEEP_SECONDS: "1",
    MESSAGE_QUIET_SECONDS: "2",
    RECONCILE_SECONDS: "1",
    MAIL_CLAIM_SECONDS: "5",
  });
});

afterAll(async () => {
  await stack?.stop();
});

/** A confirmed request and the guest's booking page, from the link in the guest's acknowledgement. */
async function bookingWithPage(guestEmail: string, startInDays: number) {
  const booking = await requestAndConfirm(stack, makeBookingRequest({ guestEmail, accommodationType: "fisheagle-hut" }, startInDays, 2));
  const page = await waitFor("the booking page's link", () =>
    findMail(stack, guestEmail, booking.bookingNumber)
      .map((mail) => /href="([^"]*\/booking\/[^"#?]+)"/.exec(mail.html ?? "")?.[1])
      .find(Boolean),
  );
  return { ...booking, page };
}

async function write(page: string, message: string): Promise<void> {
  const response = await fetch(`${page}?lang=en`, {
    method: "POST",
    headers: { origin: stack.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "message", message }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
}

const ownerMails = (number: string) => findMail(stack, stack.env.OWNER_EMAIL!, `Guest message about booking ${number}`);

describe("a burst of guest messages through the worker", () => {
  it("is one e-mail to the owner, through an SMTP outage, a FLUSHALL and a killed worker", async () => {
    const booking = await bookingWithPage("burst@example.co.za", 30);
    await stack.inbox.stopSmtp();
    for (const text of ["First question", "Second question", "Third question"]) await write(booking.page, text);
    // The worker's sweep claims the burst's e-mail once the messages have been quiet.
    const claimed = await waitFor(
      "the burst's send-log row",
      async () => (await stack.db.emailSend.findFirst({ where: { key: { startsWith: `message-owner:${booking.id}:` } } })) ?? undefined,
    );
    expect(claimed.sentAt).toBeNull();
    await stack.redis.flushAll();
    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    await stack.inbox.startSmtp();

    const [mail] = await waitFor(
      "the owner's e-mail",
      () => ownerMails(booking.bookingNumber)[0] && ownerMails(booking.bookingNumber),
      60_000,
    );
    for (const text of ["First question", "Second question", "Third question"]) expect(mail!.text).toContain(text);

    // Once more, a wiped Redis and a restarted worker; a second guest's burst shows the worker has scanned since.
    await stack.redis.flushAll();
    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    const sentinel = await bookingWithPage("sentinel@example.co.za", 40);
    await write(sentinel.page, "Sentinel question");
    await waitFor("the sentinel's e-mail", () => ownerMails(sentinel.bookingNumber)[0], 60_000);

    expect(ownerMails(booking.bookingNumber)).toHaveLength(1);
    const rows = await stack.db.emailSend.findMany({ where: { key: { startsWith: `message-owner:${booking.id}:` } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(await stack.db.bookingMessage.count({ where: { bookingId: booking.id, ownerMailSeq: null } })).toBe(0);
  });
});
