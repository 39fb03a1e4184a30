// bench:web's screenshots: every page it measures as a phone shows it (390x844, in each language a
// page has), and their comparison with an earlier run's, pixel by pixel, so that a change made for
// speed is seen to leave the pages looking the same.
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/test-env.mjs";

export type TScreenPage = { label: string; route: string; owner: boolean };

/** Pages whose address names their language; the others are shown in each language by the `lang` cookie. */
const LOCALIZED = new Set(["/", "/verblyf", "/fisheagle-hut", "/visarend-hut", "/experienceorania", "/ervaarorania"]);

const fileName = (label: string, language: string) => `${label.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${language}`;

/** The console's language is the owner's, kept on the account: set as the console's toggle sets it. */
async function setOwnerLanguage(base: string, ownerCookie: string, language: string): Promise<void> {
  const reply = await fetch(`${base}/api/trpc/owner.account.setLanguage`, {
    method: "POST",
    headers: { cookie: ownerCookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ json: { language } }),
  });
  if (!reply.ok) throw new Error(`The owner's language could not be set: ${reply.status} ${await reply.text()}`);
}

/** The first screen and the whole page of each page, in `dir`: <page>-<language>.png and <page>-<language>-full.png. */
export async function takeScreens(base: string, pages: TScreenPage[], ownerCookie: string, dir: string): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let count = 0;
  try {
    for (const page of pages) {
      const languages = LOCALIZED.has(page.route) ? ["page"] : ["en", "af"];
      for (const language of languages) {
        if (page.owner) await setOwnerLanguage(base, ownerCookie, language);
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 1,
          isMobile: true,
          hasTouch: true,
        });
        const cookies = [
          ...(language === "page" ? [] : [{ name: "lang", value: language }]),
          ...(page.owner ? [{ name: ownerCookie.split("=")[0]!, value: ownerCookie.slice(ownerCookie.indexOf("=") + 1) }] : []),
        ];
        if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
        const tab = await context.newPage();
        await tab.goto(new URL(encodeURI(page.route), base).toString(), { waitUntil: "networkidle" });
        // Settled: the fonts loaded, and every photo that loads (not a lazy one still off screen) decoded.
        await tab.evaluate(async () => {
          await document.fonts.ready;
          const images = [...document.images].filter((image) => image.complete || image.loading !== "lazy");
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        });
        const name = fileName(page.label, language === "page" ? ((await tab.locator("html").getAttribute("lang")) ?? "page") : language);
        await tab.screenshot({ path: path.join(dir, `${name}.png`), animations: "disabled", caret: "hide" });
        await tab.screenshot({ path: path.join(dir, `${name}-full.png`), fullPage: true, animations: "disabled", caret: "hide" });
        count += 2;
        await context.close();
      }
    }
    // Back to the seeded owner's English, which the measures that follow see.
    if (pages.some((page) => page.owner)) await setOwnerLanguage(base, ownerCookie, "en");
  } finally {
    await browser.close();
  }
  return count;
}

/** Each screenshot of `after` against the one of the same name in `before`: identical, or how many pixels differ. */
export async function compareScreens(before: string, after: string): Promise<{ name: string; verdict: string; same: boolean }[]> {
  const results: { name: string; verdict: string; same: boolean }[] = [];
  for (const name of readdirSync(after)
    .filter((file) => file.endsWith(".png"))
    .sort()) {
    const read = (dir: string) => sharp(path.join(dir, name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const [a, b] = await Promise.all([read(before).catch(() => null), read(after)]);
    if (!a) {
      results.push({ name, verdict: "no earlier screenshot", same: false });
      continue;
    }
    if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
      results.push({ name, verdict: `size ${a.info.width}x${a.info.height} -> ${b.info.width}x${b.info.height}`, same: false });
      continue;
    }
    let differing = 0;
    for (let index = 0; index < a.data.length; index += 4) if (a.data.readUInt32LE(index) !== b.data.readUInt32LE(index)) differing += 1;
    const pixels = a.info.width * a.info.height;
    results.push({
      name,
      verdict: differing === 0 ? `identical (${a.info.width}x${a.info.height})` : `${differing} of ${pixels} pixels differ`,
      same: differing === 0,
    });
  }
  return results;
}
