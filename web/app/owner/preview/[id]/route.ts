// GET /owner/preview/<derivative id> – a guest photo's derivative for the signed-in owner only:
// the console's moderation previews of photos that are not public yet.
import { handleOwnerPreview } from "@/server/photos/owner-preview";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleOwnerPreview(request, (await params).id);
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
