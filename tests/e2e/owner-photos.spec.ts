// The owner's stay photos in a browser (a phone-width console in English, the public pages in both
// languages): three camera-size photos uploaded at once (one portrait, one carrying EXIF GPS), put
// in order with the keyboard and by dragging, a cover chosen, described in both languages. The
// stay's pages show them in that order with srcsets of AVIF and JPEG, no derivative keeps
// the GPS tags, the home's card and the Open Graph image follow the cover, and a removed photo
// leaves the page and public storage. The hut is left with no photos of its own (its placeholders),
// as the other specs expect it. Then guests' photos: shared on the home page, they have no public
// address while they wait; the owner sees them in the console through the owner-only preview (which
// nobody else can open); rejected, they are gone from storage; approved, the gallery shows them.
import { randomUUID } from "node:crypto";
import type { Page, Request, Route } from "@playwright/test";
import sharp from "sharp";
import { makeCameraPhoto } from "../support/images";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { readObject } from "../support/bucket";
import { expect, expectNoSeriousA11yViolations, gotoAndReveal, revealLazyIslands, test } from "./fixtures";
import { expectAndCloseToast, expectToast, shoot, signInFromInbox, sql, STAY_PATHS, T } from "./owner-steps";

const t = T.en;
const STAY = "african-darter-hut";

type TShown = { alt: string; src: string; avif: string; webp: string; jpeg: string };

/** The stay page's grid photos, in order: each image's alt, src and srcsets. */
async function gridPhotos(page: Page): Promise<TShown[]> {
  return page
    .getByTestId("photo-grid")
    .locator("picture")
    .evaluateAll((pictures) =>
      pictures.map((picture) => {
        const img = picture.querySelector("img")!;
        const source = (type: string) => picture.querySelector(`source[type="${type}"]`)?.getAttribute("srcset") ?? "";
        return { alt: img.alt, src: img.currentSrc || img.src, avif: source("image/avif"), webp: source("image/webp"), jpeg: img.srcset };
      }),
    );
}

/**
 * Holds back the page's refreshes (the router's requests for the server's data of the page it is
 * on) until `release` is called, which resolves once every one held has ended (answered in full,
 * or dropped by the page), with how many there were.
 */
async function holdRefreshes(page: Page): Promise<{ release: () => Promise<number> }> {
  const path = new URL(page.url()).pathname;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const ended = new Map<Request, Promise<void>>();
  const matches = (url: URL) => url.pathname === path;
  const endOf = (request: Request) =>
    new Promise<void>((resolve) => {
      const done = (other: Request) => {
        if (other !== request) return;
        page.off("requestfinished", done).off("requestfailed", done);
        resolve();
      };
      page.on("requestfinished", done).on("requestfailed", done);
    });
  const handler = async (route: Route) => {
    const request = route.request();
    const headers = request.headers();
    if (headers["rsc"] === "1" && !headers["next-router-prefetch"]) {
      ended.set(request, endOf(request));
      await gate;
    }
    await route.fallback();
  };
  await page.route(matches, handler);
  return {
    release: async () => {
      open();
      await Promise.all(ended.values());
      await page.unroute(matches, handler);
      return ended.size;
    },
  };
}

const urlsOf = (srcSet: string) => srcSet.split(",").map((entry) => entry.trim().split(" ")[0]!);

/** Removes whatever photos of the stay a failed run left, through the console's own call. */
async function removeLeftovers(page: Page) {
  const rows = await sql<{ id: string }>("SELECT id FROM photos WHERE stay = $1", [STAY]);
  for (const { id } of rows) {
    await page.request.post("/api/trpc/owner.stayPhotos.remove", {
      data: { json: { id } },
      headers: { origin: new URL(page.url()).origin },
    });
  }
}

test.use({ viewport: { width: 412, height: 915 } });

