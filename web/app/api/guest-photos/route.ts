// GET /api/guest-photos – the approved guest gallery. POST /api/guest-photos – submit 1-5 photos (data URLs) for approval.
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { listGalleryPhotos } from "@/server/photos/list-gallery";
import { submitPhotos } from "@/server/photos/submit-photos";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export const GET = defineCallRoute(CALLS.listGallery, async () => json(200, await listGalleryPhotos()));

export const POST = defineCallRoute(CALLS.submitPhotos, async ({ input, language }) => json(201, await submitPhotos({ input, language })));

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
