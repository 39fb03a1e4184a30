// GET /booking: the form that e-mails a lost booking link again; POST: the link asked for (the
// same answer whether or not the details match). Its door (web/server/approvals/handle-lost-link.ts
// lostLinkDoor, run by web/proxy.ts) has read the form, asked for the e-mail and decided the
// status; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LostLinkFormView } from "@/components/links/lost-link-page";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import type { TLostLinkView } from "@/server/approvals/handle-lost-link";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: state.message?.title ?? GUEST_JOURNEY[state.language].resend.title };
}

export default async function LostLinkPage() {
  const state = await readLinkPage();
  if (state.view === "none") notFound();
  const texts = GUEST_JOURNEY[state.language].resend;
  if (state.view === ("form" satisfies TLostLinkView) || !state.message) return <LostLinkFormView state={state} />;
  return (
    <MessageBody message={state.message}>
      {/* A refusal (too many requests, another site's form, a body too large) leads back to the form. */}
      {state.view === ("sent" satisfies TLostLinkView) ? null : (
        <p>
          <a className="font-semibold text-secondary underline underline-offset-4" href={`${state.path}?lang=${state.language}`}>
            {texts.title}
          </a>
        </p>
      )}
    </MessageBody>
  );
}
