// /owner/payment-terms – how guests pay: bank details, deposit and balance, breakage deposit,
// cancellation tiers, VAT, tourism levy and the automatic release of unpaid bookings.
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsolePage } from "@/components/owner/page-heading";
import { PaymentTermsForm } from "@/components/owner/payment-terms-form";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.paymentTerms.title);

export default async function PaymentTermsPage() {
  const { t } = await openConsolePage("/owner/payment-terms");
  const terms = await caller.owner.payments.terms();
  return (
    <ConsolePage title={t.paymentTerms.title} intro={t.paymentTerms.intro}>
      <PaymentTermsForm t={t} initial={terms} />
    </ConsolePage>
  );
}
