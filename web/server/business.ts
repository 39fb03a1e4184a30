// The business's details for guests: name, phone, WhatsApp, e-mail, street address and each
// stay's map pin. The owner edits them in the console (stored in business_profile and stay_pins);
// until the owner has saved them, the BUSINESS_* settings and the stays' default pins apply. The
// one reader every guest-facing place uses (pages, e-mails, the guest's booking page, WhatsApp
// links); a number that is not set is absent, so no placeholder number is ever shown: its link is
// hidden instead.
import "server-only";
import { SITE, DEFAULT_PINS, type TPin } from "@/content/site";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { writeAudit, type TActor } from "./audit";
import { formatPhoneInternational } from "./bookings/phone";
import { fromStayEnum, toStayEnum } from "./bookings/stay-enum";
import { getConfig } from "./config";
import { getDb } from "./db/client";

type TPhone = { e164: string; display: string; href: string };

export type TBusinessDetails = {
  name: string;
  /** E.164, its display form and its tel: link; absent when no phone is set. */
  phone?: TPhone;
  /** E.164, its display form and its tel: link; absent when no WhatsApp number is set. */
  whatsapp?: TPhone;
  email: string;
  address: string;
  pins: Record<TStayId, TPin>;
};

/** What the owner saves: the name, numbers in E.164 (or null: not set), the address, the pins. */
export type TBusinessProfile = {
  /** The business's name as guests and the owner see it; null or absent: the site's name. */
  name?: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  address: string;
  pins: Record<TStayId, TPin>;
};

function toPhone(e164: string | null | undefined): TPhone | undefined {
  return e164 ? { e164, display: formatPhoneInternational(e164), href: `tel:${e164}` } : undefined;
}

/** The settings' details: what a fresh install shows until the owner saves the console's form. */
export function defaultBusinessProfile(): TBusinessProfile {
  const config = getConfig();
  return {
    phone: config.BUSINESS_PHONE ?? null,
    whatsapp: config.BUSINESS_WHATSAPP ?? null,
    email: config.BUSINESS_EMAIL ?? null,
    address: config.BUSINESS_ADDRESS,
    pins: { ...DEFAULT_PINS },
  };
}

/** The owner's saved details, else the settings'; each stay's saved pin, else its default. */
export async function readBusinessProfile(): Promise<TBusinessProfile> {
  const db = getDb();
  const [saved, pins] = await Promise.all([db.businessProfile.findUnique({ where: { id: 1 } }), db.stayPin.findMany()]);
  const profile = saved
    ? {
        name: saved.name,
        phone: saved.phone,
        whatsapp: saved.whatsapp,
        email: saved.email,
        address: saved.address,
        pins: { ...DEFAULT_PINS },
      }
    : defaultBusinessProfile();
  for (const pin of pins) profile.pins[fromStayEnum(pin.stay)] = { latitude: pin.latitude, longitude: pin.longitude };
  return profile;
}

/** The details as guests see them. */
export function toBusinessDetails(profile: TBusinessProfile): TBusinessDetails {
  return {
    name: profile.name?.trim() || SITE.name,
    phone: toPhone(profile.phone),
    whatsapp: toPhone(profile.whatsapp),
    email: profile.email ?? getConfig().OWNER_EMAIL,
    address: profile.address,
    pins: profile.pins,
  };
}

export async function getBusinessDetails(): Promise<TBusinessDetails> {
  return toBusinessDetails(await readBusinessProfile());
}

/** Who issues a tax document, as it is frozen into it: the law asks for the name and address. */
export type TSupplier = { name: string; address: string; email: string; phone?: string };

/**
 * The supplier's details for a tax document: the name and address the owner saved. Null until
 * both are saved (the install's stand-ins are no supplier's): no tax document is issued before.
 */
export async function readSupplier(): Promise<TSupplier | null> {
  const saved = await getDb().businessProfile.findUnique({ where: { id: 1 } });
  if (!saved?.name?.trim() || !saved.address.trim()) return null;
  return toSupplier(toBusinessDetails({ ...saved, pins: { ...DEFAULT_PINS } }));
}

/** The business's details as a document's supplier block shows them. */
export function toSupplier(details: TBusinessDetails): TSupplier {
  return {
    name: details.name,
    address: details.address,
    email: details.email,
    ...(details.phone ? { phone: details.phone.display } : {}),
  };
}

/** Saves the owner's details and pins, with an audit row of before and after, in one transaction. */
export async function saveBusinessProfile(actor: TActor, next: TBusinessProfile): Promise<TBusinessProfile> {
  const before = await readBusinessProfile();
  await getDb().$transaction(async (tx) => {
    // A name left out (undefined) stays as saved; null is the site's name.
    const fields = {
      ...(next.name === undefined ? {} : { name: next.name }),
      phone: next.phone,
      whatsapp: next.whatsapp,
      email: next.email,
      address: next.address,
    };
    await tx.businessProfile.upsert({ where: { id: 1 }, create: { id: 1, ...fields }, update: fields });
    for (const stay of STAY_IDS) {
      const pin = next.pins[stay];
      await tx.stayPin.upsert({ where: { stay: toStayEnum(stay) }, create: { stay: toStayEnum(stay), ...pin }, update: pin });
    }
    await writeAudit(tx, { actor, action: "business.update", before, after: next });
  });
  return next.name === undefined ? { ...next, name: before.name } : next;
}

/** WhatsApp's click-to-chat link with a prefilled message, or undefined when no WhatsApp number is set. */
export function makeWhatsAppUrl(details: TBusinessDetails, message: string): string | undefined {
  if (!details.whatsapp) return undefined;
  return `https://wa.me/${details.whatsapp.e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
