// The root layout of the owner's console (/owner/...): <html lang> in the owner's language (the
// `lang` cookie the console's toggle sets, else Accept-Language), never indexed, no public header.
// The owner's e-mailed links (/owner/<token>) and the sign-in pages are under app/(links), in the
// site's layout.
import "./owner.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { SITE } from "@/content/site";
import { readConsoleLanguage } from "@/components/owner/console-language";
import { fontVariables } from "../fonts";

export const viewport: Viewport = { themeColor: "#faf6ef" };

export const metadata: Metadata = {
  title: { default: SITE.name, template: `%s | ${SITE.name}` },
  robots: { index: false, follow: false, nocache: true },
  formatDetection: { telephone: false },
};

export default async function OwnerRootLayout({ children }: { children: ReactNode }) {
  const language = await readConsoleLanguage();
  const t = getConsoleDictionary(language);
  return (
    <html lang={language} className={fontVariables}>
      <body className="min-h-dvh">
        {children}
        <Toaster labels={{ toast: t.shell.toastLabel, viewport: t.shell.toastViewport, close: t.shell.close }} />
      </body>
    </html>
  );
}
