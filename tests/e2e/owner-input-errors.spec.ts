// An owner's input that only the server refuses (a block's note longer than the server takes, once
// the browser's own length limit is taken off the field) comes back under its field in the
// owner's language, Afrikaans and then English: the field is marked invalid, its message tied to
// it by aria-describedby and focused, no toast says it again, and nothing is blocked. At the
// desktop's size and on a phone (390x844), where the message must also fit the screen. And what
// the owner types before a form's script has come alive is what the form sends.
import { getOwnerMessages } from "../../web/server/owner/messages";
import { expect, test } from "./fixtures";
import { shoot, signInFromInbox, sql, T, useConsoleLanguage } from "./owner-steps";

for (const size of [null, { width: 390, height: 844 }]) {
  test.describe(size ? "on a phone" : "on a desktop", () => {
    if (size) test.use({ viewport: size });

    test("a block's note the server refuses shows its message under the field, in Afrikaans and in English", async ({
      page,
      allowConsoleError,
    }, testInfo) => {
      allowConsoleError(/status of 400 .*owner\.blocks\.add/);
      await page.goto("/owner/blocks");
      await signInFromInbox(page, "af", "/owner/blocks");
      for (const lang of ["af", "en"] as const) {
        await useConsoleLanguage(page, lang);
        const t = T[lang];
        await expect(page.getByRole("heading", { level: 1, name: t.blocks.title })).toBeVisible();
        const add = page.getByRole("button", { name: t.blocks.add, exact: true });
        // Filled once the form has hydrated (its button is enabled then): this test is about the server's refusal.
        await expect(add).toBeEnabled();
        const note = page.locator("#block-note");
        // The browser's own limit is lower than the server's: without it, only the server refuses.
        await note.evaluate((field) => field.removeAttribute("maxlength"));
        await page.getByLabel(t.blocks.to).fill("2031-05-02");
        await page.getByLabel(t.blocks.from).fill("2031-05-01");
        await note.fill("n".repeat(1001));
        await add.click();
        const message = getOwnerMessages(lang).fieldTooLong(1000);
        await expect(page.locator("#block-note-error")).toHaveText(message);
        await expect(note).toHaveAttribute("aria-invalid", "true");
        await expect(note).toHaveAttribute("aria-describedby", /block-note-error/);
        await expect(note).toBeFocused();
        // Whole on the screen: not cut off at its right edge nor wider than the page.
        const box = await page.locator("#block-note-error").boundingBox();
        const width = page.viewportSize()!.width;
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // Said under the field, not in a generic toast.
        await expect(page.getByRole("status").filter({ hasText: t.shell.failed })).toHaveCount(0);
        await shoot(page, testInfo, `console-input-error-${lang}${size ? "-phone" : ""}`);
      }
      // Nothing was blocked: no list shows those nights (the form keeps them only as its values).
      await expect(page.locator("main")).not.toContainText("2031");
    });
  });
}

test("what the owner types before the form has come alive is what it adds", async ({ page }) => {
  const t = T.en;
  const note = "Typed before the page came alive";
  await page.goto("/owner/blocks");
  await signInFromInbox(page, "en", "/owner/blocks");
  // The page again, as on a slow phone: its scripts held back until the owner has typed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/owner/blocks", { waitUntil: "domcontentloaded" });
  const add = page.getByRole("button", { name: t.blocks.add, exact: true });
  await expect(add).toBeDisabled();
  await page.getByLabel(t.blocks.from).fill("2034-02-01");
  await page.getByLabel(t.blocks.to).fill("2034-02-03");
  await page.locator("#block-note").fill(note);
  release();
  await expect(add).toBeEnabled();
  await expect(page.locator("#block-note")).toHaveValue(note);
  await add.click();
  await expect(page.locator("main")).toContainText(`· ${note}`);
  const [saved] = await sql<{ note: string; check_in: Date; check_out: Date }>(
    "SELECT b.note, h.check_in, h.check_out FROM owner_blocks b JOIN holds h ON h.id = b.hold_id WHERE b.note = $1",
    [note],
  );
  expect(saved?.note).toBe(note);
  await sql("DELETE FROM holds WHERE id IN (SELECT hold_id FROM owner_blocks WHERE note = $1)", [note]);
});
