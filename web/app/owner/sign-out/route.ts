// POST /owner/sign-out – end this device's console session.
import { handleSignOut } from "@/server/auth/sign-in-pages";

export function POST(request: Request): Promise<Response> {
  return handleSignOut(request);
}
