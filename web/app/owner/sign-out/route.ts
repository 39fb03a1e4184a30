// POST /owner/sign-out – end this device's console session.
import { handleSignOut } from "@/server/auth/sign-in-pages";
import { otherMethods } from "@/server/http/methods";

export function POST(request: Request): Promise<Response> {
  return handleSignOut(request);
}

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
