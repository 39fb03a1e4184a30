// GET /owner/sign-in/link?token=… – a button, signing nobody in. POST – sign in with the link, once.
import { handleSignInLink } from "@/server/auth/sign-in-pages";
import { otherMethods } from "@/server/http/methods";

export function GET(request: Request): Promise<Response> {
  return handleSignInLink(request, "GET");
}

export function POST(request: Request): Promise<Response> {
  return handleSignInLink(request, "POST");
}

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
