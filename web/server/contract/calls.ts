// Every /api call and its tRPC procedure, declared once: the input and reply schemas, the success
// status, the errors it can answer, and the rules both doors apply from here (web/server/contract/door.ts):
//   - body: JSON calls take MAX_JSON_BODY_BYTES; a call that takes images takes up to
//     MAX_PHOTO_BODY_BYTES only when images are present, and MAX_JSON_BODY_BYTES otherwise;
//   - writes (POST) come from the site's own origin, are rate-limited per client in their
//     bucket, and public forms are bot-checked (honeypot, fill time).
// GET /api/openapi.json is generated from this list, and tests/integration/contract.test.ts checks
// that every route file has an entry here and that both doors keep its rules.
//
// A new call: add an entry (a tRPC-only call leaves `path` out), build its procedure with
// `callProcedure(CALLS.x)` (web/server/api/trpc.ts), and give an /api route
// `defineCallRoute(CALLS.x, handler)` (web/server/http/route.ts).
import "server-only";
import { z } from "zod";
import { REVIEW_TARGETS, STAY_HOURS, STAY_IDS } from "@/content/stays";
import { UNAVAILABLE_MESSAGES, zUnavailableQuery } from "../availability";
import { BOOKING_MESSAGES, STAY_MESSAGES, zBookingRequest, zStayRequest } from "../bookings/schema";
import { RESEND_MESSAGES, zResendRequest } from "../bookings/verify-booking";
import { PHOTO_MESSAGES, zPhotoSubmission } from "../photos/submit-photos";
import { REVIEW_MESSAGES, zReviewSubmission } from "../reviews/create-review";
import type { TConfig } from "../config";
import type { TQuote } from "../pricing";
import type { TMessages } from "./messages";

export type TBodyRule = "json" | "json-or-images";

/**
 * A rule of a call's input that JSON Schema cannot state: the fields whose 400 message it gives
 * ("images" stands for each images.N), and the rule in words. The OpenAPI document lists these
 * in the operation's description; every other rule the door applies is in the schema itself.
 */
export type TRuleBeyondSchema = { fields: readonly string[]; rule: (config: TConfig) => string };

export type TCall<TInput extends z.ZodType = z.ZodType> = {
  /** The tRPC procedure's path ("bookings.create"); undefined for /api-only calls. */
  procedure?: string;
  method: "GET" | "POST";
  /** The /api path; undefined for tRPC-only calls. */
  path?: string;
  summary: string;
  /** The body (POST) or query (GET); none for calls without input. */
  input?: TInput;
  messages?: TMessages;
  /** An invalid input's status: 400, or 404 where the input names a thing that does not exist. */
  invalid?: "BAD_REQUEST" | "NOT_FOUND";
  reply: z.ZodType;
  status: number;
  /** Statuses other than success the call answers with the error shape (503 with Retry-After). */
  errors: readonly number[];
  /** A report that answers 503 with the reply itself (the service it depends on is down), not the error shape. */
  unavailableReply?: boolean;
  body?: TBodyRule;
  rateLimit?: string;
  /** The setting that counts this call's requests per client and window, where not RATE_LIMIT_POSTS. */
  rateLimitSetting?: "RATE_LIMIT_QUOTES";
  form?: boolean;
  idempotencyKey?: boolean;
  rulesBeyondSchema?: readonly TRuleBeyondSchema[];
};

const zIsoDate = z.string().meta({ format: "date", example: "2027-03-14" });
const zCents = z.number().int().meta({ description: "The same amount in cents" });
const zPrices = z.object({
  nights: z.number().int(),
  basePrice: z.number(),
  additionalGuestFee: z.number(),
  cleaningFee: z.number().meta({ description: "Once per booking; 0 where the stay has none" }),
  totalPrice: z.number(),
  basePriceCents: zCents,
  additionalGuestFeeCents: zCents,
  cleaningFeeCents: zCents,
  totalPriceCents: zCents,
});
const zQuote = zPrices.extend({
  lines: z
    .array(z.object({ price: z.number(), priceCents: zCents, nights: z.number().int(), season: z.string().nullable() }))
    .meta({ description: "The nights grouped by nightly price, in order; season names the owner's season where one applies" }),
});

/** A stay's prices as the calls reply: every amount in cents as the server keeps it, and beside it in rand as the calls always gave it. */
export function pricesReply<T extends Omit<TQuote, "lines">>(prices: T): T & z.infer<typeof zPrices> {
  return {
    ...prices,
    basePrice: prices.basePriceCents / 100,
    additionalGuestFee: prices.additionalGuestFeeCents / 100,
    cleaningFee: prices.cleaningFeeCents / 100,
    totalPrice: prices.totalPriceCents / 100,
  };
}

