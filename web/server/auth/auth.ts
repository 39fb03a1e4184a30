// The owner's sign-in, by better-auth over the site's PostgreSQL (Prisma adapter): a one-time
// e-mailed link (magic-link plugin: 15 minutes, consumed on first use, stored hashed) to the
// owner's addresses only (OWNER_EMAIL and OWNER_EMAILS); sessions kept in PostgreSQL for 30 days,
// in an HttpOnly, SameSite=Lax cookie, Secure when the site is served over https. The signing
// key is derived from APPROVAL_SECRET (web/server/secrets.ts), so no working default exists.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac } from "node:crypto";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { magicLink } from "better-auth/plugins/magic-link";
import { SITE } from "@/content/site";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { getSecret } from "../secrets";

const SIGN_IN_LINK_SECONDS = 15 * 60;
const SESSION_SECONDS = 30 * 24 * 3600;

/** The addresses that may sign in to the console, lower case. */
export function getOwnerEmails(): Set<string> {
  const config = getConfig();
  return new Set([config.OWNER_EMAIL.toLowerCase(), ...config.OWNER_EMAILS]);
}

/**
 * Where a sign-in link's token goes once better-auth has stored it (owner addresses only). By
 * default it is handed back to the request that asked (`captureSignInLinks`), which mails it in
 * the page's language; tests may take it directly instead.
 */
type TSendSignInLink = (email: string, token: string) => Promise<void>;
const asked = new AsyncLocalStorage<{ email: string; token: string }[]>();
let sendSignInLink: TSendSignInLink = (email, token) => {
  asked.getStore()?.push({ email, token });
  return Promise.resolve();
};
export function setSignInLinkSender(sender: TSendSignInLink): void {
  sendSignInLink = sender;
}

/** Runs a sign-in request and returns the links it made (none for an address that may not sign in). */
export async function captureSignInLinks(request: () => Promise<unknown>): Promise<{ email: string; token: string }[]> {
  const links: { email: string; token: string }[] = [];
  await asked.run(links, request);
  return links;
}

function makeAuth() {
  const config = getConfig();
  return betterAuth({
    // Shown by no screen or e-mail of this site (sign-in links and passkeys name the business from its details).
    appName: SITE.name,
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret: createHmac("sha256", getSecret("APPROVAL_SECRET")).update("owner-sign-in").digest("base64url"),
    database: prismaAdapter(getDb(), { provider: "postgresql" }),
    user: { additionalFields: { language: { type: "string", required: false, defaultValue: "en", input: false } } },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 3600 },
    // The site's own limiter (web/server/http/rate-limit.ts) counts sign-in requests.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.APP_URL.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token }) => {
          if (getOwnerEmails().has(email.toLowerCase())) await sendSignInLink(email, token);
        },
      }),
    ],
  });
}

let auth: ReturnType<typeof makeAuth> | undefined;
export function getAuth() {
  auth ??= makeAuth();
  return auth;
}
