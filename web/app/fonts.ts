// The headings' typeface: Lora (SIL OFL 1.1) in the one weight headings use, 600, cut to the
// characters of English and Afrikaans and renamed "Orania Serif" (scripts/subset-heading-font.py
// writes it from @fontsource-variable/lora). 18 KB instead of the variable font's 38 KB, served
// through next/font/local: preloaded, with a size-adjusted fallback, no request to any font host.
// Body text uses the phone's own sans-serif (site.css): no font download stands between a
// visitor on a slow connection and the first readable paragraph.
import localFont from "next/font/local";

export const headingFont = localFont({
  src: "./fonts/orania-serif-600.woff2",
  variable: "--font-heading",
  weight: "600",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
  adjustFontFallback: "Times New Roman",
});

/** The class name that defines the font variable; put it on <html>. */
export const fontVariables = headingFont.variable;
