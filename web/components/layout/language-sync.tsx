"use client";
// Records the language of the page being shown as the visitor's choice (cookie + session
// storage), so a path that forces Afrikaans (/verblyf ...) also sets it for the neutral pages.
import { useEffect } from "react";
import type { TLanguage } from "@/content/dictionaries";
import { setLanguage } from "@/lib/set-language";

export function LanguageSync({ language }: { language: TLanguage }) {
  useEffect(() => setLanguage(language), [language]);
  return null;
}
