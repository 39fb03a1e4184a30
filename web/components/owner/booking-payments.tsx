// A booking's payments on its console page (a server component): the schedule with each item's
// state, what is paid and outstanding, the ledger (reversed entries marked), and for a cancelled
// booking the refund its policy gives; then the forms that record money in and out, reverse an
// entry and give the deposit more days (client islands in payment-forms.tsx); then the invoice
// details, from the same account.
import { Badge } from "@/components/ui/badge";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries/types";
import { formatCents, PAYMENT_TEXTS } from "@/content/payments";
import { fill } from "@/lib/fill";
import { caller } from "@/trpc/server";
import { getBusinessToday } from "@/server/calendar/dates";
import { counted, formatDisplayDate } from "./format";
import { InvoiceDetails, type TInvoiceDetailsBooking } from "./invoice-details";
import { ExtendDepositForm, RecordMoneyForm, ReverseEntry } from "./payment-forms";
import { isBinding } from "@/server/bookings/status";

const STATE_BADGE = { paid: "secondary", "part-paid": "default", due: "outline", overdue: "default" } as const;

export async function BookingPayments({
  bookingId,
  t,
  language,
  billing,
}: {
  bookingId: string;
  t: TConsoleDictionary;
  language: TLanguage;
  billing: TInvoiceDetailsBooking;
}) {
  const a = t.account;
  const account = await caller.owner.payments.account({ id: bookingId });
  const texts = PAYMENT_TEXTS[language];
  const money = (cents: number) => formatCents(cents, language);
  const today = getBusinessToday();
  return (
    <>
      <section
        aria-labelledby="booking-payments"
        className="flex flex-col gap-4 rounded-lg border bg-card p-4"
        data-testid="booking-payments"
      >
        <h2 id="booking-payments" className="text-lg font-semibold">
          {a.title}
        </h2>
        {!account ? (
          <p className="text-sm text-muted-foreground">{a.noPlan}</p>
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <h3 className="text-base font-semibold">{a.schedule}</h3>
              <ul className="flex flex-col divide-y rounded-md border" data-testid="payment-schedule">
                {account.items.map((item) => (
                  <li key={item.kind} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm" data-kind={item.kind}>
                    <span>
                      <span className="font-semibold">{texts.scheduleKinds[item.kind]}</span> {money(item.amountCents)},{" "}
                      {fill(a.due, { date: formatDisplayDate(item.dueOn) })}
                      <br />
                      <span className="text-muted-foreground">
                        {fill(a.paidOf, { paid: money(item.paidCents), amount: money(item.amountCents) })}
                      </span>
                    </span>
                    <Badge
                      variant={STATE_BADGE[item.state]}
                      data-testid="item-state"
                      className={item.state === "overdue" ? "bg-destructive text-destructive-foreground" : undefined}
                    >
                      {a.states[item.state]}
                    </Badge>
                  </li>
                ))}
              </ul>
              <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm" data-testid="payment-totals">
                <dt className="text-muted-foreground">{a.total}</dt>
                <dd className="font-medium">{money(account.schedule.totalDueCents)}</dd>
                {account.schedule.levyCents > 0 ? (
                  <>
                    <dt className="text-muted-foreground">{a.levy}</dt>
                    <dd className="font-medium">{money(account.schedule.levyCents)}</dd>
                  </>
                ) : null}
                {account.schedule.vatCents > 0 ? (
                  <>
                    <dt className="text-muted-foreground">{a.vat}</dt>
                    <dd className="font-medium">{money(account.schedule.vatCents)}</dd>
                  </>
                ) : null}
                <dt className="text-muted-foreground">{a.paid}</dt>
                <dd className="font-medium" data-testid="paid-total">
                  {money(account.totals.stayPaidCents)}
                </dd>
                <dt className="text-muted-foreground">{a.outstanding}</dt>
                <dd className="font-semibold" data-testid="outstanding-total">
                  {money(account.outstandingCents)}
                </dd>
              </dl>
            </div>
            {account.refund ? (
              <div className="flex flex-col gap-2 rounded-md border border-destructive p-3 text-sm" data-testid="refund-due">
                <h3 className="text-base font-semibold">{a.refund}</h3>
                <p>
                  {fill(account.refund.cancelledByUs ? a.refundByUs : account.refund.coolingOff ? a.refundCoolingOff : a.refundTier, {
                    days: counted(t.common, "days", account.refund.daysBefore),
                    percent: account.refund.tier.refundPercent,
                    received: money(account.totals.stayReceivedCents),
                  })}
                </p>
                <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1">
                  <dt className="text-muted-foreground">{a.stayRefund}</dt>
                  <dd className="font-medium">{money(account.refund.stayRefundCents)}</dd>
                  <dt className="text-muted-foreground">{a.breakageRefund}</dt>
                  <dd className="font-medium">{money(account.refund.breakageRefundCents)}</dd>
                  <dt className="text-muted-foreground">{a.toRepay}</dt>
                  <dd className="font-semibold">{money(account.refund.toRepayCents)}</dd>
                </dl>
              </div>
            ) : null}
            <div className="flex flex-col gap-2">
              <h3 className="text-base font-semibold">{a.ledger}</h3>
              {account.entries.length === 0 ? (
                <p className="text-sm text-muted-foreground">{a.noEntries}</p>
              ) : (
                <ol className="flex flex-col divide-y rounded-md border" data-testid="ledger-entries">
                  {account.entries.map((entry) => {
                    const line = `${fill(a.entry, { id: entry.id })}: ${texts.ledgerKinds[entry.kind]} ${money(entry.amountCents)}`;
                    return (
                      <li
                        key={entry.id}
                        className="flex flex-col gap-2 px-3 py-2 text-sm"
                        data-testid="ledger-entry"
                        data-kind={entry.kind}
                        data-reversed={entry.reversed ? "true" : undefined}
                      >
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <span className={entry.reversed ? "line-through" : undefined}>
                            <span className="text-muted-foreground">
                              {fill(a.entry, { id: entry.id })} · {formatDisplayDate(entry.occurredOn)}
                            </span>
                            <br />
                            <span className="font-semibold">{texts.ledgerKinds[entry.kind]}</span> {money(entry.amountCents)} ·{" "}
                            {texts.methods[entry.method]}
                          </span>
                          {entry.reversed ? <Badge variant="muted">{a.reversed}</Badge> : null}
                        </div>
                        {entry.reversesId ? (
                          <span className="text-muted-foreground">{fill(a.reversalOf, { id: entry.reversesId })}</span>
                        ) : null}
                        {entry.note ? <span className="break-words">{entry.note}</span> : null}
                        {!entry.reversed && entry.kind !== "reversal" ? <ReverseEntry t={t} entryId={entry.id} line={line} /> : null}
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
            <div className="grid gap-3 lg:grid-cols-2">
              {isBinding(account.status) ? (
                <RecordMoneyForm
                  t={t}
                  names={{ kinds: texts.ledgerKinds, methods: texts.methods }}
                  bookingId={account.bookingId}
                  direction="in"
                  kinds={account.schedule.breakage ? ["payment", "breakage_deposit"] : ["payment"]}
                  today={today}
                />
              ) : null}
              {account.totals.stayPaidCents > 0 || account.totals.breakageHeldCents > 0 ? (
                <RecordMoneyForm
                  t={t}
                  names={{ kinds: texts.ledgerKinds, methods: texts.methods }}
                  bookingId={account.bookingId}
                  direction="out"
                  kinds={[
                    ...(account.totals.stayPaidCents > 0 ? (["refund"] as const) : []),
                    ...(account.totals.breakageHeldCents > 0 ? (["breakage_repaid", "breakage_kept"] as const) : []),
                  ]}
                  today={today}
                />
              ) : null}
            </div>
            {isBinding(account.status) &&
            (account.items[0]?.kind === "deposit" || account.items[0]?.kind === "full") &&
            account.items[0].state !== "paid" ? (
              <ExtendDepositForm
                t={t}
                bookingId={account.bookingId}
                dueOn={account.items[0].dueOn}
                today={today}
                checkIn={account.checkIn}
              />
            ) : null}
          </>
        )}
      </section>
      {account ? <InvoiceDetails booking={billing} account={account} t={t} language={language} /> : null}
    </>
  );
}
