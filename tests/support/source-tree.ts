// The project's own sources read as syntax trees, for the tests that hold a rule to its one home:
// they parse every file of the site, the worker and the scripts outside the rule's home and list
// where the rule is written again.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every source file under `dir` (installed and generated code and the build aside). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name === "generated" || name === ".next") return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

export function parseSource(source: string, fileName = "file.ts"): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** "line: what was written" of a node, for a finding. */
export function findingAt(file: ts.SourceFile, node: ts.Node): string {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${line + 1}: ${node.getText(file).replace(/\s+/g, " ").slice(0, 120)}`;
}

/**
 * What `check` finds in every source of web/, worker/ and scripts/ outside `home` (a folder
 * relative to the project), as "file:line: what was written". Fails when it reads too few files
 * to mean anything.
 */
export function findOutside(home: string, check: (source: string, fileName: string) => string[]): string[] {
  const inside = path.join(ROOT, home) + path.sep;
  const files = ["web", "worker", "scripts"].flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => !file.startsWith(inside));
  if (files.length < 100) throw new Error(`only ${files.length} source files found`);
  return files.flatMap((file) => check(readFileSync(file, "utf8"), file).map((finding) => `${path.relative(ROOT, file)}:${finding}`));
}