test("the owner's photos: uploaded, ordered, a cover, described; the pages, card and link preview follow; a removed one is gone", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const files = [
    { name: "stoep.jpg", mimeType: "image/jpeg", buffer: await makeCameraPhoto(4000, 3000, { hue: 1 }) },
    { name: "portrait.jpg", mimeType: "image/jpeg", buffer: await makeCameraPhoto(3000, 4000, { hue: 2 }) },
    { name: "river-gps.jpg", mimeType: "image/jpeg", buffer: await makeCameraPhoto(4032, 3024, { gps: true, hue: 3 }) },
  ];
  expect((await sharp(files[2]!.buffer).metadata()).exif?.toString("latin1")).toContain("TestCam");

  await page.goto("/owner/photos");
  await signInFromInbox(page, "en", "/owner/photos");
  try {
    await removeLeftovers(page);
    await page.reload();
    const section = page.locator(`section[data-stay="${STAY}"]`);
    await expect(section.getByText(t.stayPhotos.none)).toBeVisible();

    // Three at once; each file's upload shows its progress, then the list holds all three.
    await section.getByTestId(`upload-${STAY}`).setInputFiles(files);
    // Each 12-megapixel photo is made into all of its sizes before its upload answers and the next
    // one is sent: seconds of CPU each, many more on a shared two-core machine, so the three are
    // given the time that work takes rather than the ten seconds of an ordinary console action.
    await expectToast(page, "3 photo(s) added.", 120_000);
    const list = section.getByTestId(`stay-photos-${STAY}`);
    await expect(list.locator("li")).toHaveCount(3);
    await expect(list.locator("li img")).toHaveCount(3);
    const uploaded = await list.locator("li").evaluateAll((items) => items.map((item) => item.getAttribute("data-photo-id")!));
    const [stoep, portrait, river] = uploaded as [string, string, string];
    // The first photo of a stay becomes its cover until the owner chooses another.
    await expect(list.locator(`li[data-photo-id="${stoep}"]`)).toContainText(t.stayPhotos.cover);

    // Describe each in both languages.
    const alts: Record<string, { en: string; af: string }> = {
      [stoep]: { en: "The stoep at dusk", af: "Die stoep met skemer" },
      [portrait]: { en: "The tall reeds by the water", af: "Die hoë riete by die water" },
      [river]: { en: "The Orange River from the bank", af: "Die Oranjerivier van die wal af" },
    };
    for (const id of uploaded) {
      const item = list.locator(`li[data-photo-id="${id}"]`);
      await item.getByLabel(t.stayPhotos.altEn).fill(alts[id]!.en);
      await item.getByLabel(t.stayPhotos.altAf).fill(alts[id]!.af);
      await item.getByRole("button", { name: t.stayPhotos.saveAlt }).click();
      // Each save's own toast: one still on screen from the last photo would let the next step
      // begin while this save is on its way, and its toast would then replace the move's.
      await expectAndCloseToast(page, t.stayPhotos.altSaved);
    }

    // Order: the river photo moved earlier with the keyboard (river, stoep, portrait), then the
    // portrait dragged onto the first place (portrait, river, stoep).
    await list
      .locator(`li[data-photo-id="${river}"]`)
      .getByRole("button", { name: /Move earlier/ })
      .focus();
    await page.keyboard.press("Enter");
    await expectToast(page, t.stayPhotos.moved);
    await expect(list.locator("li").first()).toHaveAttribute("data-photo-id", stoep);
    await expect(list.locator("li").nth(1)).toHaveAttribute("data-photo-id", river);
    await expect(list.getByRole("button", { name: /Move earlier/ }).last()).toBeEnabled();
    // The refreshes that follow the next two moves are held back until both are made, then let
    // through together: the first lands after the later move, and must not put the order before
    // that move back on screen, even for a moment.
    const refreshes = await holdRefreshes(page);
    await list
      .locator(`li[data-photo-id="${river}"]`)
      .getByRole("button", { name: /Move earlier/ })
      .press("Enter");
    await expect(list.locator("li").first()).toHaveAttribute("data-photo-id", river);
    await expect(list.getByRole("button", { name: /Move earlier/ }).last()).toBeEnabled();
    // Dragged by its handle and let go over the first photo.
    await list
      .locator(`li[data-photo-id="${portrait}"]`)
      .getByTestId("drag-handle")
      .dragTo(list.locator(`li[data-photo-id="${river}"]`).getByTestId("drag-handle"));
    const order = [portrait, river, stoep];
    const shownOrder = () => list.locator("li").evaluateAll((items) => items.map((item) => item.getAttribute("data-photo-id")));
    await expect(list.locator("li").first()).toHaveAttribute("data-photo-id", order[0]!);
    await expect(list.getByRole("button", { name: /Move earlier/ }).last()).toBeEnabled();
    // Every order the list shows from here on is recorded, so one shown for a moment counts too.
    await list.evaluate((element) => {
      const seen: string[][] = [];
      (window as unknown as { ordersSeen: string[][] }).ordersSeen = seen;
      const record = () => seen.push([...element.querySelectorAll("li")].map((item) => item.dataset.photoId ?? ""));
      new MutationObserver(record).observe(element, { childList: true, subtree: true, attributes: true });
    });
    expect(await refreshes.release()).toBeGreaterThanOrEqual(2);
    await expect.poll(shownOrder).toEqual(order);
    const seen = await page.evaluate(() => (window as unknown as { ordersSeen: string[][] }).ordersSeen);
    expect(seen.filter((shown) => shown.join() !== order.join())).toEqual([]);
    await page.reload();
    await expect(list.locator("li")).toHaveCount(3);
    expect(await shownOrder()).toEqual(order);

    // The cover: the river photo.
    await list
      .locator(`li[data-photo-id="${river}"]`)
      .getByRole("button", { name: /Make cover/ })
      .click();
    await expectToast(page, t.stayPhotos.coverSet);
    await expect(list.locator(`li[data-photo-id="${river}"]`)).toContainText(t.stayPhotos.cover);
    await expect(list.locator(`li[data-photo-id="${stoep}"]`)).not.toContainText(t.stayPhotos.cover);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, "console-photos-en");

    // The public pages, in both languages: the owner's order, the owner's words, srcsets of every
    // format made (AVIF and the JPEG fallback; WebP is no longer made, so no WebP source).
    for (const lang of ["en", "af"] as const) {
      await page.goto(STAY_PATHS[lang][STAY]!);
      const shown = await gridPhotos(page);
      expect(shown.map((photo) => photo.alt)).toEqual(order.map((id) => alts[id]![lang]));
      for (const photo of shown) {
        for (const srcSet of [photo.avif, photo.jpeg]) expect(srcSet).toMatch(/ 240w, .* 480w, .* 720w, .* 960w, .* 1600w$/);
        expect(photo.webp).toBe("");
        expect(photo.src).toContain("/public/photos/");
      }
      await expect(page.getByTestId("photo-grid")).not.toContainText("+");
      if (lang === "en") await shoot(page, testInfo, "stay-page-owner-photos");
    }

    // No derivative keeps the camera's GPS tags (nor any EXIF at all); the portrait stays upright.
    const shown = await gridPhotos(page);
    for (const [index, photo] of shown.entries()) {
      for (const url of [...urlsOf(photo.avif), ...urlsOf(photo.jpeg)]) {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        const bytes = await response.body();
        const meta = await sharp(bytes).metadata();
        expect(meta.exif, url).toBeUndefined();
        expect(bytes.includes(Buffer.from("TestCam")), url).toBe(false);
        if (order[index] === portrait) expect(meta.height).toBeGreaterThan(meta.width);
      }
    }

    // The link preview and the structured data follow the cover: its own 1200x630 image.
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
    expect(ogImage).toContain(`/public/photos/${river}/og.jpg`);
    const og = await sharp(await (await page.request.get(ogImage)).body()).metadata();
    expect([og.width, og.height, og.format]).toEqual([1200, 630, "jpeg"]);

    // The home's card shows the cover.
    await page.goto("/");
    const card = page.locator("article").filter({ has: page.getByRole("link", { name: "African Darter Hut", exact: true }) });
    await expect(card.locator("picture img")).toHaveAttribute("alt", alts[river]!.en);
    expect(await card.locator("picture img").getAttribute("src")).toContain(`/public/photos/${river}/`);
    // A card never shows wider than 960 px even at 3x: the gallery's 1600 px derivative is not offered there.
    for (const source of [card.locator('source[type="image/avif"]'), card.locator("picture img")])
      expect(urlsOf((await source.getAttribute("srcset")) ?? "").map((url) => url.split("/").at(-1)!.split(".")[0])).toEqual([
        "240",
        "480",
        "720",
        "960",
      ]);

    // Removing the stoep photo: gone from the page and from public storage.
    const removedUrls = urlsOf(shown[2]!.jpeg);
    await page.goto("/owner/photos");
    page.once("dialog", (dialog) => void dialog.accept());
    await list
      .locator(`li[data-photo-id="${stoep}"]`)
      .getByRole("button", { name: /Remove/ })
      .click();
    await expectToast(page, t.stayPhotos.removed);
    await expect(list.locator("li")).toHaveCount(2);
    await page.goto(STAY_PATHS.en[STAY]!);
    expect((await gridPhotos(page)).map((photo) => photo.alt)).toEqual([alts[portrait]!.en, alts[river]!.en]);
    for (const url of removedUrls) expect((await page.request.get(url)).status(), url).toBe(404);
  } finally {
    // The other specs expect the hut's placeholders: its photos go through the console's call.
    await page.goto("/owner/photos");
    await removeLeftovers(page);
  }
  await page.goto(STAY_PATHS.en[STAY]!);
  await expect(page.getByTestId("photo-grid")).toContainText("+7 photos");
});

