// A booking's status rules live in one module (web/server/bookings/status.ts): each rule checked
// here, and the source tree read for any other file that works out a booking's openness from its
// status by comparing statuses itself.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
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

const root = path.resolve(import.meta.dirname, "../..");
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

/** Every source file of the site, the worker and the scripts (generated code aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name === "generated" || name === ".next") return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** Two statuses compared side by side (`status === "requested" || status === "confirmed"`, in either order or negated). */
const PAIRED = /status\s*[!=]==?\s*["'](requested|confirmed)["']\s*(\|\||&&)[^;\n]*status\s*[!=]==?\s*["'](requested|confirmed)["']/;
/** Whether a booking is a request, binds, or was cancelled, asked by comparing its status (`status === "confirmed"`): isRequest, isBinding and isCancelled say it. */
const SINGLE = /status\s*[!=]==?\s*["'](requested|confirmed|cancelled)["']/;
/** The open statuses listed by hand for a query (`in: ["requested", "confirmed"]`) or in SQL. */
const LISTED = /["'](requested|confirmed)["']\s*,\s*["'](requested|confirmed)["']/;

describe("the status rules' one home", () => {
  it("no other file works out a booking's openness, binding or cancellation by comparing or listing its statuses", () => {
    const home = path.join(root, "web/server/bookings/status.ts");
    const files = ["web", "worker", "scripts"].flatMap((dir) => sourceFiles(path.join(root, dir))).filter((file) => file !== home);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          PAIRED.test(line) || LISTED.test(line) || SINGLE.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("the check finds such a comparison where one is written", () => {
    expect(PAIRED.test('const open = booking.status === "requested" || booking.status === "confirmed";')).toBe(true);
    expect(PAIRED.test('if (b.status !== "confirmed" && b.status !== "requested") return;')).toBe(true);
    expect(LISTED.test('where: { status: { in: ["requested", "confirmed"] } }')).toBe(true);
    expect(PAIRED.test('if (booking.status === "confirmed") return;')).toBe(false);
    expect(SINGLE.test('if (booking.status === "confirmed") return;')).toBe(true);
    expect(SINGLE.test('const refund = account?.status !== "cancelled";')).toBe(true);
    expect(SINGLE.test('if (booking.status !== "requested") return "already";')).toBe(true);
    expect(SINGLE.test('if (review.status === "approved") return;')).toBe(false);
  });
});
