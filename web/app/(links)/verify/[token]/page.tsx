// GET /verify/<token>: the guest's request and the button that confirms it; the POST's result.
// Its door (web/server/approvals/handle-verify-link.ts verifyLinkDoor, run by web/proxy.ts) has
// checked the token and done a POST's confirmation; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LinkPageBody, MessageBody, readLinkPage, Rows } from "@/components/links/link-page";
import { Button } from "@/components/ui/button";
import { GUEST_MAIL } from "@/content/mail";
import { readVerifyRequest, requestRows } from "@/server/approvals/handle-verify-link";

type TProps = { params: Promise<{ token: string }> };

const readRequest = cache(readVerifyRequest);

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: state.message?.title ?? GUEST_MAIL[state.language].verify.pageTitle };
}

export default async function VerifyPage({ params }: TProps) {
  const state = await readLinkPage();
  if (state.view === "none") notFound();
  const v = GUEST_MAIL[state.language].verify;
  const booking = state.view === "message" ? null : await readRequest((await params).token);
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