/** Shares `count` photos from the home page's form as `guestName`; returns the submission's id once its photos are made. */
async function sharePhotos(page: Page, guestName: string, count: number): Promise<string> {
  await gotoAndReveal(page, "/");
  const section = page.locator("#guest-photos");
  await section.getByRole("button", { name: "Share Your Photos" }).click();
  const form = section.getByTestId("photo-form");
  await form.getByLabel("Your name").fill(guestName);
  await form.getByLabel("Your e-mail").fill("guest@example.com");
  const files = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `photo-${index}.jpg`,
      mimeType: "image/jpeg",
      buffer: await makeCameraPhoto(1600, 1200, { gps: true, hue: index }),
    })),
  );
  await form.getByLabel("Photos", { exact: true }).setInputFiles(files);
  await form.getByRole("button", { name: "Submit Photos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for sharing!" }).first()).toBeVisible();
  let id = "";
  await expect(async () => {
    const rows = await sql<{ id: string; ready: string }>(
      "SELECT s.id, count(*) FILTER (WHERE p.state = 'ready') AS ready FROM photo_submissions s JOIN photos p ON p.submission_id = s.id WHERE s.guest_name = $1 GROUP BY s.id",
      [guestName],
    );
    expect(Number(rows[0]?.ready)).toBe(count);
    id = rows[0]!.id;
  }).toPass({ timeout: 60_000 });
  return id;
}

