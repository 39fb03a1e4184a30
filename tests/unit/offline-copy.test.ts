// What the guest's phone keeps of their booking page (web/server/offline/copy.ts): a booking that
// still stands until its check-out day, nothing of one that no longer stands or whose stay is over.
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "@/server/bookings/status";
import { offlineCopyOf } from "@/server/offline/copy";

describe("the phone's copy of a booking page", () => {
  it("is kept until check-out while the request or booking stands", () => {
    for (const status of ["requested", "confirmed"] as const) {
      expect(offlineCopyOf({ status, checkOut: "2026-12-05" }, "2026-12-01")).toBe("keep; until=2026-12-05");
      expect(offlineCopyOf({ status, checkOut: "2026-12-05" }, "2026-12-05")).toBe("keep; until=2026-12-05");
    }
  });

  it("is removed the day after check-out, and for a booking that no longer stands", () => {
    expect(offlineCopyOf({ status: "confirmed", checkOut: "2026-12-05" }, "2026-12-06")).toBe("drop");
    for (const status of BOOKING_STATUSES.filter((s) => s !== "requested" && s !== "confirmed"))
      expect(offlineCopyOf({ status, checkOut: "2026-12-05" }, "2026-12-01"), status).toBe("drop");
  });
});
