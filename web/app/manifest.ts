// /manifest.webmanifest: the site's name, colours and icons for "add to home screen", in English
// (web/server/offline/manifest.ts; the Afrikaans one is app/af.webmanifest).
import type { MetadataRoute } from "next";
import { siteManifest } from "@/server/offline/manifest";

export default function manifest(): MetadataRoute.Manifest {
  return siteManifest("en");
}
