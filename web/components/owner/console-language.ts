// The console's language on the server: the signed-in owner's choice (kept on the account by the
// console's toggle, which also sets the `lang` cookie), else the `lang` cookie or the browser's
// Accept-Language (the sign-in page), else English. The owner's tRPC refusals speak the same one.
import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { TLanguage } from "@/content/dictionaries";
import { getConsoleDictionary, type TConsoleDictionary } from "@/content/dictionaries/console";
import { requireOwnerPage } from "@/server/auth/owner-session";
import { getOwnerSession } from "@/server/auth/session";
import { resolveLanguage } from "@/server/http/language";

export async function readConsoleLanguage(): Promise<TLanguage> {
  const requestHeaders = await headers();
  const session = await getOwnerSession(requestHeaders);
  return session?.language ?? resolveLanguage(requestHeaders);
}

/** The owner's language and the console's texts in it. */
export async function readConsoleTexts(): Promise<{ language: TLanguage; t: TConsoleDictionary }> {
  const language = await readConsoleLanguage();
  return { language, t: getConsoleDictionary(language) };
}

/** A console page's `generateMetadata`: its title, picked from the texts in the owner's language. */
export function consoleTitle(pick: (t: TConsoleDictionary) => string): () => Promise<Metadata> {
  return async () => ({ title: pick((await readConsoleTexts()).t) });
}

/** Opens a console page: a live owner session (else the sign-in page, which comes back to `path`), then the owner's texts. */
export async function openConsolePage(path: string): Promise<{ language: TLanguage; t: TConsoleDictionary }> {
  await requireOwnerPage(path);
  return readConsoleTexts();
}
