"use client";
// The contact dialog ('Voltooi jou bespreking'), loaded only when the visitor opens it (the success
// dialog is booking-success.tsx). Validation is the server's own zod contact schema;
// one Idempotency-Key per submission attempt, kept for retries of the same request, so a double
// click or a retry after a dropped connection never makes two bookings.
import { TRPCClientError } from "@trpc/client";
import { useMemo, useRef, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { PageLink } from "@/components/ui/page-link";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { NativeSelect } from "@/components/ui/native-select";
import { formatShortRand } from "@/content/site";
import type { TLanguage } from "@/content/dictionaries/types";
import { COUNTRY_CODES, type TStayId } from "@/content/stays";
import { contactMessage, zContact } from "@/server/bookings/contact";
import { joinPhone } from "@/server/bookings/phone";
import type { TAppRouter } from "@/server/api/root";
import { useTRPCClient } from "@/trpc/react";
import { OUTLINE_BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "./booking-classes";
import type { TBookingTexts } from "./booking-panel";
import { StayDatesRows } from "./stay-dates-rows";
import type { TBooked } from "./booking-success";
import { CheckInTimeSelect } from "./check-in-time-select";
import { TitledSection } from "@/components/ui/titled-section";

type TField = "guestName" | "guestEmail" | "countryCode" | "guestPhone";
/** The contact fields as typed, kept by the panel across the dialog's openings. */
export type TContactDraft = { guestName: string; guestEmail: string; countryCode: string; guestPhone: string; company: string };
type TBookingDialogProps = {
  stay: TStayId;
  language: TLanguage;
  stayName: string;
  texts: TBookingTexts;
  request: { checkIn: string; checkOut: string; guests: number; checkInTime: string; totalPriceCents: number };
  /**
   * When the visitor began: the booking panel's first showing on the page, not this dialog's
   * opening, so that contact details filled by the browser at once (autofill) are not taken for
   * a script's speed; a person has chosen dates before the dialog opens.
   */
  formStartedAt: number;
  /** The arrival times offered: the panel's. */
  times: readonly [string, ...string[]];
  draft: TContactDraft | null;
  onDraftChange: (draft: TContactDraft) => void;
  onOpenChange: (open: boolean) => void;
  onBooked: (booked: TBooked) => void;
  onConflict: () => void;
};

const fieldClasses =
  "h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm";

export default function BookingDialog({
  stay,
  language,
  stayName,
  texts,
  request,
  formStartedAt,
  times,
  draft,
  onDraftChange,
  onOpenChange,
  onBooked,
  onConflict,
}: TBookingDialogProps) {
  const api = useTRPCClient();
  const [values, setValues] = useState<TContactDraft>(
    () => draft ?? { guestName: "", guestEmail: "", countryCode: "+27", guestPhone: "", company: "" },
  );
  const [checkInTime, setCheckInTime] = useState(request.checkInTime);
  const [touched, setTouched] = useState<Partial<Record<TField, boolean>>>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const errors = useMemo(() => {
    const result = zContact.safeParse(
      {
        guestName: values.guestName,
        guestEmail: values.guestEmail,
        guestPhone: joinPhone(values.countryCode, values.guestPhone),
      },
      { error: (issue) => contactMessage(texts.contact, issue) },
    );
    const found: Partial<Record<TField, string>> = {};
    if (!values.countryCode) found.countryCode = texts.contact.countryCode;
    // Every phone error (letters, too short) belongs under the phone field itself.
    for (const issue of result.success ? [] : result.error.issues) found[String(issue.path[0]) as TField] ??= issue.message;
    return found;
  }, [values, texts.contact]);
  const valid = Object.keys(errors).length === 0;

  const set = (field: keyof TContactDraft) => (event: { target: { value: string } }) =>
    setValues((current) => {
      const next = { ...current, [field]: event.target.value };
      onDraftChange(next);
      return next;
    });
  const touch = (field: TField) => () => setTouched((current) => ({ ...current, [field]: true }));
  const errorOf = (field: TField) => (touched[field] ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ guestName: true, guestEmail: true, countryCode: true, guestPhone: true });
    if (!valid || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    const input = {
      accommodationType: stay,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      // The select offers the owner's window only; the server refuses anything else with its own message.
      checkInTime,
      guests: request.guests,
      guestName: values.guestName.trim(),
      guestEmail: values.guestEmail.trim(),
      guestPhone: joinPhone(values.countryCode, values.guestPhone),
      // The page's total, in rand as the call takes it (never trusted: the server prices the stay).
      totalPrice: request.totalPriceCents / 100,
      company: values.company,
      formStartedAt,
      // The booking is stored and mailed in this page's language, whatever another tab set the cookie to.
      language,
    };
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    const isHut = stay !== "vacation-home";
    const failed = (description: string) =>
      toast({ title: isHut ? texts.toasts.failedTitleHut : texts.toasts.failedTitle, description, variant: "destructive" });
    try {
      const reply = await api.bookings.create.mutate({ ...input, idempotencyKey: attempt.current.key });
      attempt.current = null; // a definite answer: the next attempt is a new request
      onBooked({ reply, guestEmail: values.guestEmail.trim() });
    } catch (error) {
      // Without a reply from the server (offline, a dropped connection) or with a 5xx, the same key
      // goes with the next attempt; any other answer is definite.
      const refusal = error instanceof TRPCClientError ? (error as TRPCClientError<TAppRouter>) : undefined;
      const answer = refusal?.data;
      if (!refusal || !answer || answer.httpStatus >= 500) {
        failed(answer && refusal ? refusal.message : texts.toasts.failedFallback);
        return;
      }
      attempt.current = null;
      if (answer.code === "CONFLICT") {
        toast({ title: texts.toasts.takenTitle, description: refusal.message, variant: "destructive" });
        onConflict();
        return;
      }
      failed(refusal.message);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const field = (id: TField, label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`booking-${id}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {errorOf(id) ? (
        <p id={`booking-${id}-error`} className="text-sm text-destructive" data-testid={`error-${id}`}>
          {errorOf(id)}
        </p>
      ) : null}
    </div>
  );
  const invalidProps = (id: TField) => ({
    id: `booking-${id}`,
    onBlur: touch(id),
    "aria-invalid": errorOf(id) ? true : undefined,
    "aria-describedby": errorOf(id) ? `booking-${id}-error` : undefined,
  });

  const textField = (id: Exclude<TField, "countryCode">, label: string, props: InputHTMLAttributes<HTMLInputElement>) =>
    field(id, label, <input {...invalidProps(id)} {...props} value={values[id]} onChange={set(id)} className={fieldClasses} />);

  return (
    <Dialog open onOpenChange={(open) => (sendingRef.current ? undefined : onOpenChange(open))}>
      <DialogContent closeLabel={texts.dialog.cancel} data-testid="booking-dialog">
        <DialogHeader>
          <DialogTitle>{texts.dialog.title}</DialogTitle>
          <DialogDescription>{texts.dialog.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          {textField("guestName", texts.dialog.fullName, { autoComplete: "name" })}
          {textField("guestEmail", texts.dialog.email, { type: "email", autoComplete: "email" })}
          <div className="grid grid-cols-[7rem_1fr] gap-3">
            {field(
              "countryCode",
              texts.dialog.countryCode,
              <NativeSelect
                {...invalidProps("countryCode")}
                value={values.countryCode}
                onChange={set("countryCode")}
                className={fieldClasses}
                options={COUNTRY_CODES.map((code) => [code, code] as const)}
              />,
            )}
            {textField("guestPhone", texts.dialog.phone, { type: "tel", autoComplete: "tel-national", inputMode: "tel" })}
          </div>
          <CheckInTimeSelect
            id="booking-dialog-time"
            texts={texts}
            times={times}
            value={checkInTime}
            onChange={setCheckInTime}
            className={fieldClasses}
          />
          <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <input name="company" tabIndex={-1} autoComplete="off" value={values.company} onChange={set("company")} />
          </div>

          <TitledSection
            id="booking-summary"
            title={texts.dialog.summary}
            level={3}
            titleClassName="mb-2 font-semibold"
            className="rounded-md bg-muted p-3 text-sm"
          >
            <dl className="grid grid-cols-2 gap-1">
              <StayDatesRows texts={texts} stayName={stayName} checkIn={request.checkIn} checkOut={request.checkOut} />
              <dt>{texts.guests}</dt>
              <dd className="text-right">{request.guests}</dd>
              <dt className="font-semibold">{texts.total}</dt>
              <dd className="text-right font-semibold">{formatShortRand(request.totalPriceCents)}</dd>
            </dl>
          </TitledSection>

          <p className="text-xs text-muted-foreground" data-testid="privacy-notice">
            {texts.dialog.privacy}{" "}
            <PageLink href="/privacy" className="text-secondary underline underline-offset-4">
              {texts.dialog.privacyLink}
            </PageLink>
          </p>

          <DialogFooter>
            <button type="button" onClick={() => onOpenChange(false)} disabled={sending} className={OUTLINE_BUTTON_CLASS}>
              {texts.dialog.cancel}
            </button>
            <button type="submit" disabled={!valid || sending} className={PRIMARY_BUTTON_CLASS}>
              {sending ? texts.dialog.submitting : texts.dialog.submit}
            </button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
