// GET /verify/<token> – the guest's request and a button that confirms it. POST – confirm it (once).
import { handleVerifyLink } from "@/server/approvals/handle-verify-link";
import { otherMethods } from "@/server/http/methods";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  return handleVerifyLink(request, (await params).token, "GET");
}

export async function POST(request: Request, { params }: TContext): Promise<Response> {
  return handleVerifyLink(request, (await params).token, "POST");
}

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
