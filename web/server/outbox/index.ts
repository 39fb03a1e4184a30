// Outbox events: written in the same transaction as the change that caused them, so that no
// accepted submission or decision is left without its follow-up work. Payloads carry ids only.
// The relay turns each event into the job named here.
import type { TJobName, TJobPayload } from "../queue/jobs";

export type TOutboxPayloads = {
  /** A new request (or a guest's ask to resend): e-mail the guest the link that confirms it. */
  "booking.submitted": { bookingId: string; sequence?: number };
  /** The guest confirmed the request: it now holds its nights for the owner's answer. */
  "booking.requested": { bookingId: string };
  "booking.decided": { bookingId: string };
  "review.submitted": { reviewId: string };
  "photos.submitted": { submissionId: string };
  "calendar.conflict": { conflictId: string };
};
export type TOutboxTopic = keyof TOutboxPayloads;

/** The data of one outbox row, for a Prisma create inside the writing transaction. */
export function makeOutboxEvent<T extends TOutboxTopic>(topic: T, payload: TOutboxPayloads[T]) {
  return { topic, payload };
}

type TRoute = { [N in TJobName]: { name: N; payload: TJobPayload<N> } }[TJobName];

/** The job an outbox event becomes. */
export const OUTBOX_ROUTES: { [T in TOutboxTopic]: (payload: TOutboxPayloads[T]) => TRoute } = {
  "booking.submitted": (p) => ({
    name: "send-mail",
    payload: { template: "booking-guest-verify", subjectId: p.bookingId, ...(p.sequence ? { sequence: p.sequence } : {}) },
  }),
  "booking.requested": (p) => ({ name: "booking-requested", payload: { bookingId: p.bookingId } }),
  "booking.decided": (p) => ({ name: "booking-decided", payload: { bookingId: p.bookingId } }),
  "review.submitted": (p) => ({ name: "submission-received", payload: { kind: "review", id: p.reviewId } }),
  "photos.submitted": (p) => ({ name: "submission-received", payload: { kind: "photos", id: p.submissionId } }),
  "calendar.conflict": (p) => ({ name: "send-mail", payload: { template: "calendar-conflict-owner", subjectId: p.conflictId } }),
};

export function isOutboxTopic(topic: string): topic is TOutboxTopic {
  return topic in OUTBOX_ROUTES;
}
