// The owner's console door (/api/trpc, a live owner session): an input its schema refuses is a
// 400 whose data names each field with a message in the owner's chosen language, chosen by the
// issue's code from the owner's dictionary (never zod's English); a domain refusal is said there
// in the same language. The owner's language is the account's setting, switched as the console does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { getOwnerMessages } from "@/server/owner/messages";
import { api, BASE_URL } from "../support/api";
import { signInOwner } from "../support/owner-http";

type TTrpcError = { error: { json: { message: string; data: { httpStatus: number; fields: Record<string, string> | null } } } };

let cookie: string;

async function call(procedure: string, input: unknown) {
  return api<TTrpcError>(`/api/trpc/owner.${procedure}`, { json: { json: input }, headers: { cookie, origin: BASE_URL } });
}

async function useLanguage(language: "en" | "af") {
  const reply = await call("account.setLanguage", { language });
  expect(reply.status, reply.text).toBe(200);
}

beforeAll(async () => {
  cookie = await signInOwner();
});

afterAll(async () => {
  await useLanguage("en");
});

describe("the owner's inputs refused at the door", () => {
  it("answer 400 with each field's message in the owner's language, by the issue's code", async () => {
    for (const language of ["af", "en"] as const) {
      await useLanguage(language);
      const m = getOwnerMessages(language);
      const block = await call("blocks.add", { from: "2027-02-30", to: "soon", stay: "nowhere", note: "x".repeat(1001) });
      expect(block.status, block.text).toBe(400);
      expect(block.body.error.json.message).toBe(getDictionary(language).api.invalidInput);
      expect(block.body.error.json.data.fields).toEqual({
        from: m.mustBeDate,
        to: m.mustBeDate,
        stay: m.invalidChoice,
        note: m.fieldTooLong(1000),
      });
      const manual = await call("bookings.createManual", {
        stay: "fisheagle-hut",
        checkIn: "2027-13-01",
        checkOut: "2027-01-03",
        guests: 0,
        name: "",
        priceCents: 12.5,
        language: "af",
      });
      expect(manual.status, manual.text).toBe(400);
      expect(manual.body.error.json.data.fields).toEqual({
        checkIn: m.mustBeDate,
        guests: m.atLeast(1),
        name: m.fieldRequired,
        priceCents: m.wholeNumber,
      });
    }
  });

  it("Afrikaans and English messages differ, and neither is zod's default", async () => {
    expect(getOwnerMessages("af").mustBeDate).not.toBe(getOwnerMessages("en").mustBeDate);
    await useLanguage("af");
    const reply = await call("blocks.add", { from: "", to: "2027-03-02" });
    expect(reply.body.error.json.data.fields).toEqual({ from: "Moet 'n datum wees, soos 2027-03-14." });
    await useLanguage("en");
    const english = await call("blocks.add", { from: "", to: "2027-03-02" });
    expect(english.body.error.json.data.fields).toEqual({ from: "Must be a date, like 2027-03-14." });
  });

  it("a domain refusal (a block that is not there, reversed nights) is said in the owner's language", async () => {
    for (const language of ["af", "en"] as const) {
      await useLanguage(language);
      const m = getOwnerMessages(language);
      const missing = await call("blocks.remove", { id: "6f1c2a52-5a0e-4e8e-9d3b-2f4e8c1b7a10" });
      expect(missing.status, missing.text).toBe(404);
      expect(missing.body.error.json.message).toBe(m.noSuchBlock);
      const reversed = await call("blocks.add", { from: "2031-05-04", to: "2031-05-02" });
      expect(reversed.status, reversed.text).toBe(400);
      expect([reversed.body.error.json.message, reversed.body.error.json.data.fields]).toEqual([m.badRange, { to: m.badRange }]);
    }
  });
});
