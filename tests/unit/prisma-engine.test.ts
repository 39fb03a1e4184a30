import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { usePrismaWasmEngine, WASM_SCHEMA_ENGINE } from "../../scripts/prisma-engine-env.mjs";

const root = mkdtempSync(path.join(tmpdir(), "prisma-engines-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: string[]): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, file), "");
  return dir;
}

describe("the Prisma CLI's schema engine", () => {
  it("is the native engine wherever npm install downloaded it", () => {
    const env: Record<string, string | undefined> = {};
    const engines = folder("native", ["package.json", "schema-engine-debian-openssl-3.0.x"]);
    expect(usePrismaWasmEngine(env, [engines])).toBeUndefined();
    expect(env.PRISMA_SCHEMA_ENGINE_BINARY).toBeUndefined();
  });

  it("falls back to the Wasm stand-in only where no native engine could be had", () => {
    const env: Record<string, string | undefined> = {};
    const engines = folder("none", ["package.json", "index.js"]);
    expect(usePrismaWasmEngine(env, [engines, path.join(root, "missing")])).toBe(WASM_SCHEMA_ENGINE);
    expect(env.PRISMA_SCHEMA_ENGINE_BINARY).toBe(WASM_SCHEMA_ENGINE);
  });

  it("leaves an engine the operator chose alone", () => {
    const env: Record<string, string | undefined> = { PRISMA_SCHEMA_ENGINE_BINARY: "/opt/schema-engine" };
    expect(usePrismaWasmEngine(env, [folder("chosen", [])])).toBe("/opt/schema-engine");
    expect(env.PRISMA_SCHEMA_ENGINE_BINARY).toBe("/opt/schema-engine");
  });
});
