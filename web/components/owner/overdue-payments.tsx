// The Today screen's overdue payments, and the tax invoices over R5,000 still waiting for the
// guest's address: each confirmed booking with a payment past its day and not
// paid in full, with what is owed and since when, linking to the booking's page (where payments
// are recorded). Server-rendered with the rest of the screen.
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { formatDisplayDate, stayName } from "@/components/owner/format";
import type { TLanguage } from "@/content/dictionaries";
import { formatCents, PAYMENT_TEXTS } from "@/content/payments";
import { caller } from "@/trpc/server";

export async function OverduePayments({ language, allStays }: { language: TLanguage; allStays: string }) {
  const { overdue, invoiceAddressMissing } = await caller.owner.payments.overview();
  const texts = PAYMENT_TEXTS[language];
  return (
    <>
      <section aria-labelledby="overdue-payments" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
        <h2 id="overdue-payments" className="flex items-center gap-2 text-lg font-semibold">
          {texts.today.title}
          <Badge variant={overdue.length > 0 ? "default" : "muted"}>{overdue.length}</Badge>
        </h2>
        {overdue.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.today.none}</p>
        ) : (
          <ul className="flex flex-col divide-y" data-testid="overdue-payments">
            {overdue.map((account) => (
              <li key={account.bookingId} className="py-2">
                <Link
                  href={`/owner/bookings/${account.bookingId}`}
                  className="font-semibold text-secondary underline-offset-4 hover:underline"
                >
                  {account.guestName} · {account.number}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {stayName(account.stay, language, allStays)} · {formatDisplayDate(account.checkIn)} –{" "}
                  {formatDisplayDate(account.checkOut)}
                </p>
                <ul className="text-sm">
                  {account.items
                    .filter((item) => item.state === "overdue")
                    .map((item) => (
                      <li key={item.kind}>
                        {texts.today.item(
                          texts.scheduleKinds[item.kind],
                          formatCents(item.amountCents - item.paidCents, language),
                          formatDisplayDate(item.dueOn),
                        )}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      {invoiceAddressMissing.length > 0 && (
        <section aria-labelledby="invoice-addresses" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <h2 id="invoice-addresses" className="flex items-center gap-2 text-lg font-semibold">
            {texts.invoiceDetails.todayTitle}
            <Badge variant="default">{invoiceAddressMissing.length}</Badge>
          </h2>
          <p className="text-sm text-muted-foreground">{texts.invoiceDetails.todayIntro}</p>
          <ul className="flex flex-col divide-y" data-testid="invoice-addresses-missing">
            {invoiceAddressMissing.map((account) => (
              <li key={account.bookingId} className="py-2">
                <Link
                  href={`/owner/bookings/${account.bookingId}#invoice-details`}
                  className="font-semibold text-secondary underline-offset-4 hover:underline"
                >
                  {account.guestName} · {account.number}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {stayName(account.stay, language, allStays)} ·{" "}
                  {texts.invoiceDetails.todayItem(
                    formatCents(account.schedule.totalDueCents, language),
                    formatDisplayDate(account.checkOut),
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
