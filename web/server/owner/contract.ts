// The owner's console API: the input schemas of every `owner` tRPC procedure and the shapes they
// return. The console's screens import these; the router (web/server/api/routers/owner.ts)
// validates every input with them at the door.
import "server-only";
import { z } from "zod";
import { FEED_SOURCES } from "@/content/channels";
import { IMPORT_SOURCES } from "@/content/review-sources";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { zBookingFields } from "../bookings/schema";
import { BOOKING_STATUSES, type TBookingStatus } from "../bookings/status";
import { RATE_BOUNDS } from "../pricing";
import { EMAIL_PATTERN, isSafeText, zIsoDate } from "../validation";
import { CLEANER_LINK_DAYS } from "../changeovers/links";
import type { TFeedErrorKind } from "../calendar/feed-errors";
import type { TSetupStep } from "./first-day";

const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const zId = z.uuid();
const zStay = z.enum(STAY_IDS);
const zLanguage = z.enum(["en", "af"]);
/** Free text the owner writes: stored and mailed, so only characters PostgreSQL stores and people read. */
const zText = (max: number) => z.string().trim().max(max).refine(isSafeText);
const zNote = zText(1000);

export const zCalendarInput = z.object({ from: zMonth, months: z.number().int().min(1).max(6) });
export const zBookingsListInput = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  stay: zStay.optional(),
  month: zMonth.optional(),
  q: zText(200).optional(),
  cursor: zId.optional(),
});
export const zBookingIdInput = z.object({ id: zId });
export const zDecisionInput = z.object({ id: zId, message: zNote.optional() });
/** The owner's cancellation: its reason, and who asked for it (the guest's policy applies to the guest's wish; when we cancel, everything paid is repaid). */
export const zCancelInput = z.object({ id: zId, reason: zNote.min(1), requestedBy: z.enum(["guest", "us"]) });
/** A booking's invoice details; their rules (and messages in the owner's language) are payments/billing.ts's. */
export const zBillingInput = z.object({
  id: zId,
  billingName: z.string().max(480),
  billingAddress: z.string().max(1200),
  billingVatNumber: z.string().max(40),
});
export const zChangeInput = z.object({
  id: zId,
  stay: zStay,
  checkIn: zIsoDate,
  checkOut: zIsoDate,
  guests: z.number().int().min(1).max(20),
});
export const zCreateManualInput = z.object({
  stay: zStay,
  checkIn: zIsoDate,
  checkOut: zIsoDate,
  guests: z.number().int().min(1).max(20),
  name: zText(200).pipe(z.string().min(1)),
  email: z.email({ pattern: EMAIL_PATTERN }).max(254).optional(),
  phone: zText(40).optional(),
  /** The guest's arrival time: the same choices as a request from the website; the default one when left out. */
  checkInTime: zBookingFields.shape.checkInTime.optional(),
  /** The owner's own total in cents; the server's quote when left out. At most R10 million, within the database's integers. */
  priceCents: z.number().int().min(0).max(1_000_000_000).optional(),
  /** Required when `priceCents` differs from the quote. */
  priceNote: zNote.optional(),
  language: zLanguage,
});
/** A message to the booking's guest, or a private note on it: `id` is the booking's. */
export const zBookingTextInput = z.object({ id: zId, body: zText(2000) });
/** The guest's details as the owner corrects them: every field as it should now be ("" for no e-mail or phone). */
export const zCorrectInput = z.object({
  id: zId,
  guestName: zText(200),
  guestEmail: zText(254),
  guestPhone: zText(40),
  checkInTime: zBookingFields.shape.checkInTime,
});
/** `stay`: the one stay the block closes; left out, every stay. */
export const zBlockAddInput = z.object({ from: zIsoDate, to: zIsoDate, stay: zStay.optional(), note: zNote.optional() });
export const zBlockRemoveInput = z.object({ id: zId, note: zNote.optional() });
export const zConflictHandledInput = z.object({ id: zId, note: zNote.min(1) });
export const zSetLanguageInput = z.object({ language: zLanguage });
/** A changeover sheet's range; the action refuses one longer than the sheet shows. */
export const zChangeoverSheetInput = z.object({ from: zIsoDate, to: zIsoDate });
export const zCleanerLinkInput = z.object({
  label: zText(60).optional(),
  days: z.number().int().min(CLEANER_LINK_DAYS.min).max(CLEANER_LINK_DAYS.max),
});
export const zCleanerLinkIdInput = z.object({ id: zId });
export const zDigestSettingInput = z.object({ weeklyDigest: z.boolean() });
/** A report's period as its page's query names it (see reportPeriodOf): each part a short plain string. */
const zPeriodPart = z
  .string()
  .max(10)
  .regex(/^[\w-]*$/)
  .optional();
