import { describe, expect, it } from "vitest";
import { escapeHtml, renderEmail } from "@/server/mail/layout";

const hostile = `<script>alert("x")</script><img src=x onerror='y'>&`;
const PROPS = {
  brand: "Orania Stays",
  title: hostile,
  language: "en",
  footer: hostile,
  blocks: [
    { kind: "paragraph", text: hostile },
    { kind: "details", rows: [[hostile, hostile]] },
    { kind: "buttons", links: [{ label: hostile, href: `https://example.com/?a="${hostile}`, tone: "primary" }] },
    { kind: "images", urls: [`https://example.com/x.jpg" onerror="z`], alt: hostile },
  ],
} as const satisfies Parameters<typeof renderEmail>[0];

describe("e-mail layout", () => {
  it("escapes every value a guest wrote, in text blocks, details, links and images", async () => {
    for (const { html, text } of [await renderEmail(PROPS)]) {
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toMatch(/onerror='y'|" onerror="z/);
      expect(html).toContain(escapeHtml(`<script>alert(`));
      expect(text).toContain(hostile);
    }
  });

  it("writes the HTML and its plain-text twin from one tree: the same sentences, rows as label: value, buttons with their address", async () => {
    const { html, text } = await renderEmail({
      brand: "Kareeboom Gastehuise",
      title: "Bespreking B-1 bevestig",
      language: "af",
      footer: "Selfsorg-verblyf.",
      blocks: [
        { kind: "paragraph", text: "Beste Anna,\nwelkom." },
        { kind: "details", rows: [["Telefoon", "082 123 4567"]] },
        { kind: "buttons", links: [{ label: "Bevestig", href: "https://example.com/a?b=1&c=2", tone: "primary" }] },
      ],
    });
    expect(html).toContain('<html dir="ltr" lang="af">');
    // Links open as plain links do, where the mail program opens them.
    expect(html).not.toContain("_blank");
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=2"');
    expect(html).toMatch(/Beste Anna,<br\/?>welkom\./);
    expect(text.split("\n")[0]).toBe("Kareeboom Gastehuise");
    for (const line of [
      "Bespreking B-1 bevestig",
      "Beste Anna,",
      "welkom.",
      "Telefoon: 082 123 4567",
      "Bevestig: https://example.com/a?b=1&c=2",
      "Selfsorg-verblyf.",
    ])
      expect(text.split("\n")).toContain(line);
  });
});
