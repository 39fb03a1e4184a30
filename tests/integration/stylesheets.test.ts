// The public pages carry their stylesheet inline (web/app/globals.css), built from every source but
// the owner console's own; the console has its own (web/app/owner/owner.css), built from all of
// them. The split must cost no page a style: on every prerendered public page of the build, each
// class its markup uses that the console's full stylesheet styles is styled by the page's own
// stylesheet too. And the public stylesheet is the smaller one, or the split has no purpose.
// test-site: none
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

const WEB = path.resolve(import.meta.dirname, "../../web");
const PRERENDERED = path.join(WEB, ".next", "server", "app");

/** The stylesheet that `file` builds, minified, as the site's build makes it. */
async function compile(file: string): Promise<string> {
  const result = await postcss([tailwind({ base: WEB, optimize: { minify: true } })]).process(readFileSync(file, "utf8"), { from: file });
  return result.css;
}

/**
 * Every prerendered page of the build outside the owner console, as its path and HTML; not Next's
 * error shells (its last-resort error page, a route prerendered as not found), which have no layout.
 */
function publicPages(): { page: string; html: string }[] {
  return (readdirSync(PRERENDERED, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && !/^(owner|admin)\b/.test(file))
    .map((page) => ({ page, html: readFileSync(path.join(PRERENDERED, page), "utf8") }))
    .filter(({ html }) => !html.includes('<html id="__next_error__"'));
}

/** A class name as a CSS selector: every character but letters, digits, "_" and "-" escaped. */
const selectorOf = (className: string) => `.${className.replace(/[^A-Za-z0-9_-]/g, (character) => `\\${character}`)}`;

const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");

describe("the public pages' stylesheet", () => {
  it("styles every class a public page uses that the console's full stylesheet styles, and is the smaller of the two", async () => {
    const full = await compile(path.join(WEB, "app", "owner", "owner.css"));
    const publicSheet = await compile(path.join(WEB, "app", "globals.css"));
    const pages = publicPages();
    expect(pages.length).toBeGreaterThan(40);
    const unstyled: string[] = [];
    let classes = 0;
    for (const { page, html } of pages) {
      const own = inlineStyles(html);
      expect(own.length, `${page} carries its stylesheet inline`).toBeGreaterThan(10_000);
      const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
      classes += used.size;
      for (const className of used) {
        const selector = selectorOf(className);
        if (full.includes(selector) && !own.includes(selector)) unstyled.push(`${page}: ${className}`);
      }
    }
    expect(classes).toBeGreaterThan(1000);
    expect(unstyled).toEqual([]);
    expect(publicSheet.length).toBeLessThan(full.length);
  });
});
