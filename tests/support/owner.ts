// The owner as the console's domain functions see a signed-in call, and a refusal's AppError.
import { expect } from "vitest";
import { AppError } from "@/server/errors";
import type { TOwnerCall } from "@/server/owner/actions";

export const owner = (language: "en" | "af" = "en"): TOwnerCall => ({
  actor: { kind: "owner", email: "owner@orania-stays.test" },
  language,
  userId: "test-owner",
  sessionId: "test-session",
});

/** The AppError a refused owner call rejects with (failing the test when it succeeds). */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
