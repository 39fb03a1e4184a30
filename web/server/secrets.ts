// The site's secrets: the HMAC keys of signed links and feed tokens, and the dashboard password.
// Given in the environment, they are used as they are (production must give them). On a machine
// without them (outside tests), each is generated once at random and kept in SECRETS_FILE, so
// that the web process, the worker and every restart agree, and no working secret is ever
// published with the source. Tests must give theirs.
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, getConfig, type TConfig } from "./config";

export const SECRET_NAMES = ["APPROVAL_SECRET", "FEED_TOKEN_SECRET", "ADMIN_PASSWORD"] as const;
type TSecretName = (typeof SECRET_NAMES)[number];
type TSecrets = Record<TSecretName, string>;

function generate(): TSecrets {
  return {
    APPROVAL_SECRET: randomBytes(32).toString("base64url"),
    FEED_TOKEN_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
  };
}

function isSecrets(value: unknown): value is TSecrets {
  return (
    typeof value === "object" &&
    value !== null &&
    SECRET_NAMES.every((name) => typeof (value as Record<string, unknown>)[name] === "string" && (value as TSecrets)[name].length >= 8)
  );
}

/**
 * Reads the kept secrets, or creates the file with new ones. Creation is exclusive (`wx`), so
 * when the web process and the worker start together one writes and the other reads its file.
 */
function loadOrCreateSecretsFile(file: string, missing: readonly TSecretName[]): TSecrets {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const kept: unknown = JSON.parse(readFileSync(file, "utf8"));
      if (isSecrets(kept)) return kept;
      throw new ConfigError(`${file} does not hold the site's secrets; delete it to generate new ones`);
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        // Another process is writing it right now: read again in a moment.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
    }
    const secrets = generate();
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { flag: "wx", mode: 0o600 });
      announceCreated(secrets, file, missing);
      return secrets;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new ConfigError(`could not read the site's secrets from ${file}`);
}

/**
 * Says which secrets were generated. The dashboard's password is printed only when it was not
 * given: a given one is the one in force, and printing the unused generated one would mislead.
 */
function announceCreated(secrets: TSecrets, file: string, missing: readonly TSecretName[]): void {
  const lines = [`[secrets] ${missing.join(", ")} not given: generated and kept in ${file}.`];
  if (missing.includes("ADMIN_PASSWORD"))
    lines.push(
      `[secrets] The queue dashboard's password (user ${getConfig().ADMIN_USER}) is: ${secrets.ADMIN_PASSWORD}`,
      "[secrets] It is shown this once; it stays in that file.",
    );
  console.log(lines.join("\n"));
}

let resolved: TSecrets | undefined;

function resolveSecrets(config: TConfig): TSecrets {
  const given = Object.fromEntries(SECRET_NAMES.map((name) => [name, config[name]])) as Partial<TSecrets>;
  const missing = SECRET_NAMES.filter((name) => !given[name]);
  if (missing.length === 0) return given as TSecrets;
  if (config.APP_ENV !== "development")
    throw new ConfigError(`Invalid configuration:\n  ${missing.map((n) => `${n}: required`).join("\n  ")}`);
  const kept = loadOrCreateSecretsFile(path.resolve(config.SECRETS_FILE), missing);
  return { ...kept, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v)) };
}

/** One secret of this process, resolved on first use. */
export function getSecret(name: TSecretName): string {
  resolved ??= resolveSecrets(getConfig());
  return resolved[name];
}
