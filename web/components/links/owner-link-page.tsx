// The page behind an owner action link (/owner/<token>): what the link will do and the facts to
// decide on, with the button (a plain POST); after it, what was recorded. Nothing changes on GET.
import { Button } from "@/components/ui/button";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import type { TActionSubject } from "@/server/approvals/actions";
import type { TOwnerLinkView } from "@/server/approvals/handle-link";
import type { TLinkPageState } from "@/server/http/link-page";
import { LinkPageBody, Notice, Rows } from "./link-page";

export function OwnerLinkView({ subject, view, state }: { subject: TActionSubject; view: TOwnerLinkView; state: TLinkPageState<unknown> }) {
  const texts = getConsoleDictionary(state.language).ownerLinks;
  if (view === "confirm")
    return (
      <LinkPageBody title={subject.title}>
        <Rows rows={subject.details} />
        {subject.warning && <Notice>{subject.warning}</Notice>}
        <form method="post" action={`${state.path}?lang=${state.language}`}>
          <Button type="submit">{subject.buttonLabel}</Button>
        </form>
        <p className="text-sm text-muted-foreground">{texts.nothingYet}</p>
      </LinkPageBody>
    );
  const [before, after] = view === "done" ? texts.done : texts.already;
  return (
    <LinkPageBody title={view === "done" ? texts.doneTitle : texts.alreadyTitle}>
      <Notice>
        {before}
        <strong>{subject.state}</strong>
        {after}
      </Notice>
      <Rows rows={subject.details} />
    </LinkPageBody>
  );
}
