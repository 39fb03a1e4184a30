// The guest's own booking page (/booking/<token>): the status in words, the stay, dates, guests
// and price, the house rules and the terms' cancellation rules; once confirmed, the address,
// directions, times, the arrival guide (when it is due), the payments with their PDFs, the tax
// invoice's details form, and the business's contact. The thread with the owner and its form;
// the .ics and the cancel step (?cancel=1, whose button POSTs). Every form is a plain POST.
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { TLanguage } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { GUEST_MAIL } from "@/content/mail";
import { GUEST_MESSAGES, MESSAGE_MAX_LENGTH } from "@/content/messages";
import { formatCents, GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import { addressIn, mapUrl, type TPin } from "@/content/site";
import { fillHours, STAYS } from "@/content/stays";
import {
  refundAfterText,
  refundKeepsPart,
  refundText,
  type TBookingPage,
  type TGuestBooking,
  type TPagePayment,
} from "@/server/approvals/handle-booking-page";
import { fromStayEnum } from "@/server/bookings/stay-enum";
import { isBinding, isCancelled, isOpen, isRequest } from "@/server/bookings/status";
import { makeWhatsAppUrl } from "@/server/business";
import { formatDisplayDate, formatMoment, fromUtcDate } from "@/server/calendar/dates";
import type { TLinkPageForm, TLinkPageState } from "@/server/http/link-page";
import { BILLING_FIELDS, billingOf, needsInvoiceAddress, type TBillingField } from "@/server/payments/billing";
import { bankRows } from "@/server/payments/mail-blocks";
import { TAX_DOCUMENT_PARAMETER, type TTaxDocument } from "@/server/payments/tax-documents";
import { arrivalGuideRows } from "@/server/stays/arrival-guide";
import { guestHouseRules } from "@/server/stays/texts";
import { refundRules } from "@/server/content/terms-sections";
import { cn } from "@/lib/cn";
import { SavedCopyNote } from "./offline-page";
import { SaveToPhone } from "./save-to-phone";
import { Bullets, ContactBullets, describedBy, LINK_CLASS, FieldNote, LinkPageBody, Notice, Part, Rows } from "./link-page";

function statusText(booking: TGuestBooking, language: TLanguage): string {
  const s = GUEST_JOURNEY[language].page.status;
  if (isRequest(booking.status)) return booking.verifiedAt ? s.requested : s.requestedUnverified;
  return s[booking.status];
}

/** The page's forms post to the page itself, in its language. */
const formAction = (state: TLinkPageState<unknown>, anchor = "") => `${state.path}?lang=${state.language}${anchor}`;

function Messages({ page, state, form }: { page: TBookingPage; state: TLinkPageState<unknown>; form?: TLinkPageForm }) {
  const texts = GUEST_MESSAGES[state.language].page;
  const error = form?.errors.message;
  return (
    <Part id="messages" title={texts.title} named>
      <p>{texts.intro}</p>
      {page.thread.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {page.thread.map((m, index) => (
            <li
              key={index}
              data-testid="message"
              className={cn("rounded-md px-3 py-2", m.author === "guest" ? "ml-6 bg-muted" : "bg-card border")}
            >
              <p className="text-sm text-muted-foreground">
                {m.author === "owner" ? texts.fromOwner : texts.fromGuest} · <time dateTime={m.createdAt}>{formatMoment(m.createdAt)}</time>
              </p>
              <p className="whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{texts.empty}</p>
      )}
      {page.booking.erasedAt === null ? (
        <form method="post" action={formAction(state, "#messages")} className="flex flex-col gap-2">
          <input type="hidden" name="action" value="message" />
          <Label htmlFor="message">{texts.label}</Label>
          <Textarea
            id="message"
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            defaultValue={form?.values.message ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("message", true, error)}
          />
          <FieldNote id="message" hint={texts.hint} error={error} />
          <Button type="submit" className="self-start">
            {texts.send}
          </Button>
        </form>
      ) : (
        <p>{texts.closed}</p>
      )}
    </Part>
  );
}

function Contact({ page, language, full }: { page: TBookingPage; language: TLanguage; full: boolean }) {
  const { booking, business } = page;
  const texts = GUEST_JOURNEY[language];
  const stay = STAYS[fromStayEnum(booking.stay)].name[language];
  const dates = `${formatDisplayDate(fromUtcDate(booking.checkIn))} - ${formatDisplayDate(fromUtcDate(booking.checkOut))}`;
  const whatsapp = makeWhatsAppUrl(business, texts.whatsappMessage(`${stay} (${booking.number})`, dates));
  // Before the owner confirms, only WhatsApp: the phone and e-mail come with the confirmed booking.
  if (!full && !whatsapp) return null;
  return (
    <Part id="contact-us" title={texts.page.contactTitle}>
      <ContactBullets language={language} phone={full ? business.phone : null} whatsapp={whatsapp} email={full ? business.email : null} />
    </Part>
  );
}

/** Where the stay is: a link to the map, and its coordinates, which a phone's own map finds with no signal. */
function StayPin({ pin, texts }: { pin: TPin; texts: { showOnMap: string; coordinates: string } }) {
  return (
    <p className="flex flex-col gap-1">
      <a className={LINK_CLASS} href={mapUrl(pin)} target="_blank" rel="noopener noreferrer" data-testid="stay-map">
        {texts.showOnMap}
      </a>
      <span>
        {texts.coordinates}: <span data-testid="stay-coordinates">{`${pin.latitude}, ${pin.longitude}`}</span>
      </span>
    </p>
  );
}

/** A confirmed booking's money: the schedule and its states, paid, outstanding, bank details, reference, the PDFs. */
function Payment({ payment: { account, taxDocuments }, state }: { payment: TPagePayment; state: TLinkPageState<unknown> }) {
  const { language, path } = state;
  const t = GUEST_PAYMENT_TEXTS[language];
  const bank = bankRows(account, language);
  const totals: [string, string][] = [
    [t.labels.total, formatCents(account.schedule.totalDueCents, language)],
    [t.page.paid, formatCents(account.totals.stayPaidCents, language)],
    [t.labels.outstanding, formatCents(account.outstandingCents, language)],
  ];
  if (account.totals.breakageHeldCents > 0)
    totals.push([PAYMENT_TEXTS[language].scheduleKinds.breakage_deposit, formatCents(account.totals.breakageHeldCents, language)]);
  return (
    <Part id="payment" title={t.page.title} testId="payment">
      <h3 className="font-semibold">{t.scheduleTitle}</h3>
      <Bullets
        items={account.items.map(
          (item) =>
            `${PAYMENT_TEXTS[language].scheduleKinds[item.kind]}: ${formatCents(item.amountCents, language)}, ${t.labels.dueOn.toLowerCase()} ${formatDisplayDate(item.dueOn)} (${t.states[item.state]}${item.state === "part-paid" ? `: ${formatCents(item.paidCents, language)}` : ""})`,
        )}
      />
      <Rows rows={totals} />
      {account.terms.vatNumber ? <p>{t.vatIncluded(formatCents(account.schedule.vatCents, language))}</p> : null}
      <h3 className="font-semibold">{t.bankTitle}</h3>
      {bank.length > 0 ? <Rows rows={bank} /> : <p>{t.bankMissing}</p>}
      <p>
        {t.referenceNote(account.number)} {t.clearedNote}
      </p>
      <p className="flex flex-wrap gap-4">
        <a className={LINK_CLASS} href={`${path}/proforma.pdf?lang=${language}`} download>
          {t.page.downloadProforma}
        </a>
        <TaxDocumentLinks documents={taxDocuments} state={state} />
      </p>
    </Part>
  );
}

/** A download link for each of the booking's tax documents: the invoice, and each credit or debit note by its number. */
function TaxDocumentLinks({ documents, state: { language, path } }: { documents: TTaxDocument[]; state: TLinkPageState<unknown> }) {
  const t = GUEST_PAYMENT_TEXTS[language].page;
  return documents.map((document) => (
    <a
      key={`${document.kind}-${document.number}`}
      className={LINK_CLASS}
      href={`${path}/tax-invoice.pdf?lang=${language}${document.kind === "invoice" ? "" : `&${TAX_DOCUMENT_PARAMETER[document.kind]}=${document.number}`}`}
      download
    >
      {document.kind === "invoice"
        ? t.downloadTaxInvoice
        : document.kind === "credit_note"
          ? t.downloadCreditNote(document.number)
          : t.downloadDebitNote(document.number)}
    </a>
  ));
}

/**
 * The invoice details form (a plain POST; refused fields keep what was typed, with their messages
 * tied to them); once the tax invoice is issued, what it was issued with.
 */
function Billing({
  page,
  payment,
  state,
  form,
}: {
  page: TBookingPage;
  payment: TPagePayment;
  state: TLinkPageState<unknown>;
  form?: TLinkPageForm;
}) {
  const t = GUEST_PAYMENT_TEXTS[state.language].billing;
  const values = form?.values ?? billingOf(page.booking);
  const errors = form?.errors ?? {};
  const labels: Record<TBillingField, { label: string; hint: string }> = {
    billingName: { label: t.name, hint: t.nameHint },
    billingAddress: { label: t.address, hint: t.addressHint },
    billingVatNumber: { label: t.vatNumber, hint: t.vatNumberHint },
  };
  if (payment.taxDocuments.some((document) => document.kind === "invoice")) {
    const rows = BILLING_FIELDS.filter((field) => values[field]).map((field): [string, string] => [
      labels[field].label,
      values[field] ?? "",
    ]);
    return (
      <Part id="billing" title={t.title} testId="billing">
        {rows.length > 0 ? <Rows rows={rows} /> : null}
        <p>{t.issued}</p>
      </Part>
    );
  }
  const needed = needsInvoiceAddress(payment.account, values.billingAddress || null);
  return (
    <Part id="billing" title={t.title} testId="billing">
      {needed ? (
        <p className="rounded-md bg-muted px-4 py-3" data-testid="billing-needed">
          {t.needed}
        </p>
      ) : null}
      <p>{t.intro}</p>
      <form method="post" action={formAction(state)} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="action" value="billing" />
        {BILLING_FIELDS.map((name) => {
          const id = `billing-${name}`;
          const error = errors[name];
          const common = {
            id,
            name,
            defaultValue: values[name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy(id, true, error),
          };
          return (
            <div key={name} className="flex flex-col gap-2">
              <Label htmlFor={id}>{labels[name].label}</Label>
              {name === "billingAddress" ? (
                <Textarea {...common} rows={3} maxLength={300} autoComplete="street-address" />
              ) : (
                <Input
                  {...common}
                  maxLength={name === "billingVatNumber" ? 14 : 120}
                  autoComplete={name === "billingName" ? "organization" : undefined}
                />
              )}
              <FieldNote id={id} hint={labels[name].hint} error={error} />
            </div>
          );
        })}
        <Button type="submit" className="self-start">
          {t.save}
        </Button>
      </form>
    </Part>
  );
}

export function BookingPageView({ page, state }: { page: TBookingPage; state: TLinkPageState<unknown> }) {
  const { booking, settings } = page;
  const { language, path } = state;
  const texts = GUEST_JOURNEY[language];
  const l = GUEST_MAIL[language].labels;
  const confirmed = isBinding(booking.status);
  const rows: [string, string][] = [
    [l.bookingNumber, booking.number],
    [texts.page.statusLabel, statusText(booking, language).split(":")[0]!],
    [l.stay, STAYS[fromStayEnum(booking.stay)].name[language]],
    [l.checkIn, formatDisplayDate(fromUtcDate(booking.checkIn))],
    [l.checkOut, formatDisplayDate(fromUtcDate(booking.checkOut))],
    [texts.page.nights, String(booking.nights)],
    [l.guests, String(booking.guests)],
    [texts.page.arrival, booking.checkInTime],
    [texts.page.price, formatCents(booking.basePriceCents, language)],
  ];
  if (booking.additionalGuestFeeCents > 0) rows.push([texts.page.additionalGuests, formatCents(booking.additionalGuestFeeCents, language)]);
  if (booking.cleaningFeeCents > 0) rows.push([texts.page.cleaningFee, formatCents(booking.cleaningFeeCents, language)]);
  rows.push([l.total, formatCents(booking.totalPriceCents, language)]);
  const form = state.form;
  const refundAfter = isCancelled(booking.status) ? refundAfterText(page.account, language) : null;
  return (
    <LinkPageBody title={texts.page.title(booking.number)}>
      <SavedCopyNote language={language} />
      {state.notice ? <Notice alert={form !== undefined}>{state.notice}</Notice> : null}
      <p className="rounded-md bg-muted px-4 py-3" data-testid="booking-status">
        {statusText(booking, language)}
      </p>
      <Rows rows={rows} />
      {refundAfter ? (
        <Part id="refund" title={GUEST_PAYMENT_TEXTS[language].page.refundTitle}>
          <p data-testid="refund-after">{refundAfter}</p>
          {page.taxDocuments.length > 0 ? (
            <p className="flex flex-wrap gap-4">
              <TaxDocumentLinks documents={page.taxDocuments} state={state} />
            </p>
          ) : null}
        </Part>
      ) : null}
      {confirmed ? (
        <>
          <Part id="address" title={texts.page.addressTitle}>
            <p data-testid="business-address">{addressIn(page.business.address, language)}</p>
            <StayPin pin={page.business.pins[fromStayEnum(booking.stay)]} texts={texts.page} />
          </Part>
          <Part id="directions" title={texts.page.directionsTitle}>
            <Bullets items={[texts.directions.johannesburg, texts.directions.capeTown]} />
          </Part>
          {/* The stay's arrival guide (its door code among it): only from a few days before check-in, once the deposit is paid. */}
          {page.guide ? (
            <Part id="arrival-guide" title={texts.page.guide.title} testId="arrival-guide">
              <Rows rows={arrivalGuideRows(page.guide, language, texts.page.guide)} />
            </Part>
          ) : null}
          <Part id="times" title={texts.page.timesTitle}>
            <p>{fillHours(texts.page.times(booking.checkInTime), settings.hours)}</p>
          </Part>
          {page.payment ? <Payment payment={page.payment} state={state} /> : null}
          {page.payment?.account.terms.vatNumber ? (
            <Billing page={page} payment={page.payment} state={state} form={form?.name === "billing" ? form : undefined} />
          ) : null}
        </>
      ) : null}
      <Messages page={page} state={state} form={form?.name === "message" ? form : undefined} />
      <Contact page={page} language={language} full={confirmed} />
      {isOpen(booking.status) ? <SaveToPhone label={texts.offline.saveToPhone} note={texts.offline.saveToPhoneNote} /> : null}
      <p className="flex flex-wrap items-center gap-4">
        <a className={LINK_CLASS} href={`${path}/calendar.ics?lang=${language}`} download>
          {texts.page.downloadIcs}
        </a>
        {isOpen(booking.status) ? (
          <a className={LINK_CLASS} href={`${path}?lang=${language}&cancel=1`}>
            {confirmed ? texts.page.cancelBooking : texts.page.cancelRequest}
          </a>
        ) : null}
      </p>
      <Part id="house-rules" title={texts.page.houseRulesTitle}>
        <Bullets items={guestHouseRules(settings, language)} />
      </Part>
      <Part id="cancellation" title={texts.page.cancellationTitle}>
        <Bullets items={[...refundRules(page.policyTerms, language), texts.refundHow]} />
      </Part>
    </LinkPageBody>
  );
}

/** The step that confirms a cancellation: what cancelling today repays, the rules, and the button that POSTs. */
export function ConfirmCancelView({ page, state }: { page: TBookingPage; state: TLinkPageState<unknown> }) {
  const texts = GUEST_JOURNEY[state.language];
  const refund = refundText(page.account, state.language);
  // The policy keeps part of what was paid: say how a guest kept away by death or hospital asks for all of it.
  const hardship = refundKeepsPart(page.account);
  return (
    <LinkPageBody title={texts.page.cancelConfirmTitle}>
      <p>{texts.page.cancelConfirmNote}</p>
      {refund ? (
        <p className="rounded-md bg-muted px-4 py-3" data-testid="refund">
          {refund}
        </p>
      ) : null}
      {refund && hardship ? <p data-testid="hardship">{GUEST_PAYMENT_TEXTS[state.language].page.hardship}</p> : null}
      <Part id="cancellation" title={texts.page.cancellationTitle}>
        <Bullets items={[...refundRules(page.policyTerms, state.language), texts.refundHow]} />
      </Part>
      <form method="post" action={formAction(state)} className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="action" value="cancel" />
        <Button type="submit" variant="destructive">
          {texts.page.cancelConfirm}
        </Button>
        <a className={buttonVariants({ variant: "outline" })} href={formAction(state)}>
          {texts.page.keep}
        </a>
      </form>
      <Rows rows={[[GUEST_MAIL[state.language].labels.bookingNumber, page.booking.number]]} />
    </LinkPageBody>
  );
}
