// The Node.js check `npm start` makes first: the supported version is the one package.json's
// engines names, and the Docker images run that line.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkNode, isOlder, RUNS_FROM, supportedFrom } from "../../scripts/node-version.mjs";

const root = path.resolve(import.meta.dirname, "../..");

describe("the Node.js version", () => {
  it("compares dotted versions", () => {
    expect(isOlder("20.20.2", "22.12.0")).toBe(true);
    expect(isOlder("22.12.0", "22.12.0")).toBe(false);
    expect(isOlder("22.9.1", "22.12.0")).toBe(true);
    expect(isOlder("24.1.0", "22.12.0")).toBe(false);
  });

  it("is refused below the site's floor, told plainly below the supported line, and silent from it", () => {
    const supported = supportedFrom(root);
    expect(supported).toBe("22.12.0");
    expect(checkNode(root, "18.20.0")).toMatchObject({ ok: false, message: expect.stringContaining(RUNS_FROM) });
    expect(checkNode(root, "20.20.2")).toMatchObject({ ok: true, message: expect.stringContaining("older than the supported 22.12.0") });
    expect(checkNode(root, "22.12.0")).toEqual({ ok: true });
  });

  it("is the line every Docker image is built on", () => {
    const major = supportedFrom(root).split(".")[0];
    for (const image of ["web", "worker", "migrate"]) {
      const froms = readFileSync(path.join(root, "docker", `${image}.Dockerfile`), "utf8").match(/^FROM node:(\d+)/gm) ?? [];
      expect(froms.length, image).toBeGreaterThan(0);
      for (const from of froms) expect(from, image).toBe(`FROM node:${major}`);
    }
  });
});
