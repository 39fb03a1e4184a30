// The owner's calendar tool: blocks hold nights under the same constraint as bookings.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { TEST_ENV } from "../../scripts/test-env.mjs";
import { api, makeBookingRequest } from "../support/api";

const root = path.resolve(import.meta.dirname, "../..");

function calendar(...args: string[]) {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/owner-calendar.ts", ...args], {
    cwd: root,
    // The file's own database (tests/integration/setup-db.ts) is in process.env.
    env: { ...TEST_ENV, ...process.env },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("npm run calendar", () => {
  it("blocks nights for every stay, refuses to block held nights, and unblocks", async () => {
    const checkIn = addDays(getBusinessToday(), 600);
    const blocked = calendar("block", checkIn, addDays(checkIn, 3), "Family", "visit");
    expect(blocked.status).toBe(0);
    const blockId = /block ([0-9a-f-]{36})/.exec(blocked.output)?.[1];
    expect(blockId).toBeDefined();
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "african-darter-hut" }, 601, 1) })).status).toBe(
      409,
    );

    const overlapping = calendar("block", addDays(checkIn, 2), addDays(checkIn, 5));
    expect(overlapping.status).toBe(1);
    expect(overlapping.output).toContain("already held");

    expect(calendar("list").output).toMatch(/every stay\s+owner\s+Family visit/);
    expect(calendar("unblock", blockId!).status).toBe(0);
    expect(await getDb().ownerBlock.count({ where: { id: blockId } })).toBe(0);
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "african-darter-hut" }, 601, 1) })).status).toBe(
      201,
    );
  });

  it("blocks nights for one stay with --stay, leaving the others bookable", async () => {
    const checkIn = addDays(getBusinessToday(), 620);
    const blocked = calendar("block", checkIn, addDays(checkIn, 3), "--stay", "fisheagle-hut", "Roof");
    expect(blocked.status).toBe(0);
    expect(blocked.output).toContain("for fisheagle-hut");
    const blockId = /block ([0-9a-f-]{36})/.exec(blocked.output)?.[1];
    const block = await getDb().ownerBlock.findUniqueOrThrow({ where: { id: blockId }, include: { hold: true } });
    expect(block).toMatchObject({ note: "Roof", hold: { stay: "fisheagle_hut", everyStay: false } });
    expect(calendar("list").output).toMatch(new RegExp(`${blockId}\\s+\\S+ to \\S+\\s+fisheagle-hut\\s+owner\\s+Roof`));
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 621, 1) })).status).toBe(409);
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "vacation-home" }, 621, 1) })).status).toBe(201);

    const unknown = calendar("block", addDays(checkIn, 10), addDays(checkIn, 11), "--stay", "castle");
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain("--stay takes one of vacation-home, fisheagle-hut, african-darter-hut");
  });

  it("prints the export address of each stay with its token", () => {
    const { output } = calendar("export-urls");
    expect(output).toMatch(/vacation-home: http:\/\/127\.0\.0\.1:\d+\/calendar\/vacation-home\.ics\?token=[\w-]{32}/);
  });
});