/** A quote as the calls reply it: the prices in cents and rand, each line's price too. */
export function quoteReply(quote: TQuote): z.infer<typeof zQuote> {
  return { ...pricesReply(quote), lines: quote.lines.map((line) => ({ ...line, price: line.priceCents / 100 })) };
}

const zBookingReply = zPrices.extend({
  id: z.uuid(),
  bookingNumber: z.string().meta({ example: "OR-7K2M9Q" }),
  accommodationType: z.enum(STAY_IDS),
  checkIn: zIsoDate,
  checkOut: zIsoDate,
  checkInTime: z.string(),
  guests: z.number().int(),
  guestName: z.string(),
  status: z.literal("requested"),
  createdAt: z.iso.datetime(),
  verificationRequired: z.literal(true),
  holdExpiresAt: z.iso.datetime().meta({
    description:
      "When the request lapses unless its guest confirms it from the e-mailed link. The window starts when the confirmation e-mail leaves: if it cannot be sent at once, the request waits for it and lapses later than this",
  }),
  requestAhead: z.boolean().meta({
    description:
      "Another unanswered request asks for some of these nights. Only the owner's confirmation binds nights, so this request is accepted; the owner answers requests in order",
  }),
  notice: z
    .string()
    .nullable()
    .meta({ description: "What to tell the visitor when a request is ahead, in their language; null otherwise" }),
});

const zPublicReview = z.object({
  id: z.uuid(),
  guestName: z.string(),
  accommodationType: z.enum(REVIEW_TARGETS),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  source: z.string(),
  stayedHere: z.boolean().meta({ description: "Written through the invitation e-mailed after a confirmed stay" }),
  createdAt: z.iso.datetime(),
  images: z.array(z.string()),
});

const zGalleryPhoto = z.object({
  id: z.string(),
  guestName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  src: z.string(),
  srcSet: z.object({
    avif: z.string(),
    webp: z
      .string()
      .meta({ description: "empty for a photo made since WebP derivatives are no longer made (AVIF and JPEG serve every browser)" }),
    jpeg: z.string(),
  }),
});

const zPending = z.object({ id: z.uuid(), status: z.literal("pending") });
/** One service's check; `error` (the service's own text) only for the operator, with the dashboard's credentials. */
const zCheck = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });

/** The error reply of every /api call. */
export const zErrorReply = z
  .object({
    error: z.object({
      code: z.string().meta({ description: "BAD_REQUEST, NIGHTS_TAKEN, CROSS_ORIGIN, RATE_LIMITED, …" }),
      message: z.string().meta({ description: "in the visitor's language (the lang cookie, else Accept-Language)" }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: "a message per faulty field" }),
    }),
  })
  .meta({
    example: {
      error: {
        code: "BAD_REQUEST",
        message: "Some details are missing or incorrect.",
        fields: { guestEmail: "Please enter a valid e-mail address" },
      },
    },
  });

const WRITE_ERRORS = [400, 403, 413, 415, 429, 503] as const;

/** A text field's rules beyond its schema: what counts as visible, and its lengths counted in UTF-16 code units (JSON Schema counts code points). */
const textRule = (field: string): TRuleBeyondSchema => ({
  fields: [field],
  rule: () =>
    `\`${field}\`, once trimmed, has at least \`minLength\` visible characters (zero-width and other format characters and whitespace do not count), no unpaired UTF-16 surrogate, and at most \`maxLength\` UTF-16 code units (a character beyond U+FFFF, such as an emoji, counts as two)`,
});
const IMAGE_RULE: TRuleBeyondSchema = {
  fields: ["images"],
  rule: (config) =>
    `each of \`images\` is, by its bytes, a JPEG, PNG, WebP, AVIF or HEIC image of at most ${config.MAX_IMAGE_BYTES} bytes and ${config.MAX_IMAGE_PIXELS} pixels`,
};
const STAY_RULES: readonly TRuleBeyondSchema[] = [
  {
    fields: ["checkIn"],
    rule: (config) =>
      `\`checkIn\` is from the business's today (Africa/Johannesburg; tomorrow once the day's last check-in time has passed) to ${config.BOOKING_HORIZON_DAYS} days after it`,
  },
  {
    fields: ["checkOut"],
    rule: (config) => `\`checkOut\` is after \`checkIn\`, at most ${config.MAX_NIGHTS} nights later`,
  },
];

