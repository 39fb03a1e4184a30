// The worker as one JavaScript file (and its photo sandbox as another), for the test stacks and the
// browser suite to start with plain node. Through tsx, each start compiled and loaded some two hundred
// TypeScript modules: about 5 s of processor time before the worker answered, and a fifth of a core
// while it idled; bundled, about 2 s and a seventh. The suites start workers dozens of times a run.
//
// esbuild (tsx's own compiler) writes the bundle under var/worker-bundle/<hash of its contents>/, so
// that lanes building at once never read each other's half-written files, and a bundle of the same
// sources is written once. Packages stay imports of node_modules, as under tsx; `@/` is web/, and
// `server-only` is nothing, as in tsconfig.json.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const ENTRIES = { main: "worker/main.ts", "jobs/process-photo": "worker/jobs/process-photo.ts" };

/** Bundles the worker (once per content) and returns the path of its entry, main.mjs. */
export function workerBundle() {
  const { outputFiles } = buildSync({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: { "@": "./web", "server-only": "./node_modules/server-only/empty.js" },
    outdir: "bundle",
    outExtension: { ".js": ".mjs" },
    write: false,
    logLevel: "error",
  });
  const hash = createHash("sha256");
  for (const file of outputFiles) hash.update(file.path).update(file.contents);
  const dir = path.join(root, "var", "worker-bundle", hash.digest("hex").slice(0, 16));
  if (!existsSync(dir)) {
    const staging = `${dir}.${process.pid}`;
    for (const file of outputFiles) {
      const target = path.join(staging, path.relative(path.join(root, "bundle"), file.path));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
    }
    try {
      renameSync(staging, dir);
    } catch {
      // Another lane wrote the same bundle first.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return path.join(dir, "main.mjs");
}
