// The owner's refusals in words: both languages have the same keys (each a text or a text with
// numbers in both), and a schema's issues become the owner's words by their codes, field by field.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PAYMENT_TEXTS } from "@/content/payments";
import { BlockRefused } from "@/server/calendar/blocks";
import { Refusal } from "@/server/errors";
import { ownerInputRefusal, ownerRefusal } from "@/server/owner/door-errors";
import { getOwnerMessages } from "@/server/owner/messages";
import { checkPaymentTerms, ledgerRefusal, type TLedgerRefusal } from "@/server/payments/store";
import { zIsoDate } from "@/server/validation";

describe("the owner's words", () => {
  it("English and Afrikaans have the same keys, each of the same kind, and no Afrikaans text is the English one", () => {
    const en = getOwnerMessages("en");
    const af = getOwnerMessages("af");
    expect(Object.keys(af).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(typeof af[key], key).toBe(typeof en[key]);
      const say = (words: unknown) => (typeof words === "function" ? (words as (n: number) => string)(7) : words);
      expect(say(af[key]), key).not.toBe(say(en[key]));
    }
  });

  it("a schema's issues become one message per field, by code, in the owner's language", () => {
    const schema = z.object({
      from: zIsoDate,
      name: z.string().min(1),
      code: z.string().min(4),
      guests: z.number().int().min(1).max(20),
      nights: z.number().int(),
      count: z.number(),
      stay: z.enum(["a", "b"]),
      email: z.email(),
      hours: z.object({ opens: z.string().max(5) }),
    });
    const input = {
      from: "2027-02-30",
      name: "",
      code: "ab",
      guests: 21,
      nights: 1.5,
      count: "x",
      stay: "c",
      email: "x@",
      hours: { opens: "123456" },
    };
    for (const language of ["en", "af"] as const) {
      const m = getOwnerMessages(language);
      const error = ownerInputRefusal(schema.safeParse(input).error!, language);
      expect(error.status).toBe(400);
      expect(error.details.fields).toEqual({
        from: m.mustBeDate,
        name: m.fieldRequired,
        code: m.tooShort(4),
        guests: m.atMost(20),
        nights: m.wholeNumber,
        count: m.mustBeNumber,
        stay: m.invalidChoice,
        email: m.invalidEmail,
        "hours.opens": m.fieldTooLong(5),
      });
    }
  });

  it("a domain refusal names its words by key; the door says them in the owner's language, under its field", () => {
    for (const language of ["en", "af"] as const) {
      const m = getOwnerMessages(language);
      const range = ownerRefusal(new BlockRefused("BAD_RANGE"), language);
      expect([range.status, range.message, range.details.fields]).toEqual([400, m.badRange, { to: m.badRange }]);
      const taken = ownerRefusal(new BlockRefused("NIGHTS_TAKEN"), language);
      expect([taken.status, taken.message, taken.details.reason]).toEqual([409, m.nightsTaken, "NIGHTS_TAKEN"]);
      const guests = ownerRefusal(new Refusal("BAD_REQUEST", "tooManyGuests", { field: "maxGuests", params: [4] }), language);
      expect(guests.details.fields).toEqual({ maxGuests: m.tooManyGuests(4) });
    }
  });

  it("the ledger's and the payment terms' refusals are said from the money's texts, with their status and field", () => {
    for (const language of ["en", "af"] as const) {
      const t = PAYMENT_TEXTS[language];
      for (const reason of Object.keys(t.refusals) as TLedgerRefusal[])
        expect(ownerRefusal(ledgerRefusal(reason), language).message, reason).toBe(t.refusals[reason]);
      const future = ownerRefusal(ledgerRefusal("future-date"), language);
      expect([future.status, future.details.fields]).toEqual([400, { occurredOn: t.refusals["future-date"] }]);
      expect(ownerRefusal(ledgerRefusal("no-such-entry"), language).status).toBe(404);
      expect(ownerRefusal(ledgerRefusal("no-plan"), language).status).toBe(409);
      let thrown: unknown;
      try {
        checkPaymentTerms({
          accountHolder: "A",
          bankName: "",
          accountNumber: "12ab",
          branchCode: "1",
          vatNumber: "",
          cancellationTiers: [],
        });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Refusal);
      const terms = ownerRefusal(thrown as Refusal, language);
      expect([terms.status, terms.message, terms.details.fields]).toEqual([
        400,
        t.terms.bankIncomplete,
        { bankName: t.terms.bankIncomplete, accountNumber: t.terms.accountNumber, branchCode: t.terms.branchCode },
      ]);
    }
    // A visitor's refusal that reaches the owner (the database busy) is said in the visitor's words;
    // a key with no words anywhere is a defect, never an empty message.
    const busy = ownerRefusal(new Refusal("UNAVAILABLE", "unavailable", { retryAfterSeconds: 7 }), "af");
    expect([busy.status, busy.details.retryAfterSeconds, busy.message]).toEqual([503, 7, expect.stringMatching(/\S/)]);
    expect(() => ownerRefusal(new Refusal("BAD_REQUEST", "payments.refusals.no-such-rule"), "en")).toThrow(/no-such-rule/);
  });
});
