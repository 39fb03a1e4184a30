// The 404 page of a language, prerendered once per language: web/proxy.ts serves /af/page-not-found
// for an unknown address under an Afrikaans page (/verblyf/nope, /af/nope), so that it speaks
// Afrikaans with the site's header and footer (app/[lang]/not-found.tsx), status 404.
import { notFound } from "next/navigation";
import { languageParams } from "@/lib/language";

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export default function PageNotFound(): never {
  notFound();
}
