// A tRPC call's input is parsed once, with the call's messages in the visitor's language: the
// procedure gets what the schema made of the raw input, and the schema's checks and transforms
// run a single time per call.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callProcedure, createCallerFactory, createTRPCContext, createTRPCRouter } from "@/server/api/trpc";
import { AppError } from "@/server/errors";
import type { TCall } from "@/server/contract/calls";

let runs = 0;
const zCounted = z.object({ nights: z.number().int().min(1) }).transform(({ nights }) => {
  runs += 1;
  return { nights, doubled: nights * 2 };
});
const call = {
  procedure: "test.counted",
  method: "GET",
  summary: "A call whose schema counts its runs",
  input: zCounted,
  reply: z.unknown(),
  status: 200,
  errors: [],
} satisfies TCall;

const router = createTRPCRouter({ counted: callProcedure(call).query(({ input }) => input) });
const caller = createCallerFactory(router)(createTRPCContext({ headers: new Headers({ cookie: "lang=af" }) }));

describe("a tRPC call's input", () => {
  it("is parsed once, and the procedure gets the schema's output", async () => {
    runs = 0;
    expect(await caller.counted({ nights: 3 })).toEqual({ nights: 3, doubled: 6 });
    expect(runs).toBe(1);
  });

  it("is refused with the call's messages in the visitor's language, before the procedure runs", async () => {
    runs = 0;
    const error = await caller.counted({ nights: 0 }).catch((caught: unknown) => caught);
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(AppError);
    expect(((error as { cause: AppError }).cause.details.fields ?? {}).nights).toBeTruthy();
    expect(runs).toBe(0);
  });
});
