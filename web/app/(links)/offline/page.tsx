// GET /offline?lang=<en|af>: what a phone shows with no signal for a page it has not kept. Its door
// (web/server/offline/handle-offline-page.ts, run by web/proxy.ts) read the business's details; the
// service worker (web/public/sw.js) fetches this page when it is installed and keeps it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readLinkPage } from "@/components/links/link-page";
import { OfflineView } from "@/components/links/offline-page";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import type { TOfflineFacts } from "@/server/offline/handle-offline-page";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: GUEST_JOURNEY[state.language].offline.title };
}

export default async function OfflinePage() {
  const state = await readLinkPage<TOfflineFacts>();
  if (state.view === "none") notFound();
  return <OfflineView state={state} />;
}
