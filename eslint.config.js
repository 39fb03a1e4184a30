// Lint rules: Next.js's own set (React, hooks, accessibility, Core Web Vitals), typescript-eslint's
// type-aware recommended set over the TypeScript sources, and two house rules: settings are read in
// the config modules only, never from process.env elsewhere; internal links go through
// components/ui/link.tsx (prefetch on intent), never next/link directly.
import js from "@eslint/js";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";

const CONFIG_MODULES = [
  "web/server/config.ts",
  "web/next.config.ts",
  "prisma.config.ts",
  "playwright.config.ts",
  "scripts/**",
  "worker/config.ts",
  "tests/**",
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "web/.next/",
      "web/next-env.d.ts",
      "web/server/db/generated/",
      "var/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  // Next.js's rules are for the site's code; Playwright's fixtures call a function named `use`.
  ...nextCoreWebVitals.map((config) => ({
    ...config,
    files: ["web/**/*.{js,jsx,mjs,ts,tsx}"],
    settings: { ...config.settings, next: { rootDir: "web" } },
  })),
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Tests read replies (`await response.json()`) and database rows as untyped data and assert on
    // them; the unsafe-any rules would only add casts there. Everything else keeps them.
    files: ["tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
    },
  },
  {
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    ignores: CONFIG_MODULES,
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through web/server/config.ts." }],
    },
  },
  {
    files: ["web/**/*.tsx"],
    ignores: ["web/components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use components/ui/link.tsx: it prefetches on intent, not on sight." }] },
      ],
    },
  },
  {
    // The console's forms focus their first refused field from TanStack Query's mutation callbacks,
    // which run after a reply, never while rendering; the compiler's ref rule cannot tell.
    files: ["web/components/owner/**/*.tsx"],
    rules: { "react-hooks/refs": "off" },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: {
      globals: { Buffer: "readonly", setTimeout: "readonly", clearTimeout: "readonly", performance: "readonly", WebAssembly: "readonly" },
    },
  },
);
