// The console's frame: skip link, header with the screens' navigation, the language toggle and
// "sign out". No API code: each island that acts brings its own tRPC provider (web/trpc/react.tsx). Each page checks the
// owner's session itself (requireOwnerPage), so that it can send the owner back to it after sign-in.
import type { ReactNode } from "react";
import { ConsoleHeader } from "@/components/owner/console-header";
import { readConsoleTexts } from "@/components/owner/console-language";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = await readConsoleTexts();
  return (
    <>
      <SkipLink label={t.shell.skipToContent} />
      <ConsoleHeader t={t} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl px-3 pt-4 pb-16 outline-none sm:px-6">
        {children}
      </main>
    </>
  );
}
