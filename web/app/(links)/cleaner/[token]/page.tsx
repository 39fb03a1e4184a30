// GET /cleaner/<token>: the changeover sheet the owner gives the cleaner, without any guest's name,
// contact detail or price. Its door (web/server/changeovers/cleaner-page.ts cleanerPageDoor, run by
// web/proxy.ts) has checked the rate limit, the token and the link; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CleanerSheetView } from "@/components/links/cleaner-sheet";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { readCleanerSheet, type TCleanerView } from "@/server/changeovers/cleaner-page";

type TProps = { params: Promise<{ token: string }> };

/** The sheet the token opens, read once for the metadata and the page. */
const readSheet = cache(readCleanerSheet);

async function read({ params }: TProps) {
  const state = await readLinkPage();
  const sheet = state.view === ("sheet" satisfies TCleanerView) ? await readSheet((await params).token) : null;
  return { state, sheet };
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const { state, sheet } = await read(props);
  const t = getConsoleDictionary(state.language).changeovers.cleaner;
  return { title: state.message?.title ?? (sheet ? t.title : t.expired) };
}

export default async function CleanerPage(props: TProps) {
  const { state, sheet } = await read(props);
  if (state.view === "none") notFound();
  const t = getConsoleDictionary(state.language).changeovers.cleaner;
  if (!sheet) return <MessageBody message={state.message ?? { title: t.expired, text: t.expiredText }} />;
  return <CleanerSheetView sheet={sheet.sheet} checkOutBy={sheet.checkOutBy} language={state.language} />;
}
