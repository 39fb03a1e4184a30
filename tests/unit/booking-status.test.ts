// A booking's status rules live in one module (web/server/bookings/status.ts): each rule checked
// here, and every source outside the bookings domain read as a syntax tree for a rule worked out
// by hand from a booking's status.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { findingAt, findOutside, parseSource } from "../support/source-tree";
import {
  BOOKING_STATUSES,
  CLOSED_STATUSES,
  isBinding,
  isCancelled,
  isDecidable,
  isHoldLive,
  isOpen,
  isRequest,
  OPEN_STATUSES,
} from "@/server/bookings/status";

const now = new Date("2026-11-26T12:00:00Z");
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);

describe("a booking's status rules", () => {
  it("open: a request or a confirmed booking, nothing that ended", () => {
    expect(BOOKING_STATUSES.filter(isOpen)).toEqual(["requested", "confirmed"]);
    expect([...OPEN_STATUSES].sort()).toEqual(BOOKING_STATUSES.filter(isOpen).sort());
    expect([...CLOSED_STATUSES].sort()).toEqual(BOOKING_STATUSES.filter((status) => !isOpen(status)).sort());
  });

  it("binding: only what the owner confirmed", () => {
    expect(BOOKING_STATUSES.filter(isBinding)).toEqual(["confirmed"]);
    expect(BOOKING_STATUSES.filter(isCancelled)).toEqual(["cancelled"]);
    expect(BOOKING_STATUSES.filter(isRequest)).toEqual(["requested"]);
  });

  it("a hold counts while it has no expiry or one still ahead", () => {
    expect(isHoldLive({ expiresAt: null }, now)).toBe(true);
    expect(isHoldLive({ expiresAt: later }, now)).toBe(true);
    expect(isHoldLive({ expiresAt: now }, now)).toBe(false);
    expect(isHoldLive({ expiresAt: earlier }, now)).toBe(false);
    expect(isHoldLive(null, now)).toBe(false);
  });

  it("decidable: an unanswered request whose hold has not lapsed", () => {
    expect(isDecidable({ status: "requested", hold: { expiresAt: later } }, now)).toBe(true);
    expect(isDecidable({ status: "requested", hold: { expiresAt: earlier } }, now)).toBe(false);
    expect(isDecidable({ status: "requested", hold: null }, now)).toBe(false);
    for (const status of BOOKING_STATUSES.filter((s) => s !== "requested"))
      expect(isDecidable({ status, hold: { expiresAt: later } }, now), status).toBe(false);
  });
});

