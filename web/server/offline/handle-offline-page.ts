// The page a phone shows when it has no signal and no copy of the page asked for (/offline?lang=):
// the business's phone, WhatsApp and e-mail, and the guest's saved booking pages (which the phone's
// service worker, web/public/sw.js, lists into it). The worker fetches it in both languages when it
// is installed and keeps it without its scripts; the page (web/app/(links)/offline) renders this
// door's answer.
import "server-only";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { guestLinkDoor } from "../approvals/guest-door";
import { getBusinessDetails, makeWhatsAppUrl } from "../business";
import type { TDoorAnswer } from "../http/link-page";

export const OFFLINE_PATH = "/offline";

/** What the offline page shows of the business: how to reach it without the site. */
export type TOfflineFacts = { phone: { display: string; href: string } | null; whatsapp: string | null; email: string };

/** The door of /offline: GET only, counted against no limit (the worker fetches it on install). */
export async function offlinePageDoor(request: Request): Promise<TDoorAnswer<TOfflineFacts>> {
  return guestLinkDoor<TOfflineFacts>(
    request,
    OFFLINE_PATH,
    async ({ base }) => {
      const business = await getBusinessDetails();
      const texts = GUEST_JOURNEY[base.language].offline;
      const facts: TOfflineFacts = {
        phone: business.phone ? { display: business.phone.display, href: business.phone.href } : null,
        whatsapp: makeWhatsAppUrl(business, texts.whatsappMessage) ?? null,
        email: business.email,
      };
      return { kind: "page", status: 200, state: { ...base, view: "page", facts } };
    },
    [],
  );
}
