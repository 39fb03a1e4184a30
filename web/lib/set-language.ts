// The visitor's language choice in the browser: the `lang` cookie (what the server renders
// neutral pages and API messages in) and its session-storage mirror `isAfrikaans`.
import type { TLanguage } from "@/content/dictionaries";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, SESSION_LANGUAGE_KEY } from "@/content/routes";

/** Client only. Remembers `language` for the pages and calls that follow. */
export function setLanguage(language: TLanguage): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  try {
    window.sessionStorage.setItem(SESSION_LANGUAGE_KEY, String(language === "af"));
  } catch {
    // storage disabled (private mode, policy): the cookie still carries the choice
  }
}
