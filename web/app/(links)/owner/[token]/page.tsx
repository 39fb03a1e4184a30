// GET /owner/<token>: what the owner's e-mailed link will do, with its button; the POST's result.
// Its door (web/server/approvals/handle-link.ts ownerLinkDoor, run by web/proxy.ts) has checked
// the token, done a POST's action and read the subject; this renders its answer and reads nothing.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { OwnerLinkView } from "@/components/links/owner-link-page";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import type { TActionSubject } from "@/server/approvals/actions";
import type { TOwnerLinkView } from "@/server/approvals/handle-link";

const VIEWS: readonly string[] = ["confirm", "done", "already"] satisfies TOwnerLinkView[];

async function read() {
  const state = await readLinkPage<TActionSubject>();
  const subject = VIEWS.includes(state.view) ? state.facts : undefined;
  return { state, subject };
}

export async function generateMetadata(): Promise<Metadata> {
  const { state, subject } = await read();
  const texts = getConsoleDictionary(state.language).ownerLinks;
  if (state.message) return { title: state.message.title };
  if (!subject) return { title: texts.missingTitle };
  return { title: state.view === "confirm" ? subject.title : state.view === "done" ? texts.doneTitle : texts.alreadyTitle };
}

export default async function OwnerLinkPage() {
  const { state, subject } = await read();
  if (state.view === "none") notFound();
  const texts = getConsoleDictionary(state.language).ownerLinks;
  if (!subject) return <MessageBody message={state.message ?? { title: texts.missingTitle, text: texts.missing }} />;
  return <OwnerLinkView subject={subject} view={state.view as TOwnerLinkView} state={state} />;
}
