// The server's code stays on the server. Every module under web/server says `import "server-only"`,
// so Next.js refuses to build a page whose browser code imports it, except the pure modules the
// browser's code shares with the server (the dates and the booking window, the statuses, the price,
// the phone and contact rules): they keep their one home in their domain, and import nothing that
// is the server's alone. Read as syntax trees: the browser's code is every module that says
// "use client", and every module it imports at run time.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parseSource, ROOT, sourceFiles } from "../support/source-tree";

/** The modules of web/server that the browser's code imports too. */
const SHARED = [
  "web/server/bookings/contact.ts",
  "web/server/bookings/hold-minutes.ts",
  "web/server/bookings/phone.ts",
  "web/server/bookings/status.ts",
  "web/server/calendar/booking-window.ts",
  "web/server/calendar/dates.ts",
  "web/server/pricing/index.ts",
  "web/server/validation.ts",
];

const MARKER = "server-only";

/** True when an import brings in values, not only types. */
function importsValues(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

/** What a source imports at run time: static imports of values, re-exports and dynamic `import()`, as written. */
export function runtimeImportsOf(source: string, fileName = "file.ts"): string[] {
  const file = parseSource(source, fileName);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && importsValues(node))
      found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly)
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [target] = node.arguments;
      if (target && ts.isStringLiteralLike(target)) found.push(target.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** True when a source begins with the directive "use client". */
export function isBrowserEntry(source: string, fileName = "file.ts"): boolean {
  const [first] = parseSource(source, fileName).statements;
  return !!first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use client";
}

/** The project's file an import names, or null for a package's. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, "web", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const webFiles = sourceFiles(path.join(ROOT, "web"));
const read = (file: string) => readFileSync(file, "utf8");
const relative = (file: string) => path.relative(ROOT, file);

/** Every module the browser's code reaches, with the module that first imports it ("use client" modules: themselves). */
function browserModules(): Map<string, string> {
  const via = new Map<string, string>();
  const queue = webFiles.filter((file) => isBrowserEntry(read(file), file)).map((file) => [file, file] as const);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, importer] = next;
    if (via.has(file)) continue;
    via.set(file, importer);
    for (const specifier of runtimeImportsOf(read(file), file)) {
      const target = resolveImport(file, specifier);
      if (target && !via.has(target)) queue.push([target, file]);
    }
  }
  return via;
}

const serverModules = webFiles.filter((file) => relative(file).startsWith("web/server/") && /\.tsx?$/.test(file));

describe("the server's code stays on the server", () => {
  it("every module under web/server but the shared ones imports server-only, and the shared ones do not", () => {
    expect(serverModules.length).toBeGreaterThan(100);
    const wrong = serverModules.flatMap((file) => {
      const marked = runtimeImportsOf(read(file), file).includes(MARKER);
      const shared = SHARED.includes(relative(file));
      if (shared === marked)
        return [`${relative(file)}: ${shared ? "shared with the browser, yet marks itself server-only" : 'lacks import "server-only"'}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("the browser's code reaches, of web/server, exactly the shared modules", () => {
    const reached = browserModules();
    const server = [...reached.keys()].filter((file) => relative(file).startsWith("web/server/"));
    const unexpected = server
      .filter((file) => !SHARED.includes(relative(file)))
      .map((file) => `${relative(file)} (imported by ${relative(reached.get(file)!)})`);
    expect(unexpected).toEqual([]);
    // A shared module the browser no longer needs belongs to the server alone again.
    expect(server.map(relative).sort()).toEqual([...SHARED].sort());
  });

  it("reads imports and the client directive as the build does", () => {
    const source = [
      '"use client";',
      'import "server-only";',
      'import type { TA } from "./types-only";',
      'import { type TB, type TC } from "./named-types-only";',
      'import { value, type TD } from "./mixed";',
      'import * as all from "./namespace";',
      'export { again } from "./re-export";',
      'export type { TE } from "./type-re-export";',
      'const later = () => import("./dynamic");',
    ].join("\n");
    expect(runtimeImportsOf(source)).toEqual(["server-only", "./mixed", "./namespace", "./re-export", "./dynamic"]);
    expect(isBrowserEntry(source)).toBe(true);
    expect(isBrowserEntry('import "x";\n"use client";')).toBe(false);
  });
});