export const zReportInput = z.object({ month: zPeriodPart, year: zPeriodPart, season: zPeriodPart, from: zPeriodPart, to: zPeriodPart });
const zRate = (rate: keyof typeof RATE_BOUNDS) => z.number().int().min(RATE_BOUNDS[rate].min).max(RATE_BOUNDS[rate].max);
export const zRatesInput = z.object({
  stay: zStay,
  pricePerNightCents: zRate("pricePerNightCents"),
  extraGuestFeeCents: zRate("extraGuestFeeCents"),
  extraGuestFrom: zRate("extraGuestFrom"),
  maxGuests: zRate("maxGuests"),
  minNights: zRate("minNights"),
  cleaningFeeCents: zRate("cleaningFeeCents"),
});
export const zSeasonAddInput = z.object({
  stay: zStay,
  name: zText(60).pipe(z.string().min(1)),
  startsOn: zIsoDate,
  endsOn: zIsoDate,
  pricePerNightCents: zRate("pricePerNightCents"),
  minNights: zRate("minNights"),
});
export const zSeasonRemoveInput = z.object({ id: zId });
const zCoordinate = (limit: number) => z.number().min(-limit).max(limit);
const zPin = z.object({ latitude: zCoordinate(90), longitude: zCoordinate(180) });
/** The business's details as the console's form sends them: an empty number or e-mail is "not set". */
export const zBusinessInput = z.object({
  /** Empty: the site's name; left out: the saved name stays. */
  name: zText(100).optional(),
  phone: zText(40),
  whatsapp: zText(40),
  email: zText(254),
  address: zText(300),
  pins: z.record(zStay, zPin),
});

export const zReviewIdInput = z.object({ id: zId });
export const zReviewReplyInput = z.object({ id: zId, reply: zText(2000) });
export const zReviewImportInput = z.object({
  stay: zStay,
  source: z.enum(IMPORT_SOURCES),
  date: zIsoDate,
  name: zText(100).pipe(z.string().min(1)),
  comment: zText(2000).pipe(z.string().min(1)),
  rating: z.number().int().min(1).max(5),
  language: zLanguage,
});

const zDigits = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value.replace(/[\s-]/g, ""));
export const zPaymentTermsInput = z.object({
  accountHolder: zText(120),
  bankName: zText(80),
  accountNumber: zDigits(24),
  branchCode: zDigits(12),
  accountType: zText(40),
  depositPercent: z.number().int().min(0).max(100),
  depositDays: z.number().int().min(0).max(60),
  balanceDaysBefore: z.number().int().min(0).max(180),
  breakageDepositCents: z.number().int().min(0).max(10_000_000),
  cancellationTiers: z
    .array(z.object({ daysBefore: z.number().int().min(0).max(365), refundPercent: z.number().int().min(0).max(100) }))
    .min(1)
    .max(8),
  vatNumber: zDigits(14),
  tourismLevy: z.boolean(),
  autoReleaseDays: z.number().int().min(0).max(30).nullable(),
});
export const zLedgerRecordInput = z.object({
  bookingId: zId,
  kind: z.enum(["payment", "breakage_deposit", "refund", "breakage_repaid", "breakage_kept"]),
  amountCents: z.number().int().min(1).max(100_000_000),
  occurredOn: zIsoDate,
  method: z.enum(["eft", "cash", "card", "other"]),
  note: zNote,
});
export const zLedgerReverseInput = z.object({ entryId: z.string().regex(/^[1-9]\d{0,18}$/), note: zNote.min(1) });
export const zExtendDepositInput = z.object({ bookingId: zId, until: zIsoDate });

/** Text of the stays' pages as the console's forms send it: its rules (lengths, the window's order) are
 * checked by the action, whose refusals name each field in the owner's language. */
const zLoose = z.string().max(5000);
const zLooseLines = z.array(zLoose).max(50);
const zLoosePair = <T extends z.ZodType>(schema: T) => z.object({ en: schema, af: schema });
export const zStayTextsInput = z.object({
  stay: zStay,
  description: zLoosePair(zLooseLines),
  amenities: z.array(z.string().max(40)).max(50),
  mapLabel: zLoosePair(zLoose),
});
export const zStaySettingsInput = z.object({
  hours: z.object({ checkInFrom: zLoose, checkInUntil: zLoose, checkInStepMinutes: z.number().int(), checkOutBy: zLoose }),
  houseRules: zLoosePair(zLooseLines),
});
export const zArrivalGuideInput = z.object({
  stay: zStay,
  directions: zLoosePair(zLoose),
  doorCode: zLoose,
  wifiName: zLoose,
  wifiPassword: zLoose,
  keyPlace: zLoosePair(zLoose),
  notes: zLoosePair(zLoose),
});

