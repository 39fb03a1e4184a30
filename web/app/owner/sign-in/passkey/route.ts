// POST /owner/sign-in/passkey – a one-time challenge for signing in with one of the owner's passkeys.
import { handlePasskeyOptions } from "@/server/auth/sign-in-pages";

export function POST(request: Request): Promise<Response> {
  return handlePasskeyOptions(request);
}
