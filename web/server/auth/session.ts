// The owner's session: who is signed in to the console. The tRPC router's `ownerProcedure` and
// the pages' guard (owner-session.ts) both refuse anyone without a live session of an owner's
// address (an address removed from OWNER_EMAIL / OWNER_EMAILS loses its sessions' rights at once).
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { getAuth, getOwnerEmails } from "./auth";

export type TOwnerSession = { email: string; userId: string; sessionId: string; language: TLanguage };

/** The live owner session these request headers carry (its cookie), or null. */
export async function getOwnerSession(headers: Headers): Promise<TOwnerSession | null> {
  if (!headers.get("cookie")) return null;
  const found = await getAuth().api.getSession({ headers, query: { disableCookieCache: true } });
  if (!found || found.session.expiresAt <= new Date()) return null;
  const email = found.user.email.toLowerCase();
  if (!getOwnerEmails().has(email)) return null;
  const language = (found.user as { language?: string }).language === "af" ? "af" : "en";
  return { email, userId: found.user.id, sessionId: found.session.id, language };
}

/** Who acts, in which language, in the owner's procedures and routes. */
export function ownerCallOf(session: TOwnerSession) {
  return {
    actor: { kind: "owner" as const, email: session.email },
    language: session.language,
    userId: session.userId,
    sessionId: session.sessionId,
  };
}
