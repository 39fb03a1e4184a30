// A page's payload no longer repeats the stylesheet and the JSON-LD its markup carries whole, and
// nothing else in it changes.
import { describe, expect, it } from "vitest";
import { withoutPayloadCopies } from "../../web/page-payload.mjs";

const CSS = '.a{content:"é ✓ 𝄞"}body{margin:0}';
const LD = '{"@type":"LodgingBusiness","name":"Orania ✓"}';
/** A Flight text row: its length is its UTF-8 bytes, in hex. */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text, "utf8").toString(16)},${text}`;
const push = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)})</script>`;
const styleRef = (href: string, children: string) =>
  `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${href}","children":${children}}]`;
const ldRef = (value: string) => `["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":${value}}}]`;

/** The payload's stream of rows, as the browser reads it. */
function streamOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string])
    .map((chunk) => chunk[1])
    .join("");
}

function page(head: string, pushes: string[], body = "") {
  return `<!DOCTYPE html><html><head>${head}</head><body>${body}<script>self.__next_f.push([0])</script>${pushes.map(push).join("")}</body></html>`;
}

const STYLE_TAG = `<style data-precedence="next" data-href="/a.css /b.css">${CSS}</style>`;

describe("the payload's copies of the markup's texts", () => {
  it("empties a stylesheet's text row and an inline stylesheet, leaving every other row as it was", () => {
    const rows = [
      `1:${styleRef("/a.css", '"$7"')}\n`,
      `2:${styleRef("/b.css", JSON.stringify(CSS))}\n`,
      textRow("7", CSS),
      `8:["$","p",null,{"children":"after ✓"}]\n`,
    ].join("");
    const html = page(STYLE_TAG, [rows]);
    const out = withoutPayloadCopies(html);
    expect(streamOf(out)).toBe(
      [`1:${styleRef("/a.css", '"$7"')}\n`, `2:${styleRef("/b.css", '""')}\n`, `7:""\n`, `8:["$","p",null,{"children":"after ✓"}]\n`].join(
        "",
      ),
    );
    // The markup's copy stays, and it is now the only one.
    expect(out.split(CSS.slice(0, 12)).length - 1).toBe(1);
    expect(out).toContain(STYLE_TAG);
  });

  it("keeps a stylesheet the markup does not carry", () => {
    const rows = `1:${styleRef("/c.css", '"$7"')}\n${textRow("7", CSS)}`;
    const html = page(STYLE_TAG, [rows]);
    expect(withoutPayloadCopies(html)).toBe(html);
  });

  it("empties the JSON-LD only when the markup carries the same text", () => {
    const same = page(
      "",
      [`1:${ldRef('"$3"')}\n${textRow("3", LD)}4:${ldRef(JSON.stringify(LD))}\n`],
      `<script type="application/ld+json">${LD}</script>`,
    );
    expect(streamOf(withoutPayloadCopies(same))).toBe(`1:${ldRef('"$3"')}\n3:""\n4:${ldRef('""')}\n`);
    const other = page("", [`1:${ldRef('"$3"')}\n${textRow("3", LD)}`], `<script type="application/ld+json">{"@type":"Other"}</script>`);
    expect(withoutPayloadCopies(other)).toBe(other);
  });

  it("reads the rows across chunks, and leaves a text that runs from one chunk into the next", () => {
    const before = `1:${styleRef("/a.css", '"$7"')}\n`;
    const row = textRow("7", CSS);
    const split = page(STYLE_TAG, [before + row.slice(0, 20), row.slice(20) + `8:"x"\n`]);
    expect(withoutPayloadCopies(split)).toBe(split);
    const whole = page(STYLE_TAG, [before, row + `8:"x"\n`]);
    expect(streamOf(withoutPayloadCopies(whole))).toBe(`${before}7:""\n8:"x"\n`);
  });

  it("sends a page with nothing to empty, or no payload, byte for byte", () => {
    const plain = page("", [`1:["$","p",null,{"children":"<b>&amp;</b>"}]\n`]);
    expect(withoutPayloadCopies(plain)).toBe(plain);
    expect(withoutPayloadCopies("<html><body>hi</body></html>")).toBe("<html><body>hi</body></html>");
    expect(withoutPayloadCopies("")).toBe("");
  });
});
