// The owner's previews of guests' photos that wait for a decision: their derivatives are under the
// bucket's private prefix, so the console reads them through this route, which answers only a
// live owner session, and never lets a shared cache keep them.
import "server-only";
import { z } from "zod";
import { getOwnerSession } from "../auth/session";
import { getDb } from "../db/client";
import { logger } from "../log";
import { DERIVATIVE_CONTENT_TYPES, getObject } from "../storage";
import { STORAGE_RETRY_AFTER_SECONDS } from "./intake";
import { PREVIEW_DERIVATIVE } from "./preview-derivative";

/** The console's address of a derivative's preview. */
export function makePreviewPath(derivativeId: string): string {
  return `/owner/preview/${derivativeId}`;
}

export async function handleOwnerPreview(request: Request, id: string): Promise<Response> {
  const notFound = () => new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  if (!(await getOwnerSession(request.headers)))
    return new Response("Sign in first", { status: 401, headers: { "cache-control": "no-store" } });
  if (!z.uuid().safeParse(id).success) return notFound();
  const derivative = await getDb().photoDerivative.findUnique({ where: { id }, select: { key: true, format: true } });
  let bytes: Uint8Array | undefined;
  try {
    bytes = derivative ? await getObject(derivative.key) : undefined;
  } catch (error) {
    // The bucket is away: the preview is there, only not now.
    logger.warn({ err: error }, "reading a preview from the bucket failed");
    return new Response("Photo storage is unavailable; try again shortly", {
      status: 503,
      headers: { "cache-control": "no-store", "retry-after": String(STORAGE_RETRY_AFTER_SECONDS) },
    });
  }
  if (!derivative || !bytes) return notFound();
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": DERIVATIVE_CONTENT_TYPES[derivative.format] ?? "application/octet-stream",
      "cache-control": "private, no-store",
    },
  });
}

/** What the console shows of a waiting photo: its state, and its thumbnail JPEG (PREVIEW_DERIVATIVE) through the preview route once made. */
export type TPhotoPreview = {
  id: string;
  state: "received" | "ready" | "failed";
  preview: string | null;
  width: number | null;
  height: number | null;
};

/** The photos' fields a preview needs, in the parent's order. */
export const PREVIEW_PHOTOS_SELECT = {
  orderBy: { position: "asc" },
  select: {
    id: true,
    state: true,
    derivatives: { ...PREVIEW_DERIVATIVE, select: { id: true, width: true, height: true } },
  },
} as const;

export function toPreviews(
  photos: { id: string; state: TPhotoPreview["state"]; derivatives: { id: string; width: number; height: number }[] }[],
): TPhotoPreview[] {
  return photos.map((photo) => {
    const [shown] = photo.derivatives;
    return {
      id: photo.id,
      state: photo.state,
      preview: shown ? makePreviewPath(shown.id) : null,
      width: shown?.width ?? null,
      height: shown?.height ?? null,
    };
  });
}
