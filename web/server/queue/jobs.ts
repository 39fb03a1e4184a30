// Every background job: its queue, zod payload (ids only, never personal data) and retry policy.
// Importable anywhere (the web process enqueues through it); handlers live in worker/jobs/.
import "server-only";
import { z } from "zod";

const ZId = z.uuid();

/** The guest's e-mails about a booking: greeting, body, booking page link and contact, in the booking's language. */
export const GUEST_BOOKING_TEMPLATES = [
  "booking-guest-received",
  "booking-guest-confirmed",
  "booking-guest-changed",
  "booking-guest-declined",
  "booking-guest-expired",
  "booking-guest-unavailable",
  "booking-guest-prearrival",
  "booking-guest-link",
  "booking-guest-cancelled",
  "review-guest-invitation",
] as const;

/**
 * The guest's reminder of one unpaid scheduled payment, a template per kind; the send log's
 * sequence is the due date (yyyymmdd, `dueDateSequence`), so each is sent once per payment and due date.
 */
export const PAYMENT_REMINDER_TEMPLATES = {
  deposit: "payment-guest-reminder-deposit",
  balance: "payment-guest-reminder-balance",
  full: "payment-guest-reminder-full",
  breakage_deposit: "payment-guest-reminder-breakage",
} as const;
const PAYMENT_REMINDER_TEMPLATE_LIST = [
  PAYMENT_REMINDER_TEMPLATES.deposit,
  PAYMENT_REMINDER_TEMPLATES.balance,
  PAYMENT_REMINDER_TEMPLATES.full,
  PAYMENT_REMINDER_TEMPLATES.breakage_deposit,
] as const;

/** A due date (yyyy-MM-dd) as a send-log sequence, 20261205, and back. */
export const dueDateSequence = (date: string): number => Number(date.replaceAll("-", ""));
export const sequenceDueDate = (sequence: number): string => {
  const digits = String(sequence).padStart(8, "0");
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
};

export const MAIL_TEMPLATES = [
  "booking-guest-verify",
  "booking-owner-request",
  ...GUEST_BOOKING_TEMPLATES,
  "booking-owner-hold-reminder",
  "booking-owner-lapsed",
  "booking-owner-cancelled",
  "review-owner",
  "photos-owner",
  "calendar-conflict-owner",
  "operator-stuck-work",
  /** A receipt for money recorded (or a note of money returned): subject the booking, sequence the ledger entry. */
  "payment-guest-receipt",
  /** The tax invoice with its PDF, once per booking (subject the booking). */
  "payment-guest-tax-invoice",
  /** A credit note with its PDF: subject the booking, sequence the credit note's number. */
  "payment-guest-credit-note",
  "payment-guest-debit-note",
  ...PAYMENT_REMINDER_TEMPLATE_LIST,
  "payment-owner-overdue",
  /** The owner's Monday e-mail: subject the week's claimed weekly_digests row. */
  "owner-weekly-digest",
  /** The owner's message to the guest: subject the booking, sequence the message's id. */
  "message-guest",
  /** The owner's one e-mail for a burst of the guest's messages: subject the booking, sequence the burst's last message id. */
  "message-owner",
] as const;
export type TMailTemplate = (typeof MAIL_TEMPLATES)[number];

export const QUEUES = ["bookings", "photos", "moderation", "mail", "calendars", "maintenance"] as const;
export type TQueueName = (typeof QUEUES)[number];

type TJobDefinition<T extends z.ZodType> = {
  queue: TQueueName;
  payload: T;
  /** Attempts before the job fails; one that still has work due is re-enqueued by the reconciler later. */
  attempts: number;
  /** The first retry's delay; each later one doubles, up to JOB_BACKOFF_MAX_MS (`computeBackoffMs`). */
  backoffMs: number;
  /** The job's id: a retried enqueue of the same work is then a no-op. */
  jobId: (payload: z.output<T>) => string;
};

function defineJob<T extends z.ZodType>(definition: TJobDefinition<T>): TJobDefinition<T> {
  return definition;
}

/** A job's attempts and first backoff, spread into its definition. */
const retry = (attempts: number, backoffMs: number) => ({ attempts, backoffMs });

/** An outbox event's id (a bigint, as digits): what tells apart several events about one subject. */
const ZEventId = z.string().regex(/^[1-9][0-9]{0,18}$/);

/**
 * A job about one booking, on the bookings queue. Made from an outbox event, it carries that
 * event's id and its job id names it: a booking meets several events of one kind (a confirmation,
 * then each change; a cancellation after changes), and each must become a job of its own, since
 * BullMQ ignores an add whose id a finished job still has.
 */
function bookingJob(name: string, backoffMs: number) {
  return defineJob({
    queue: "bookings",
    payload: z.object({ bookingId: ZId, eventId: ZEventId.optional() }),
    ...retry(10, backoffMs),
    jobId: (p) => `${name}-${p.bookingId}${p.eventId ? `-event-${p.eventId}` : ""}`,
  });
}

