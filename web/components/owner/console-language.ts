// The console's language on the server: the signed-in owner's choice (kept on the account by the
// console's toggle, which also sets the `lang` cookie), else the `lang` cookie or the browser's
// Accept-Language (the sign-in page), else English. The owner's tRPC refusals speak the same one.
import "server-only";
import { headers } from "next/headers";
import type { TLanguage } from "@/content/dictionaries";
import { getOwnerSession } from "@/server/auth/session";
import { resolveLanguage } from "@/server/http/language";

export async function readConsoleLanguage(): Promise<TLanguage> {
  const requestHeaders = await headers();
  const session = await getOwnerSession(requestHeaders);
  return session?.language ?? resolveLanguage(requestHeaders);
}
