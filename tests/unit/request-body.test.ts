// The checks a request's body passes before the schema: JSON's nesting depth, and the photos' data
// URLs. Both skip over megabytes of text natively, so they must keep the exact rules of the slow
// scans they replaced: strings (escaped quotes and all) never count toward the depth, and a data
// URL is taken exactly when the OpenAPI document's pattern matches it.
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { parseJsonText } from "@/server/contract/door";
import { DATA_URL, parseDataUrl } from "@/server/photos/data-url";
import { AppError } from "@/server/errors";
import { seededRandom } from "../../scripts/seeded-random.mjs";

const t = getDictionary("en");
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const refused = (text: string) => {
  try {
    parseJsonText(text, t);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return true;
  }
};

describe("JSON's nesting depth", () => {
  it("takes 32 levels and refuses 33", () => {
    expect(refused(nested(32))).toBe(false);
    expect(refused(nested(33))).toBe(true);
    expect(refused(`{"a":${nested(31)}}`)).toBe(false);
    expect(refused(`{"a":${nested(32)}}`)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(refused(JSON.stringify({ a: nested(5000) }))).toBe(false);
    expect(refused(JSON.stringify({ a: `"${nested(5000)}"`, b: `\\"${nested(100)}` }))).toBe(false);
    expect(refused(JSON.stringify([`\\`, nested(40)]))).toBe(false);
  });

  it("counts what follows a string whose last character is an escaped backslash", () => {
    // "x\\" ends the string: the brackets after it are the value's own.
    expect(refused(`["x\\\\",${nested(40)}]`)).toBe(true);
    expect(refused(`["x\\\\\\"",${nested(40)}]`)).toBe(true);
    // An escaped quote does not end it: these brackets are inside the string.
    expect(refused(`["x\\"${nested(40)}"]`)).toBe(false);
  });

  it("refuses malformed JSON, an unterminated string among it", () => {
    expect(refused(`{"a":"${nested(40)}`)).toBe(true);
    expect(refused(`{"a":1,}`)).toBe(true);
  });
});

describe("a photo's data URL", () => {
  const head = "data:image/jpeg;base64,";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const strays = [..."=-_ \n\t!.*%é€\u0000", "\ud83d\ude00"];

  it("is taken exactly when the pattern matches (except a lone last character, which no bytes make)", () => {
    const random = seededRandom(20261127);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let taken = 0;
    for (let n = 0; n < 20_000; n++) {
      let body = Array.from({ length: Math.floor(random() * 24) }, () => pick([...alphabet])).join("");
      if (random() < 0.5) body += "=".repeat(Math.floor(random() * 3));
      if (random() < 0.4) {
        const at = Math.floor(random() * (body.length + 1));
        body = body.slice(0, at) + pick(strays) + body.slice(at);
      }
      const text = (random() < 0.05 ? "data:text/plain;base64," : head) + body;
      const digits = body.replace(/=+$/, "").length;
      const expected = DATA_URL.test(text) && digits % 4 !== 1;
      const parsed = parseDataUrl(text);
      expect(parsed !== undefined, JSON.stringify(text)).toBe(expected);
      if (parsed) {
        taken++;
        expect(parsed.bytes.equals(Buffer.from(body, "base64"))).toBe(true);
      }
    }
    expect(taken).toBeGreaterThan(5_000);
  });

  it("decodes a real photo's bytes", () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));
    const parsed = parseDataUrl(`${head}${bytes.toString("base64")}`);
    expect(parsed?.type).toBe("image/jpeg");
    expect(parsed?.bytes.equals(bytes)).toBe(true);
  });
});