/** A job its scheduler repeats: one per kind and scheduled time. */
function scheduledJob(name: string, queue: TQueueName, attempts: number, backoffMs: number) {
  return defineJob({
    queue,
    payload: z.object({ requestedAt: z.number().int() }),
    ...retry(attempts, backoffMs),
    jobId: (p) => `${name}-${p.requestedAt}`,
  });
}

export const JOBS = {
  /** Re-checks a new booking request, tells the owner and the guest, schedules the hold's expiry. */
  "booking-requested": bookingJob("booking-requested", 2000),
  /** Releases every hold past its expiry (a request not confirmed or not answered in time); guests who confirmed are told. */
  "expire-hold": bookingJob("expire-hold", 5000),
  /** A booking decision: tells the guest (with the owner's message, when they wrote one). */
  "booking-decided": bookingJob("booking-decided", 2000),
  /** The owner changed a confirmed booking's stay, dates or guests: tells the guest, with the updated calendar file. */
  "booking-changed": bookingJob("booking-changed", 2000),
  /** A cancellation: tells the guest (with the calendar's cancel) and the owner. */
  "booking-cancelled": bookingJob("booking-cancelled", 2000),
  /** Makes the responsive derivatives of one uploaded photo. Runs sharp in a sandboxed process. */
  "process-photo": defineJob({
    queue: "photos",
    payload: z.object({ photoId: ZId }),
    ...retry(15, 3000),
    jobId: (p) => `process-photo-${p.photoId}`,
  }),
  /** A review or photo submission arrived: process its photos, then ask the owner. */
  "submission-received": defineJob({
    queue: "moderation",
    payload: z.object({ kind: z.enum(["review", "photos"]), id: ZId }),
    ...retry(10, 2000),
    jobId: (p) => `submission-received-${p.kind}-${p.id}`,
  }),
  /** Sends one e-mail, at most once (the send log), rendered from the database at send time. */
  "send-mail": defineJob({
    queue: "mail",
    /**
     * `sequence` tells apart several e-mails of one template to one subject: the nth a guest asked
     * for, or the outbox event (its id) that caused this one.
     */
    payload: z.object({ template: z.enum(MAIL_TEMPLATES), subjectId: ZId, sequence: z.number().int().min(1).optional() }),
    ...retry(20, 2000),
    jobId: (p) => `mail-${p.template}-${p.subjectId}${p.sequence ? `-${p.sequence}` : ""}`,
  }),
  /** Imports every channel feed; repeated every CALENDAR_SYNC_MINUTES by a job scheduler. */
  "sync-calendars": scheduledJob("sync-calendars", "calendars", 3, 5000),
  /** Imports one channel feed; a failed fetch keeps the last good blocks and is retried. */
  "sync-calendar": defineJob({
    queue: "calendars",
    payload: z.object({ feedId: ZId, requestedAt: z.number().int() }),
    ...retry(5, 30_000),
    jobId: (p) => `sync-calendar-${p.feedId}-${p.requestedAt}`,
  }),
  /** Erases personal data past its retention (see web/server/retention); repeated every few hours. */
  "erase-personal-data": scheduledJob("erase-personal-data", "maintenance", 3, 60_000),
};

type TJobs = typeof JOBS;
export type TJobName = keyof TJobs;
export type TJobPayload<N extends TJobName> = z.output<TJobs[N]["payload"]>;

/** The mail's send-log key: one e-mail per template, subject and sequence, ever. */
export function makeMailKey(template: TMailTemplate, subjectId: string, sequence?: number): string {
  return `${template}:${subjectId}${sequence ? `:${sequence}` : ""}`;
}

/** The send-mail payload a send-log key stands for (its inverse), or undefined for a key of no known mail. */
export function parseMailKey(key: string): TJobPayload<"send-mail"> | undefined {
  const [template, subjectId, sequence, ...rest] = key.split(":");
  if (rest.length > 0 || (sequence !== undefined && !/^[1-9][0-9]*$/.test(sequence))) return undefined;
  const parsed = JOBS["send-mail"].payload.safeParse({ template, subjectId, ...(sequence ? { sequence: Number(sequence) } : {}) });
  return parsed.success ? parsed.data : undefined;
}

/** The name of the backoff every job uses; the worker computes it with `computeBackoffMs`. */
export const BACKOFF_TYPE = "capped-exponential";

/**
 * The wait before retry number `attemptsMade` (1 for the first retry): `firstMs` doubled per
 * attempt, capped at `maxMs`, less up to a fifth at random so that jobs failed by one outage do not
 * all come back in the same second.
 */
export function computeBackoffMs(attemptsMade: number, firstMs: number, maxMs: number, random: () => number = Math.random): number {
  const full = Math.min(maxMs, firstMs * 2 ** Math.max(0, attemptsMade - 1));
  return Math.round(full * (1 - 0.2 * random()));
}
