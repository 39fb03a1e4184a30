// GET /cleaner/<token>: the changeover sheet the owner gives the cleaner, without any guest's name,
// contact detail or price. Its door (web/server/changeovers/cleaner-page.ts cleanerPageDoor, run by
// web/proxy.ts) has checked the rate limit, the token and the link, and read the sheet; this
// renders its answer and reads nothing.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CleanerSheetView } from "@/components/links/cleaner-sheet";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import type { TCleanerFacts, TCleanerView } from "@/server/changeovers/cleaner-page";

async function read() {
  const state = await readLinkPage<TCleanerFacts>();
  const sheet = state.view === ("sheet" satisfies TCleanerView) ? state.facts : undefined;
  return { state, sheet };
}

export async function generateMetadata(): Promise<Metadata> {
  const { state, sheet } = await read();
  const t = getConsoleDictionary(state.language).changeovers.cleaner;
  return { title: state.message?.title ?? (sheet ? t.title : t.expired) };
}

export default async function CleanerPage() {
  const { state, sheet } = await read();
  if (state.view === "none") notFound();
  const t = getConsoleDictionary(state.language).changeovers.cleaner;
  if (!sheet) return <MessageBody message={state.message ?? { title: t.expired, text: t.expiredText }} />;
  return <CleanerSheetView sheet={sheet.sheet} checkOutBy={sheet.checkOutBy} language={state.language} />;
}
