// The bookings domain refuses a visitor with a key, its parameters and its field, never in a
// language: the domain's modules import no dictionary, a refusal carries no words, and the
// visitor's door (server/contract/refusals.ts) says each key in the dictionary's own words.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { GUEST_MESSAGES } from "@/content/messages";
import { GUEST_PAYMENT_TEXTS } from "@/content/payments";
import { STAY_HOURS } from "@/content/stays";
import { VISITOR_REFUSALS } from "@/content/visitor-refusals";
import { visitorRefusal } from "@/server/contract/refusals";
import { Refusal, refusedFields, refusedToVisitor } from "@/server/errors";
import { decodeImages } from "@/server/photos/data-url";
import { parseBilling } from "@/server/payments/billing";
import { checkStayRules, quoteOf } from "@/server/pricing/rates";
import { defaultRates } from "@/server/pricing";
import { checkArrivalTime } from "@/server/stays/texts";
import { sourceFiles } from "../support/source-tree";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The domain whose refusals are worded at the doors, and the infrastructure under the doors (the
 * same-origin and form checks, the rate limits, the database's retries, idempotency keys).
 */
const DOMAIN = [
  "web/server/bookings",
  "web/server/pricing",
  "web/server/calendar",
  "web/server/db",
  "web/server/idempotency",
  "web/server/http/abuse.ts",
  "web/server/http/rate-limit.ts",
];

/**
 * Files of the domain that may read the visitor's dictionary, each with why and the one use it
 * may make of it: a text that is data (stored or mailed), never a refusal's words.
 */
const ALLOWED: Record<string, { why: string; use: RegExp }> = {
  "web/server/bookings/create-booking.ts": {
    why: "the notice of a request ahead is part of the reply stored with the request's idempotency key, in the booking's language",
    use: /getDictionary\(language\)\.api\.requestAhead/g,
  },
};

/** An import of the visitor's dictionaries, by alias or relative path. */
const IMPORTS_DICTIONARY = /from\s+["'](?:@\/content|(?:\.\.\/)+content)\/dictionaries(?:\/[^"']*)?["']/;

/** The files that import a dictionary, and the allowed ones' uses beyond their one use. */
function dictionaryReaders(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, source]) => {
    if (!IMPORTS_DICTIONARY.test(source)) return [];
    const allowed = ALLOWED[file];
    if (!allowed) return [file];
    const rest = source.replace(allowed.use, "");
    return /getDictionary\(|TDictionary|\bt\.(api|validation)\./.test(rest) ? [`${file} (beyond: ${allowed.why})`] : [];
  });
}

