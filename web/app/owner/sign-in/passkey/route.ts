// POST /owner/sign-in/passkey – a one-time challenge for signing in with one of the owner's passkeys.
import { handlePasskeyOptions } from "@/server/auth/sign-in-pages";
import { otherMethods } from "@/server/http/methods";

export function POST(request: Request): Promise<Response> {
  return handlePasskeyOptions(request);
}

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
