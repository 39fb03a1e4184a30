// POST /owner/sign-out: ends this device's console session. Its door (web/server/auth/sign-in-pages.ts
// signOutDoor, run by web/proxy.ts, which refuses every other method) answers a 303 to the sign-in
// page; this renders only its refusals (another site's form, too many requests, a database away).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageBody, readLinkPage } from "@/components/links/link-page";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return state.message ? { title: state.message.title } : {};
}

export default async function SignOutPage() {
  const state = await readLinkPage();
  if (!state.message) notFound();
  return <MessageBody message={state.message} />;
}
