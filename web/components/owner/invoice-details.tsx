// A booking's invoice details on its console page (a server component), under VAT registration:
// a warning while a coming full tax invoice (over R5,000) lacks the guest's address, the form
// while the invoice is not yet issued, and once it is, what it was issued with.
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries/types";
import { GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import { needsInvoiceAddress } from "@/server/payments/billing";
import { FULL_TAX_INVOICE_ABOVE_CENTS } from "@/server/payments/tax-documents";
import type { TAccountDetail } from "@/server/owner/payment-actions";
import type { TOwnerOutputs } from "@/server/api/root";
import { BillingForm } from "./billing-form";

/** The booking's invoice details as its page's read gives them (owner.bookings.get). */
export type TInvoiceDetailsBooking = Pick<TOwnerOutputs["bookings"]["get"], "id" | "billingName" | "billingAddress" | "billingVatNumber">;

export function InvoiceDetails({
  booking,
  account,
  t,
  language,
}: {
  booking: TInvoiceDetailsBooking;
  account: TAccountDetail;
  t: TConsoleDictionary;
  language: TLanguage;
}) {
  if (!account.terms.vatNumber) return null;
  const texts = PAYMENT_TEXTS[language].invoiceDetails;
  const guest = GUEST_PAYMENT_TEXTS[language].billing;
  const invoice = account.taxDocuments.find((document) => document.kind === "invoice");
  const full = (invoice?.amountCents ?? account.schedule.totalDueCents) > FULL_TAX_INVOICE_ABOVE_CENTS;
  const recipient = invoice?.content.recipient;
  return (
    <section aria-labelledby="invoice-details" className="flex flex-col gap-3 rounded-lg border bg-card p-4" data-testid="invoice-details">
      <h2 id="invoice-details" className="text-lg font-semibold">
        {texts.title}
      </h2>
      {invoice ? (
        <>
          <p role="note" className={full && !recipient?.address ? "text-sm font-semibold text-destructive" : "text-sm"}>
            {full && !recipient?.address ? texts.issuedWithoutAddress(invoice.number) : texts.issued(invoice.number)}
          </p>
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
            {(
              [
                [GUEST_PAYMENT_TEXTS[language].labels.to, recipient?.name],
                [guest.address, recipient?.address],
                [texts.vatNumber, recipient?.vatNumber],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
                </div>
              ))}
          </dl>
        </>
      ) : (
        <>
          {needsInvoiceAddress(account, booking.billingAddress || null) ? (
            <p
              role="note"
              className="rounded-md border border-destructive p-3 text-sm font-semibold text-destructive"
              data-testid="invoice-address-needed"
            >
              {texts.needed}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{texts.intro}</p>
          <BillingForm
            t={t}
            bookingId={booking.id}
            initial={{
              billingName: booking.billingName,
              billingAddress: booking.billingAddress,
              billingVatNumber: booking.billingVatNumber,
            }}
            texts={{
              billingName: { label: guest.name, hint: guest.nameHint },
              billingAddress: { label: guest.address, hint: guest.addressHint },
              billingVatNumber: { label: texts.vatNumber, hint: guest.vatNumberHint },
              save: guest.save,
              saved: texts.saved,
            }}
          />
        </>
      )}
    </section>
  );
}
