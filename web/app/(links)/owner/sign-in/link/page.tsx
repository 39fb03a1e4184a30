// GET /owner/sign-in/link?token=…: the e-mailed sign-in link's button, signing nobody in (mail
// scanners open links); POST: the link used. Its door (web/server/auth/sign-in-pages.ts
// signInLinkDoor, run by web/proxy.ts) has checked the token and, for a POST that signed in,
// answered with the session cookie and a 303; this renders any other answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { SignInLinkView } from "@/components/links/sign-in-page";
import { getConsoleDictionary } from "@/content/dictionaries/console";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: state.message?.title ?? getConsoleDictionary(state.language).signIn.linkTitle };
}

export default async function SignInLinkPage() {
  const state = await readLinkPage();
  if (state.view === "none") notFound();
  if (state.message) return <MessageBody message={state.message} />;
  return <SignInLinkView state={state} />;
}
