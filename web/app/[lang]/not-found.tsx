// A page under app/[lang] that calls notFound() (an unknown blog slug, say): the 404 message
// inside the site's header and footer. Unknown addresses get app/global-not-found.tsx instead.
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { getDictionary } from "@/content/dictionaries";

export default function NotFound() {
  return <NotFoundMessage t={getDictionary("en")} />;
}
