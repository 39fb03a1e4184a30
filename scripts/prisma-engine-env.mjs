// Points the Prisma CLI at our Wasm-backed schema-engine stand-in, as Prisma's
// native engines cannot be downloaded here. Called from prisma.config.ts.
import { fileURLToPath } from "node:url";

// An explicit PRISMA_SCHEMA_ENGINE_BINARY (e.g. a real engine) always wins.
export function usePrismaWasmEngine() {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY ||= fileURLToPath(new URL("./prisma-schema-engine.mjs", import.meta.url));
}
