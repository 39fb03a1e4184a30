// /owner/bookings/<id> – one booking: every field, the price breakdown, the guest's contact (call,
// e-mail, WhatsApp), the messages with the guest (opening the page marks the guest's as read), the
// owner's private notes, corrections of the guest's details, its history, its channel conflicts,
// the other requests and bookings for the same nights side by side, and the decisions that apply
// to it.
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { BookingActions } from "@/components/owner/booking-actions";
import { BookingCorrection } from "@/components/owner/booking-correction";
import { BookingMessages } from "@/components/owner/booking-messages";
import { BookingNotes } from "@/components/owner/booking-notes";
import { BookingPayments } from "@/components/owner/booking-payments";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatDisplayDate, formatMoment, formatCents, stayName, whatsappDigits } from "@/components/owner/format";
import { describeHistoryEntry } from "@/components/owner/history";
import { ConsolePage } from "@/components/owner/page-heading";
import { Badge } from "@/components/ui/badge";
import { fill } from "@/lib/fill";
import { formatPhoneForOwner } from "@/server/bookings/phone";
import { caller } from "@/trpc/server";
import { isBinding, isRequest } from "@/server/bookings/status";
import { isBankAccountMissing } from "@/server/owner/first-day";

type TProps = { params: Promise<{ id: string }> };

