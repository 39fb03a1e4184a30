// Review invitations through the whole pipeline: the day after a confirmed stay's check-out its
// guest gets exactly one e-mail in the booking's language (not for a stay still going on, nor for
// a request never confirmed), even with Redis wiped and the worker restarted; its link opens the
// stay's review form once, and the review it sends waits for the owner with the "stayed here"
// badge, then shows with it once approved. The page honours ?lang=, refuses an oversized body,
// and of many reviews sent at the same moment takes one.
// test-site: none
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActionToken } from "@/server/approvals/token";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { makeBookingRequest } from "../support/api";
import { extractActionLinks, findMail, requestAndConfirm, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("review-invitations", 4, { HOLD_SWEEP_SECONDS: "1" });
});

afterAll(async () => {
  await stack?.stop();
});

const today = getBusinessToday();
const SUBJECT = { en: "How was your stay at Fish Eagle Hut?", af: "Hoe was jou verblyf by Visarend Hut?" };

/** A request confirmed by its guest (and, unless `confirmed` is false, by the owner), then moved to the given nights. */
let requested = 0;
async function stayed(guestEmail: string, language: "en" | "af", checkIn: string, checkOut: string, confirmed = true) {
  // Requested on nights of its own far ahead, then moved.
  const request = makeBookingRequest({ guestEmail, accommodationType: "fisheagle-hut", language }, 300 + 10 * requested++, 2);
  const booking = await requestAndConfirm(stack, request);
  if (confirmed) {
    const ownerMail = await waitFor(
      "the owner's e-mail",
      () => findMail(stack, stack.env.OWNER_EMAIL!, `Booking request ${booking.bookingNumber}`)[0],
    );
    const [approve] = extractActionLinks(ownerMail);
    expect((await fetch(approve!, { method: "POST" })).status).toBe(200);
  }
  // The stay as it would be once its nights have passed (tests set dates instead of waiting).
  const dates = { checkIn: toUtcDate(checkIn), checkOut: toUtcDate(checkOut) };
  await stack.db.$transaction([
    stack.db.hold.updateMany({ where: { booking: { id: booking.id } }, data: dates }),
    stack.db.booking.update({ where: { id: booking.id }, data: dates }),
  ]);
  return booking;
}

function inviteLink(mail: { html?: string }): string {
  const link = (mail.html ?? "").match(/href="([^"]*\/review\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  expect(link).toBeDefined();
  return link!;
}

