// The repository holds no half-finished merge: no tracked text file keeps a conflict's markers
// (nor the form prettier gives them in Markdown, "> > > > > > > branch").
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const MARKER = /^(<{7} |>{7} |(> ){7}\S)/m;

it("no tracked file keeps a merge conflict's markers", () => {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  const marked = files.filter((file) => {
    if (/\.(png|jpe?g|webp|avif|ico|woff2?|ttf|pdf|gz)$/i.test(file)) return false;
    try {
      return MARKER.test(readFileSync(path.join(root, file), "utf8"));
    } catch {
      return false;
    }
  });
  expect(files.length).toBeGreaterThan(100);
  expect(marked).toEqual([]);
});
