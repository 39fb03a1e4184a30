// The site's one build in a test run, made as the web image's build stage makes it: in the Docker
// build context (the repository's files with .dockerignore applied, nothing else), with the
// installed packages linked in and the Prisma client generated as the image's `npm ci` does, by
// the image's build command. scripts/test.mjs makes it and the suites run it;
// tests/integration/docker-images.test.ts takes its output as Docker takes a cached layer: only
// where the stage it builds holds exactly the files this build was made from (the same key) and
// runs the same command. Anything else, and the image is built there as its Dockerfile says.
import { createHash } from "node:crypto";
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/**
 * Where the run's build is made: the context, its packages, and the build's output. Outside the
 * checkout, as in an image (no lock file above it for Next.js to take for the workspace's root),
 * and one folder a checkout.
 */
const buildHome = path.join(tmpdir(), `orania-build-${createHash("sha256").update(root).digest("hex").slice(0, 12)}`);
export const BUILD_DIR = path.join(buildHome, "app");
const LAYER_FILE = path.join(buildHome, "layer.json");
/** The web image's build step (docker/web.Dockerfile): built once, without a compiler cache. */
export const WEB_BUILD_COMMAND = "NEXT_BUILD_CACHE=off npm run build";
/** What the image's `npm ci` puts in a stage beside the context's files; the key leaves them out. */
const INSTALLED = ["node_modules", "web/server/db/generated"];

/** Every file of a folder, relative, with / separators, sorted; `skip` names paths left out whole. */
export function listFiles(dir, skip = [], prefix = "") {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix + entry.name;
      if (skip.includes(relative)) return [];
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), skip, `${relative}/`) : [relative];
    })
    .sort();
}

const sha256 = (data) => createHash("sha256").update(data).digest();

/** A folder's files (the installed packages and generated client left out), paths and contents, with the command run on them. */
export function treeKey(dir, command) {
  const hash = createHash("sha256").update(command).update("\0");
  for (const file of listFiles(dir, INSTALLED))
    hash
      .update(file)
      .update("\0")
      .update(sha256(readFileSync(path.join(dir, file))));
  return hash.digest("hex");
}

/** Packages linked from this checkout (hard links: nothing here writes into one in place), and the Prisma client generated. */
export function installPackages(dir, env) {
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  execFileSync(path.join(dir, "node_modules", ".bin", "prisma"), ["generate"], { cwd: dir, env, stdio: "pipe" });
}

const stamps = (dir) => new Map(listFiles(dir, ["node_modules"]).map((file) => [file, statSync(path.join(dir, file)).mtimeMs]));

/**
 * Makes the run's build: the working tree's files that `docker build .` would send (tracked and
 * untracked, .gitignore and .dockerignore applied), the packages, then the image's build command.
 * Records the files it wrote, under the key of the tree it ran in. Returns the build's folder.
 */
export async function buildInContext(env, run) {
  const { default: ignore } = await import("ignore");
  const dockerignore = ignore().add(readFileSync(path.join(root, ".dockerignore"), "utf8"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && !dockerignore.ignores(file) && existsSync(path.join(root, file)));
  // The last run's tree holds a hard-linked copy of node_modules, whose removal takes a while: it
  // is moved aside and removed in the background.
  if (existsSync(buildHome)) {
    const old = `${buildHome}-old-${Date.now()}`;
    renameSync(buildHome, old);
    spawn("rm", ["-rf", old], { detached: true, stdio: "ignore" }).unref();
  }
  for (const file of files) {
    mkdirSync(path.dirname(path.join(BUILD_DIR, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(BUILD_DIR, file));
  }
  installPackages(BUILD_DIR, env);
  const key = treeKey(BUILD_DIR, WEB_BUILD_COMMAND);
  const before = stamps(BUILD_DIR);
  run(BUILD_DIR);
  const written = [...stamps(BUILD_DIR)].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);
  writeFileSync(LAYER_FILE, JSON.stringify({ key, command: WEB_BUILD_COMMAND, files: written }));
  return BUILD_DIR;
}

/**
 * Where `dir` holds exactly the tree the run's build was made from and `command` is its command,
 * writes the build's files into it, as Docker applies a cached layer, and says so; else false.
 */
export function applyBuiltLayer(dir, command) {
  if (command !== WEB_BUILD_COMMAND || !existsSync(LAYER_FILE)) return false;
  const layer = JSON.parse(readFileSync(LAYER_FILE, "utf8"));
  if (layer.command !== command || layer.key !== treeKey(dir, command)) return false;
  for (const file of layer.files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(BUILD_DIR, file), path.join(dir, file));
  }
  return true;
}