export type TStayTextsInput = z.infer<typeof zStayTextsInput>;
export type TStaySettingsInput = z.infer<typeof zStaySettingsInput>;
export type TArrivalGuideInput = z.infer<typeof zArrivalGuideInput>;
export type TPaymentTermsInput = z.infer<typeof zPaymentTermsInput>;
export type TLedgerRecordInput = z.infer<typeof zLedgerRecordInput>;
export type TLedgerReverseInput = z.infer<typeof zLedgerReverseInput>;
export type TExtendDepositInput = z.infer<typeof zExtendDepositInput>;
export type TBookingIdInput = z.infer<typeof zBookingIdInput>;
export type TReportInput = z.infer<typeof zReportInput>;
export type TCalendarInput = z.infer<typeof zCalendarInput>;
export type TReviewImportInput = z.infer<typeof zReviewImportInput>;
export type TBusinessInput = z.infer<typeof zBusinessInput>;
export type TRatesSaveInput = z.infer<typeof zRatesInput>;
export type TSeasonAddInput = z.infer<typeof zSeasonAddInput>;
export type TBookingsListInput = z.infer<typeof zBookingsListInput>;
export type TChangeInput = z.infer<typeof zChangeInput>;
export type TCreateManualInput = z.infer<typeof zCreateManualInput>;
export type TDecisionInput = z.infer<typeof zDecisionInput>;
export type TCancelInput = z.infer<typeof zCancelInput>;
export type TBillingInput = z.infer<typeof zBillingInput>;
export type TBlockAddInput = z.infer<typeof zBlockAddInput>;
export type TBlockRemoveInput = z.infer<typeof zBlockRemoveInput>;
export type TConflictHandledInput = z.infer<typeof zConflictHandledInput>;
export type TSetLanguageInput = z.infer<typeof zSetLanguageInput>;
export type TChangeoverSheetInput = z.infer<typeof zChangeoverSheetInput>;
export type TCleanerLinkInput = z.infer<typeof zCleanerLinkInput>;
export type TCleanerLinkIdInput = z.infer<typeof zCleanerLinkIdInput>;
export type TDigestSettingInput = z.infer<typeof zDigestSettingInput>;
export type TCorrectInput = z.infer<typeof zCorrectInput>;
export type TBookingTextInput = z.infer<typeof zBookingTextInput>;

// Outputs (dates are YYYY-MM-DD, check-out exclusive; times ISO 8601 strings)
export type THoldKind = "request" | "booking" | "manual" | "block" | "channel";

export type TBookingSummary = {
  id: string;
  number: string;
  stay: TStayId;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  guestName: string;
  status: TBookingStatus;
  manual: boolean;
  totalPriceCents: number;
  /** While a request holds its nights: when the hold lapses. */
  holdExpiresAt: string | null;
  verified: boolean;
  createdAt: string;
};

export type TConflict = {
  id: string;
  feedId: string;
  feedName: string;
  source: string;
  stay: TStayId;
  nights: string[];
  createdAt: string;
  handledAt: string | null;
  handledNote: string | null;
  /** Our requests and bookings that hold any of these nights. */
  bookings: TBookingSummary[];
};

/** The first-day steps still open, in order; empty once the install is ready. */
export type TSetup = { open: TSetupStep[] };

export type TToday = {
  today: string;
  tomorrow: string;
  arrivals: TBookingSummary[];
  departures: TBookingSummary[];
  awaiting: TBookingSummary[];
  conflicts: TConflict[];
  failingFeeds: {
    id: string;
    stay: TStayId;
    source: string;
    lastError: string | null;
    lastErrorKind: TFeedErrorKind | null;
    lastSuccessAt: string | null;
  }[];
  pendingReviews: number;
  pendingPhotos: number;
  /** Bookings whose guest wrote messages the owner has not read, the latest first. */
  unreadThreads: (TBookingSummary & { unread: number; lastAt: string })[];
};

export type TCalendarHold = {
  id: string;
  kind: THoldKind;
  /** The hold's stay; null for an owner block of every stay. */
  stay: TStayId | null;
  /**
   * Whether the night is taken from every stay (a booking of any stay, ours or a channel's; a
   * request; a block of every stay); false for an owner block of its stay alone.
   */
  everyStay: boolean;
  checkIn: string;
  checkOut: string;
  label: string;
  bookingId?: string;
  bookingNumber?: string;
  blockId?: string;
  /** "airbnb", "booking" or another channel's name. */
  source?: string;
  feedName?: string;
  conflict: boolean;
};

