// The parts of the pages behind e-mailed links (web/app/(links)): what the door decided for this
// request (web/server/http/link-page.ts, passed on by web/proxy.ts), the page's heading, its
// notices, label/value lists and sections, and the page that only says something (a refusal, a
// result). Server components only: the forms on these pages are plain POSTs that need no script.
import "server-only";
import { headers } from "next/headers";
import { cache, type ReactNode } from "react";
import type { TLanguage } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { decodeLinkPageState, LINK_PAGE_HEADER, type TLinkPageState } from "@/server/http/link-page";
import { cn } from "@/lib/cn";

const readState = cache(async (): Promise<TLinkPageState<unknown>> => {
  const state = decodeLinkPageState((await headers()).get(LINK_PAGE_HEADER));
  return state ?? { language: "en", path: "/", view: "none" };
});

/**
 * What the door decided for this request, with the facts it read for the page (`TFacts`: the
 * header is always the door's own, web/proxy.ts replaces one a client sent). Without it (an
 * address the proxy has no door for) the view is "none", which pages answer with notFound().
 */
export async function readLinkPage<TFacts = Record<string, string>>(): Promise<TLinkPageState<TFacts>> {
  return (await readState()) as TLinkPageState<TFacts>;
}

/** The address of this page in the other language (`?lang=`), kept on its current step. */
export function otherLanguageHref(state: TLinkPageState<unknown>, keep: Record<string, string> = {}): string {
  const other: TLanguage = state.language === "en" ? "af" : "en";
  return `${state.path}?${new URLSearchParams({ lang: other, ...keep }).toString()}`;
}

export function LinkPageBody({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 font-serif text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
      <div className="flex flex-col gap-6">{children}</div>
    </div>
  );
}

/** A line saying what just happened (role=status), or a refusal (role=alert). */
export function Notice({ children, alert = false, testId }: { children: ReactNode; alert?: boolean; testId?: string }) {
  return (
    <p
      role={alert ? "alert" : "status"}
      data-testid={testId}
      className={cn("rounded-md border px-4 py-3", alert ? "border-destructive/40 bg-destructive/10" : "border-secondary/30 bg-muted")}
    >
      {children}
    </p>
  );
}

/** Labels and their values. */
export function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold whitespace-pre-wrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of the page; `named`: a region named by its heading (a landmark of its own). */
export function Part({
  id,
  title,
  children,
  testId,
  named = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
  named?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={named ? `${id}-title` : undefined} data-testid={testId} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A link in a link page's text. */
export const LINK_CLASS = "font-semibold text-secondary underline underline-offset-4";

/** How to reach the business, a line each (those given): phone, WhatsApp (its prefilled link), e-mail. */
export function ContactBullets({
  language,
  phone,
  whatsapp,
  email,
}: {
  language: TLanguage;
  phone?: { display: string; href: string } | null;
  whatsapp?: string | null;
  email?: string | null;
}) {
  const texts = GUEST_JOURNEY[language];
  const items: ReactNode[] = [];
  if (phone)
    items.push(
      <>
        {texts.mail.phone}:{" "}
        <a className={LINK_CLASS} href={phone.href}>
          {phone.display}
        </a>
      </>,
    );
  if (whatsapp)
    items.push(
      <a className={LINK_CLASS} href={whatsapp} data-testid="whatsapp-link">
        {texts.whatsappUs}
      </a>,
    );
  if (email)
    items.push(
      <>
        {texts.mail.email}:{" "}
        <a className={LINK_CLASS} href={`mailto:${email}`}>
          {email}
        </a>
      </>,
    );
  return items.length > 0 ? <Bullets items={items} /> : null;
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A page that only says something: a refusal or a result, and what the visitor can do next. */
export function MessageBody({ message, children }: { message: NonNullable<TLinkPageState["message"]>; children?: ReactNode }) {
  return (
    <LinkPageBody title={message.title}>
      <Notice alert={message.alert}>{message.text}</Notice>
      {message.link ? (
        <p>
          <a className="font-semibold text-secondary underline underline-offset-4" href={message.link.href}>
            {message.link.text}
          </a>
        </p>
      ) : null}
      {children}
    </LinkPageBody>
  );
}

/** A field's hint and, after a refusal, its message, tied to the control by aria-describedby. */
export function FieldNote({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </span>
      ) : null}
    </>
  );
}

/** The aria-describedby of a field with FieldNote. */
export function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}
