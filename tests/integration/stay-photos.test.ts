// The owner's stay photos when their work overlaps: a photo removed while its sizes are being made
// (another tab, another phone, or a test's clean-up) leaves nothing behind and the upload says
// the photo is gone; the same photo made by the upload and by the worker at once is made once; a
// photo whose original is gone fails instead of waiting for retries.
// test-site: none
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { processPhoto } from "@/server/photos/process-photo";
import { addStayPhoto, listStayPhotos, readStayPhotos, removeStayPhoto } from "@/server/photos/stay-photos";
import { getObject, makeDerivativeKey, removeObject } from "@/server/storage";
import { makeCameraPhoto } from "../support/images";
import { owner, refusal } from "../support/owner";
import { waitFor } from "../support/stack";

const STAY = "fisheagle-hut" as const;

afterAll(async () => {
  await getDb().photo.deleteMany({ where: { stay: { not: null } } });
});

/** Every size a photo of this width gets, as objects in the bucket: those still there. */
async function objectsLeft(photoId: string): Promise<string[]> {
  const keys = [240, 480, 720, 960, 1600].flatMap((width) => ["avif", "jpg"].map((ext) => makeDerivativeKey(photoId, width, ext)));
  keys.push(makeDerivativeKey(photoId, "og", "jpg"));
  const left = await Promise.all(keys.map(async (key) => ((await getObject(key)) ? key : undefined)));
  return left.filter((key) => key !== undefined);
}

describe("a stay photo's upload and its removal at once", () => {
  it("removed while its sizes are made: the upload answers that it is gone, and no size or original is left", async () => {
    const bytes = await makeCameraPhoto(4000, 3000, { hue: 4 });
    const upload = refusal(addStayPhoto(owner(), STAY, bytes));
    // The moment its row is there and its sizes are still being made, the owner removes it.
    const row = await waitFor(
      "the uploaded photo's row",
      async () =>
        (await getDb().photo.findFirst({ where: { stay: { not: null } }, select: { id: true, state: true, originalKey: true } })) ??
        undefined,
      30_000,
      5,
    );
    expect(row.state).toBe("received");
    await removeStayPhoto(owner(), row.id);

    const error = await upload;
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe("No such photo.");
    expect(await getDb().photo.count({ where: { id: row.id } })).toBe(0);
    expect(await getDb().photoDerivative.count({ where: { photoId: row.id } })).toBe(0);
    expect(await objectsLeft(row.id)).toEqual([]);
    expect(await getObject(row.originalKey!)).toBeUndefined();
    expect((await listStayPhotos(owner()))[STAY]).toEqual([]);
  });

  it("made by the upload and by the worker at the same time: one set of sizes, and the photo is ready", async () => {
    const photo = await addStayPhoto(owner(), STAY, await makeCameraPhoto(2000, 1500, { hue: 5 }));
    // Back to received, as a photo is while the reconciler hands it to the worker too.
    await getDb().photo.update({ where: { id: photo.id }, data: { state: "received" } });
    const outcomes = await Promise.all([processPhoto(photo.id), processPhoto(photo.id)]);
    expect(outcomes).toEqual(["processed", "processed"]);
    const derivatives = await getDb().photoDerivative.findMany({ where: { photoId: photo.id }, select: { key: true } });
    // 240, 480, 720, 960 and 1600 wide in AVIF and JPEG, and the link preview's image.
    expect(derivatives).toHaveLength(11);
    expect(new Set(derivatives.map((d) => d.key)).size).toBe(11);
    expect((await objectsLeft(photo.id)).sort()).toEqual(derivatives.map((d) => d.key).sort());
    expect((await getDb().photo.findUniqueOrThrow({ where: { id: photo.id } })).state).toBe("ready");
    await removeStayPhoto(owner(), photo.id);
    expect(await objectsLeft(photo.id)).toEqual([]);
  });

  it("whose original is gone: it fails rather than waiting for a retry, and stays failed when asked again", async () => {
    const photo = await addStayPhoto(owner(), STAY, await makeCameraPhoto(800, 600, { hue: 8 }));
    const { originalKey } = await getDb().photo.findUniqueOrThrow({ where: { id: photo.id }, select: { originalKey: true } });
    await getDb().photo.update({ where: { id: photo.id }, data: { state: "received" } });
    await removeObject(originalKey!);
    expect(await processPhoto(photo.id)).toBe("missing");
    expect((await getDb().photo.findUniqueOrThrow({ where: { id: photo.id } })).state).toBe("failed");
    // Asked again (a retry, or the reconciler), a failed photo stays failed.
    expect(await processPhoto(photo.id)).toBe("missing");
    expect((await getDb().photo.findUniqueOrThrow({ where: { id: photo.id } })).state).toBe("failed");
    await removeStayPhoto(owner(), photo.id);
  });

  it("made now: AVIF and JPEG srcsets and no WebP; made when WebP still was, its WebP srcset is still offered", async () => {
    const made = await addStayPhoto(owner(), STAY, await makeCameraPhoto(1000, 750, { hue: 6 }));
    const older = await addStayPhoto(owner(), STAY, await makeCameraPhoto(1000, 750, { hue: 7 }));
    // An older photo's rows: the WebP derivatives it was made with then (the objects need not exist for the page's markup).
    await getDb().photoDerivative.createMany({
      data: [240, 480, 720, 960].map((width) => ({
        photoId: older.id,
        key: makeDerivativeKey(older.id, width, "webp"),
        width,
        height: Math.round((width * 3) / 4),
        format: "webp",
        bytes: 1000,
      })),
    });
    const shown = await readStayPhotos(STAY);
    const now = shown.find((p) => p.id === made.id)!;
    expect(now.srcSet.avif).toMatch(/ 240w, .* 480w, .* 720w, .* 960w$/);
    expect(now.srcSet.jpeg).toMatch(/ 240w, .* 480w, .* 720w, .* 960w$/);
    expect(now.srcSet.webp).toBe("");
    const before = shown.find((p) => p.id === older.id)!;
    expect(before.srcSet.webp).toMatch(/\/240\.webp 240w, .*\/960\.webp 960w$/);
    await removeStayPhoto(owner(), made.id);
    await removeStayPhoto(owner(), older.id);
  });
});
