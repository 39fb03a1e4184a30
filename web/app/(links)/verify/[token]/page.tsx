// GET /verify/<token>: the guest's request and the button that confirms it; the POST's result.
// Its door (web/server/approvals/handle-verify-link.ts verifyLinkDoor, run by web/proxy.ts) has
// checked the token, done a POST's confirmation and read the request; this renders its answer and
// reads nothing.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LinkPageBody, MessageBody, readLinkPage, Rows } from "@/components/links/link-page";
import { Button } from "@/components/ui/button";
import { GUEST_MAIL } from "@/content/mail";
import { requestRows, type TRequest } from "@/server/approvals/handle-verify-link";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: state.message?.title ?? GUEST_MAIL[state.language].verify.pageTitle };
}

export default async function VerifyPage() {
  const state = await readLinkPage<TRequest>();
  if (state.view === "none") notFound();
  const v = GUEST_MAIL[state.language].verify;
  const booking = state.view === "message" ? undefined : state.facts;
  const rows = booking ? <Rows rows={requestRows(booking, state.language)} /> : null;
  if (state.view === "confirm" && booking)
    return (
      <LinkPageBody title={v.pageTitle}>
        {rows}
        <form method="post" action={`${state.path}?lang=${state.language}`}>
          <Button type="submit">{v.button}</Button>
        </form>
        <p className="text-sm text-muted-foreground">{v.pageNote}</p>
      </LinkPageBody>
    );
  return <MessageBody message={state.message ?? { title: v.invalidTitle, text: v.invalid }}>{rows}</MessageBody>;
}
