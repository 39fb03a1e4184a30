// The other page of this site that a link under an event's target leads to, if any: not a new
// tab, a download, another site or an anchor on the current page. Shared by the loading screen
// (clicks) and intent prefetching (pointer-over, touch, focus).
export function sameSitePageLink(target: EventTarget | null): URL | undefined {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return undefined;
  if (anchor.target && anchor.target !== "_self") return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  return url;
}