const post = (link: string, fields: Record<string, string>, origin = stack.baseUrl) =>
  fetch(link, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("review invitations", () => {
  it("a completed stay gets exactly one invitation, whatever Redis loses and the worker repeats; others get none", async () => {
    const done = await stayed("done@example.co.za", "af", addDays(today, -3), addDays(today, -1));
    const ongoing = await stayed("ongoing@example.co.za", "en", addDays(today, -1), today);
    const unconfirmed = await stayed("unconfirmed@example.co.za", "en", addDays(today, -6), addDays(today, -4), false);

    await waitFor("the invitation", () => findMail(stack, "done@example.co.za", SUBJECT.af)[0]);
    // Redis wiped and the worker killed and started again: it scans at once and sends nothing twice.
    await stack.redis.flushAll();
    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    const newcomer = await stayed("newcomer@example.co.za", "en", addDays(today, -8), addDays(today, -6));
    await waitFor("the newcomer's invitation", () => findMail(stack, "newcomer@example.co.za", SUBJECT.en)[0]);

    expect(findMail(stack, "done@example.co.za", SUBJECT.af)).toHaveLength(1);
    expect(findMail(stack, "ongoing@example.co.za", "How was your stay")).toHaveLength(0);
    expect(findMail(stack, "unconfirmed@example.co.za", "How was your stay")).toHaveLength(0);
    const keys = (await stack.db.emailSend.findMany({ where: { key: { startsWith: "review-guest-invitation:" } } })).map((row) => row.key);
    expect(keys.sort()).toEqual([`review-guest-invitation:${done.id}`, `review-guest-invitation:${newcomer.id}`].sort());
    expect(keys).not.toContain(`review-guest-invitation:${ongoing.id}`);
    expect(keys).not.toContain(`review-guest-invitation:${unconfirmed.id}`);
  });

  it("its link opens the stay's form once; the review waits with the badge and shows with it once approved", async () => {
    const [mail] = findMail(stack, "done@example.co.za", SUBJECT.af);
    const link = inviteLink(mail!);

    const form = await fetch(link);
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).toContain('lang="af"');
    expect(page).toContain("Jou resensie van Visarend Hut");

    // Refused per field in the guest's language, nothing stored; from another site, refused outright.
    const empty = await post(link, { guestName: "Marié", rating: "", comment: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Kyk asseblief na die velde hieronder.");
    expect((await post(link, { guestName: "Marié", rating: "5", comment: "Pragtig" }, "https://evil.example")).status).toBe(403);
    expect(await stack.db.review.count({ where: { stayedHere: true } })).toBe(0);

    const sent = await post(link, { guestName: "Marié", rating: "5", comment: "Die stilste nagte by die rivier." });
    expect(sent.status).toBe(201);
    // The link works once: again, or opened again, it says so and stores nothing more.
    expect((await post(link, { guestName: "Marié", rating: "4", comment: "Weer" })).status).toBe(409);
    expect((await fetch(link)).status).toBe(409);

    const review = await stack.db.review.findFirstOrThrow({ where: { stayedHere: true } });
    expect(review).toMatchObject({ guestName: "Marié", rating: 5, status: "pending", accommodationType: "fisheagle_hut", language: "af" });
    const listed = async () =>
      ((await (await fetch(`${stack.baseUrl}/api/reviews`)).json()) as { id: string; stayedHere?: boolean }[]).find(
        (item) => item.id === review.id,
      );
    expect(await listed()).toBeUndefined();

    await stack.db.review.update({ where: { id: review.id }, data: { status: "approved", decidedAt: new Date() } });
    expect(await listed()).toMatchObject({ id: review.id, stayedHere: true });
  });

  it("a link that was changed, or another kind of signed link, opens nothing", async () => {
    const [mail] = findMail(stack, "newcomer@example.co.za", SUBJECT.en);
    const link = inviteLink(mail!);
    expect((await fetch(`${link.slice(0, -2)}xx`)).status).toBe(403);
    const bookingPage = (mail!.html ?? "").match(/href="([^"]*\/booking\/[^"]+)"/)?.[1];
    expect(bookingPage).toBeDefined();
    expect((await fetch(`${stack.baseUrl}/review/${bookingPage!.split("/booking/")[1]}`)).status).toBe(403);
    // The cleaner's changeover link, validly signed: another kind, refused.
    const cleaner = createActionToken(
      { action: "changeover.view", subjectId: randomUUID(), expiresAt: Date.now() + 3600_000 },
      stack.env.APPROVAL_SECRET,
    );
    expect((await fetch(`${stack.baseUrl}/review/${cleaner}`)).status).toBe(403);
  });

  it("is a page of the site that honours ?lang=, refuses an oversized body, and takes one review of many sent at once", async () => {
    const [mail] = findMail(stack, "newcomer@example.co.za", SUBJECT.en);
    const link = inviteLink(mail!);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("x-robots-tag")).toBe("noindex");
    expect(await opened.text()).toContain('lang="en"');
    const asked = await (await fetch(`${link}?lang=af`)).text();
    expect(asked).toContain('lang="af"');
    expect(asked).toContain("Jou resensie van Visarend Hut");
    expect((await fetch(link, { method: "PUT" })).status).toBe(405);

    expect((await post(link, { guestName: "Nia", rating: "5", comment: "x".repeat(20_000) })).status).toBe(413);
    // Sent many times at the same moment (some pass the page's "already written?" check together): one is stored, the others are told.
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, n) => post(link, { guestName: `Nia ${n}`, rating: "5", comment: "Stil." })),
    );
    expect(sent.map((reply) => reply.status).sort()).toEqual([201, ...Array<number>(11).fill(409)]);
    const booking = await stack.db.booking.findFirstOrThrow({ where: { guestEmail: "newcomer@example.co.za" } });
    expect(await stack.db.review.count({ where: { bookingId: booking.id } })).toBe(1);
  });
});
