// A vitest reporter that writes each test file's seconds, from its setup (the site it starts) to
// its last hook, to var/test-results/vitest-files.json: scripts/test.mjs adds them up per suite and
// names the slowest files. vitest's JSON report counts only the tests' own time.
import { writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export default class FileTimesReporter {
  files = [];

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    this.files.push({ file: path.relative(root, testModule.moduleId), seconds: Math.round(ms / 100) / 10 });
  }

  onTestRunEnd() {
    writeFileSync(path.join(root, "var", "test-results", "vitest-files.json"), JSON.stringify(this.files, null, 2));
  }
}
