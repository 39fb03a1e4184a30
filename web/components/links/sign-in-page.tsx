// The console's sign-in pages (/owner/sign-in, /owner/sign-in/link): the form that asks for a
// sign-in link, and the e-mailed link's button. Both are plain POST forms that work without
// JavaScript; the passkey button is the one part that needs it, and stays hidden until its script
// (public/owner-passkey.js, allowed by the page's nonce) finds a browser that can use passkeys.
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { passkeyAddresses, signInHref } from "@/server/auth/sign-in-pages";
import { safeReturnTo } from "@/server/auth/owner-session";
import type { TLinkPageState } from "@/server/http/link-page";
import { MessageBody, readLinkPage } from "./link-page";
import { describedBy, FieldNote, LinkPageBody, Notice } from "./link-page";

/** The address a page's form posts to: the page itself, in its language, with its kept query. */
function formAction(state: TLinkPageState): string {
  return signInHref(state.path, state.language, state.keep);
}

/** The nonce the page's policy (web/proxy.ts) allows scripts with, from the request's copy of it. */
async function scriptNonce(): Promise<string | undefined> {
  return /'nonce-([^']+)'/.exec((await headers()).get("content-security-policy") ?? "")?.[1];
}

async function PasskeySignIn({ state }: { state: TLinkPageState }) {
  const nonce = await scriptNonce();
  if (!nonce) return null;
  const t = getConsoleDictionary(state.language).signIn;
  const calls = passkeyAddresses(state.language, safeReturnTo(state.keep?.returnTo));
  return (
    <>
      <section id="passkey-sign-in" hidden data-options={calls.options} data-verify={calls.verify} data-failed={t.passkeyFailed}>
        <div className="flex flex-col gap-3 border-t pt-6">
          <p>{t.or}</p>
          <Button type="button" variant="outline" className="self-start">
            {t.passkey}
          </Button>
          <p id="passkey-status" role="alert" className="text-sm font-medium text-destructive" />
        </div>
      </section>
      <script nonce={nonce} src="/owner-passkey.js" defer />
    </>
  );
}

/** /owner/sign-in: the e-mail field (its message after a refusal), the button, and the passkey button. */
export function SignInFormView({ state }: { state: TLinkPageState }) {
  const t = getConsoleDictionary(state.language).signIn;
  const error = state.form?.errors.email;
  return (
    <LinkPageBody title={t.title}>
      {state.notice ? <Notice>{state.notice}</Notice> : null}
      <p>{t.intro}</p>
      <form method="post" action={formAction(state)} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="email">{t.email}</Label>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={state.form?.values.email ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("email", false, error)}
          />
          <FieldNote id="email" error={error} />
        </div>
        <Button type="submit" className="self-start">
          {t.send}
        </Button>
      </form>
      <PasskeySignIn state={state} />
    </LinkPageBody>
  );
}

/** /owner/sign-in/link: what the button does, and the button (a POST: opening the link signs nobody in). */
export function SignInLinkView({ state }: { state: TLinkPageState }) {
  const t = getConsoleDictionary(state.language).signIn;
  return (
    <LinkPageBody title={t.linkTitle}>
      <p>{t.linkIntro}</p>
      <form method="post" action={formAction(state)}>
        <Button type="submit">{t.button}</Button>
      </form>
    </LinkPageBody>
  );
}

/**
 * A sign-in page's entry (its page.tsx): the title and body of what its door decided, a message
 * (a refusal, the link sent) or the page's own view, whose title is `title` of the sign-in texts.
 */
export function signInPageEntry(title: "title" | "linkTitle", View: (props: { state: TLinkPageState }) => ReactNode) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const state = await readLinkPage();
      return { title: state.message?.title ?? getConsoleDictionary(state.language).signIn[title] };
    },
    Page: async () => {
      const state = await readLinkPage();
      if (state.view === "none") notFound();
      if (state.message) return <MessageBody message={state.message} />;
      return <View state={state} />;
    },
  };
}
