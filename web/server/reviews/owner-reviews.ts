// The owner's work on reviews in the console: the list (waiting first), approve or reject, a public
// reply, and a review imported by hand from another channel. Each change writes an audit row of
// before and after in the same transaction.
import "server-only";
import type { TStayId } from "@/content/stays";
import { writeAudit, type TActor } from "../audit";
import { getDb } from "../db/client";
import { Refusal } from "../errors";
import type { TOwnerMessageKey } from "../owner/messages";
import { PREVIEW_PHOTOS_SELECT, toPreviews, type TPhotoPreview } from "../photos/owner-preview";
import { moderateInConsole } from "./moderate";
import { fromReviewTarget, toReviewTarget, REVIEW_LIST_FIELDS } from "./review-target";

export type TOwnerReview = {
  id: string;
  guestName: string;
  stay: string;
  rating: number;
  comment: string;
  source: string;
  language: "en" | "af";
  status: "pending" | "approved" | "rejected";
  createdAt: string;
  reply: string | null;
  stayedHere: boolean;
  /** The guest's photos with the review, previewed through the owner-only route. */
  photos: TPhotoPreview[];
};

const SELECT = { ...REVIEW_LIST_FIELDS, language: true, status: true, reply: true, photos: PREVIEW_PHOTOS_SELECT } as const;

type TRow = {
  id: string;
  guestName: string;
  accommodationType: Parameters<typeof fromReviewTarget>[0];
  rating: number;
  comment: string;
  source: string;
  language: "en" | "af";
  status: "pending" | "approved" | "rejected";
  createdAt: Date;
  reply: string | null;
  stayedHere: boolean;
  photos: Parameters<typeof toPreviews>[0];
};

function toOwnerReview(row: TRow): TOwnerReview {
  return { ...row, stay: fromReviewTarget(row.accommodationType), createdAt: row.createdAt.toISOString(), photos: toPreviews(row.photos) };
}

/** Every review waiting for a decision (oldest first), then the 50 decided most recently. */
export async function listOwnerReviews(): Promise<{ pending: TOwnerReview[]; decided: TOwnerReview[] }> {
  const db = getDb();
  const [pending, decided] = await Promise.all([
    db.review.findMany({ where: { status: "pending" }, orderBy: { createdAt: "asc" }, take: 200, select: SELECT }),
    db.review.findMany({
      where: { status: { not: "pending" } },
      orderBy: [{ decidedAt: "desc" }, { createdAt: "desc" }],
      take: 50,
      select: SELECT,
    }),
  ]);
  return { pending: pending.map(toOwnerReview), decided: decided.map(toOwnerReview) };
}

/** Publishes or rejects a waiting review; refused when missing or decided before (moderateInConsole). */
export function decideReview(actor: TActor, id: string, outcome: "approved" | "rejected"): Promise<void> {
  return moderateInConsole(actor, { reviewId: id }, outcome);
}

/** Sets (or, with an empty text, removes) the owner's public reply to a review; refused (NOT_FOUND) for no such review. */
export async function replyToReview(actor: TActor, id: string, reply: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const before = await tx.review.findUnique({ where: { id }, select: SELECT });
    if (!before) throw new Refusal<TOwnerMessageKey>("NOT_FOUND", "noSuchReview");
    const text = reply === "" ? null : reply;
    await tx.review.update({ where: { id }, data: { reply: text, repliedAt: text ? new Date() : null } });
    await writeAudit(tx, { actor, action: "review.reply", before, after: { ...before, reply: text } });
  });
}

type TImportedReview = {
  stay: TStayId;
  source: string;
  /** The day the guest wrote it (yyyy-mm-dd). */
  date: string;
  name: string;
  comment: string;
  rating: number;
  language: "en" | "af";
};

/** A review the guest wrote on another channel, entered by the owner: published at once with its source and date. */
export async function importReview(actor: TActor, review: TImportedReview): Promise<string> {
  return getDb().$transaction(async (tx) => {
    const at = new Date(`${review.date}T12:00:00+02:00`);
    const created = await tx.review.create({
      data: {
        guestName: review.name,
        accommodationType: toReviewTarget(review.stay),
        rating: review.rating,
        comment: review.comment,
        source: review.source,
        language: review.language,
        status: "approved",
        decidedAt: new Date(),
        createdAt: at,
      },
      select: SELECT,
    });
    await writeAudit(tx, { actor, action: "review.import", after: created });
    return created.id;
  });
}
