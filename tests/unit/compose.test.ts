// The deployment's compose file: only the reverse proxy publishes ports, and no secret has a
// working default (a `${NAME:-value}` fallback) that an install started as the README says would
// run with. Read as Docker Compose reads it (YAML, with its `${...}` interpolation forms).
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const text = readFileSync(path.join(root, "docker-compose.yml"), "utf8");
const compose = parse(text, { merge: true }) as { services: Record<string, { ports?: unknown[]; environment?: Record<string, string> }> };

/** Variables whose value is a credential: they must be required (`${NAME:?message}`), never defaulted. */
const SECRET = /PASSWORD|SECRET|ACCESS_KEY|TOKEN|MP_UI_AUTH|MINIO_ROOT/;

/** Every `${NAME:-default}` or `${NAME-default}` in a string: the name and its fallback. */
function defaults(value: string): { name: string; fallback: string }[] {
  return [...value.matchAll(/\$\{([A-Z0-9_]+):?-([^}]*)\}/g)].map((m) => ({ name: m[1]!, fallback: m[2]! }));
}

describe("docker-compose.yml", () => {
  it("publishes ports from the reverse proxy alone", () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(["proxy"]);
    expect(compose.services.proxy!.ports).toEqual(["80:80", "443:443"]);
  });

  it("gives no credential a default: each must be set, or the install refuses to start", () => {
    const offenders: string[] = [];
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (typeof value !== "string") continue;
        for (const { name: variable, fallback } of defaults(value)) {
          if (SECRET.test(variable)) offenders.push(`${name}.${key}: \${${variable}:-${fallback}}`);
        }
        if (SECRET.test(key) && !value.includes("${")) offenders.push(`${name}.${key}: a fixed value`);
      }
    }
    // The shell lines of one-shot services too (the bucket's setup logs in with the credentials).
    for (const { name, fallback } of defaults(text)) if (SECRET.test(name)) offenders.push(`\${${name}:-${fallback}}`);
    expect(offenders).toEqual([]);
    expect(text).not.toMatch(/minioadmin/);
  });

  it("keeps the mail inbox, which receives the owner's sign-in links, behind the operator's credentials", () => {
    const mail = compose.services.mail!;
    expect(mail.ports).toBeUndefined();
    expect(mail.environment?.MP_UI_AUTH).toMatch(/\$\{ADMIN_PASSWORD:\?/);
  });
});
