// .env.example is copied to .env as it is: it may set nothing that turns the local stand-ins off.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const text = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
const setKeys = text
  .split("\n")
  .map((line) => /^\s*([A-Z][A-Z0-9_]*)\s*=/.exec(line)?.[1])
  .filter((key): key is string => key !== undefined);

describe(".env.example", () => {
  it("leaves S3_ENDPOINT and SMTP_URL unset, so `npm start` runs the local S3 stand-in and SMTP inbox", () => {
    expect(setKeys).toContain("APP_ENV");
    expect(setKeys).not.toContain("S3_ENDPOINT");
    expect(setKeys).not.toContain("SMTP_URL");
    expect(text).toMatch(/^# S3_ENDPOINT=/m);
    expect(text).toMatch(/^# SMTP_URL=/m);
  });
});
