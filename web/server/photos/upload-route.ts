// POST /owner/stay-photos?stay=<stay> – one photo the owner uploads for a stay: the body is the
// file's bytes (Content-Type image/*, which a cross-site form cannot send), read within
// MAX_STAY_PHOTO_BYTES while it streams. Owner session and same origin required; refusals in the
// owner's language with the JSON error shape. The console sends each file on its own request, so
// it can show each file's progress.
import "server-only";
import { ownerCallOf } from "../auth/session";
import { getConfig } from "../config";
import { contentChanged, CONTENT_TAG } from "../content/cache";
import { AppError } from "../errors";
import { json } from "../http/route";
import { zStayPhotoUploadQuery } from "../owner/contract";
import { getOwnerMessages } from "../owner/messages";
import { handleOwnerRoute } from "../owner/route";
import { addStayPhoto } from "./stay-photos";

const MEGABYTE = 1024 * 1024;

/** The body's bytes, refused with a 413 as soon as they pass `limit`. */
async function readBytesWithin(request: Request, limit: number, tooLarge: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge, { fields: { file: tooLarge } });
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("PAYLOAD_TOO_LARGE", tooLarge, { fields: { file: tooLarge } });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function handleStayPhotoUpload(request: Request): Promise<Response> {
  return handleOwnerRoute(request, "a stay photo upload", async (session) => {
    const m = getOwnerMessages(session.language);
    if (!/^image\//.test(request.headers.get("content-type") ?? ""))
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", m.notAnImage, { fields: { file: m.notAnImage } });
    const query = zStayPhotoUploadQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw new AppError("NOT_FOUND", m.noSuchPhoto);
    const limit = getConfig().MAX_STAY_PHOTO_BYTES;
    const bytes = await readBytesWithin(request, limit, m.photoTooLarge(Math.floor(limit / MEGABYTE)));
    const photo = await addStayPhoto(ownerCallOf(session), query.data.stay, bytes);
    if (photo.state === "ready") await contentChanged([CONTENT_TAG.photos]);
    return json(201, photo);
  });
}
