// The owner's photos of each stay: uploaded in the console (one request a photo, processed at once
// by the same pipeline as guests' photos, into public storage), ordered, one chosen as the cover,
// described in both languages, removed. Pages read them through readStayPhotos / readStayCovers;
// a stay without any keeps the fresh install's placeholders. Every change writes an audit row.
import "server-only";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { writeAudit } from "../audit";
import { PREVIEW_DERIVATIVE } from "./preview-derivative";
import { fromStayEnum, toStayEnum } from "../bookings/stay-enum";
import { getDb, type TTx } from "../db/client";
import type { TOwnerCall } from "../owner/actions";
import type { TStayPhotoAltInput } from "../owner/contract";
import { refusedToOwner } from "../owner/messages";
import { makePublicUrl, PUBLIC_DERIVATIVES, removeObject } from "../storage";
import { sniffImageType } from "./image-type";
import { withStoredOriginals } from "./intake";
import { lockPhotoRow, processPhoto } from "./process-photo";
import { withdrawPhotos } from "./withdraw";
import { logger } from "../log";

type TSources = Record<"avif" | "webp" | "jpeg", string>;

/** A stay photo as pages show it: `srcSet` per format ("url 240w, url 480w, …"), `src` a medium JPEG. */
export type TShownPhoto = {
  id: string;
  width: number;
  height: number;
  alt: { en: string; af: string };
  src: string;
  srcSet: TSources;
  /** The 1200x630 Open Graph JPEG. */
  og: string | null;
};

/** A stay photo as the console lists it, whatever its state. */
export type TConsolePhoto = {
  id: string;
  state: "received" | "ready" | "failed";
  cover: boolean;
  altEn: string;
  altAf: string;
  width: number | null;
  height: number | null;
  /** A small JPEG, once made. */
  preview: string | null;
};

const DERIVATIVE_FIELDS = { select: { key: true, width: true, format: true }, orderBy: { width: "asc" } } as const;

function toShown(photo: {
  id: string;
  width: number | null;
  height: number | null;
  altEn: string | null;
  altAf: string | null;
  derivatives: { key: string; width: number; format: string }[];
}): TShownPhoto | null {
  const shown = photo.derivatives.filter((d) => d.key.startsWith(PUBLIC_DERIVATIVES));
  const srcSet: TSources = { avif: "", webp: "", jpeg: "" };
  for (const format of ["avif", "webp", "jpeg"] as const) {
    srcSet[format] = shown
      .filter((d) => d.format === format)
      .map((d) => `${makePublicUrl(d.key)} ${d.width}w`)
      .join(", ");
  }
  const jpegs = shown.filter((d) => d.format === "jpeg");
  const medium = jpegs.find((d) => d.width >= 960) ?? jpegs.at(-1);
  if (!medium || !photo.width || !photo.height) return null;
  const og = shown.find((d) => d.format === "og");
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    alt: { en: photo.altEn ?? "", af: photo.altAf ?? "" },
    src: makePublicUrl(medium.key),
    srcSet,
    og: og ? makePublicUrl(og.key) : null,
  };
}

const SHOWN_FIELDS = {
  id: true,
  width: true,
  height: true,
  altEn: true,
  altAf: true,
  cover: true,
  derivatives: DERIVATIVE_FIELDS,
} as const;

/** A stay's ready photos in the owner's order, as its page shows them; [] when it has none. */
export async function readStayPhotos(stay: TStayId): Promise<TShownPhoto[]> {
  const photos = await getDb().photo.findMany({
    where: { stay: toStayEnum(stay), state: "ready" },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: SHOWN_FIELDS,
  });
  return photos.map(toShown).filter((photo) => photo !== null);
}

