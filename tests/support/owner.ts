// The owner as the console's domain functions see a signed-in call, and a refusal's AppError.
import { expect } from "vitest";
import { AppError } from "@/server/errors";
import type { TOwnerCall } from "@/server/owner/actions";
import { ownerErrorOf } from "@/server/owner/door-errors";

export const owner = (language: "en" | "af" = "en"): TOwnerCall => ({
  actor: { kind: "owner", email: "owner@orania-stays.test" },
  language,
  userId: "test-owner",
  sessionId: "test-session",
});

/**
 * The AppError a refused owner call answers with (failing the test when it succeeds): a domain
 * refusal in the words the console's door gives it in `language`.
 */
export async function refusal(promise: Promise<unknown>, language: "en" | "af" = "en"): Promise<AppError> {
  const caught = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const error = ownerErrorOf({ code: "INTERNAL_SERVER_ERROR", cause: caught }, language) ?? caught;
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
