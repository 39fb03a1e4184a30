// A guest's number from abroad keeps its country code wherever the owner sees it (the request
// e-mail, the console's call and WhatsApp links' words), and a number that is wrong is refused
// by the door with what is wrong with it, in the visitor's language. And Afrikaans documents give
// the business's address in Afrikaans.
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { renderTemplate } from "@/server/mail/templates";
import { loadProformaPdf } from "@/server/payments/pdf/load";
import { api, confirmRequest, makeBookingRequest } from "../support/api";
import { owner } from "../support/owner";
import { signInOwner } from "../support/owner-http";
import { pdfText } from "../support/pdf";

type TError = { error: { code: string; fields?: Record<string, string> } };

describe("a guest's number from abroad", () => {
  it("is shown to the owner with its country code: in the request e-mail and on the console's booking page", async () => {
    const reply = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({ guestPhone: "+44 7911 123456" }, 30, 2) });
    expect(reply.status).toBe(201);
    expect((await confirmRequest(reply.body.id)).status).toBe(200);
    const mail = (await renderTemplate("booking-owner-request", reply.body.id))!;
    expect(mail.text).toContain("+44 7911 123456");
    expect(mail.text).not.toContain("07911");
    const page = await api(`/owner/bookings/${reply.body.id}`, { headers: { cookie: await signInOwner() } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Call +44 7911 123456");
  });

  it.each(["en", "af"] as const)("that is not in use is refused as such, naming its country (%s)", async (language) => {
    const reply = await api<TError>("/api/bookings", {
      json: makeBookingRequest({ guestPhone: "+44 7700 900123" }, 32, 2),
      headers: { "accept-language": language },
    });
    expect(reply.status).toBe(400);
    const country = language === "en" ? "United Kingdom" : "Verenigde Koninkryk";
    expect(reply.body.error.fields?.guestPhone).toBe(getDictionary(language).validation.phoneInvalid.replace("{country}", country));
  });
});

describe("Afrikaans screens and documents", () => {
  it("the Afrikaans pro-forma gives the business's address in Afrikaans", async () => {
    const { id } = await createManualBooking({
      input: {
        stay: "vacation-home",
        checkIn: addDays(getBusinessToday(), 40),
        checkOut: addDays(getBusinessToday(), 42),
        guests: 2,
        name: "Sarel",
        language: "af",
      },
      actor: owner().actor,
    });
    const pdf = (await loadProformaPdf(id, getBusinessToday(), "af"))!;
    const text = await pdfText(pdf.content);
    expect(text).toContain("Noord-Kaap");
    expect(text).not.toContain("Northern Cape");
  });
});