export const CALLS = {
  listReviews: {
    procedure: "reviews.list",
    method: "GET",
    path: "/api/reviews",
    summary: "Approved reviews, newest first",
    reply: z.array(zPublicReview),
    status: 200,
    errors: [503],
  },
  createReview: {
    procedure: "reviews.create",
    method: "POST",
    path: "/api/reviews",
    summary: "Submit a review (pending until approved), optionally with up to 5 photos as data URLs",
    input: zReviewSubmission,
    messages: REVIEW_MESSAGES,
    reply: zPending,
    status: 201,
    errors: WRITE_ERRORS,
    body: "json-or-images",
    rateLimit: "reviews",
    form: true,
    rulesBeyondSchema: [textRule("guestName"), textRule("comment"), IMAGE_RULE],
  },
  listGallery: {
    procedure: "reviews.gallery",
    method: "GET",
    path: "/api/guest-photos",
    summary: "The approved guest gallery",
    reply: z.array(zGalleryPhoto),
    status: 200,
    errors: [503],
  },
  submitPhotos: {
    procedure: "reviews.submitPhotos",
    method: "POST",
    path: "/api/guest-photos",
    summary: "Submit 1-5 photos as data URLs (pending until approved)",
    input: zPhotoSubmission,
    messages: PHOTO_MESSAGES,
    reply: zPending.extend({ images: z.number().int() }),
    status: 201,
    errors: WRITE_ERRORS,
    body: "json-or-images",
    rateLimit: "guest-photos",
    form: true,
    rulesBeyondSchema: [textRule("guestName"), IMAGE_RULE],
  },
  unavailableDates: {
    procedure: "bookings.unavailableDates",
    method: "GET",
    path: "/api/unavailable-dates",
    summary:
      "Nights that cannot be booked for the stay, from today (a booking of any stay closes the night to all; a block, to every stay or to one)",
    input: zUnavailableQuery,
    messages: UNAVAILABLE_MESSAGES,
    invalid: "NOT_FOUND",
    reply: z.array(z.object({ date: zIsoDate })),
    status: 200,
    errors: [404, 503],
  },
  calculatePrice: {
    procedure: "bookings.quote",
    method: "POST",
    path: "/api/calculate-price",
    summary: "The server's quote",
    input: zStayRequest,
    messages: STAY_MESSAGES,
    reply: zQuote,
    status: 200,
    errors: WRITE_ERRORS,
    body: "json",
    rateLimit: "calculate-price",
    rateLimitSetting: "RATE_LIMIT_QUOTES",
    rulesBeyondSchema: STAY_RULES,
  },
  createBooking: {
    procedure: "bookings.create",
    method: "POST",
    path: "/api/bookings",
    summary: "Request a booking; the guest confirms it from the e-mailed link. Accepts an Idempotency-Key header",
    input: zBookingRequest,
    messages: BOOKING_MESSAGES,
    reply: zBookingReply,
    status: 201,
    errors: [...WRITE_ERRORS, 409, 422],
    body: "json",
    rateLimit: "bookings",
    form: true,
    idempotencyKey: true,
    rulesBeyondSchema: [
      ...STAY_RULES,
      textRule("guestName"),
      {
        // The owner sets the window in the console; the document states a fresh install's.
        fields: ["checkInTime"],
        rule: () =>
          `\`checkInTime\` is one of the arrival times the business offers: its check-in window in its steps, as the stay's booking form lists them (a fresh install: ${STAY_HOURS.checkInFrom} to ${STAY_HOURS.checkInUntil}, every ${STAY_HOURS.checkInStepMinutes} minutes)`,
      },
      {
        fields: ["guestPhone"],
        rule: () =>
          "`guestPhone` is a valid phone number of its country (one without a leading + is read as South African; a South African one has 9 digits after +27)",
      },
    ],
  },
  resendVerification: {
    procedure: "bookings.resendVerification",
    method: "POST",
    path: "/api/bookings/resend-verification",
    summary: "E-mail the confirmation link again (202 whether or not the details match)",
    input: zResendRequest,
    messages: RESEND_MESSAGES,
    reply: z.object({ ok: z.literal(true) }),
    status: 202,
    errors: WRITE_ERRORS,
    body: "json",
    rateLimit: "verification-resend",
  },
  health: {
    method: "GET",
    path: "/api/health",
    summary: "PostgreSQL, Redis, S3 and SMTP as the web process sees them, and the work waiting and stuck (503 if PostgreSQL is down)",
    reply: z.looseObject({
      status: z.enum(["ok", "degraded", "down"]),
      checks: z.object({ database: zCheck, redis: zCheck, storage: zCheck, mail: zCheck }),
      work: z.unknown(),
    }),
    status: 200,
    errors: [],
    unavailableReply: true,
  },
  healthDb: {
    method: "GET",
    path: "/api/health/db",
    summary: "Readiness: SELECT 1",
    reply: z.object({ database: zCheck }),
    status: 200,
    errors: [],
    unavailableReply: true,
  },
} as const satisfies Record<string, TCall>;

export const CALL_LIST: readonly TCall[] = Object.values(CALLS);

/** The call a tRPC procedure path names. */
export function callOfProcedure(procedure: string): TCall | undefined {
  return CALL_LIST.find((call) => call.procedure === procedure);
}
