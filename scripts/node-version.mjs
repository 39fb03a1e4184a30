// The Node.js this project runs on. Supported: the version package.json's `engines` names (22.12,
// the current long-term support line; Node 20 reached its end of life in April 2026, and the
// development tools — Lighthouse, axe, Prisma's CLI helpers — need 22). The site itself and its
// tests still run from 20.9 (Next.js's own floor), so an older supported-by-Next Node is told
// plainly and goes on; below that nothing would run, and start stops with the reason.
// Uses only Node's own modules: it runs before the project's packages are installed.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The hard floor: Next.js 16 refuses to start below it. */
export const RUNS_FROM = "20.9.0";

const parse = (version) =>
  version
    .replace(/^[^0-9]*/, "")
    .split(".")
    .map((part) => Number.parseInt(part, 10) || 0);

/** a < b, for dotted versions. */
export function isOlder(a, b) {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  return false;
}

/** The supported minimum, as package.json's engines states it (">=22.12.0" gives "22.12.0"). */
export function supportedFrom(root) {
  const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return engines.node.replace(/^>=\s*/, "");
}

/** What to tell about this Node: nothing, a warning, or a refusal. */
export function checkNode(root, current = process.versions.node) {
  const supported = supportedFrom(root);
  if (isOlder(current, RUNS_FROM))
    return {
      ok: false,
      message: `Node.js ${current} is too old: the site needs ${RUNS_FROM} or later, and supports ${supported} or later.`,
    };
  if (isOlder(current, supported))
    return {
      ok: true,
      message: `Node.js ${current} is older than the supported ${supported} (package.json "engines"). The site runs, but this Node gets no security fixes and the development tools need ${supported}: upgrade when you can.`,
    };
  return { ok: true };
}
