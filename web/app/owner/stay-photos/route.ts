// POST /owner/stay-photos?stay=<stay> – the console's upload of one stay photo (see handleStayPhotoUpload).
import { handleStayPhotoUpload } from "@/server/photos/upload-route";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return handleStayPhotoUpload(request);
}
