// A page under app/[lang] that calls notFound() (an unknown blog slug, /af/nope, and what
// web/proxy.ts sends here: /verblyf/nope): the 404 message inside the site's header and footer, in
// the page's language. Unknown addresses elsewhere get app/global-not-found.tsx instead.
import { LocalizedNotFound } from "@/components/layout/not-found-message";
import { getDictionary } from "@/content/dictionaries";

export default function NotFound() {
  return <LocalizedNotFound dictionaries={{ en: getDictionary("en"), af: getDictionary("af") }} />;
}
