// The pages behind e-mailed links are React pages (web/app/(links)), but what a request to one
// does and answers (its rate limit, the signed token, the POST's action, the HTTP status) is
// decided before rendering, by the page's door in web/server, which web/proxy.ts runs. The door
// answers either with a whole reply (a 303 after an action, Post/Redirect/Get) or with the
// status and what the page shows; the proxy hands the latter to the page in a request header,
// always its own (a header the client sent under that name is replaced).
import "server-only";
import superjson from "superjson";
import type { TLanguage } from "@/content/dictionaries";

export const LINK_PAGE_HEADER = "x-orania-link-page";

/** A form the page shows again after a refusal: what was typed and each field's message. */
export type TLinkPageForm = { name: string; values: Record<string, string>; errors: Record<string, string> };

export type TLinkPageMessage = { title: string; text: string; alert?: boolean; link?: { href: string; text: string } };

/** What a door hands its page; `TFacts` is what the door read that the page shows. */
export type TLinkPageState<TFacts = Record<string, string>> = {
  language: TLanguage;
  /** The page's public path (its forms post there; the language toggle links to it). */
  path: string;
  /** Query parameters the page's forms and language toggle keep besides `lang` (a sign-in link's token, where to return to). */
  keep?: Record<string, string>;
  /** Which of the page's views to show; "message" is a refusal or a result in words. */
  view: string;
  /** A refusal's or result's title and text (view "message"), in `language`. */
  message?: TLinkPageMessage;
  /** A line above the page's content: what the last action did. */
  notice?: string;
  form?: TLinkPageForm;
  /** What the door read that the page shows (so the page needs no second read of the database). */
  facts?: TFacts;
};

export type TDoorAnswer<TFacts = Record<string, string>> =
  { kind: "reply"; response: Response } | { kind: "page"; status: number; state: TLinkPageState<TFacts>; headers?: Record<string, string> };

/** The state as the header carries it (superjson: the facts' dates and big integers arrive as they left). */
export function encodeLinkPageState(state: TLinkPageState<unknown>): string {
  return Buffer.from(superjson.stringify(state), "utf8").toString("base64url");
}

export function decodeLinkPageState(header: string | null): TLinkPageState<unknown> | null {
  if (!header) return null;
  try {
    const state = superjson.parse<TLinkPageState<unknown>>(Buffer.from(header, "base64url").toString("utf8"));
    return state.language === "en" || state.language === "af" ? state : null;
  } catch {
    return null;
  }
}

/** A 303 back to a page by GET after its POST acted, so that reloading it does not act again. */
export function seeOther(location: string): TDoorAnswer<never> {
  return { kind: "reply", response: new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } }) };
}

/** A page answering with `view` "message": a title and a text (a refusal, or a result). */
export function messageAnswer(
  base: { language: TLanguage; path: string },
  status: number,
  message: TLinkPageMessage,
  headers: Record<string, string> = {},
): TDoorAnswer<never> {
  return { kind: "page", status, state: { ...base, view: "message", message }, headers };
}
