// The Content-Security-Policy of the pages. Pages are prerendered, so their inline scripts are
// known at build time: scripts/csp-hashes.mjs hashes them per page, and each response allows
// exactly its own page's hashes (the static equivalent of a per-request nonce).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "../config";

type TManifest = Record<string, string[]>;

let manifest: TManifest | null | undefined;

function loadManifest(): TManifest | null {
  if (manifest !== undefined) return manifest;
  const candidates = [path.join(process.cwd(), "web", ".next", "csp-hashes.json"), path.join(process.cwd(), ".next", "csp-hashes.json")];
  const file = candidates.find((candidate) => existsSync(candidate));
  manifest = file ? (JSON.parse(readFileSync(file, "utf8")) as TManifest) : null;
  if (!manifest) console.warn("[csp] no web/.next/csp-hashes.json (run `npm run build`): pages get a policy without script hashes");
  return manifest;
}

/** The policy for the page served from this internal route ("/en", "/af/terms", …). */
export function buildPagePolicy(internalPath: string): string {
  const config = getConfig();
  const hashes = loadManifest();
  const pageHashes = hashes ? (hashes[internalPath] ?? hashes["/_not-found"] ?? []) : null;
  const scriptSrc = pageHashes ? ["'self'", ...pageHashes.map((h) => `'${h}'`)] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
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
