// Outbox events: written in the same transaction as the change that caused them, so that no
// accepted submission or decision is left without its follow-up work. Payloads carry ids only.
// The relay turns each event into the job named here (stamping `sent_at`); the worker stamps
// `handled_at` when that job completes, and until then the reconciler keeps the job in its queue.
import "server-only";
import { currentRequestId } from "../log";
import { JOBS, type TJobName, type TJobPayload } from "../queue/jobs";

export type TOutboxPayloads = {
  /** A new request (or a guest's ask to resend): e-mail the guest the link that confirms it. */
  "booking.submitted": { bookingId: string; sequence?: number };
  /** The guest confirmed the request: it now holds its nights for the owner's answer. */
  "booking.requested": { bookingId: string };
  "booking.decided": { bookingId: string };
  /** The owner changed a confirmed booking's stay, dates or guests: the guest gets its new details. */
  "booking.changed": { bookingId: string };
  /** The guest or the owner cancelled a request or a booking: mail both. */
  "booking.cancelled": { bookingId: string; by: "guest" | "owner" };
  "review.submitted": { reviewId: string };
  "photos.submitted": { submissionId: string };
  "calendar.conflict": { conflictId: string };
  /** Money in or out was recorded on a booking's ledger: the guest gets its receipt (or note of money returned). */
  "payment.recorded": { bookingId: string; entryId: string };
  /** The owner wrote to a booking's guest: the guest gets it by e-mail. */
  "message.sent": { bookingId: string; messageId: string };
  /** A tax invoice or credit note was issued: the guest gets it with its PDF. */
  "tax-document.issued": { bookingId: string; kind: "invoice" | "credit_note" | "debit_note"; number: number };
};
export type TOutboxTopic = keyof TOutboxPayloads;

/**
 * Every topic and the kind of job it becomes: the one list the relay's routes, the worker's
 * stamping of handled events and the writers in raw SQL (`outboxTopic`) all go by.
 */
export const OUTBOX_TOPICS = {
  "booking.submitted": "send-mail",
  "booking.requested": "booking-requested",
  "booking.decided": "booking-decided",
  "booking.changed": "booking-changed",
  "booking.cancelled": "booking-cancelled",
  "review.submitted": "submission-received",
  "photos.submitted": "submission-received",
  "calendar.conflict": "send-mail",
  "payment.recorded": "send-mail",
  "message.sent": "send-mail",
  "tax-document.issued": "send-mail",
} as const satisfies { [T in TOutboxTopic]: TJobName };

/** A topic for an outbox row written in raw SQL, passed as a parameter: only a topic of the list compiles. */
export function outboxTopic<T extends TOutboxTopic>(topic: T): T {
  return topic;
}

/**
 * The data of one outbox row, for a Prisma create inside the writing transaction, with the id of
 * the request (or job) that wrote it: the relay hands it to the job, whose log lines carry it.
 */
export function makeOutboxEvent<T extends TOutboxTopic>(topic: T, payload: TOutboxPayloads[T]) {
  return { topic, payload, requestId: currentRequestId() ?? null };
}

type TRoute = { [N in TJobName]: { name: N; payload: TJobPayload<N> } }[TJobName];
type TRouteOf<N extends TJobName> = Extract<TRoute, { name: N }>;

/**
 * The job an outbox event becomes. Events that can happen more than once to one subject (a
 * booking's decision, changes and cancellation) carry their own id into the job, so each is a job
 * of its own; the others are once per subject by nature (a review, a conflict) or by their payload
 * (a resent link's sequence).
 */
export const OUTBOX_ROUTES: { [T in TOutboxTopic]: (payload: TOutboxPayloads[T], eventId: string) => TRouteOf<(typeof OUTBOX_TOPICS)[T]> } =
  {
    "booking.submitted": (p) => ({
      name: "send-mail",
      payload: { template: "booking-guest-verify", subjectId: p.bookingId, ...(p.sequence ? { sequence: p.sequence } : {}) },
    }),
    "booking.requested": (p) => ({ name: "booking-requested", payload: { bookingId: p.bookingId } }),
    "booking.decided": (p, eventId) => ({ name: "booking-decided", payload: { bookingId: p.bookingId, eventId } }),
    "booking.changed": (p, eventId) => ({ name: "booking-changed", payload: { bookingId: p.bookingId, eventId } }),
    "booking.cancelled": (p, eventId) => ({ name: "booking-cancelled", payload: { bookingId: p.bookingId, eventId } }),
    "review.submitted": (p) => ({ name: "submission-received", payload: { kind: "review", id: p.reviewId } }),
    "photos.submitted": (p) => ({ name: "submission-received", payload: { kind: "photos", id: p.submissionId } }),
    "calendar.conflict": (p) => ({ name: "send-mail", payload: { template: "calendar-conflict-owner", subjectId: p.conflictId } }),
    // A booking has many entries: the entry's own id tells each receipt's job and send-log row apart.
    "payment.recorded": (p) => ({
      name: "send-mail",
      payload: { template: "payment-guest-receipt", subjectId: p.bookingId, sequence: Number(p.entryId) },
    }),
    // One e-mail per message: the message's id is the send log's sequence.
    "message.sent": (p) => ({
      name: "send-mail",
      payload: { template: "message-guest", subjectId: p.bookingId, sequence: Number(p.messageId) },
    }),
    // One invoice per booking; credit and debit notes are told apart by their own numbers.
    "tax-document.issued": (p) => ({
      name: "send-mail",
      payload:
        p.kind === "invoice"
          ? { template: "payment-guest-tax-invoice", subjectId: p.bookingId }
          : {
              template: p.kind === "credit_note" ? "payment-guest-credit-note" : "payment-guest-debit-note",
              subjectId: p.bookingId,
              sequence: p.number,
            },
    }),
  };

function isOutboxTopic(topic: string): topic is TOutboxTopic {
  return topic in OUTBOX_ROUTES;
}

/** An outbox row as the relay and the reconciler read it. */
export type TOutboxRow = { id: bigint; topic: string; payload: unknown };

/**
 * The job an event row becomes, with its deterministic id; undefined for a topic this version
 * does not know or a payload its job refuses.
 */
export function routeOutboxEvent({ id, topic, payload }: TOutboxRow): (TRoute & { jobId: string }) | undefined {
  if (!isOutboxTopic(topic) || typeof payload !== "object" || payload === null) return undefined;
  const route = OUTBOX_ROUTES[topic](payload as never, String(id));
  const parsed = JOBS[route.name].payload.safeParse(route.payload);
  if (!parsed.success) return undefined;
  return { name: route.name, payload: parsed.data, jobId: JOBS[route.name].jobId(parsed.data as never) } as TRoute & { jobId: string };
}

/** The job kinds an outbox event can become: their completion stamps the events they came from. */
export const OUTBOX_JOB_NAMES: ReadonlySet<TJobName> = new Set(Object.values(OUTBOX_TOPICS));
