// The owner's business details (name, phone, WhatsApp, e-mail, street address, the stays' map pins):
// read for the console's form, and saved with per-field refusals (the owner's door words them).
import "server-only";
import { z } from "zod";
import { EMAIL_PATTERN } from "../validation";
import { readBusinessProfile, saveBusinessProfile, type TBusinessProfile } from "../business";
import { toE164 } from "../bookings/phone";
import type { TOwnerCall } from "./actions";
import type { TBusinessInput } from "./contract";
import { refusedFields } from "../errors";
import type { TOwnerMessageKey } from "./messages";

export function getBusinessProfile(_call: TOwnerCall): Promise<TBusinessProfile> {
  return readBusinessProfile();
}

export async function saveBusiness(call: TOwnerCall, input: TBusinessInput): Promise<TBusinessProfile> {
  const fields: Record<string, TOwnerMessageKey> = {};
  const number = (name: "phone" | "whatsapp"): string | null => {
    if (input[name] === "") return null;
    const e164 = toE164(input[name]);
    if (!e164) fields[name] = "invalidPhone";
    return e164 ?? null;
  };
  const phone = number("phone");
  const whatsapp = number("whatsapp");
  if (input.email !== "" && !z.email({ pattern: EMAIL_PATTERN }).safeParse(input.email).success) fields.email = "invalidEmail";
  if (input.address === "") fields.address = "addressRequired";
  const refused = refusedFields(fields);
  if (refused) throw refused;
  return saveBusinessProfile(call.actor, {
    name: input.name === undefined ? undefined : input.name || null,
    phone,
    whatsapp,
    email: input.email === "" ? null : input.email.toLowerCase(),
    address: input.address,
    pins: input.pins,
  });
}
