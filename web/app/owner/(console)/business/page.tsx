// /owner/business – the details guests see (name, phone, WhatsApp, e-mail, street address) and each
// stay's map pin; and whether the owner gets the weekly digest (audited).
import { BusinessForm } from "@/components/owner/business-form";
import { DigestSettingForm } from "@/components/owner/changeover-forms";
import { TitledSection } from "@/components/ui/titled-section";
import { fill } from "@/lib/fill";
import { getConfig } from "@/server/config";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsolePage } from "@/components/owner/page-heading";
import { formatPhoneInternational } from "@/server/bookings/phone";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.business.title);

export default async function BusinessPage() {
  const { language, t } = await openConsolePage("/owner/business");
  const [profile, digest] = await Promise.all([caller.owner.business.get(), caller.owner.digest.get()]);
  const number = (e164: string | null) => (e164 ? formatPhoneInternational(e164) : "");
  return (
    <ConsolePage title={t.business.title} intro={t.business.intro} roomy>
      <BusinessForm
        t={t}
        language={language}
        initial={{
          name: profile.name ?? "",
          phone: number(profile.phone),
          whatsapp: number(profile.whatsapp),
          email: profile.email ?? "",
          address: profile.address,
          pins: profile.pins,
        }}
      />
      <TitledSection id="weekly-digest" title={t.digest.title} size="md" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <p className="max-w-prose text-sm text-muted-foreground">{fill(t.digest.intro, { email: getConfig().OWNER_EMAIL })}</p>
        <DigestSettingForm t={t} initial={digest.weeklyDigest} />
      </TitledSection>
    </ConsolePage>
  );
}
