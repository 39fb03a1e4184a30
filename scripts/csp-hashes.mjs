#!/usr/bin/env node
// After `next build`: hashes every inline <script> of every prerendered page, so that the static
// pages can carry a strict Content-Security-Policy without nonces (which would make them
// dynamic). Writes web/.next/csp-hashes.json: { "<internal path>": ["sha256-…", …] }, where the
// internal path is the page's route under app/[lang] ("/en", "/af/terms", …).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "web", ".next", "server", "app");
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

const manifest = {};
for (const file of htmlFiles(appDir)) {
  const route =
    `/${path
      .relative(appDir, file)
      .replace(/\.html$/, "")
      .split(path.sep)
      .join("/")}`.replace(/\/index$/, "") || "/";
  const html = readFileSync(file, "utf8");
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  manifest[decodeURIComponent(route)] = [...hashes];
}
writeFileSync(path.join(root, "web", ".next", "csp-hashes.json"), JSON.stringify(manifest));
console.log(`CSP hashes for ${Object.keys(manifest).length} prerendered pages written to web/.next/csp-hashes.json`);
