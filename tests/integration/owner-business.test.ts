// The business's details as the owner saves them (web/server/owner/business-actions.ts) over real
// PostgreSQL: numbers stored in E.164 from any usual writing, refusals per field in the owner's
// language, an audit row of before and after, and what guests then see (no number, no link).
// test-site: none
import { describe, expect, it } from "vitest";
import { DEFAULT_PINS, SITE } from "@/content/site";
import { getBusinessDetails } from "@/server/business";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { saveBusiness } from "@/server/owner/business-actions";
import { zBusinessInput } from "@/server/owner/contract";
import { ownerInputRefusal } from "@/server/owner/door-errors";
import { getOwnerMessages } from "@/server/owner/messages";
import { owner, refusal } from "../support/owner";

const input = (overrides: Partial<Parameters<typeof saveBusiness>[1]> = {}) => ({
  phone: "082 555 1234",
  whatsapp: "+44 20 7946 0018",
  email: "Bookings@Orania-Stays.test",
  address: "12 Kerkstraat, Orania, 8752",
  pins: { ...DEFAULT_PINS, "fisheagle-hut": { latitude: -29.65, longitude: 24.12 } },
  ...overrides,
});

describe("the owner's business details", () => {
  it("a fresh install shows the settings' details and default pins", async () => {
    const details = await getBusinessDetails();
    const config = getConfig();
    expect(details.phone?.e164).toBe(config.BUSINESS_PHONE);
    expect(details.address).toBe(config.BUSINESS_ADDRESS);
    expect(details.pins).toEqual(DEFAULT_PINS);
  });

  it("refuses a number that is not one and a malformed e-mail under their fields, in each language, and saves nothing", async () => {
    for (const language of ["en", "af"] as const) {
      const m = getOwnerMessages(language);
      const error = await refusal(saveBusiness(owner(language), input({ phone: "bel my", whatsapp: "12", email: "nobody@" })), language);
      expect(error.status).toBe(400);
      expect(error.details.fields).toEqual({ phone: m.invalidPhone, whatsapp: m.invalidPhone, email: m.invalidEmail });
      const empty = await refusal(saveBusiness(owner(language), input({ address: "" })), language);
      expect(empty.details.fields).toEqual({ address: m.addressRequired });
    }
    expect(await getDb().businessProfile.count()).toBe(0);
  });

  it("stores numbers in E.164 and the pins, writes an audit row, and guests see exactly that", async () => {
    await saveBusiness(owner("en"), input());
    const details = await getBusinessDetails();
    expect(details.phone).toEqual({ e164: "+27825551234", display: "+27 82 555 1234", href: "tel:+27825551234" });
    expect(details.whatsapp?.e164).toBe("+442079460018");
    expect(details.email).toBe("bookings@orania-stays.test");
    expect(details.pins["fisheagle-hut"]).toEqual({ latitude: -29.65, longitude: 24.12 });
    const [audit] = await getDb().auditEntry.findMany({ where: { action: "business.update" }, orderBy: { at: "desc" }, take: 1 });
    expect(audit?.actorEmail).toBe("owner@orania-stays.test");
    expect(audit?.after).toMatchObject({ phone: "+27825551234" });
  });

  it("saves the business's name and reads it back; left out it stays, empty it is the site's name; too long is refused under its field", async () => {
    // As the console's door hands it on: parsed by its schema (trimmed).
    await saveBusiness(owner("en"), zBusinessInput.parse(input({ name: "  Orania Rivierverblyf  " })));
    expect((await getBusinessDetails()).name).toBe("Orania Rivierverblyf");
    expect((await getDb().businessProfile.findUniqueOrThrow({ where: { id: 1 } })).name).toBe("Orania Rivierverblyf");
    // The console's form always sends it; another caller may leave it out, and the saved name stays.
    const kept = await saveBusiness(owner("en"), input());
    expect(kept.name).toBe("Orania Rivierverblyf");
    expect((await getBusinessDetails()).name).toBe("Orania Rivierverblyf");
    await saveBusiness(owner("en"), input({ name: "" }));
    expect((await getBusinessDetails()).name).toBe(SITE.name);
    for (const language of ["en", "af"] as const) {
      const parsed = zBusinessInput.safeParse(input({ name: "N".repeat(101) }));
      expect(parsed.success).toBe(false);
      const error = ownerInputRefusal(parsed.error!, language);
      expect(error.status).toBe(400);
      expect(error.details.fields).toEqual({ name: getOwnerMessages(language).fieldTooLong(100) });
    }
  });

  it("an empty number is not set: guests get no phone or WhatsApp link, never a placeholder", async () => {
    await saveBusiness(owner("af"), input({ phone: "", whatsapp: "" }));
    const details = await getBusinessDetails();
    expect(details.phone).toBeUndefined();
    expect(details.whatsapp).toBeUndefined();
  });
});
