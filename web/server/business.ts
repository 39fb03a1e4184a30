// The business's details for guests: name, phone, WhatsApp, e-mail and street address. The one
// reader every guest-facing place uses (the booking page, e-mails, WhatsApp links); a detail that
// is not set is absent, so no placeholder number is ever shown: its link is hidden instead.
import { SITE } from "@/content/site";
import { formatPhoneInternational } from "./bookings/phone";
import { getConfig } from "./config";

export type TBusinessDetails = {
  name: string;
  /** E.164, its display form and its tel: link; absent when BUSINESS_PHONE is not set. */
  phone?: { e164: string; display: string; href: string };
  /** E.164 and its display form; absent when BUSINESS_WHATSAPP is not set. */
  whatsapp?: { e164: string; display: string };
  email: string;
  address: string;
};

/** A promise so that the owner's console can move these details into the database without changing callers. */
export function getBusinessDetails(): Promise<TBusinessDetails> {
  const config = getConfig();
  const phone = config.BUSINESS_PHONE;
  const whatsapp = config.BUSINESS_WHATSAPP;
  return Promise.resolve({
    name: SITE.name,
    phone: phone ? { e164: phone, display: formatPhoneInternational(phone), href: `tel:${phone}` } : undefined,
    whatsapp: whatsapp ? { e164: whatsapp, display: formatPhoneInternational(whatsapp) } : undefined,
    email: config.BUSINESS_EMAIL ?? config.OWNER_EMAIL,
    address: config.BUSINESS_ADDRESS,
  });
}

/** WhatsApp's click-to-chat link with a prefilled message, or undefined when no WhatsApp number is set. */
export function makeWhatsAppUrl(details: TBusinessDetails, message: string): string | undefined {
  if (!details.whatsapp) return undefined;
  return `https://wa.me/${details.whatsapp.e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
