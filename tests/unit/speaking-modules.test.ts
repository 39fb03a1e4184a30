// Only the doors and the renderers put words together: the domain and the infrastructure under
// the doors refuse with codes (a Refusal's key, its field and parameters) and never take a
// dictionary or read a text store, so no rule can be worded twice or in the wrong language. Every
// source under web/server is read as a syntax tree; a module outside the speakers listed here
// that takes a dictionary or reads texts is a finding. (A language the domain only stores, such
// as a booking's, is data: without a dictionary it words nothing.)
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { findingAt, parseSource, ROOT, sourceFiles } from "../support/source-tree";

/**
 * The modules that speak, each a folder or a file under web/server: the doors (the /api routes,
 * tRPC, the link pages and their HTTP plumbing, the owner's HTTP doors and refusal mapper) and
 * the renderers (e-mails, PDFs, CSV exports, calendar files, the offline copy, the texts the
 * owner edits, the console's read models, and the contact fields' words the booking dialog shares).
 */
const SPEAKERS = [
  // Doors.
  "api/",
  "contract/",
  "http/",
  "approvals/",
  "auth/sign-in-pages.ts",
  "owner/door-errors.ts",
  "owner/route.ts",
  "photos/upload-route.ts",
  "payments/ledger-export-route.ts",
  "reports/export-route.ts",
  "reviews/invitation.ts",
  "changeovers/cleaner-page.ts",
  "offline/",
  // Renderers.
  "mail/",
  "payments/pdf/",
  "payments/mail-blocks.ts",
  "payments/ledger-export.ts",
  "payments/non-payment.ts",
  "reports/bookings-export.ts",
  "calendar/booking-ics.ts",
  "content/",
  "stays/texts.ts",
  "stays/defaults.ts",
  "owner/reads.ts",
  "bookings/contact.ts",
  // The booking request's reply is stored with its notice in the visitor's words, so that a
  // replay of the same Idempotency-Key answers exactly what the first did.
  "bookings/create-booking.ts",
];

/** The types of a dictionary or a text store: a parameter of one of them takes words to speak with. */
const WORDS_TYPES = new Set([
  "TDictionary",
  "TDictionaryOf",
  "TOwnerMessages",
  "TConsoleDictionary",
  "TPaymentTexts",
  "TGuestPaymentTexts",
  "TOwnerPaymentTexts",
  "TContactTexts",
  "TReportTexts",
]);
/** What a text store exports: its getters (`getDictionary`, `getOwnerMessages`) and its tables (`PAYMENT_TEXTS`, `GUEST_MESSAGES`). */
const WORDS_EXPORT = /^(get\w*Dictionary|getOwnerMessages|[A-Z_]*(TEXTS|MESSAGES|JOURNEY|DICTIONARIES))$/;
const SERVER = path.join(ROOT, "web", "server");
const CONTENT = path.join(ROOT, "web", "content") + path.sep;
/** The owner's texts as web/server/owner/messages.ts hands them on. */
const OWNER_TEXTS = path.join(SERVER, "owner", "messages");
/** Whether an import in `fileName` names a text store: a module of web/content, or the owner's texts handed on. */
function isTextStore(specifier: string, fileName: string): boolean {
  if (specifier.startsWith("@/content/")) return true;
  if (!specifier.startsWith(".")) return false;
  const target = path.resolve(path.dirname(fileName), specifier);
  return target.startsWith(CONTENT) || target === OWNER_TEXTS;
}

/**
 * Where a source takes or reads words, from its syntax tree: a parameter typed as a dictionary or
 * text store (however deep in the parameter's type), or a value imported from a text store under
 * web/content. Each finding is "line: what was written".
 */
export function wordsTakenBy(source: string, fileName = path.join(SERVER, "bookings", "file.ts")): string[] {
  const file = parseSource(source, fileName);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && isTextStore(node.moduleSpecifier.text, fileName)) {
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly && clause.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const element of clause.namedBindings.elements)
          if (!element.isTypeOnly && WORDS_EXPORT.test((element.propertyName ?? element.name).text)) found.push(findingAt(file, element));
    }
    if (ts.isTypeReferenceNode(node) && WORDS_TYPES.has(node.typeName.getText(file))) {
      let at: ts.Node | undefined = node.parent;
      while (at && !ts.isParameter(at) && !ts.isSourceFile(at)) at = at.parent;
      if (at && ts.isParameter(at)) found.push(findingAt(file, at));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const speaks = (file: string) => {
  const relative = path.relative(SERVER, file).split(path.sep).join("/");
  return SPEAKERS.some((speaker) => (speaker.endsWith("/") ? relative.startsWith(speaker) : relative === speaker));
};

describe("only the doors and the renderers speak", () => {
  it("no module of the domain or the infrastructure takes a dictionary or reads a text store", { timeout: 120_000 }, () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((file) => !speaks(file))
      .flatMap((file) => wordsTakenBy(readFileSync(file, "utf8"), file).map((finding) => `${path.relative(ROOT, file)}:${finding}`));
    expect(found).toEqual([]);
  });

  it("every speaker listed still exists", () => {
    const files = sourceFiles(SERVER).map((file) => path.relative(SERVER, file).split(path.sep).join("/"));
    for (const speaker of SPEAKERS)
      expect(
        files.some((file) => (speaker.endsWith("/") ? file.startsWith(speaker) : file === speaker)),
        speaker,
      ).toBe(true);
  });

  it("the check finds each way of taking words, and leaves codes and stored languages alone", () => {
    const finds = (source: string) => wordsTakenBy(source).length > 0;
    expect(finds('import { getDictionary } from "@/content/dictionaries";')).toBe(true);
    expect(finds('import { getDictionary as words } from "@/content/dictionaries";')).toBe(true);
    expect(finds('import { getOwnerMessages } from "@/content/owner-messages";')).toBe(true);
    expect(finds('import { formatCents, GUEST_PAYMENT_TEXTS } from "@/content/payments";')).toBe(true);
    expect(finds('import { GUEST_MESSAGES } from "../../content/messages";')).toBe(true);
    expect(finds('import { getOwnerMessages } from "../owner/messages";')).toBe(true);
    expect(finds("export function refuse(t: TDictionary): string { return t.api.notFound; }")).toBe(true);
    expect(finds("const parse = (input: unknown, { m }: { m: TOwnerMessages }) => input;")).toBe(true);
    expect(finds("function check(texts: Readonly<TContactTexts>) {}")).toBe(true);

    expect(finds('import { formatCents } from "@/content/payments";')).toBe(false);
    expect(finds('import type { TLanguage, TDictionary } from "@/content/dictionaries";')).toBe(false);
    expect(finds('import { MESSAGE_MAX_LENGTH } from "@/content/messages";')).toBe(false);
    expect(finds('import { CONTACT_MESSAGES } from "../contract/contact-texts";')).toBe(false);
    expect(finds('import { STAYS } from "@/content/stays";')).toBe(false);
    expect(finds("export function store(input: { language: TLanguage }) {}")).toBe(false);
    expect(finds('throw refusedToVisitor("CONFLICT", "billingClosed", { reason: "DECIDED" });')).toBe(false);
  });
});
