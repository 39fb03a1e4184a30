// GET /owner/sign-in: the console's sign-in form; POST: a sign-in link asked for. Its door
// (web/server/auth/sign-in-pages.ts signInPageDoor, run by web/proxy.ts) has read the form, sent
// the link and decided the status; this renders its answer.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageBody, readLinkPage } from "@/components/links/link-page";
import { SignInFormView } from "@/components/links/sign-in-page";
import { getConsoleDictionary } from "@/content/dictionaries/console";

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return { title: state.message?.title ?? getConsoleDictionary(state.language).signIn.title };
}

export default async function SignInPage() {
  const state = await readLinkPage();
  if (state.view === "none") notFound();
  if (state.message) return <MessageBody message={state.message} />;
  return <SignInFormView state={state} />;
}
