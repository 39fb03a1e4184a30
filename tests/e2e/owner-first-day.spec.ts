// The owner's first day and what guests met, on a phone (390x844) in both languages. On an install
// without payment terms (this spec removes the saved ones and puts them back after): Today lists the
// bank account and the terms as still to do; a guest from abroad asks, and the owner sees and is
// mailed the number with its country code; confirming asks first, and the guest's confirmation
// promises no account it does not show; the Payments screen lists the deposit coming due and
// records money against it. Saving the booking unchanged says so and mails nobody; the
// owner cancelling gives the guest the owner's reason, and the history says who cancelled. A guest
// who cancels hears what is repaid and when, by mail and on their page, whose policy lists every
// tier; the Afrikaans pro-forma gives the address in Afrikaans; a calendar import's block is named
// in the console's language.
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { GUEST_JOURNEY } from "../../web/content/guest-journey";
import { GUEST_MAIL } from "../../web/content/mail";
import { OWNER_MAIL } from "../../web/content/owner-mail";
import { formatCents, GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "../../web/content/payments";
import { fill } from "../../web/lib/fill";
import { addDays } from "../../web/server/calendar/dates";
import { refundRules } from "../../web/server/content/terms-sections";
import { DEFAULT_PAYMENT_TERMS, REFUND_BUSINESS_DAYS } from "../../web/server/payments/rules";
import { pdfText } from "../support/pdf";
import { freeCheckIn, openMail, TEXTS, VERIFY_LINK } from "./booking-steps";
import { expect, readInbox, test, waitForMail } from "./fixtures";
import { expectToast, signInFromInbox, sql, STATES, T, type TLang, useConsoleLanguage } from "./owner-steps";

const PHONE = { width: 390, height: 844 };
const state = path.join(STATES, "owner-first-day.json");
const LANGUAGES: TLang[] = ["en", "af"];
const ABROAD = "+44 7911 123456";

test.use({ viewport: PHONE });
test.describe.configure({ mode: "serial" });

let savedTerms: { row: unknown }[] = [];
test.beforeAll(async () => {
  // A fresh install's terms: none saved, so no bank account. Other specs save theirs; they come back after.
  savedTerms = await sql<{ row: unknown }>("SELECT row_to_json(terms) AS row FROM payment_terms terms");
  await sql("DELETE FROM payment_terms");
});
test.afterAll(async () => {
  await sql("DELETE FROM payment_terms");
  for (const { row } of savedTerms)
    await sql("INSERT INTO payment_terms SELECT * FROM json_populate_record(null::payment_terms, $1)", [row]);
});

/** A guest's request sent through the API in `lang`, confirmed from its e-mail as the guest would; its id and number. */
async function requestAndVerify(page: Page, lang: TLang, email: string, phone: string, checkIn: string) {
  const reply = await page.request.post("/api/bookings", {
    headers: { "idempotency-key": `first-day-${email.split("@")[0]}-${checkIn}` },
    data: {
      accommodationType: "fisheagle-hut",
      checkIn,
      checkOut: addDays(checkIn, 2),
      checkInTime: "14:00",
      guests: 2,
      guestName: "Oliver Smith",
      guestEmail: email,
      guestPhone: phone,
      language: lang,
      company: "",
      formStartedAt: Date.now() - 10_000,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const { id, bookingNumber: number } = (await reply.json()) as { id: string; bookingNumber: string };
  const [mail] = await waitForMail(email, number, { match: (m) => VERIFY_LINK.test(m.text ?? "") });
  await page.goto(VERIFY_LINK.exec(mail!.text ?? "")![0]);
  await page.getByRole("button", { name: TEXTS[lang].confirmButton }).click();
  await expect(page.getByRole("heading", { name: TEXTS[lang].confirmed })).toBeVisible();
  return { id, number };
}

/** The owner confirms a request on its page: with no bank account yet, the console asks first. */
async function confirmWithoutBank(page: Page, lang: TLang, id: string, number: string) {
  const t = T[lang];
  await page.goto(`/owner/bookings/${id}`);
  await page.getByRole("button", { name: t.detail.confirm, exact: true }).click();
  const check = page.getByRole("alertdialog");
  await expect(check).toContainText(fill(t.detail.bankMissingCheck, { number }));
  await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.requested);
  await check.getByRole("button", { name: t.detail.confirmAnyway }).click();
  await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.confirmed);
}

/** The guest's confirmation e-mail, in the booking's language. */
async function confirmationMail(email: string, number: string, lang: TLang) {
  const [mail] = await waitForMail(email, GUEST_MAIL[lang].confirmed.subject(number));
  return mail!;
}

test("the owner signs in on a phone", async ({ page, context }) => {
  await page.goto("/owner");
  await signInFromInbox(page, "en", "/owner");
  await context.storageState({ path: state });
});

test.describe("signed in", () => {
  test.use({ storageState: state });

  for (const [index, lang] of LANGUAGES.entries()) {
    const t = T[lang];
    const words = GUEST_JOURNEY[lang].mail.cancelled;

    test(`${lang}: with no bank account, Today says so and confirming asks first; a guest from abroad keeps their country code; an unchanged save mails nobody; the owner's cancellation gives the owner's reason`, async ({
      page,
    }) => {
      await page.goto("/owner");
      await useConsoleLanguage(page, lang);
      const steps = page.getByTestId("setup-steps");
      await expect(steps.getByRole("link", { name: t.today.setup.steps.bank })).toHaveAttribute("href", "/owner/payment-terms");
      await expect(steps.getByRole("link", { name: t.today.setup.steps.terms })).toBeVisible();

      const email = `abroad-${lang}@example.com`;
      const checkIn = await freeCheckIn(page, 585 + 15 * index, 2);
      const { id, number } = await requestAndVerify(page, lang, email, ABROAD, checkIn);
      // The owner's request e-mail and the console keep the guest's country code.
      const [request] = await waitForMail(E2E_ENV.OWNER_EMAIL, number, {
        match: (m) => ["en", "af"].some((l) => (m.subject ?? "").startsWith(OWNER_MAIL[l as TLang].booking.request.subject(number, ""))),
      });
      expect(request!.text).toContain(ABROAD);
      expect(request!.text).not.toContain("07911");
      // Its confirm link's page warns first too (the owner reads the mail and the page in the console's language).
      await openMail(page, request!.html!);
      await page.getByRole("link", { name: OWNER_MAIL[lang].booking.confirm, exact: true }).click();
      await expect(page.getByRole("main")).toContainText(fill(t.detail.bankMissingCheck, { number }));
      await page.goto(`/owner/bookings/${id}`);
      await expect(page.getByRole("link", { name: fill(t.detail.call, { phone: ABROAD }) })).toBeVisible();

      await confirmWithoutBank(page, lang, id, number);
      // The guest is told the bank details will follow, not sent to an account that is not there.
      const confirmation = await confirmationMail(email, number, lang);
      expect(confirmation.text).toContain(GUEST_PAYMENT_TEXTS[lang].bankMissing);

      // Saved as it is: the owner is told nothing changed. One more guest: changed, and the guest told once.
      const change = page.locator("form", { has: page.getByRole("button", { name: t.detail.changeSubmit }) });
      await change.getByRole("button", { name: t.detail.changeSubmit }).click();
      await expectToast(page, t.detail.unchanged);
      await change.getByLabel(t.common.guests, { exact: true }).fill("3");
      await change.getByRole("button", { name: t.detail.changeSubmit }).click();
      await expectToast(page, t.detail.changed);
      const changedSubject = GUEST_MAIL[lang].changed.subject(number);
      await waitForMail(email, changedSubject);
      await expect
        .poll(async () => (await sql<{ n: number }>("SELECT count(*)::int AS n FROM outbox_events WHERE handled_at IS NULL"))[0]!.n)
        .toBe(0);
      expect((await readInbox()).filter((m) => m.to.includes(email) && m.subject === changedSubject)).toHaveLength(1);

      // The owner cancels, with a reason: the guest reads it, and the history says who cancelled.
      const reason = lang === "en" ? "A burst pipe floods the hut" : "'n Gebarste pyp oorstroom die hut";
      await page.locator("#cancel-reason").fill(reason);
      await page.getByLabel(t.detail.requestedByUs).check();
      await page.getByRole("button", { name: t.detail.cancelBooking }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: t.detail.cancelConfirm }).click();
      await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.cancelled);
      const [cancelled] = await waitForMail(email, words.subject(number));
      expect(cancelled!.text).toContain(words.introByUs(reason));
      expect(cancelled!.text).not.toContain(words.intro);
      await page.reload();
      const history = page.getByTestId("booking-history");
      const owner = fill(t.history.actors.owner, { email: E2E_ENV.OWNER_EMAIL });
      await expect(history).toContainText(fill(t.history.actions["booking.cancel"], { who: owner }));
      await expect(history).toContainText(fill(t.history.reason, { text: reason }));
      await expect(history).not.toContainText(fill(t.history.actions["booking.cancel"], { who: t.history.actors.guest }));
    });

    test(`${lang}: the Payments screen lists a deposit coming due and records money; a guest who cancels is told what is repaid and when, by e-mail and on their page, whose policy lists every tier; the pro-forma's address is in their language`, async ({
      page,
    }) => {
      const email = `refund-${lang}@example.com`;
      const checkIn = await freeCheckIn(page, 612 + 12 * index, 2);
      const { id, number } = await requestAndVerify(page, lang, email, "+27821234567", checkIn);
      await page.goto("/owner");
      await useConsoleLanguage(page, lang);
      await confirmWithoutBank(page, lang, id, number);
      // The Payments screen lists the deposit as coming due, and records R1,000 against the booking.
      await page.getByRole("navigation").getByRole("link", { name: t.nav.payments }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.payments.title })).toBeVisible();
      await expect(page.getByTestId("payments-coming-due-list").getByRole("listitem").filter({ hasText: number }).first()).toContainText(
        PAYMENT_TEXTS[lang].scheduleKinds.deposit,
      );
      const recordAny = page.getByTestId("record-money-any");
      await recordAny.getByLabel(t.account.booking).selectOption({ value: id });
      await recordAny.getByLabel(t.account.amount).fill(lang === "en" ? "1000.00" : "1000,00");
      await recordAny.getByRole("button", { name: t.account.record }).click();
      await expectToast(page, t.account.recorded);
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>("SELECT COALESCE(SUM(amount_cents), 0)::int AS n FROM ledger_entries WHERE booking_id = $1", [id])
            )[0]!.n,
        )
        .toBe(100_000);
      // Confirmed today for a stay months away: cancelling now repays all of it.
      const pageLink = /https?:\/\/\S+\/booking\/[A-Za-z0-9._~-]+/.exec((await confirmationMail(email, number, lang)).text ?? "")![0];

      await page.goto(`${pageLink}?lang=${lang}`);
      const proforma = await page.request.get(`${new URL(pageLink).pathname}/proforma.pdf?lang=${lang}`);
      expect(proforma.status()).toBe(200);
      const address = await pdfText(Buffer.from(await proforma.body()));
      expect(address).toContain(lang === "en" ? "Northern Cape" : "Noord-Kaap");
      expect(address).not.toContain(lang === "en" ? "Noord-Kaap" : "Northern Cape");

      await page.goto(`${pageLink}?lang=${lang}&cancel=1`);
      await page.getByRole("button", { name: GUEST_JOURNEY[lang].page.cancelConfirm }).click();
      const repaid = formatCents(100_000, lang);
      await expect(page.getByTestId("refund-after")).toContainText(repaid);
      const policy = page.locator("#cancellation li");
      for (const rule of refundRules(DEFAULT_PAYMENT_TERMS, lang)) await expect(policy.filter({ hasText: rule })).toHaveCount(1);
      const [cancelled] = await waitForMail(email, words.subject(number));
      expect(cancelled!.text).toContain(words.intro);
      expect(cancelled!.text).toContain(words.refund(repaid, REFUND_BUSINESS_DAYS));
    });

    test(`${lang}: a block a calendar import made is named by its channel in the console's language`, async ({ page }) => {
      const checkIn = await freeCheckIn(page, 960 + 30 * index, 2);
      const [hold] = await sql<{ id: string }>(
        "INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'block', $1, $2) RETURNING id",
        [checkIn, addDays(checkIn, 2)],
      );
      // An older import's row, with the English note it was written with.
      await sql("INSERT INTO owner_blocks (id, hold_id, source, note) VALUES (gen_random_uuid(), $1, 'airbnb', 'Imported from airbnb')", [
        hold!.id,
      ]);
      try {
        await page.goto("/owner/blocks");
        await useConsoleLanguage(page, lang);
        const row = page.getByTestId("blocks-list").locator("li", { hasText: fill(t.blocks.channel, { feed: "airbnb" }) });
        await expect(row).toHaveCount(1);
        await expect(page.getByTestId("blocks-list")).not.toContainText("Imported from");
      } finally {
        await sql("DELETE FROM holds WHERE id = $1", [hold!.id]);
      }
    });
  }
});