export type TCalendar = {
  from: string;
  to: string;
  stays: { slug: TStayId; name: string }[];
  holds: TCalendarHold[];
};

export type TBookingsList = { items: TBookingSummary[]; nextCursor: string | null };

/** Who did something, as the console names them in the owner's language. */
export type THistoryActor = { kind: "owner" | "guest" | "email-link" | "system"; email: string | null };

/**
 * One line of a booking's history, as data: the console writes it as a sentence in the owner's
 * language (components/owner/history.ts). An audit row's `before` and `after` are its records.
 */
export type THistoryEntry =
  | { at: string; kind: "created"; actor: THistoryActor }
  | { at: string; kind: "email"; template: string; recipient: string; sent: boolean }
  | {
      at: string;
      kind: "action";
      action: string;
      actor: THistoryActor;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };

export type TBookingDetail = TBookingSummary & {
  checkInTime: string;
  guestEmail: string;
  guestPhone: string;
  language: "en" | "af";
  basePriceCents: number;
  additionalGuestFeeCents: number;
  cleaningFeeCents: number;
  priceNote: string | null;
  billingName: string;
  billingAddress: string;
  billingVatNumber: string;
  decidedAt: string | null;
  verifiedAt: string | null;
  erased: boolean;
  history: THistoryEntry[];
  conflicts: TConflict[];
  /** Other live requests and bookings whose nights overlap this one's, oldest first. */
  competing: TBookingSummary[];
};

export type TBlock = {
  id: string;
  checkIn: string;
  checkOut: string;
  source: string;
  note: string | null;
  feedName: string | null;
  /** An owner block's one stay (null: every stay); a channel's block, its feed's stay. */
  stay: TStayId | null;
};

/** Base64url as WebAuthn's JSON encodes binary values. */
const zBase64Url = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
/** The ways an authenticator is reached ("internal", "hybrid", "usb", ...), as the browser names them. */
const zTransports = z.array(z.string().max(20)).max(8);

/** A new passkey as the browser's PublicKeyCredential.toJSON() gives it, with the owner's name for the device. */
export const zPasskeyRegisterInput = z.object({
  name: zText(60).pipe(z.string().min(1)),
  response: z.object({
    id: zBase64Url,
    rawId: zBase64Url,
    type: z.literal("public-key"),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.object({}).loose().default({}),
    response: z.object({ clientDataJSON: zBase64Url, attestationObject: zBase64Url, transports: zTransports.optional() }).loose(),
  }),
});
export const zPasskeyRemoveInput = z.object({ id: zId });

/** A passkey sign-in as the browser's PublicKeyCredential.toJSON() gives it. */
export const zPasskeySignInInput = z.object({
  id: zBase64Url,
  rawId: zBase64Url,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.object({}).loose().default({}),
  response: z
    .object({
      clientDataJSON: zBase64Url,
      authenticatorData: zBase64Url,
      signature: zBase64Url,
      userHandle: zBase64Url.optional(),
    })
    .loose(),
});

/** A stay's photos in the order the owner wants them shown: every one of the stay's photos, once. */
export const zStayPhotosOrderInput = z.object({ stay: zStay, ids: z.array(zId).min(1).max(200) });
export const zStayPhotoIdInput = z.object({ id: zId });
export const zStayPhotoAltInput = z.object({ id: zId, altEn: zText(300), altAf: zText(300) });
export const zStayPhotoUploadQuery = z.object({ stay: zStay });
export type TStayPhotoAltInput = z.output<typeof zStayPhotoAltInput>;

/** A channel feed to import; the address's rule and its messages in the owner's language are calendar/feeds.ts's. */
export const zFeedAddInput = z.object({ stay: zStay, source: z.enum(FEED_SOURCES), url: z.string().max(2000) });
export const zFeedIdInput = z.object({ id: zId });
export type TFeedAddInput = z.infer<typeof zFeedAddInput>;
export type TFeedIdInput = z.infer<typeof zFeedIdInput>;

export type TFeedView = {
  id: string;
  stay: TStayId;
  source: string;
  url: string;
  createdAt: string;
  lastFetchedAt: string | null;
  lastSuccessAt: string | null;
  /** Why the last import failed, in a kind the console says in words; null when it worked. */
  lastErrorKind: TFeedErrorKind | null;
  /** Nights from today on that this feed's channel has sold, and the first such stretch. */
  blockedNights: number;
  next: { checkIn: string; checkOut: string } | null;
  /** Named in the CALENDAR_FEEDS setting: removed there, not in the console. */
  configured: boolean;
};

/** Per stay: the address to give the channels (our feed) and the channels' feeds we import. */
export type TFeeds = { stays: { stay: TStayId; exportUrl: string; feeds: TFeedView[] }[] };
