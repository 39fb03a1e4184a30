// GET /owner/<token>: what the owner's e-mailed link will do, with its button; the POST's result.
// Its door (web/server/approvals/handle-link.ts ownerLinkDoor, run by web/proxy.ts) has checked
// the token and done a POST's action; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { OwnerLinkView } from "@/components/links/owner-link-page";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { readOwnerLink, type TOwnerLinkView } from "@/server/approvals/handle-link";
import type { TLanguage } from "@/content/dictionaries";

type TProps = { params: Promise<{ token: string }> };

const VIEWS: readonly string[] = ["confirm", "done", "already"] satisfies TOwnerLinkView[];

/** The subject the token names, described once for the metadata and the page. */
const readSubject = cache((token: string, language: TLanguage) => readOwnerLink(token, language));

async function read({ params }: TProps) {
  const state = await readLinkPage();
  const subject = VIEWS.includes(state.view) ? await readSubject((await params).token, state.language) : undefined;
  return { state, subject };
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const { state, subject } = await read(props);
  const texts = getConsoleDictionary(state.language).ownerLinks;
  if (state.message) return { title: state.message.title };
  if (!subject) return { title: texts.missingTitle };
  return { title: state.view === "confirm" ? subject.title : state.view === "done" ? texts.doneTitle : texts.alreadyTitle };
}

export default async function OwnerLinkPage(props: TProps) {
  const { state, subject } = await read(props);
  if (state.view === "none") notFound();
  const texts = getConsoleDictionary(state.language).ownerLinks;
  if (!subject) return <MessageBody message={state.message ?? { title: texts.missingTitle, text: texts.missing }} />;
  return <OwnerLinkView subject={subject} view={state.view as TOwnerLinkView} state={state} />;
}
