// GET /owner/<token> – what the owner's link will do, with a button. POST – do it (once).
import { handleOwnerLink } from "@/server/approvals/handle-link";
import { otherMethods } from "@/server/http/methods";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  const { token } = await params;
  return handleOwnerLink(request, token, "GET", `/owner/${encodeURIComponent(token)}`);
}

export async function POST(request: Request, { params }: TContext): Promise<Response> {
  const { token } = await params;
  return handleOwnerLink(request, token, "POST", `/owner/${encodeURIComponent(token)}`);
}

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
