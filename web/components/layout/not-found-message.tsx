// The 404 message, shared by app/global-not-found.tsx (unknown addresses) and
// app/[lang]/not-found.tsx (a page calling notFound()).
import { Link } from "@/components/ui/link";
import type { TDictionary } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";

export function NotFoundMessage({ t }: { t: TDictionary }) {
  return (
    <section lang={t.language} className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">{t.notFound.title}</h1>
      <p className="text-muted-foreground">{t.notFound.body}</p>
      <Link href={localizedPath("home", t.language)} className="font-semibold text-secondary underline underline-offset-4">
        {t.notFound.home}
      </Link>
    </section>
  );
}
