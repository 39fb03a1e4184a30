// The timed e-mails through the whole pipeline, with the worker killed and started again: the
// guest's pre-arrival e-mail, the owner's reminder before a hold lapses and the owner's notice of
// the lapse each arrive once, and a restarted worker, which scans again at once, sends none of them
// a second time. Times come from the settings and the rows' own timestamps, never from waiting.
// test-site: none
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBookingRequest } from "../support/api";
import { extractActionLinks, findMail, requestAndConfirm, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;

beforeAll(async () => {
  // A confirmed request's hold (2 hours) has less than HOLD_REMINDER_HOURS left at once.
  stack = await startStack("reminders", 6, { HOLD_SWEEP_SECONDS: "1", HOLD_HOURS: "2", HOLD_REMINDER_HOURS: "3", PRE_ARRIVAL_DAYS: "3" });
});

afterAll(async () => {
  await stack?.stop();
});

function requestAndConfirmHere(guestEmail: string, startInDays: number) {
  return requestAndConfirm(stack, makeBookingRequest({ guestEmail, accommodationType: "fisheagle-hut" }, startInDays, 2));
}

const count = (to: string, subject: string) => findMail(stack, to, subject).length;

describe("timed e-mails through the worker", () => {
  it("sends each once, at its time, and a restarted worker sends none again", async () => {
    const owner = stack.env.OWNER_EMAIL!;
    // Arrives in two days: within PRE_ARRIVAL_DAYS once the owner confirms it.
    const arriving = await requestAndConfirmHere("soon@example.co.za", 2);
    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, owner, `Booking request ${arriving.bookingNumber}`)[0]);
    const [approve] = extractActionLinks(ownerMail);
    expect((await fetch(approve!, { method: "POST" })).status).toBe(200);
    await waitFor("the pre-arrival e-mail", () => findMail(stack, "soon@example.co.za", "directions and times")[0]);

    // Left unanswered: the owner is reminded, and told once its hold lapses.
    const waiting = await requestAndConfirmHere("waiting@example.co.za", 20);
    await waitFor("the owner's reminder", () => findMail(stack, owner, `Reminder: booking request ${waiting.bookingNumber}`)[0]);
    await stack.db.hold.updateMany({ where: { booking: { id: waiting.id } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await waitFor("the lapse notice", () => findMail(stack, owner, `${waiting.bookingNumber} lapsed unanswered`)[0]);

    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    // The restarted worker has scanned when a newcomer's reminder arrives.
    const newcomer = await requestAndConfirmHere("newcomer@example.co.za", 40);
    await waitFor("the newcomer's reminder", () => findMail(stack, owner, `Reminder: booking request ${newcomer.bookingNumber}`)[0]);

    expect(count("soon@example.co.za", "directions and times")).toBe(1);
    expect(count(owner, `Reminder: booking request ${waiting.bookingNumber}`)).toBe(1);
    expect(count(owner, `${waiting.bookingNumber} lapsed unanswered`)).toBe(1);
  });
});
