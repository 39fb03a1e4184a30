// Keeps personal data no longer than it serves the guest: after RETENTION_DAYS, requests that
// never became stays (expired, declined, cancelled) lose the guest's name, e-mail, phone and invoice
// details (and the send log its addresses, and the booking its messages, notes and the corrections'
// values), rejected reviews and photo submissions are deleted with their
// images, and old idempotency replies go. Originals of decided, processed photos are deleted at
// once: the derivatives are all the site shows.
import "server-only";
import { getConfig } from "../config";
import { getDb, type TDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { photosToSettle, settlePhotos } from "../photos/settle";
import { removeObject } from "../storage";
import { CLOSED_STATUSES } from "../bookings/status";

type TErasure = { bookings: number; reviews: number; submissions: number; originals: number; idempotencyKeys: number };

const IDEMPOTENCY_DAYS = 7;
const BATCH = 500;

export async function erasePersonalData({ db = getDb(), now = new Date() }: { db?: TDb; now?: Date } = {}): Promise<TErasure> {
  const cutoff = new Date(now.getTime() - getConfig().RETENTION_DAYS * 24 * 3600 * 1000);

  const bookings = await db.booking.findMany({
    where: { status: { in: [...CLOSED_STATUSES] }, decidedAt: { lt: cutoff }, erasedAt: null },
    select: { id: true },
    take: BATCH,
  });
  const bookingIds = bookings.map((b) => b.id);
  if (bookingIds.length > 0) {
    await db.$transaction([
      db.booking.updateMany({
        where: { id: { in: bookingIds } },
        data: {
          guestName: "",
          guestEmail: "",
          guestPhone: "",
          billingName: null,
          billingAddress: null,
          billingVatNumber: null,
          clientKey: null,
          erasedAt: now,
        },
      }),
      db.$executeRaw`UPDATE email_sends SET recipient = '' WHERE split_part(key, ':', 2) = ANY(${bookingIds}::text[])`,
      // The messages with the guest and the owner's notes are the booking's personal data too,
      // and so are the before and after of the owner's corrections of the guest's details.
      db.bookingMessage.deleteMany({ where: { bookingId: { in: bookingIds } } }),
      db.bookingNote.deleteMany({ where: { bookingId: { in: bookingIds } } }),
      db.auditEntry.updateMany({
        where: { bookingId: { in: bookingIds }, action: "booking.correct" },
        data: { before: Prisma.DbNull, after: Prisma.DbNull },
      }),
    ]);
  }

  // Pictures of decided reviews and submissions that could not be moved at the decision.
  for (const parent of await photosToSettle(db)) await settlePhotos(parent, db);

  const rejectedReviews = await db.review.findMany({
    where: { status: "rejected", decidedAt: { lt: cutoff } },
    select: { id: true, photos: { select: { originalKey: true, derivatives: { select: { key: true } } } } },
    take: BATCH,
  });
  const rejectedSubmissions = await db.photoSubmission.findMany({
    where: { status: "rejected", decidedAt: { lt: cutoff } },
    select: { id: true, photos: { select: { originalKey: true, derivatives: { select: { key: true } } } } },
    take: BATCH,
  });
  const rejectedKeys = [...rejectedReviews, ...rejectedSubmissions].flatMap((parent) =>
    parent.photos.flatMap((photo) => [...(photo.originalKey ? [photo.originalKey] : []), ...photo.derivatives.map((d) => d.key)]),
  );
  // Objects first: a row is only deleted once its images are gone, so nothing is left unreachable.
  for (const key of rejectedKeys) await removeObject(key);
  await db.review.deleteMany({ where: { id: { in: rejectedReviews.map((r) => r.id) } } });
  await db.photoSubmission.deleteMany({ where: { id: { in: rejectedSubmissions.map((s) => s.id) } } });

  const decidedOriginals = await db.photo.findMany({
    where: {
      originalKey: { not: null },
      state: { in: ["ready", "failed"] },
      OR: [{ review: { status: { not: "pending" } } }, { submission: { status: { not: "pending" } } }],
    },
    select: { id: true, originalKey: true },
    take: BATCH,
  });
  for (const photo of decidedOriginals) {
    await removeObject(photo.originalKey!);
    await db.photo.update({ where: { id: photo.id }, data: { originalKey: null } });
  }

  const idempotency = await db.idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_DAYS * 24 * 3600 * 1000) } },
  });

  return {
    bookings: bookingIds.length,
    reviews: rejectedReviews.length,
    submissions: rejectedSubmissions.length,
    originals: decidedOriginals.length,
    idempotencyKeys: idempotency.count,
  };
}
