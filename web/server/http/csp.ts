// The Content-Security-Policy of the pages. Pages are prerendered, so their inline scripts are
// known at build time: scripts/csp-hashes.mjs hashes them per page, and each response allows
// exactly its own page's hashes (the static equivalent of a per-request nonce).
import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "../config";
import { logger } from "../log";

type TManifest = Record<string, string[]>;

let manifest: TManifest | null | undefined;

function loadManifest(): TManifest | null {
  if (manifest !== undefined) return manifest;
  const candidates = [path.join(process.cwd(), "web", ".next", "csp-hashes.json"), path.join(process.cwd(), ".next", "csp-hashes.json")];
  const file = candidates.find((candidate) => existsSync(candidate));
  manifest = file ? (JSON.parse(readFileSync(file, "utf8")) as TManifest) : null;
  if (!manifest) logger.error("no web/.next/csp-hashes.json (run `npm run build`): pages' inline scripts are blocked");
  return manifest;
}

/**
 * The script sources of a page: its own inline scripts' hashes. Without the build's hash file the
 * policy fails closed: same-origin scripts only, never 'unsafe-inline' or 'unsafe-eval'.
 */
export function scriptSources(hashes: TManifest | null, internalPath: string): string[] {
  const pageHashes = hashes ? (hashes[internalPath] ?? hashes["/_not-found"] ?? []) : [];
  return ["'self'", ...pageHashes.map((h) => `'${h}'`)];
}

/** The policy for the page served from this internal route ("/en", "/af/terms", …). */
export function buildPagePolicy(internalPath: string): string {
  return buildPolicy(scriptSources(loadManifest(), internalPath));
}

/**
 * The policy of the owner's console pages. They render per request (the owner's session), so
 * their inline scripts cannot be hashed at build time: each response allows the scripts carrying
 * its own random nonce, which Next.js puts on its scripts when the request carries this policy.
 */
export function buildConsolePolicy(nonce: string): string {
  const development = getConfig().APP_ENV === "development";
  return buildPolicy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])]);
}

function buildPolicy(scriptSrc: string[]): string {
  const config = getConfig();
  const photos = new URL(config.S3_PUBLIC_URL).origin;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${photos}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(config.APP_ENV === "production" ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