export const generateMetadata = consoleTitle((t) => t.detail.fields);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default async function BookingPage({ params }: TProps) {
  const { id } = await params;
  const { language, t } = await openConsolePage(`/owner/bookings/${encodeURIComponent(id)}`);
  if (!z.uuid().safeParse(id).success) notFound();
  // A booking that does not exist (or no longer does) is this page's 404, not an error.
  const booking = await caller.owner.bookings.get({ id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const [thread, notes] = await Promise.all([caller.owner.messages.thread({ id }), caller.owner.notes.list({ id })]);
  // The owner sees the guest's new messages now (marked "new" in this render): no e-mail is owed for them.
  if (thread.messages.some((message) => message.unread)) await caller.owner.messages.markRead({ id });
  const phone = booking.guestPhone || null;
  const email = booking.guestEmail || null;
  const linkClass =
    "inline-flex h-11 items-center rounded-md border border-input bg-card px-4 text-sm font-semibold text-secondary hover:bg-muted";

  return (
    <ConsolePage
      title={fill(t.detail.title, { number: booking.number })}
      actions={
        <Badge
          variant={isBinding(booking.status) ? "secondary" : isRequest(booking.status) ? "default" : "muted"}
          data-testid="booking-status"
        >
          {t.statuses[booking.status]}
        </Badge>
      }
    >
      {booking.conflicts.length > 0 && (
        <p role="note" className="rounded-md border border-destructive bg-card p-3 text-sm font-semibold text-destructive">
          {t.detail.conflictWarning}{" "}
          <Link href="/owner/conflicts" className="underline">
            {t.detail.resolveConflict}
          </Link>
        </p>
      )}
      {booking.competing.length > 0 && (
        <Section id="booking-competing" title={t.detail.competing}>
          <p className="text-sm text-muted-foreground">{t.detail.competingIntro}</p>
          <ul className="flex flex-col divide-y rounded-md border" data-testid="competing-requests">
            {booking.competing.map((other) => (
              <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <Link href={`/owner/bookings/${other.id}`} className="font-semibold text-secondary underline-offset-4 hover:underline">
                  {other.number} · {other.guestName}
                </Link>
                <span className="text-muted-foreground">
                  {formatDisplayDate(other.checkIn)} – {formatDisplayDate(other.checkOut)} · {formatMoment(other.createdAt)}
                </span>
                <Badge variant={isBinding(other.status) ? "secondary" : "default"}>
                  {isBinding(other.status) ? t.detail.competingBinds : t.statuses[other.status]}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="booking-fields" title={t.detail.fields}>
          <Fields
            rows={[
              [t.common.number, booking.number],
              [t.common.status, t.statuses[booking.status]],
              [t.common.stay, stayName(booking.stay, language, t.common.allStays)],
              [t.common.checkIn, formatDisplayDate(booking.checkIn)],
              [t.common.checkOut, formatDisplayDate(booking.checkOut)],
              [t.detail.checkInTime, booking.checkInTime ?? "–"],
              [t.common.nights, booking.nights],
              [t.common.guests, booking.guests],
              [t.common.name, booking.guestName],
              [t.detail.language, booking.language === "af" ? "Afrikaans" : "English"],
              [t.common.source, booking.manual ? t.kinds.manual : t.detail.website],
              [t.detail.created, formatMoment(booking.createdAt)],
              // Only a website request is confirmed by its guest from an e-mail; a booking taken by
              // hand (with or without an address) makes no such claim.
              ...(booking.manual
                ? []
                : ([[t.detail.verified, booking.verifiedAt ? formatMoment(booking.verifiedAt) : t.detail.notVerified]] as [
                    string,
                    ReactNode,
                  ][])),
              ...(booking.holdExpiresAt ? ([[t.detail.holdExpires, formatMoment(booking.holdExpiresAt)]] as [string, ReactNode][]) : []),
              ...(booking.decidedAt ? ([[t.detail.decided, formatMoment(booking.decidedAt)]] as [string, ReactNode][]) : []),
            ]}
          />
        </Section>
        <div className="flex flex-col gap-4">
          <Section id="booking-contact" title={t.detail.contact}>
            <div className="flex flex-wrap gap-2">
              {phone ? (
                <>
                  <a href={`tel:${phone}`} className={linkClass}>
                    {fill(t.detail.call, { phone: formatPhoneForOwner(phone) })}
                  </a>
                  <a href={`https://wa.me/${whatsappDigits(phone)}`} className={linkClass} rel="noopener noreferrer" target="_blank">
                    {fill(t.detail.whatsapp, { phone: formatPhoneForOwner(phone) })}
                  </a>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">{t.detail.noPhone}</p>
              )}
              {email ? (
                <a href={`mailto:${email}`} className={linkClass}>
                  {fill(t.detail.mail, { email })}
                </a>
              ) : (
                <p className="text-sm text-muted-foreground">{t.detail.noEmail}</p>
              )}
            </div>
          </Section>
          <Section id="booking-price" title={t.detail.price}>
            <Fields
              rows={[
                [`${t.detail.basePrice} (${booking.nights})`, formatCents(booking.basePriceCents, language)],
                [t.detail.additionalGuestFee, formatCents(booking.additionalGuestFeeCents, language)],
                [t.detail.cleaningFee, formatCents(booking.cleaningFeeCents, language)],
                [t.common.total, <strong key="total">{formatCents(booking.totalPriceCents, language)}</strong>],
                ...(booking.priceNote ? ([[t.detail.priceNote, booking.priceNote]] as [string, ReactNode][]) : []),
              ]}
            />
          </Section>
        </div>
      </div>
      <Section id="messages" title={t.messages.title}>
        <BookingMessages t={t} bookingId={booking.id} thread={thread} />
      </Section>
      <BookingPayments bookingId={booking.id} t={t} language={language} billing={booking} />
      <Section id="booking-actions" title={t.detail.actions}>
        <BookingActions
          rates={await caller.owner.prices.get()}
          t={t}
          language={language}
          booking={{
            id: booking.id,
            number: booking.number,
            status: booking.status,
            stay: booking.stay,
            checkIn: booking.checkIn,
            checkOut: booking.checkOut,
            guests: booking.guests,
            hasConflict: booking.conflicts.length > 0,
            bankMissing: await isBankAccountMissing(),
          }}
        />
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="booking-notes" title={t.notes.title}>
          <BookingNotes t={t} bookingId={booking.id} notes={notes} closed={booking.erased} />
        </Section>
        {!booking.erased && (
          <Section id="booking-correct" title={t.correct.title}>
            <BookingCorrection
              t={t}
              bookingId={booking.id}
              initial={{
                guestName: booking.guestName,
                guestEmail: booking.guestEmail,
                guestPhone: booking.guestPhone,
                checkInTime: booking.checkInTime,
              }}
            />
          </Section>
        )}
      </div>
      <Section id="booking-history" title={t.detail.history}>
        {booking.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.detail.noHistory}</p>
        ) : (
          <ol className="flex flex-col gap-2 border-l-2 pl-4" data-testid="booking-history">
            {booking.history.map((entry, index) => {
              const line = describeHistoryEntry(t, language, entry);
              return (
                <li key={`${entry.at}-${index}`} className="text-sm break-words">
                  <p className="font-medium">{line.sentence}</p>
                  {line.details.map((detail) => (
                    <p key={detail}>{detail}</p>
                  ))}
                  <p className="text-muted-foreground">
                    <time dateTime={new Date(entry.at).toISOString()}>{formatMoment(entry.at)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </Section>
    </ConsolePage>
  );
}
