// GET /owner/sign-in – the console's sign-in form. POST – e-mail a one-time sign-in link.
import { handleSignInForm } from "@/server/auth/sign-in-pages";
import { otherMethods } from "@/server/http/methods";

export function GET(request: Request): Promise<Response> {
  return handleSignInForm(request, "GET");
}

export function POST(request: Request): Promise<Response> {
  return handleSignInForm(request, "POST");
}

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
