// The console pages' guard: the signed-in owner, or a redirect to the sign-in page.
import "server-only";
import { redirect } from "next/navigation";
import { headers as readHeaders } from "next/headers";
import { getOwnerSession, type TOwnerSession } from "./session";

/** For the console's server components: the owner, or a redirect to the sign-in page. */
export async function requireOwnerPage(returnTo: string): Promise<Omit<TOwnerSession, "sessionId">> {
  const session = await getOwnerSession(await readHeaders());
  if (!session) redirect(`/owner/sign-in?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`);
  return { email: session.email, userId: session.userId, language: session.language };
}

/** A path inside the console to return to after sign-in; anything else returns to /owner. */
export function safeReturnTo(value: string | null | undefined): string {
  return value && /^\/owner(\/[A-Za-z0-9/_?=&.-]*)?$/.test(value) && !value.startsWith("//") ? value : "/owner";
}
