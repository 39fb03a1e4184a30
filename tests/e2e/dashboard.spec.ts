// The queue dashboard in a browser: behind the operator's login, Bull Board's page (which sets a
// <base> and loads its scripts and styles from it) renders every queue, with no request of its
// own failing, nothing refused by the Content-Security-Policy, and no request leaving for another
// host (Bull Board's own page asks Google Fonts for its typefaces: the worker drops that link, and
// the text falls back to system fonts).
import { expect, test } from "@playwright/test";
import { E2E_ENV } from "../../scripts/test-env.mjs";

const QUEUES = ["bookings", "moderation", "mail", "calendars", "maintenance", "photos"];

test("the dashboard shows its queues at /admin/queues", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ httpCredentials: { username: "admin", password: E2E_ENV.ADMIN_PASSWORD } });
  const page = await context.newPage();
  const violations: string[] = [];
  const failures: string[] = [];
  const elsewhere: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith("data:")) elsewhere.push(request.url());
  });
  page.on("response", (response) => {
    if (response.url().startsWith(baseURL!) && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });

  await page.goto("/admin/queues");
  await expect(page).toHaveTitle("Orania Stays queues");
  for (const queue of QUEUES) await expect(page.getByRole("link", { name: queue, exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(failures).toEqual([]);
  expect(elsewhere).toEqual([]);
  await context.close();
});
