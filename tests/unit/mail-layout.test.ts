import { describe, expect, it } from "vitest";
import { escapeHtml, renderMail } from "@/server/mail/layout";

describe("e-mail layout", () => {
  it("escapes every value a guest wrote, in text blocks, details, links and images", () => {
    const hostile = `<script>alert("x")</script><img src=x onerror='y'>&`;
    const { html, text } = renderMail({
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
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/onerror='y'|" onerror="z/);
    expect(html).toContain(escapeHtml(hostile));
    expect(text).toContain(hostile);
  });
});
