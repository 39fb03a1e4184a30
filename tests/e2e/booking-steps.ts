// Steps of the booking flow in a browser, shared by the browser suites: finding free nights,
// choosing them in the calendar, filling and sending the contact dialog, confirming the request
// from the e-mail in the local inbox, booking through the API, and reading a booking's row.
import type { Locator, Page } from "@playwright/test";
import pg from "pg";
import type { TInboxMessage } from "../../scripts/local-services.mjs";
import { E2E_ENV, TEST_ENV } from "../../scripts/test-env.mjs";
import { LANGUAGES } from "../../web/content/dictionaries/types";
import { OWNER_MAIL } from "../../web/content/owner-mail";
import { addDays, formatDisplayDate, getBusinessToday } from "../../web/server/calendar/dates";
import { expect, revealLazyIslands, waitForMail } from "./fixtures";

export const TEXTS = {
  en: {
    bookNow: "Book Now",
    chooseDates: "Choose Dates",
    submit: "Confirm Booking",
    success: "Booking Confirmed!",
    next: "Next month",
    previous: "Previous month",
    confirmButton: "Confirm my request",
    confirmed: "Request confirmed",
  },
  af: {
    bookNow: "Bespreek Nou",
    chooseDates: "Kies Datums",
    submit: "Bevestig Bespreking",
    success: "Bespreking Bevestig!",
    next: "Volgende maand",
    previous: "Vorige maand",
    confirmButton: "Bevestig my versoek",
    confirmed: "Versoek bevestig",
  },
};

export const GUEST_EMAIL = "anna@example.com";
/** The guest's confirmation link in an e-mail's text: `<APP_URL>/verify/<token>`. */
export const VERIFY_LINK = /https?:\/\/\S+\/verify\/[\w.-]+/;

/** A date `days` after the business's today. */
export const ahead = (days: number) => addDays(getBusinessToday(), days);

/**
 * The first check-in from `days` ahead with `nights` free nights and two free nights before it (no hold of any kind):
 * the test database is shared with the API suites, which hold nights of their own.
 */
export async function freeCheckIn(page: Page, days: number, nights: number): Promise<string> {
  const response = await page.request.get("/api/unavailable-dates?accommodationType=vacation-home");
  const taken = new Set(((await response.json()) as { date: string }[]).map((item) => item.date));
  // Unanswered requests bind nothing, so the site does not list their nights: the database does.
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ check_in: string; check_out: string }>(
      "SELECT to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out FROM holds",
    );
    for (const hold of rows) for (let night = hold.check_in; night < hold.check_out; night = addDays(night, 1)) taken.add(night);
  } finally {
    await client.end();
  }
  for (let start = ahead(days); ; start = addDays(start, 1)) {
    let free = true;
    for (let night = addDays(start, -2); night <= addDays(start, nights); night = addDays(night, 1)) if (taken.has(night)) free = false;
    if (free) return start;
  }
}

/**
 * The owner closes these nights (a block, as the console's calendar makes one): only what the
 * owner decided binds nights, so this is how a test makes them taken for every visitor.
 */
export async function closeNights(checkIn: string, checkOut: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `WITH hold AS (INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'block', $1::date, $2::date) RETURNING id)
       INSERT INTO owner_blocks (id, hold_id, source, note) SELECT gen_random_uuid(), id, 'owner', 'Closed by a browser test' FROM hold`,
      [checkIn, checkOut],
    );
  } finally {
    await client.end();
  }
}