const STATUS_WORDS = new Set<string>(BOOKING_STATUSES);
/** A booking status written as a string (`"confirmed"`, `'confirmed'` or a template without parts). */
const statusLiteral = (node: ts.Node): string | undefined =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && STATUS_WORDS.has(node.text) ? node.text : undefined;
/** An expression that reads a status: `status`, `booking.status`, `row?.status`, `b["status"]`. */
const readsStatus = (node: ts.Node): boolean => {
  const inner = ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) ? node.expression : node;
  if (ts.isIdentifier(inner)) return /status$/i.test(inner.text);
  if (ts.isPropertyAccessExpression(inner)) return /status$/i.test(inner.name.text);
  if (ts.isElementAccessExpression(inner))
    return ts.isStringLiteral(inner.argumentExpression) && /status$/i.test(inner.argumentExpression.text);
  return false;
};
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** SQL that tests a booking's status against a value written in it (`b.status = 'requested'`, `status IN ('confirmed', …)`). */
const SQL_STATUS = /status\s*(=|<>|!=|\bin\b|\bnot\s+in\b)\s*\(?\s*'(requested|confirmed|declined|expired|cancelled)'/i;

/**
 * Where a source works out a booking's state from its status by itself, read from its syntax tree:
 * a status compared with a status's name (`===`, `!==`, a `case`), a filter or record that names
 * one (`status: "confirmed"`, `status: { in: [...] }`), two or more statuses listed by hand (an
 * array or a union type), or SQL text that tests one. Each finding is "line: what was written".
 */
export function statusRulesWrittenBy(source: string, fileName = "file.ts"): string[] {
  const file = parseSource(source, fileName);
  const found: string[] = [];
  const report = (node: ts.Node) => void found.push(findingAt(file, node));
  const statusesIn = (nodes: readonly ts.Node[]) => nodes.filter((node) => statusLiteral(node) !== undefined).length;
  /** Two or more statuses and nothing else: a list of statuses written by hand. */
  const listsStatuses = (nodes: readonly ts.Node[]) => nodes.length >= 2 && statusesIn(nodes) === nodes.length;
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      if ((statusLiteral(node.right) && readsStatus(node.left)) || (statusLiteral(node.left) && readsStatus(node.right))) report(node);
    } else if (ts.isSwitchStatement(node) && readsStatus(node.expression)) {
      if (node.caseBlock.clauses.some((clause) => ts.isCaseClause(clause) && statusLiteral(clause.expression))) report(node.expression);
    } else if (ts.isPropertyAssignment(node) && /status$/i.test(node.name.getText(file).replace(/["']/g, ""))) {
      const value = node.initializer;
      const filtered =
        statusLiteral(value) !== undefined ||
        (ts.isObjectLiteralExpression(value) &&
          value.properties.some(
            (p) => ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer) && statusesIn(p.initializer.elements) > 0,
          ));
      if (filtered) return report(node);
    } else if (ts.isArrayLiteralExpression(node) && listsStatuses(node.elements)) {
      return report(node);
    } else if (ts.isUnionTypeNode(node) && listsStatuses(node.types.map((t) => (ts.isLiteralTypeNode(t) ? t.literal : t)))) {
      return report(node);
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && SQL_STATUS.test(node.text)) {
      report(node);
    } else if (ts.isTemplateExpression(node)) {
      if ([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].some((text) => SQL_STATUS.test(text))) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the status rules' one home", () => {
  // Parsing every source takes a few seconds, more on a busy machine.
  it(
    "outside the bookings domain, no file works out a booking's state by comparing, filtering on or listing its statuses",
    { timeout: 60_000 },
    () => {
      const found = findOutside("web/server/bookings", statusRulesWrittenBy);
      expect(found).toEqual([]);
    },
  );

  it("the check finds each way of writing such a rule, and leaves other statuses alone", () => {
    const finds = (source: string) => statusRulesWrittenBy(source).length > 0;
    expect(finds('const open = booking.status === "requested" || booking.status === "confirmed";')).toBe(true);
    expect(finds('if ("confirmed" !== b.status) return;')).toBe(true);
    expect(finds("if (row!.status == `expired`) return;")).toBe(true);
    expect(finds('const refund = account?.status !== "cancelled";')).toBe(true);
    expect(finds('switch (booking.status) { case "declined": break; }')).toBe(true);
    expect(finds('db.booking.findMany({ where: { status: "confirmed" } });')).toBe(true);
    expect(finds('db.booking.findMany({ where: { status: { in: ["requested", "confirmed"] } } });')).toBe(true);
    expect(finds('const shown = ["confirmed", "cancelled"];')).toBe(true);
    expect(finds('type T = { status: "confirmed" | "cancelled" };')).toBe(true);
    expect(finds('type T = Record<"confirmed" | "cancelled", string>;')).toBe(true);
    expect(finds("db.$queryRaw`SELECT id FROM bookings b WHERE b.status IN ('confirmed', 'cancelled') AND b.id = ${id}`;")).toBe(true);
    expect(finds("const sql = \"UPDATE bookings SET x = 1 WHERE status = 'requested'\";")).toBe(true);
    expect(finds('if (review.status === "approved") return;')).toBe(false);
    expect(finds('if (check.reason === "expired") return 410;')).toBe(false);
    expect(finds('const word = { confirmed: "Confirmed", cancelled: "Cancelled" };')).toBe(false);
    expect(finds('const columns = ["declined", "lapsed", "cancelled"];')).toBe(false);
    expect(finds("if (isBinding(booking.status)) return;")).toBe(false);
  });
});
