// The visitor's language for an API reply: the site's language cookie first (the visitor's last
// choice), then the browser's Accept-Language, then English.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "@/content/routes";

/** decodeURIComponent, or undefined for a malformed escape (a client's to send; never an error). */
export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return safeDecode(value.join("="));
  }
  return undefined;
}

/** The Set-Cookie that remembers `language` as the browser's own choice does (web/lib/set-language.ts), for a reply to `requestUrl`. */
export function languageCookie(language: TLanguage, requestUrl: string): string {
  const secure = new URL(requestUrl).protocol === "https:" ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function resolveLanguage(headers: Headers): TLanguage {
  const cookie = readCookie(headers.get("cookie"), LANGUAGE_COOKIE);
  if (cookie === "af" || cookie === "en") return cookie;
  const accepted = (headers.get("accept-language") ?? "")
    .split(",")
    .map((entry) => {
      const [tag = "", ...params] = entry.trim().toLowerCase().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      );
      return { tag: tag.split("-")[0], q: Number.isFinite(q) ? q : 0 };
    })
    // q=0 means "not acceptable": such a language is never picked.
    .filter((entry) => (entry.tag === "af" || entry.tag === "en") && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted[0]?.tag === "af" ? "af" : "en";
}
