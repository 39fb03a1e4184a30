// POST /owner/stay-photos?stay=<stay> – the console's upload of one stay photo (see handleStayPhotoUpload).
import { handleStayPhotoUpload } from "@/server/photos/upload-route";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return handleStayPhotoUpload(request);
}

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
