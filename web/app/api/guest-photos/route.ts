// GET /api/guest-photos – the approved guest gallery. POST /api/guest-photos – submit 1-5 photos (data URLs) for approval.
import { getConfig } from "@/server/config";
import { readFormBody } from "@/server/http/body";
import { defineRoute, json } from "@/server/http/route";
import { listGalleryPhotos } from "@/server/photos/list-gallery";
import { submitPhotos } from "@/server/photos/submit-photos";

export const dynamic = "force-dynamic";

export const GET = defineRoute({}, async () => json(200, await listGalleryPhotos()));

export const POST = defineRoute({ rateLimit: "guest-photos" }, async ({ request, language, t }) => {
  const body = await readFormBody(request, getConfig().MAX_PHOTO_BODY_BYTES, t);
  return json(201, await submitPhotos({ body, language }));
});
