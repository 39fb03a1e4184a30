// The lost-link form (/booking): the booking number and the e-mail address booked with, each
// field's message under it after a refusal, what was typed kept. A plain POST form to the page's
// own address in its language, checked by the server (noValidate: the messages are the site's, in
// the page's language, not the browser's).
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { LOST_LINK_FIELDS } from "@/server/approvals/handle-lost-link";
import type { TLinkPageState } from "@/server/http/link-page";
import { describedBy, FieldNote, LinkPageBody } from "./link-page";

const INPUTS = {
  bookingNumber: { type: "text", autoComplete: "off" },
  guestEmail: { type: "email", autoComplete: "email" },
} as const satisfies Record<(typeof LOST_LINK_FIELDS)[number], { type: string; autoComplete: string }>;

export function LostLinkFormView({ state }: { state: TLinkPageState }) {
  const texts = GUEST_JOURNEY[state.language].resend;
  const labels = { bookingNumber: texts.number, guestEmail: texts.email };
  return (
    <LinkPageBody title={texts.title}>
      <p>{texts.intro}</p>
      <form method="post" action={`${state.path}?lang=${state.language}`} noValidate className="flex flex-col gap-4">
        {LOST_LINK_FIELDS.map((name) => {
          const error = state.form?.errors[name];
          return (
            <div key={name} className="flex flex-col gap-2">
              <Label htmlFor={name}>{labels[name]}</Label>
              <Input
                id={name}
                name={name}
                type={INPUTS[name].type}
                autoComplete={INPUTS[name].autoComplete}
                required
                defaultValue={state.form?.values[name] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(name, false, error)}
              />
              <FieldNote id={name} error={error} />
            </div>
          );
        })}
        <Button type="submit" className="self-start">
          {texts.submit}
        </Button>
      </form>
    </LinkPageBody>
  );
}
