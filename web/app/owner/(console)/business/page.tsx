// /owner/business – the details guests see (phone, WhatsApp, e-mail, street address) and each
// stay's map pin.
import type { Metadata } from "next";
import { BusinessForm } from "@/components/owner/business-form";
import { readConsoleLanguage } from "@/components/owner/console-language";
import { PageHeading } from "@/components/owner/page-heading";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { formatPhoneInternational } from "@/server/bookings/phone";
import { requireOwnerPage } from "@/server/auth/owner-session";
import { caller } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: getConsoleDictionary(await readConsoleLanguage()).business.title };
}

export default async function BusinessPage() {
  await requireOwnerPage("/owner/business");
  const language = await readConsoleLanguage();
  const t = getConsoleDictionary(language);
  const profile = await caller.owner.business.get();
  const number = (e164: string | null) => (e164 ? formatPhoneInternational(e164) : "");
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t.business.title} intro={t.business.intro} />
      <BusinessForm
        t={t}
        language={language}
        initial={{
          phone: number(profile.phone),
          whatsapp: number(profile.whatsapp),
          email: profile.email ?? "",
          address: profile.address,
          pins: profile.pins,
        }}
      />
    </div>
  );
}