const derivativeKeys = async (submissionId: string) =>
  (
    await sql<{ key: string }>("SELECT d.key FROM photo_derivatives d JOIN photos p ON p.id = d.photo_id WHERE p.submission_id = $1", [
      submissionId,
    ])
  ).map((row) => row.key);

const bucketUrl = (key: string) => `${E2E_ENV.S3_PUBLIC_URL}/${key}`;

test("a guest's photos have no public address until the owner approves them; the owner previews them; rejected ones are gone", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 6);
  const kept = await sharePhotos(page, `Anneke ${suffix}`, 2);
  const refused = await sharePhotos(page, `Spam ${suffix}`, 1);

  // Waiting: every derivative under the private prefix, nothing at its public address.
  for (const key of [...(await derivativeKeys(kept)), ...(await derivativeKeys(refused))]) {
    expect(key).toMatch(/^private\/derivatives\//);
    expect((await page.request.get(bucketUrl(key.replace(/^private\/derivatives\//, "public/photos/")))).status()).toBe(404);
  }

  await page.goto("/owner/guest-photos");
  await signInFromInbox(page, "en", "/owner/guest-photos");
  const item = (name: string) => page.getByTestId("pending-photos").locator("li").filter({ hasText: name }).first();
  const previews = item(`Anneke ${suffix}`).getByTestId("photo-previews").locator("img");
  await expect(previews).toHaveCount(2);
  for (const preview of await previews.all()) {
    await expect(preview).toHaveAttribute("src", /^\/owner\/preview\//);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  }
  // The preview is the owner's alone: a browser without the session gets nothing.
  const previewPath = (await previews.first().getAttribute("src"))!;
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(previewPath, page.url()).toString())).status()).toBe(401);
  await stranger.close();
  await expectNoSeriousA11yViolations(page);

  // Rejected: the derivatives leave storage at once.
  const refusedKeys = await derivativeKeys(refused);
  await item(`Spam ${suffix}`).getByRole("button", { name: t.reviews.reject }).click();
  await expectToast(page, t.guestPhotos.rejected);
  for (const key of refusedKeys) expect((await readObject(E2E_ENV.S3_ENDPOINT!, key)).status).toBe(404);
  expect(await derivativeKeys(refused)).toEqual([]);

  // Approved: moved to public storage, and the home's gallery shows them.
  await item(`Anneke ${suffix}`).getByRole("button", { name: t.reviews.approve }).click();
  await expectToast(page, t.guestPhotos.approved);
  const published = await derivativeKeys(kept);
  expect(published.length).toBeGreaterThan(0);
  for (const key of published) {
    expect(key).toMatch(/^public\/photos\//);
    expect((await page.request.get(bucketUrl(key))).status()).toBe(200);
  }
  await page.goto("/");
  await revealLazyIslands(page);
  const photoId = published[0]!.split("/")[2]!;
  await expect(page.getByTestId("guest-gallery").locator(`img[src*="${photoId}"]`)).toBeVisible();
});
