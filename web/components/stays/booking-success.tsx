"use client";
// The success dialog ('Bespreking Bevestig!'): the spec's texts and details, then the line that
// asks the guest to confirm the request from the e-mail just sent (the owner sees it only then),
// and a button that sends that e-mail again (tRPC bookings.resendVerification). Its outcome is
// shown in a toast and, for screen readers, in a status region inside the dialog: a modal dialog
// hides the rest of the page, the toasts included, from assistive technology.
// The panel starts loading this module when the contact dialog opens, so it shows without delay.
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { fill } from "@/lib/fill";
import type { TBookingReply } from "@/server/bookings/create-booking";
import { holdMinutesOf } from "@/server/bookings/hold-minutes";
import { useTRPC } from "@/trpc/react";
import { OUTLINE_BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "./booking-classes";
import type { TBookingTexts } from "./booking-panel";
import { BookedSummary } from "./stay-dates-rows";

type TBookedReply = Pick<
  TBookingReply,
  "bookingNumber" | "checkIn" | "checkOut" | "totalPriceCents" | "createdAt" | "holdExpiresAt" | "notice"
>;
/** A booking request just made, and the e-mail address the guest typed (never in the reply). */
export type TBooked = { reply: TBookedReply; guestEmail: string };

type TBookingSuccessProps = { booked: TBooked; stayName: string; texts: TBookingTexts; onClose: () => void };

/** Rendered inside the booking panel's tRPC provider. */
export function BookingSuccess({ booked: { reply, guestEmail }, stayName, texts, onClose }: TBookingSuccessProps) {
  const trpc = useTRPC();
  const resend = useMutation(trpc.bookings.resendVerification.mutationOptions());
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const minutes = holdMinutesOf(reply);

  const sendAgain = () => {
    if (resend.isPending) return;
    setOutcome(null); // cleared first, so that the same outcome twice is announced twice
    resend.mutate(
      { bookingNumber: reply.bookingNumber, guestEmail },
      {
        onSuccess: () => {
          setOutcome({ text: texts.success.resent, failed: false });
          toast({ title: texts.success.resent });
        },
        onError: (error) => {
          // The server's message is in the visitor's language (429 included); without a reply, ours.
          const message = error instanceof TRPCClientError && error.data ? error.message : texts.success.resendFailedFallback;
          setOutcome({ text: message, failed: true });
          toast({ title: texts.success.resendFailedTitle, description: message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={texts.success.close}
        data-testid="booking-success"
        // Focus starts on Close, as before the resend button came first: Enter right away must not send another e-mail.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          closeButton.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.success.title}</DialogTitle>
          <DialogDescription>{texts.success.body}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md border-l-4 border-primary bg-muted p-3 text-sm font-medium" data-testid="confirm-email">
          {minutes === null ? texts.success.confirmEmailPlain : fill(texts.success.confirmEmail, { minutes })}
        </p>
        {/* Another request for some of these nights came first: the server's words, in the page's language. */}
        {reply.notice ? (
          <p className="rounded-md bg-muted p-3 text-sm" data-testid="request-ahead">
            {reply.notice}
          </p>
        ) : null}
        <BookedSummary texts={texts} stayName={stayName} booked={reply} />
        <div>
          {/* Always in the page, so that screen readers announce what appears in it. */}
          <p
            role="status"
            className={outcome ? `mb-3 text-sm ${outcome.failed ? "text-destructive" : ""}` : undefined}
            data-testid="resend-status"
          >
            {outcome?.text}
          </p>
          <DialogFooter>
            {/* aria-disabled rather than disabled while sending: a disabled button would drop the keyboard focus. */}
            <button
              type="button"
              onClick={sendAgain}
              aria-disabled={resend.isPending || undefined}
              className={`${OUTLINE_BUTTON_CLASS} aria-disabled:opacity-60`}
            >
              {resend.isPending ? texts.success.resending : texts.success.resend}
            </button>
            <button ref={closeButton} type="button" onClick={onClose} className={PRIMARY_BUTTON_CLASS}>
              {texts.success.close}
            </button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
