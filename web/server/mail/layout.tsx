// The look of every e-mail: one React tree of react-email components (a plain, table-based layout
// that mail clients render alike), rendered once to HTML and once to its plain-text twin. React
// escapes every value, so templates pass raw text.
import "server-only";
import { Body, Button, Container, Head, Heading, Html, Img, Link, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { Fragment, type ReactNode } from "react";
import { escapeHtml } from "@/lib/escape-html.mjs";

export type TMailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "details"; rows: [string, string][] }
  | { kind: "buttons"; links: { label: string; href: string; tone: "primary" | "secondary" }[] }
  | { kind: "images"; urls: string[]; alt: string }
  /** Contact lines: a label and a link (tel:, mailto:, WhatsApp) each. */
  | { kind: "links"; title: string; rows: { label: string; text: string; href: string }[] };

export { escapeHtml };

/** The e-mails' colours: ink, muted text, the accent (brand line, buttons, links), rules and the paper behind the card. */
const COLORS = { ink: "#1f2a2e", muted: "#5b6b70", accent: "#1d5c63", line: "#e3e8e6", paper: "#f6f4ef" };

/** A text's line breaks (a sign-off and its name) stay line breaks. */
function Lines({ text }: { text: string }) {
  return text.split("\n").map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function Block({ block }: { block: TMailBlock }): ReactNode {
  switch (block.kind) {
    case "paragraph":
      return (
        <Text style={{ margin: "0 0 16px", lineHeight: 1.5, fontSize: 15 }}>
          <Lines text={block.text} />
        </Text>
      );
    case "details":
      return (
        <table
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ width: "100%", margin: "0 0 20px", borderCollapse: "collapse" }}
        >
          <tbody>
            {block.rows.map(([label, value], index) => (
              <tr key={index} data-mail-row="">
                <td
                  data-mail-label=""
                  style={{
                    padding: "6px 12px 6px 0",
                    color: COLORS.muted,
                    borderBottom: `1px solid ${COLORS.line}`,
                    whiteSpace: "nowrap",
                    verticalAlign: "top",
                  }}
                >
                  {label}
                </td>
                <td data-mail-value="" style={{ padding: "6px 0", borderBottom: `1px solid ${COLORS.line}`, fontWeight: 600 }}>
                  <Lines text={value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "buttons":
      return (
        <Section style={{ margin: "0 0 20px" }}>
          <tr>
            <td>
              {block.links.map((link) => (
                <Button
                  key={link.href}
                  href={link.href}
                  // A link opens where the mail program opens links, as a plain link does (react-email says _blank).
                  target="_self"
                  data-mail-button={link.label}

                  style={{
                    display: "inline-block",
                    margin: "0 8px 8px 0",
                    padding: "12px 20px",
                    borderRadius: 6,
                    textDecoration: "none",
                    fontWeight: 600,
                    ...(link.tone === "primary"
                      ? { background: COLORS.accent, color: "#ffffff" }
                      : { background: "#ffffff", color: COLORS.accent, border: `1px solid ${COLORS.accent}` }),
                  }}
                >
                  {link.label}
                </Button>
              ))}
            </td>
          </tr>
        </Section>
      );
    case "images":
      return (
        <Text style={{ margin: "0 0 20px" }} data-mail-images={`${block.alt} (${block.urls.length})`}>
          {block.urls.map((url) => (
            <Img
              key={url}
              src={url}
              alt={block.alt}
              width="160"
              style={{ display: "inline-block", margin: "0 8px 8px 0", borderRadius: 4, maxWidth: 160, height: "auto" }}
            />
          ))}
        </Text>
      );
    case "links":
      return (
        <Text style={{ margin: "0 0 16px", lineHeight: 1.7, fontSize: 15 }}>
          <strong>{block.title}</strong>
          {block.rows.map((row) => (
            <span key={row.href}>
              <br />
              {row.label}:{" "}
              <Link href={row.href} target="_self" style={{ color: COLORS.accent }}>
                {row.text}
              </Link>
            </span>
          ))}
        </Text>
      );
  }
}

type TMailProps = { brand: string; title: string; blocks: TMailBlock[]; footer: string; language: string };

/** The e-mail: the business's name, the title, the blocks and the footer on a white card. */
export function MailLayout({ brand, title, blocks, footer, language }: TMailProps) {
  return (
    <Html lang={language}>
      <Head>
        <title>{title}</title>
      </Head>
      <Body style={{ margin: 0, padding: 0, background: COLORS.paper, fontFamily: "Helvetica,Arial,sans-serif", color: COLORS.ink }}>
        <Container style={{ padding: "24px 12px", maxWidth: 584 }}>
          <Section style={{ background: "#ffffff", borderRadius: 8, border: `1px solid ${COLORS.line}` }}>
            <tr>
              <td
                data-mail-brand=""
                style={{
                  padding: "20px 28px",
                  borderBottom: `3px solid ${COLORS.accent}`,
                  fontSize: 18,
                  fontWeight: 700,
                  color: COLORS.accent,
                }}
              >
                {brand}
              </td>
            </tr>
            <tr>
              <td style={{ padding: "24px 28px 8px", fontSize: 15 }}>
                <Heading as="h1" style={{ margin: "0 0 16px", fontSize: 20, lineHeight: 1.3 }}>
                  {title}
                </Heading>
                {blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </td>
            </tr>
            <tr>
              <td style={{ padding: "16px 28px", borderTop: `1px solid ${COLORS.line}`, fontSize: 12, color: COLORS.muted }}>{footer}</td>
            </tr>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

type TElement = { attribs?: Record<string, string> };
type TBuilder = {
  addInline: (text: string) => void;
  openBlock: (options: { leadingLineBreaks: number }) => void;
  closeBlock: (options: { trailingLineBreaks: number }) => void;
};

/**
 * How the plain-text twin writes the tree: a details row as "label: value", a button as its
 * label and address on a line of its own, an images block as its alt and count.
 */
const PLAIN_TEXT = {
  formatters: {
    imagesNote: (elem: TElement, _walk: unknown, builder: TBuilder) => {
      builder.addInline(elem.attribs?.["data-mail-images"] ?? "");
    },
    buttonLine: (elem: TElement, _walk: unknown, builder: TBuilder) => {
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addInline(`${elem.attribs?.["data-mail-button"] ?? ""}: ${elem.attribs?.href ?? ""}`);
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  selectors: [
    { selector: "h1", options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: "td[data-mail-brand]", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: "a[data-mail-button]", format: "buttonLine" },
    { selector: "tr[data-mail-row]", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "td[data-mail-label]", format: "inlineSurround", options: { prefix: "", suffix: ": " } },
    { selector: "td[data-mail-value]", format: "inline" },
    { selector: "p[data-mail-images]", format: "imagesNote" },
  ],
};

/** The e-mail's HTML and its plain-text twin, both rendered by react-email from one React tree. */
export async function renderEmail(props: TMailProps): Promise<{ html: string; text: string }> {
  const element = <MailLayout {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return { html, text };
}