function domainSources(): Record<string, string> {
  const files = DOMAIN.flatMap((dir) => (dir.endsWith(".ts") ? [path.join(root, dir)] : sourceFiles(path.join(root, dir))));
  return Object.fromEntries(files.map((file) => [path.relative(root, file), readFileSync(file, "utf8")]));
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("the bookings domain takes no language for its refusals", () => {
  it("no module of bookings, pricing or calendar imports the visitor's dictionaries, but the listed ones for their one use", () => {
    const sources = domainSources();
    expect(Object.keys(sources).length).toBeGreaterThan(15);
    expect(dictionaryReaders(sources)).toEqual([]);
  });

  it("the check finds a module that reads a dictionary", () => {
    const sources = domainSources();
    const rates = "web/server/pricing/rates.ts";
    sources[rates] = `import { getDictionary } from "@/content/dictionaries";\n${sources[rates]}`;
    const booking = "web/server/bookings/create-booking.ts";
    sources[booking] = `${sources[booking]}\nconst nights = getDictionary(language).api.nightsTaken;`;
    expect(dictionaryReaders(sources).sort()).toEqual([`${booking} (beyond: ${ALLOWED[booking]!.why})`, rates]);
  });

  it("a stay's rules refuse with a key, its parameters and its field, and no words", () => {
    const rates = { ...defaultRates("vacation-home"), maxGuests: 3, minNights: 2 };
    const tooMany = caught(() =>
      quoteOf(rates, { accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: 4 }),
    );
    expect(tooMany).toBeInstanceOf(Refusal);
    expect(tooMany).toMatchObject({ code: "BAD_REQUEST", key: "guestsRange", details: { field: "guests", params: [1, 3] } });
    const tooShort = caught(() =>
      checkStayRules(rates, { accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-11", guests: 2 }),
    );
    expect(tooShort).toMatchObject({ code: "BAD_REQUEST", key: "minNights", details: { field: "checkOut", params: [2] } });
    // No language's words anywhere in it.
    for (const refusal of [tooMany, tooShort] as Refusal[]) {
      expect(refusal.message).toBe(refusal.key);
      for (const language of ["en", "af"] as const)
        expect(JSON.stringify({ ...refusal.details, message: refusal.message })).not.toContain(visitorRefusal(refusal, language)!.message);
    }
  });

  it("an arrival outside the window names the window, and the door says it in the saved hours, as before", async () => {
    const hours = { ...STAY_HOURS, checkInFrom: "15:00", checkInUntil: "20:00" };
    const refusal = await checkArrivalTime("14:00", hours).then(
      () => undefined,
      (error: unknown) => error as Refusal,
    );
    expect(refusal).toMatchObject({ key: "arrivalOutsideHours", details: { field: "checkInTime", params: ["15:00", "20:00", "10:00"] } });
    for (const language of ["en", "af"] as const) {
      const t = getDictionary(language, hours);
      const said = visitorRefusal(refusal!, language)!;
      expect({ status: said.status, message: said.message, fields: said.details.fields }).toEqual({
        status: 400,
        message: t.api.invalidInput,
        fields: { checkInTime: t.validation.checkInTime },
      });
    }
    expect(visitorRefusal(refusal!, "en")!.details.fields!.checkInTime).toBe("Choose a check-in time between 15:00 and 20:00.");
  });

  it("says under checkIn that today's last check-in time has passed, in both languages", () => {
    const refusal = refusedToVisitor("BAD_REQUEST", "checkInTooLate", { field: "checkIn" });
    for (const language of ["en", "af"] as const) {
      const t = getDictionary(language);
      const said = visitorRefusal(refusal, language)!;
      expect({ status: said.status, message: said.message, fields: said.details.fields }).toEqual({
        status: 400,
        message: t.api.invalidInput,
        fields: { checkIn: t.validation.checkInTooLate },
      });
    }
  });

  it("photos refused one by one: each under its own field with its own words, the reply's message a summary", () => {
    const notAnImage = `data:image/png;base64,${Buffer.from("not a picture").toString("base64")}`;
    const oversized = `data:image/jpeg;base64,${"A".repeat(2 * 1024 * 1024)}`;
    const refusal = caught(() => decodeImages([oversized, notAnImage], { MAX_IMAGE_BYTES: 1024 * 1024, MAX_IMAGE_PIXELS: 40_000_000 }));
    expect(refusal).toBeInstanceOf(Refusal);
    for (const language of ["en", "af"] as const) {
      const t = getDictionary(language);
      const said = visitorRefusal(refusal as Refusal, language)!;
      expect({ status: said.status, message: said.message, fields: said.details.fields }).toEqual({
        status: 400,
        message: t.api.invalidInput,
        fields: { "images.0": t.validation.imageTooLarge(1), "images.1": t.validation.notAnImage },
      });
    }
  });

  it("invoice details refused field by field, each in its own words, with the first one's as the message", () => {
    const refusal = caught(() => parseBilling({ billingName: "x".repeat(121), billingAddress: "ok", billingVatNumber: "123" }));
    expect(refusal).toMatchObject({
      key: "billingName",
      details: { field: "billingName", moreFields: { billingVatNumber: "billingVatNumber" } },
    });
    for (const language of ["en", "af"] as const) {
      const words = GUEST_PAYMENT_TEXTS[language].billing.refusals;
      const said = visitorRefusal(refusal as Refusal, language)!;
      expect({ message: said.message, fields: said.details.fields }).toEqual({
        message: words.name,
        fields: { billingName: words.name, billingVatNumber: words.vatNumber },
      });
    }
    expect(refusedFields({})).toBeUndefined();
  });

  it("the door says every key in the dictionary's own words, in both languages", () => {
    const cases = [
      [refusedToVisitor("CONFLICT", "nightsTaken", { reason: "NIGHTS_TAKEN" }), (t) => t.api.nightsTaken],
      [refusedToVisitor("UNPROCESSABLE", "idempotencyKeyReused"), (t) => t.api.idempotencyKeyReused],
      [refusedToVisitor("FORBIDDEN", "senderBlocked", { reason: "SENDER_BLOCKED" }), (t) => t.api.senderBlocked],
      [refusedToVisitor("RATE_LIMITED", "capUnverified", { params: [2, 60] }), (t) => t.api.capUnverified(2, 60)],
      [refusedToVisitor("RATE_LIMITED", "capOpen", { params: [1] }), (t) => t.api.capOpen(1)],
      [refusedToVisitor("CONFLICT", "capNights", { params: [30] }), (t) => t.api.capNights(30)],
      [refusedToVisitor("BAD_REQUEST", "guestsRange", { field: "guests", params: [1, 6] }), (t) => t.validation.guestsRange(1, 6)],
      [refusedToVisitor("BAD_REQUEST", "minNights", { field: "checkOut", params: [3] }), (t) => t.validation.minNights(3)],
      [refusedToVisitor("FORBIDDEN", "crossOrigin", { reason: "CROSS_ORIGIN" }), (t) => t.api.crossOrigin],
      [refusedToVisitor("RATE_LIMITED", "rateLimited", { retryAfterSeconds: 7 }), (t) => t.api.rateLimited],
      [refusedToVisitor("BAD_REQUEST", "rejectedAsAutomated", { reason: "AUTOMATED" }), (t) => t.api.rejectedAsAutomated],
      [refusedToVisitor("BAD_REQUEST", "formNotChecked", { reason: "TOO_FAST", field: "formStartedAt" }), (t) => t.api.formNotChecked],
      [refusedToVisitor("BAD_REQUEST", "tooFast", { reason: "TOO_FAST" }), (t) => t.api.tooFast],
      [refusedToVisitor("BAD_REQUEST", "idempotencyKeyInvalid", { field: "Idempotency-Key" }), (t) => t.api.idempotencyKeyInvalid],
      [refusedToVisitor("UNAVAILABLE", "unavailable", { retryAfterSeconds: 2 }), (t) => t.api.unavailable],
      [refusedToVisitor("NOT_FOUND", "notFound"), (t) => t.api.notFound],
      [
        refusedToVisitor("BAD_REQUEST", "billingName", { field: "billingName" }),
        (t) => GUEST_PAYMENT_TEXTS[t.language].billing.refusals.name,
      ],
      [
        refusedToVisitor("BAD_REQUEST", "billingAddress", { field: "billingAddress" }),
        (t) => GUEST_PAYMENT_TEXTS[t.language].billing.refusals.address,
      ],
      [
        refusedToVisitor("BAD_REQUEST", "billingVatNumber", { field: "billingVatNumber" }),
        (t) => GUEST_PAYMENT_TEXTS[t.language].billing.refusals.vatNumber,
      ],
      [
        refusedToVisitor("CONFLICT", "billingClosed", { reason: "DECIDED" }),
        (t) => GUEST_PAYMENT_TEXTS[t.language].billing.refusals.closed,
      ],
      [refusedToVisitor("BAD_REQUEST", "messageEmpty", { field: "message" }), (t) => GUEST_MESSAGES[t.language].page.required],
      [
        refusedToVisitor("BAD_REQUEST", "messageTooLong", { field: "message", params: [2000] }),
        (t) => GUEST_MESSAGES[t.language].page.tooLong(2000),
      ],
      [refusedToVisitor("BAD_REQUEST", "messageUnreadable", { field: "message" }), (t) => GUEST_MESSAGES[t.language].page.unreadable],
      [refusedToVisitor("CONFLICT", "erased", { reason: "ERASED" }), (t) => GUEST_MESSAGES[t.language].page.closed],
    ] as const satisfies readonly (readonly [Refusal, (t: ReturnType<typeof getDictionary>) => string])[];
    expect(new Set(cases.map(([refusal]) => refusal.key))).toEqual(
      // The keys whose reply's message is a summary are said under their field (the tests above and below).
      new Set(Object.keys(VISITOR_REFUSALS).filter((key) => !("summary" in VISITOR_REFUSALS[key as keyof typeof VISITOR_REFUSALS]))),
    );
    for (const [refusal, words] of cases)
      for (const language of ["en", "af"] as const) {
        const said = visitorRefusal(refusal, language)!;
        expect(said.message).toBe(words(getDictionary(language)));
        expect(said.code).toBe(refusal.code);
        expect(said.details.reason).toBe(refusal.details.reason);
        expect(said.details.fields).toEqual(refusal.details.field ? { [refusal.details.field]: said.message } : undefined);
        // When to try again travels with the refusal to the door's Retry-After.
        if (refusal.details.retryAfterSeconds) expect(said.details.retryAfterSeconds).toBe(refusal.details.retryAfterSeconds);
      }
    // A key that is not the visitor's is not worded here (the door answers it as a fault).
    expect(visitorRefusal(new Refusal("CONFLICT", "notOpen"), "en")).toBeUndefined();
  });
});
