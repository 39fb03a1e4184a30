// Chooses the Prisma CLI's schema engine, called from prisma.config.ts. Prisma's native engine,
// downloaded by `npm install` where Prisma's binaries host is reachable (Docker builds, most
// machines), is used wherever it is there; only where it could not be had does our Wasm-backed
// stand-in (scripts/prisma-schema-engine.mjs) take its place.
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const WASM_SCHEMA_ENGINE = fileURLToPath(new URL("./prisma-schema-engine.mjs", import.meta.url));

/** The folders where `npm install` leaves the native schema engine. */
function engineFolders() {
  const require = createRequire(import.meta.url);
  const folders = [];
  for (const pkg of ["@prisma/engines/package.json", "prisma/package.json"]) {
    try {
      folders.push(path.dirname(require.resolve(pkg)));
    } catch {
      // not installed
    }
  }
  return folders;
}

/** The native schema engine's path, if one was downloaded into any of these folders. */
export function findNativeSchemaEngine(folders = engineFolders()) {
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const engine = readdirSync(folder).find((name) => /^schema-engine-(?!wasm)/.test(name) && !name.endsWith(".js"));
    if (engine) return path.join(folder, engine);
  }
  return undefined;
}

/**
 * Sets PRISMA_SCHEMA_ENGINE_BINARY to the Wasm stand-in only when no native engine was installed.
 * An explicit PRISMA_SCHEMA_ENGINE_BINARY (a real engine, or the stand-in on purpose) always wins.
 */
export function usePrismaWasmEngine(env = process.env, folders = engineFolders()) {
  if (env.PRISMA_SCHEMA_ENGINE_BINARY) return env.PRISMA_SCHEMA_ENGINE_BINARY;
  if (findNativeSchemaEngine(folders)) return undefined;
  env.PRISMA_SCHEMA_ENGINE_BINARY = WASM_SCHEMA_ENGINE;
  return WASM_SCHEMA_ENGINE;
}
