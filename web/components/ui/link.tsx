// The site's internal link: next/link without viewport prefetching. A phone on mobile data
// should not download every page whose link scrolls past, and on first load that traffic and
// its parsing compete with the page itself. Pages are prefetched on intent instead (pointer
// over, touch or focus: IntentPrefetch in the layout) and by the spec's timed town prefetch.
import NextLink from "next/link";
import type { ComponentProps } from "react";

export function Link(props: Omit<ComponentProps<typeof NextLink>, "prefetch">) {
  return <NextLink {...props} prefetch={false} />;
}
