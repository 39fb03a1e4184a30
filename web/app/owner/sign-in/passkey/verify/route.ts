// POST /owner/sign-in/passkey/verify – the passkey's signed answer; on success the session cookie and where to go.
import { handlePasskeySignIn } from "@/server/auth/sign-in-pages";
import { otherMethods } from "@/server/http/methods";

export function POST(request: Request): Promise<Response> {
  return handlePasskeySignIn(request);
}

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
