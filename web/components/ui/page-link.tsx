// A link to another page of the public site: a plain <a> in the server HTML, with no client code
// of its own. The [lang] layout's <NavigationLoader> turns a plain left click on it into a client
// navigation (the router's push, as next/link does), so every link of a page costs nothing to
// hydrate and next/link's code stays out of the first load. Like the site's Link, it never
// prefetches on sight: pages are prefetched on intent (IntentPrefetch) and by the timed town
// prefetch. Without JavaScript it is an ordinary link.
import type { AnchorHTMLAttributes } from "react";

/** The attribute that marks a link the client navigation takes over. */
export const PAGE_LINK_ATTRIBUTE = "data-page-link";

export function PageLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...{ [PAGE_LINK_ATTRIBUTE]: "" }} {...props} />;
}
