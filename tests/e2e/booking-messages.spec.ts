// A booking's messages in the browser on a phone (390x844), the console in English and the guest
// in Afrikaans: the owner inserts a saved reply (in the guest's language), sees the WhatsApp
// button carry the guest's E.164 number and the message, and sends it; the guest gets the e-mail,
// follows its link to the thread on the booking page and answers there; the owner is told once
// (the worker's burst scan, run here with its clock past the quiet period) and sees the unread
// thread on Today, then on the booking's page. The owner's private note shows in the console,
// never to the guest.
import type { Page } from "@playwright/test";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { GUEST_MESSAGES, SAVED_REPLIES } from "../../web/content/messages";
import { addDays } from "../../web/server/calendar/dates";
import { freeCheckIn } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, readInbox, test, waitForMail } from "./fixtures";
import { expectToast, signInFromInbox, sql, T } from "./owner-steps";

const t = T.en;
const NOTE = "Hek-kode 4321: net vir my";

/** The page is no wider than the phone. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}
const g = GUEST_MESSAGES.af;
const GUEST_EMAIL = "boodskappe-e2e@example.com";

/**
 * The worker's burst scan, run in this process against the suite's database and Redis with its
 * clock past the quiet period (the suite's worker scans only every HOLD_SWEEP_SECONDS); the
 * e-mail it claims is sent by the suite's worker.
 */
async function scanBursts() {
  for (const [key, value] of Object.entries(E2E_ENV)) process.env[key] = value;
  const { scanMessageBursts } = await import("../../web/server/messages/thread");
  const { getConfig } = await import("../../web/server/config");
  return scanMessageBursts(new Date(Date.now() + (getConfig().MESSAGE_QUIET_SECONDS + 1) * 1000));
}

test.afterAll(async () => {
  const { getDb } = await import("../../web/server/db/client");
  const { closeQueues } = await import("../../web/server/queue");
  await closeQueues();
  await getDb().$disconnect();
});

test.use({ viewport: { width: 390, height: 844 } });

test("the owner writes with a saved reply, the guest answers from the e-mail's link, and the owner is told once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const checkIn = await freeCheckIn(page, 720, 2);
  const created = await page.request.post("/api/bookings", {
    headers: { "accept-language": "af", cookie: "lang=af" },
    data: {
      accommodationType: "fisheagle-hut",
      checkIn,
      checkOut: addDays(checkIn, 2),
      checkInTime: "15:00",
      guests: 2,
      guestName: "Marietjie Boodskap",
      guestEmail: GUEST_EMAIL,
      guestPhone: "082 555 0199",
      company: "",
      formStartedAt: Date.now() - 10_000,
    },
  });
  expect(created.status()).toBe(201);
  const { bookingNumber: number } = (await created.json()) as { bookingNumber: string };
  const [row] = await sql<{ id: string; language: string }>("SELECT id, language FROM bookings WHERE number = $1", [number]);
  expect(row!.language).toBe("af");

  // The owner, in English, on the booking's page.
  await page.goto(`/owner/bookings/${row!.id}`);
  await signInFromInbox(page, "en", `/owner/bookings/${row!.id}`);
  const thread = page.getByRole("region", { name: t.messages.title });
  await expect(thread).toBeVisible();
  await thread.getByRole("button", { name: t.messages.savedReplyNames.whatToBring }).click();
  const field = thread.getByLabel(t.messages.label);
  await expect(field).toHaveValue(SAVED_REPLIES.whatToBring.af);
  await field.fill(`Hallo Marietjie! ${SAVED_REPLIES.whatToBring.af}`);
  const text = `Hallo Marietjie! ${SAVED_REPLIES.whatToBring.af}`;
  const whatsapp = thread.getByRole("link", { name: t.messages.whatsapp });
  await expect(whatsapp).toHaveAttribute("href", `https://wa.me/27825550199?text=${encodeURIComponent(text)}`);
  await thread.getByRole("button", { name: t.messages.send }).click();
  await expectToast(page, t.messages.sent);
  await expect(thread.getByTestId("thread-message")).toHaveCount(1);
  await expect(field).toHaveValue("");
  // A private note: the console shows it, the guest's page never does.
  const notes = page.getByRole("region", { name: t.notes.title });
  await notes.getByLabel(t.notes.label).fill(NOTE);
  await notes.getByRole("button", { name: t.notes.add }).click();
  await expectToast(page, t.notes.added);
  await expect(notes.getByTestId("notes")).toContainText(NOTE);
  await expectFitsPhone(page);
  await expectNoSeriousA11yViolations(page);

  // The guest's e-mail, in Afrikaans, with the link back to the thread.
  const [mail] = await waitForMail(GUEST_EMAIL, g.mail.subject(number));
  expect(mail!.text).toContain("Hallo Marietjie!");
  const link = new RegExp(`${E2E_ENV.APP_URL}/booking/[^\\s#\\]]+#messages`).exec(mail!.text ?? "")![0];

  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "af-ZA" });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.locator("html")).toHaveAttribute("lang", "af");
  const guestThread = guest.getByRole("region", { name: g.page.title });
  await expect(guestThread).toContainText("Hallo Marietjie!");
  await guestThread.getByLabel(g.page.label).fill("Baie dankie! Ons bring die flits.");
  await guestThread.getByRole("button", { name: g.page.send }).click();
  await expect(guest).toHaveURL(/sent=1/);
  await expect(guest.getByRole("status").filter({ hasText: g.page.sent })).toBeVisible();
  await expect(guest.getByRole("region", { name: g.page.title })).toContainText("Baie dankie! Ons bring die flits.");
  await expect(guest.locator("body")).not.toContainText(NOTE);
  await expectFitsPhone(guest);
  await expectNoSeriousA11yViolations(guest);
  await guestContext.close();

  // The owner is told once: a second scan claims nothing.
  expect(await scanBursts()).toContain(row!.id);
  expect(await scanBursts()).not.toContain(row!.id);
  const [told] = await waitForMail(E2E_ENV.OWNER_EMAIL, `Guest message about booking ${number}`);
  expect(told!.text).toContain("Baie dankie! Ons bring die flits.");
  // The send log holds one e-mail to the owner about this thread, and it has left: nothing more is on its way.
  const ownerSends = await sql<{ sent: boolean }>("SELECT sent_at IS NOT NULL AS sent FROM email_sends WHERE key LIKE $1", [
    `message-owner:${row!.id}:%`,
  ]);
  expect(ownerSends).toEqual([{ sent: true }]);
  expect((await readInbox()).filter((m) => (m.subject ?? "").includes(`Guest message about booking ${number}`))).toHaveLength(1);

  // Today shows the unread thread; its page marks the guest's message new.
  await page.goto("/owner");
  const unread = page.getByRole("region", { name: t.today.unread });
  await unread.getByRole("link", { name: new RegExp(number) }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/bookings/${row!.id}#messages$`));
  const answered = page.getByRole("region", { name: t.messages.title });
  await expect(answered.getByTestId("thread-message").last()).toContainText("Baie dankie! Ons bring die flits.");
  await expect(answered.getByTestId("thread-message").last()).toContainText(t.messages.unread);
  // Seen: Today no longer lists it.
  await page.goto("/owner");
  await expect(page.getByRole("region", { name: t.today.unread })).not.toContainText(number);
});
