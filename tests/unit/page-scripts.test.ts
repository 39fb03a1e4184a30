// The policy of a page Next.js rendered again at run time: only its payload scripts' hashes are
// added (data pushed into Next's queue), never another inline script's.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPayloadScript, payloadScriptHashes, withScriptSources } from "../../web/page-scripts.mjs";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("a re-rendered page's script hashes", () => {
  it("accepts Next's payload pushes and nothing else", () => {
    expect(isPayloadScript('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])')).toBe(true);
    expect(isPayloadScript("self.__next_f.push([2,null])")).toBe(true);
    expect(isPayloadScript('self.__next_f.push([1,"a"]);alert(1)//)')).toBe(false);
    expect(isPayloadScript('self.__next_f.push([1,"a"]),alert(1))')).toBe(false);
    expect(isPayloadScript("self.__next_f.push(alert(1))")).toBe(false);
    expect(isPayloadScript('self.__next_f.push({"a":1})')).toBe(false);
    expect(isPayloadScript("alert(1)")).toBe(false);
  });

  it("hashes the payload scripts of a page's HTML, not the other inline scripts", () => {
    const payload = 'self.__next_f.push([1,"data"])';
    const html = `<html><script>alert(1)</script><script>${payload}</script><script src="/x.js"></script><script type="application/ld+json">{}</script></html>`;
    expect(payloadScriptHashes(html)).toEqual([sha(payload)]);
  });

  it("adds sources to script-src only, without repeating one", () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self'";
    expect(withScriptSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'",
    );
  });
});
