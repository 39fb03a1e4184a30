// What an outside attacker tried against the site's own defaults, as the attacker would send it:
// a tRPC batch of a thousand reads in one small GET, answered with a clear 400 and every
// security header before any call runs; the pages' own batches still served.
import { describe, expect, it } from "vitest";
import { MAX_TRPC_BATCH } from "@/trpc/batch";
import { api, expectSecurityHeaders } from "../support/api";

/** A GET batch of `count` calls of one procedure without input, as the attacker sent it (13 KB for a thousand). */
function batchPath(procedure: string, count: number): string {
  return `/api/trpc/${Array.from({ length: count }, () => procedure).join(",")}?batch=1`;
}

describe("a tRPC batch", () => {
  it("of a thousand reads is refused with a 400 in the visitor's language, before any call runs", async () => {
    const response = await api(batchPath("reviews.list", 1000));
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers);
    expect(response.body).toEqual({
      error: { code: "BATCH_TOO_LARGE", message: `Too many calls at once: send at most ${MAX_TRPC_BATCH}.` },
    });
    // The refusal is small: nothing of the thousand answers was made.
    expect(response.text.length).toBeLessThan(200);

    const af = await api(batchPath("reviews.list", MAX_TRPC_BATCH + 1), { headers: { "accept-language": "af" } });
    expect(af.status).toBe(400);
    expect((af.body as { error: { message: string } }).error.message).toBe(
      `Te veel oproepe op een slag: stuur hoogstens ${MAX_TRPC_BATCH}.`,
    );
  });

  it("of as many calls as the pages send is served", async () => {
    const response = await api(batchPath("reviews.list", MAX_TRPC_BATCH));
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(MAX_TRPC_BATCH);
  });
});
