// The headings' typeface, Lora, self-hosted from @fontsource (latin subset, variable weight)
// through next/font/local: preloaded, with a size-adjusted fallback, no request to any font host.
// Body text uses the phone's own sans-serif (globals.css): no font download stands between a
// visitor on a slow connection and the first readable paragraph.
import localFont from "next/font/local";

export const lora = localFont({
  src: "../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2",
  variable: "--font-lora",
  weight: "400 700",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
});

/** The class name that defines the font variable; put it on <html>. */
export const fontVariables = lora.variable;
