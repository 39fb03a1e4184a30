// GET /cleaner/<token> – the changeover sheet the owner gives the cleaner: no guest's name, contact detail or price.
import { handleCleanerPage } from "@/server/changeovers/cleaner-page";
import { otherMethods } from "@/server/http/methods";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  return handleCleanerPage(request, (await params).token);
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
