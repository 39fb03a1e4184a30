// /owner/payments – money due today, overdue, received this month, falling due in the coming
// days and to repay (refunds of cancelled bookings, breakage deposits held after check-out), each
// linked to its booking; a payment recorded against any booking that still owes money; and
// the ledger's CSV for the accountant, by month or year (a plain GET form).
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsoleList } from "@/components/owner/console-list";
import { formatDisplayDate } from "@/components/owner/format";
import { ConsolePage } from "@/components/owner/page-heading";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import { TitledSection } from "@/components/ui/titled-section";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { formatCents, PAYMENT_TEXTS } from "@/content/payments";
import { fill } from "@/lib/fill";
import type { TBookingAccount } from "@/server/payments/store";
import { COMING_DUE_DAYS } from "@/server/owner/payment-actions";
import { RecordMoneyForm } from "@/components/owner/payment-forms";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.payments.title);

type TLine = (account: TBookingAccount) => string[];

/** One list of bookings: each its number and guest, linked to its page, with its money lines. */
function AccountList({
  id,
  title,
  accounts,
  lines,
  t,
}: {
  id: string;
  title: string;
  accounts: TBookingAccount[];
  lines: TLine;
  t: TConsoleDictionary;
}) {
  return (
    <TitledSection id={id} title={title} size="md" className="flex flex-col gap-2">
      <ConsoleList
        items={accounts.map((account) => ({ ...account, id: account.bookingId }))}
        empty={t.payments.nothing}
        testId={`${id}-list`}
      >
        {(account) => (
          <li className="flex flex-col gap-1 px-3 py-2 text-sm">
            <Link href={`/owner/bookings/${account.bookingId}`} className="font-semibold text-secondary underline underline-offset-4">
              {account.number} · {account.guestName}
            </Link>
            {lines(account).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </li>
        )}
      </ConsoleList>
    </TitledSection>
  );
}

export default async function PaymentsPage() {
  const { language, t } = await openConsolePage("/owner/payments");
  const overview = await caller.owner.payments.overview();
  const money = (cents: number) => formatCents(cents, language);
  const kinds = PAYMENT_TEXTS[language].scheduleKinds;
  const itemLines =
    (pick: (item: TBookingAccount["items"][number]) => boolean): TLine =>
    (account) =>
      account.items.filter(pick).map((item) =>
        fill(t.payments.dueLine, {
          kind: kinds[item.kind],
          amount: money(item.amountCents - item.paidCents),
          date: formatDisplayDate(item.dueOn),
        }),
      );
  const repayLines: TLine = (account) => [
    ...(account.refund && account.refund.toRepayCents > 0
      ? [fill(t.payments.refundLine, { amount: money(account.refund.toRepayCents) })]
      : []),
    ...(!account.refund && account.totals.breakageHeldCents > 0
      ? [fill(t.payments.heldLine, { amount: money(account.totals.breakageHeldCents) })]
      : []),
  ];
  const month = overview.today.slice(0, 7);
  const year = overview.today.slice(0, 4);
  return (
    <ConsolePage
      title={t.payments.title}
      intro={t.payments.intro}
      actions={
        <Link href="/owner/payment-terms" className="text-sm font-semibold text-secondary underline underline-offset-4">
          {t.payments.terms}
        </Link>
      }
    >
      <TitledSection id="payments-received" title={t.payments.received} size="md" className="rounded-lg border bg-card p-4">
        <p className="text-lg font-semibold" data-testid="received-this-month">
          {fill(overview.receivedThisMonth.entries === 1 ? t.payments.receivedLineOne : t.payments.receivedLine, {
            amount: money(overview.receivedThisMonth.cents),
            count: overview.receivedThisMonth.entries,
          })}
        </p>
      </TitledSection>
      <div className="grid gap-4 lg:grid-cols-2">
        <AccountList
          id="payments-due-today"
          title={t.payments.dueToday}
          accounts={overview.dueToday}
          lines={itemLines((item) => item.dueOn === overview.today && item.state !== "paid")}
          t={t}
        />
        <AccountList
          id="payments-overdue"
          title={t.payments.overdue}
          accounts={overview.overdue}
          lines={itemLines((item) => item.state === "overdue")}
          t={t}
        />
        <AccountList id="payments-to-repay" title={t.payments.toRepay} accounts={overview.toRepay} lines={repayLines} t={t} />
        <TitledSection
          id="payments-coming-due"
          title={fill(t.payments.comingDue, { days: COMING_DUE_DAYS })}
          size="md"
          className="flex flex-col gap-2"
        >
          <ConsoleList
            items={overview.comingDue.map((due) => ({ ...due, id: `${due.bookingId}-${due.item.kind}` }))}
            empty={t.payments.nothing}
            testId="payments-coming-due-list"
          >
            {(due) => (
              <li className="flex flex-col gap-1 px-3 py-2 text-sm">
                <Link href={`/owner/bookings/${due.bookingId}`} className="font-semibold text-secondary underline underline-offset-4">
                  {due.number} · {due.guestName}
                </Link>
                <span>
                  {fill(t.payments.dueLine, {
                    kind: kinds[due.item.kind],
                    amount: money(due.item.amountCents - due.item.paidCents),
                    date: formatDisplayDate(due.item.dueOn),
                  })}
                </span>
              </li>
            )}
          </ConsoleList>
        </TitledSection>
      </div>
      <TitledSection id="payments-record" title={t.account.moneyIn} size="md" className="flex flex-col gap-2">
        {overview.owing.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.payments.nothingOwing}</p>
        ) : (
          <RecordMoneyForm
            t={t}
            names={{ kinds: PAYMENT_TEXTS[language].ledgerKinds, methods: PAYMENT_TEXTS[language].methods }}
            bookings={overview.owing.map((owing) => ({
              id: owing.bookingId,
              label: fill(t.payments.owingOption, { number: owing.number, guest: owing.guestName, amount: money(owing.outstandingCents) }),
            }))}
            direction="in"
            kinds={["payment"]}
            today={overview.today}
          />
        )}
      </TitledSection>
      <TitledSection
        id="payments-export"
        data-testid="payments-export"
        title={t.payments.export}
        size="md"
        className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      >
        <p className="text-sm text-muted-foreground">{t.payments.exportIntro}</p>
        <form method="get" action="/owner/payments/export" className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="export-month">{t.payments.exportMonth}</Label>
            <Input id="export-month" name="month" type="month" defaultValue={month} required className="w-44" />
          </div>
          <Button type="submit" variant="outline">
            {t.payments.download}
          </Button>
        </form>
        <form method="get" action="/owner/payments/export" className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="export-year">{t.payments.exportYear}</Label>
            <Input id="export-year" name="year" inputMode="numeric" pattern="\d{4}" defaultValue={year} required className="w-28" />
          </div>
          <Button type="submit" variant="outline">
            {t.payments.download}
          </Button>
        </form>
      </TitledSection>
    </ConsolePage>
  );
}
