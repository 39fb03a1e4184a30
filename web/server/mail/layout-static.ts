// The sign-in link's e-mail as a plain string layout, for its page's synchronous step (sign-in-pages.ts):
// Next.js refuses react-dom/server's synchronous renderer in a route, and react-email renders
// asynchronously. Every other e-mail is rendered by react-email (layout.tsx, renderEmail) with
// the same look; the sign-in mail moves there once its page awaits it. Every value is escaped.
import { escapeHtml } from "@/lib/escape-html.mjs";
import type { TMailBlock } from "./layout";

export const MAIL_COLORS = { ink: "#1f2a2e", muted: "#5b6b70", accent: "#1d5c63", line: "#e3e8e6", paper: "#f6f4ef" };

function renderBlockHtml(block: TMailBlock): string {
  switch (block.kind) {
    case "paragraph":
      // A line break in the text (a sign-off and its name) stays a line break in HTML.
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text).replace(/\n/g, "<br>")}</p>`;
    case "details":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:${MAIL_COLORS.muted};border-bottom:1px solid ${MAIL_COLORS.line};white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid ${MAIL_COLORS.line};font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "buttons":
      return `<p style="margin:0 0 20px">${block.links
        .map(
          (link) =>
            `<a href="${escapeHtml(link.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;${
              link.tone === "primary"
                ? `background:${MAIL_COLORS.accent};color:#ffffff`
                : `background:#ffffff;color:${MAIL_COLORS.accent};border:1px solid ${MAIL_COLORS.accent}`
            }">${escapeHtml(link.label)}</a>`,
        )
        .join("")}</p>`;
    case "images":
      return `<p style="margin:0 0 20px">${block.urls
        .map(
          (url) =>
            `<img src="${escapeHtml(url)}" alt="${escapeHtml(block.alt)}" width="160" style="margin:0 8px 8px 0;border-radius:4px;max-width:160px;height:auto">`,
        )
        .join("")}</p>`;
    case "links":
      return `<p style="margin:0 0 16px;line-height:1.7"><strong>${escapeHtml(block.title)}</strong>${block.rows
        .map(
          (row) =>
            `<br>${escapeHtml(row.label)}: <a href="${escapeHtml(row.href)}" style="color:${MAIL_COLORS.accent}">${escapeHtml(row.text)}</a>`,
        )
        .join("")}</p>`;
  }
}

function renderBlockText(block: TMailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "buttons":
      return block.links.map((link) => `${link.label}: ${link.href}`).join("\n");
    case "images":
      return `${block.alt} (${block.urls.length}): attached to this e-mail`;
    case "links":
      return [block.title, ...block.rows.map((row) => `${row.label}: ${row.text} (${row.href})`)].join("\n");
  }
}

export function renderMail({
  brand,
  title,
  blocks,
  footer,
  language,
}: {
  brand: string;
  title: string;
  blocks: TMailBlock[];
  footer: string;
  language: string;
}) {
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${MAIL_COLORS.paper};font-family:Helvetica,Arial,sans-serif;color:${MAIL_COLORS.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLORS.paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border:1px solid ${MAIL_COLORS.line}">
<tr><td style="padding:20px 28px;border-bottom:3px solid ${MAIL_COLORS.accent};font-size:18px;font-weight:700;color:${MAIL_COLORS.accent}">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px 28px 8px;font-size:15px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(title)}</h1>
${blocks.map(renderBlockHtml).join("\n")}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${MAIL_COLORS.line};font-size:12px;color:${MAIL_COLORS.muted}">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [brand, "", title, "", ...blocks.map(renderBlockText).flatMap((part) => [part, ""]), "--", footer].join("\n");
  return { html, text };
}
