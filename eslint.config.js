// Lint rules: typescript-eslint's recommended set over the whole project, and two house rules:
// settings are read in the config modules only, never from process.env elsewhere; internal links
// go through components/ui/link.tsx (prefetch on intent), never next/link directly.
import js from "@eslint/js";
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
  ...tseslint.configs.recommended,
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
    files: ["scripts/**/*.mjs"],
    languageOptions: {
      globals: { Buffer: "readonly", setTimeout: "readonly", clearTimeout: "readonly", performance: "readonly", WebAssembly: "readonly" },
    },
  },
);
