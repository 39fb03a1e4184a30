// /owner/business – the details guests see (phone, WhatsApp, e-mail, street address) and each
// stay's map pin.
import { BusinessForm } from "@/components/owner/business-form";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsolePage } from "@/components/owner/page-heading";
import { formatPhoneInternational } from "@/server/bookings/phone";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.business.title);

export default async function BusinessPage() {
  const { language, t } = await openConsolePage("/owner/business");
  const profile = await caller.owner.business.get();
  const number = (e164: string | null) => (e164 ? formatPhoneInternational(e164) : "");
  return (
    <ConsolePage title={t.business.title} intro={t.business.intro}>
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
    </ConsolePage>
  );
}
