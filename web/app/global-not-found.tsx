// Any address no route serves: the spec's 404 page, status 404. It is a document of its own
// (the root layout sits under app/[lang], which an unknown address never reaches).
import "./globals.css";
import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { getDictionary } from "@/content/dictionaries";
import { fontVariables } from "./fonts";

const t = getDictionary("en");

export const metadata: Metadata = { title: t.notFound.title, description: t.notFound.body, robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <html lang="en" className={fontVariables}>
      <body>
        <main>
          <NotFoundMessage t={t} />
        </main>
      </body>
    </html>
  );
}