export async function queryBooking(number: string) {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ stay: string; total_price_cents: number; guests: number; verified: boolean }>(
      "SELECT stay::text, total_price_cents, guests, verified_at IS NOT NULL AS verified FROM bookings WHERE number = $1",
      [number],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/**
 * The calendar's day cell of a date, paging month by month until it shows: back first when the
 * calendar shows a later month (after a stay chosen across a month's end, it shows the check-out's).
 */
export async function dayCell(page: Page, lang: "en" | "af", date: string): Promise<Locator> {
  await revealLazyIslands(page);
  const calendar = page.getByTestId("booking-calendar");
  const cell = calendar.locator(`[data-day="${date}"]:not([data-outside])`);
  await expect(calendar.getByRole("grid").first()).toBeVisible();
  const shownFirst = async () => (await calendar.locator("[data-day]:not([data-outside])").first().getAttribute("data-day")) ?? "";
  const step = (await shownFirst()) > date ? TEXTS[lang].previous : TEXTS[lang].next;
  for (let i = 0; i < 30 && !(await cell.isVisible()); i++) await calendar.getByRole("button", { name: step }).click();
  return cell;
}

export async function chooseDates(page: Page, lang: "en" | "af", checkIn: string, checkOut: string) {
  await (await dayCell(page, lang, checkIn)).getByRole("button").click();
  await (await dayCell(page, lang, checkOut)).getByRole("button").click();
  await expect(page.getByTestId("chosen-check-in")).toHaveText(formatDisplayDate(checkIn));
  await expect(page.getByTestId("chosen-check-out")).toHaveText(formatDisplayDate(checkOut));
}

export async function fillContact(page: Page, lang: "en" | "af", name = "Anna van der Merwe") {
  const dialog = page.getByTestId("booking-dialog");
  await dialog.getByLabel(lang === "en" ? "Full name" : "Volle naam").fill(name);
  await dialog.getByLabel(lang === "en" ? "E-mail" : "E-pos").fill(GUEST_EMAIL);
  await dialog.getByLabel(lang === "en" ? "Phone number" : "Telefoonnommer").fill("821234567");
  return dialog;
}

export async function openDialog(page: Page, lang: "en" | "af") {
  await page.getByRole("button", { name: TEXTS[lang].bookNow, exact: true }).click();
  await expect(page.getByTestId("booking-dialog")).toBeVisible();
}

/** Books `nights` nights from `checkIn` on a stay page as a visitor; returns the success dialog and the booking number. */
export async function book(page: Page, stayPath: string, lang: "en" | "af", checkIn: string, nights = 1) {
  await page.goto(stayPath);
  await chooseDates(page, lang, checkIn, addDays(checkIn, nights));
  await openDialog(page, lang);
  await fillContact(page, lang);
  await page.getByRole("button", { name: TEXTS[lang].submit }).click();
  const success = page.getByTestId("booking-success");
  await expect(success.getByRole("heading", { name: TEXTS[lang].success })).toBeVisible();
  return { success, number: (await success.getByTestId("booking-number").textContent())!.trim() };
}

/** The confirmation e-mails the guest got for a booking, oldest first, once there are `count`. */
export function verificationMails(number: string, count = 1): Promise<TInboxMessage[]> {
  return waitForMail(GUEST_EMAIL, number, { count, match: (mail) => VERIFY_LINK.test(mail.text ?? "") });
}

/**
 * Shows an e-mail's HTML as a mail program does, in a document of its own. The page first leaves
 * the site (a navigation ends its scripts): content written into a live page of the site could be
 * hidden by what its scripts still do, as a dialog that hides everything beside it from assistive
 * technology (and so from the test's roles) once it renders.
 */
export async function openMail(page: Page, html: string): Promise<void> {
  await page.goto("about:blank");
  await page.setContent(html);
}

/**
 * The guest confirms the request as a visitor would: opens the e-mail (its HTML, as a mail
 * program shows it), follows its link, and presses the button on the page it opens.
 */
export async function confirmFromMail(page: Page, number: string, lang: "en" | "af") {
  const [mail] = await verificationMails(number);
  await openMail(page, mail!.html!);
  await page.getByRole("link", { name: TEXTS[lang].confirmButton }).click();
  await expect(page).toHaveURL(VERIFY_LINK);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.getByRole("button", { name: TEXTS[lang].confirmButton }).click();
  await expect(page.getByRole("heading", { name: TEXTS[lang].confirmed })).toBeVisible();
  expect(await queryBooking(number)).toMatchObject({ verified: true });
  // The owner's request e-mail, in the owner's console language (English until they choose).
  const requestSubjects = LANGUAGES.map((language) => OWNER_MAIL[language].booking.request.subject(number, ""));
  await waitForMail(E2E_ENV.OWNER_EMAIL, number, {
    match: (mail) => requestSubjects.some((subject) => (mail.subject ?? "").startsWith(subject)),
  });
}

/** A booking request as /api/bookings takes it: `fields` over a one-guest request of the API's own guest. */
export function bookingRequestBody(fields: Record<string, unknown>): Record<string, unknown> {
  return { checkInTime: "14:00", guests: 1, guestName: "Api Guest", guestEmail: "api@example.com", guestPhone: "+27821234567", ...fields };
}

export async function bookThroughApi(
  page: Page,
  stay: string,
  checkIn: string,
  checkOut: string,
  idempotencyKey = `e2e-${stay}-${checkIn}`,
) {
  const response = await page.request.post("/api/bookings", {
    headers: { "idempotency-key": idempotencyKey },
    data: { ...bookingRequestBody({ accommodationType: stay, checkIn, checkOut }), company: "", formStartedAt: Date.now() - 10_000 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { bookingNumber: string; totalPrice: number };
}
