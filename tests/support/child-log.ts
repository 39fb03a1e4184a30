// A child process's output, both of its pipes, written into one log file.
import type { ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Writes `child`'s stdout and stderr into `file` (appended, or from empty with `flags: "w"`).
 * Neither pipe ends the log: the first to end would cut the other off, and its next line would
 * throw "write after end". The log ends once the child's output has.
 */
export function logChildOutput(child: ChildProcess, file: string, flags: "a" | "w" = "a"): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const log = createWriteStream(file, { flags });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once("close", () => log.end());
}