/** Each stay's cover (the photo the owner chose, else the first), as cards and link previews show it. */
export async function readStayCovers(): Promise<Partial<Record<TStayId, TShownPhoto>>> {
  const photos = await getDb().photo.findMany({
    where: { stay: { not: null }, state: "ready" },
    orderBy: [{ cover: "desc" }, { position: "asc" }, { createdAt: "asc" }],
    select: { ...SHOWN_FIELDS, stay: true },
  });
  const covers: Partial<Record<TStayId, TShownPhoto>> = {};
  for (const photo of photos) {
    const stay = fromStayEnum(photo.stay!);
    const shown = covers[stay] ? null : toShown(photo);
    if (shown) covers[stay] = shown;
  }
  return covers;
}

/** Every stay's photos for the console, in order, with a preview of each. */
export async function listStayPhotos(_call: TOwnerCall): Promise<Record<TStayId, TConsolePhoto[]>> {
  const photos = await getDb().photo.findMany({
    where: { stay: { not: null } },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      stay: true,
      state: true,
      cover: true,
      altEn: true,
      altAf: true,
      width: true,
      height: true,
      derivatives: { ...PREVIEW_DERIVATIVE, select: { key: true } },
    },
  });
  const byStay = Object.fromEntries(STAY_IDS.map((stay) => [stay, [] as TConsolePhoto[]])) as Record<TStayId, TConsolePhoto[]>;
  for (const { stay, derivatives, altEn, altAf, ...photo } of photos) {
    byStay[fromStayEnum(stay!)].push({
      ...photo,
      altEn: altEn ?? "",
      altAf: altAf ?? "",
      preview: derivatives[0] ? makePublicUrl(derivatives[0].key) : null,
    });
  }
  return byStay;
}

