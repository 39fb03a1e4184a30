// GET /owner/sign-in/link?token=… – a button, signing nobody in. POST – sign in with the link, once.
import { handleSignInLink } from "@/server/auth/sign-in-pages";

export function GET(request: Request): Promise<Response> {
  return handleSignInLink(request, "GET");
}

export function POST(request: Request): Promise<Response> {
  return handleSignInLink(request, "POST");
}