/** One stay's photos at a time: their order and cover are read and written under this lock. */
async function lockStay(tx: TTx, stay: TStayId): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`stay-photos:${stay}`}))`;
}

/**
 * A photo the owner uploaded: its type read from the bytes, the original kept privately, the row
 * added last in the stay's order (the stay's cover if it has none), then the derivatives made at
 * once. If making them fails for a passing reason, the photo stays received and the worker's
 * reconciler has it made; an unreadable image is refused and nothing is kept.
 */
export async function addStayPhoto(call: TOwnerCall, stay: TStayId, bytes: Uint8Array): Promise<TConsolePhoto> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw refusedToOwner("UNSUPPORTED_MEDIA_TYPE", "notAnImage", { field: "file" });
  const db = getDb();
  const [row] = await withStoredOriginals(`stay-${stay}`, [{ bytes, contentType }], (photos) =>
    db.$transaction(async (tx) => {
      await lockStay(tx, stay);
      const [last, cover] = await Promise.all([
        tx.photo.aggregate({ where: { stay: toStayEnum(stay) }, _max: { position: true } }),
        tx.photo.count({ where: { stay: toStayEnum(stay), cover: true } }),
      ]);
      const { id, originalKey, bytes: size } = photos[0]!;
      const created = await tx.photo.create({
        data: {
          id,
          stay: toStayEnum(stay),
          position: (last._max.position ?? -1) + 1,
          cover: cover === 0,
          originalKey,
          contentType,
          bytes: size,
        },
        select: { id: true, position: true, cover: true },
      });
      await writeAudit(tx, { actor: call.actor, action: "photo.add", after: { stay, ...created } });
      return [created];
    }),
  );
  let outcome: Awaited<ReturnType<typeof processPhoto>> | "later" = "later";
  try {
    outcome = await processPhoto(row.id);
  } catch (error) {
    logger.error({ err: error }, "a stay photo could not be processed yet; the reconciler retries");
  }
  if (outcome === "failed" || outcome === "missing") {
    // Refused as unreadable, unless the owner removed it meanwhile (then removal says it is gone).
    await removeStayPhoto(call, row.id);
    throw refusedToOwner("UNPROCESSABLE", "photoUnreadable", { field: "file" });
  }
  const added = (await listStayPhotos(call))[stay].find((photo) => photo.id === row.id);
  // Removed by the owner (another tab, another phone) since it was made: the upload says so.
  if (!added) throw refusedToOwner("NOT_FOUND", "noSuchPhoto");
  return added;
}

/** Puts the stay's photos in this order (every one of them, once). */
export async function orderStayPhotos(call: TOwnerCall, stay: TStayId, ids: string[]): Promise<void> {
  await getDb().$transaction(async (tx) => {
    await lockStay(tx, stay);
    const current = await tx.photo.findMany({ where: { stay: toStayEnum(stay) }, orderBy: { position: "asc" }, select: { id: true } });
    const known = new Set(current.map((photo) => photo.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw refusedToOwner("CONFLICT", "photoOrder");
    for (const [position, id] of ids.entries()) await tx.photo.update({ where: { id }, data: { position } });
    await writeAudit(tx, {
      actor: call.actor,
      action: "photo.order",
      before: { stay, ids: current.map((p) => p.id) },
      after: { stay, ids },
    });
  });
}

async function findStayPhoto(tx: Pick<TTx, "photo">, id: string): Promise<{ stay: TStayId; cover: boolean; originalKey: string | null }> {
  const photo = await tx.photo.findUnique({ where: { id }, select: { stay: true, cover: true, originalKey: true } });
  if (!photo?.stay) throw refusedToOwner("NOT_FOUND", "noSuchPhoto");
  return { stay: fromStayEnum(photo.stay), cover: photo.cover, originalKey: photo.originalKey };
}

/** Makes this photo its stay's cover (the card's photo and the link preview's image). */
export async function setStayCover(call: TOwnerCall, id: string): Promise<TStayId> {
  return getDb().$transaction(async (tx) => {
    const { stay } = await findStayPhoto(tx, id);
    await lockStay(tx, stay);
    const before = await tx.photo.findFirst({ where: { stay: toStayEnum(stay), cover: true }, select: { id: true } });
    await tx.photo.updateMany({ where: { stay: toStayEnum(stay), cover: true }, data: { cover: false } });
    await tx.photo.update({ where: { id }, data: { cover: true } });
    await writeAudit(tx, {
      actor: call.actor,
      action: "photo.cover",
      before: { stay, cover: before?.id ?? null },
      after: { stay, cover: id },
    });
    return stay;
  });
}

/** Saves the photo's description in both languages. */
export async function saveStayPhotoAlt(call: TOwnerCall, { id, altEn, altAf }: TStayPhotoAltInput): Promise<TStayId> {
  return getDb().$transaction(async (tx) => {
    const { stay } = await findStayPhoto(tx, id);
    const before = await tx.photo.findUnique({ where: { id }, select: { altEn: true, altAf: true } });
    await tx.photo.update({ where: { id }, data: { altEn, altAf } });
    await writeAudit(tx, { actor: call.actor, action: "photo.alt", before: { id, ...before }, after: { id, altEn, altAf } });
    return stay;
  });
}

/**
 * Removes the photo: its derivatives leave public storage (their addresses answer 404) before the
 * row goes, then its original. If it was the cover, the stay's first photo is shown as the cover
 * until the owner chooses another.
 */
export async function removeStayPhoto(call: TOwnerCall, id: string): Promise<TStayId> {
  const db = getDb();
  const found = await findStayPhoto(db, id);
  await db.$transaction(
    async (tx) => {
      await lockStay(tx, found.stay);
      // Its row held: a processing of it that is recording derivatives finishes first (and they are
      // withdrawn here), or finds the photo gone and removes what it made itself.
      if (!(await lockPhotoRow(tx, id))) throw refusedToOwner("NOT_FOUND", "noSuchPhoto");
      await withdrawPhotos({ id }, tx);
      await tx.photo.delete({ where: { id } });
      await writeAudit(tx, { actor: call.actor, action: "photo.remove", before: { id, stay: found.stay, cover: found.cover } });
    },
    // Up to fifteen objects leave the bucket inside it.
    { timeout: 30_000 },
  );
  if (found.originalKey) await removeObject(found.originalKey).catch(() => undefined);
  return found.stay;
}
