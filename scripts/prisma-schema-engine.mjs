#!/usr/bin/env node
// Stands in for Prisma's native `schema-engine` (not downloadable here) using
// the official Wasm engine; the CLI runs it via PRISMA_SCHEMA_ENGINE_BINARY.
//
// Same interface as the native binary: `--version`, `cli <command>` one-shots,
// else JSON-RPC 2.0 over stdio, one message per line (stdout carries JSON-RPC
// only; logs go to stderr). PostgreSQL only. It leans on internals of the
// pinned package versions: run `npm run db:check` after any Prisma upgrade.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from "@prisma/driver-adapter-utils";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";

// --- Command line, as the Prisma CLI passes it ------------------------------
const datamodelPaths = [];
let datasource = {}; // { url, shadowDatabaseUrl } from prisma.config.ts
let command;
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i];
  if (arg === "--datamodels") datamodelPaths.push(process.argv[++i]);
  else if (arg === "--datasource") datasource = JSON.parse(process.argv[++i]);
  else if (arg === "cli") command = process.argv[++i];
  else if (arg === "--version") command = arg;
  else if (arg.startsWith("--")) i++; // flags we ignore all take a value
}

// The native engine's log line shape: the CLI reads level and fields.
const log = (level, fields) => process.stderr.write(JSON.stringify({ level, fields, target: "schema_engine::logger" }) + "\n");

// --- Plain pg, for what the Wasm engine cannot do (create/drop databases) ---
const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${encodeURIComponent(name)}` }).href;
const databaseOf = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

async function runSql(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

// The CLI branches on these: P1003 makes `migrate dev`/`deploy` create the DB.
const PRISMA_CODES = {
  "3D000": "P1003", // database does not exist
  "42P04": "P1009", // database already exists
  "28P01": "P1000", // authentication failed
  28000: "P1000",
  ECONNREFUSED: "P1001", // can't reach the server
  ENOTFOUND: "P1001",
  ETIMEDOUT: "P1001",
  EHOSTUNREACH: "P1001",
};

async function runCliCommand(url) {
  // The CLI skips the first stderr line and parses each later one as JSON.
  log("INFO", { message: `Schema engine Wasm shim: cli ${command}` });
  try {
    const admin = withDatabase(url, "postgres"); // the target may not exist
    const target = quoteIdent(databaseOf(url));
    if (command === "can-connect-to-database") await runSql(url, "SELECT 1");
    else if (command === "create-database") await runSql(admin, `CREATE DATABASE ${target}`);
    else if (command === "drop-database") await runSql(admin, `DROP DATABASE ${target} WITH (FORCE)`);
    else throw new Error(`Unsupported command: cli ${command}`);
    return 0;
  } catch (err) {
    log("ERROR", { message: err.message, error_code: PRISMA_CODES[err.code] });
    return 1;
  }
}

// --- Driver adapter fixes (this process only) -------------------------------
// @prisma/adapter-pg 7.10 rejects PostgreSQL's internal "char" type (oid 18),
// which the engine's catalog queries return (pg_constraint.contype, say), and
// the engine wants those values typed Character. Read them as text, retype.
const charColumns = new WeakMap(); // result rows -> indexes of "char" columns
function patchCharColumns(adapter) {
  // The prototype shared by the adapter and its transactions.
  const queryable = Object.getPrototypeOf(Object.getPrototypeOf(adapter));
  if (queryable.charColumnsPatched) return;
  queryable.charColumnsPatched = true;
  const { performIO, queryRaw } = queryable;
  queryable.performIO = async function (query) {
    const result = await performIO.call(this, query);
    const chars = result.fields.flatMap((f, i) => (f.dataTypeID === 18 ? i : []));
    for (const i of chars) result.fields[i].dataTypeID = 25; // text
    if (chars.length) charColumns.set(result.rows, chars);
    return result;
  };
  queryable.queryRaw = async function (query) {
    const result = await queryRaw.call(this, query);
    for (const i of charColumns.get(result.rows) ?? []) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
}

async function connect(url) {
  if (!url) throw new Error("No datasource url: set it in prisma.config.ts.");
  const adapter = await new PrismaPg({ connectionString: url }).connect();
  patchCharColumns(adapter);
  // The adapter's executeScript splits scripts on every ";", which breaks a
  // migration with ";" in a string or function body. Send it whole, like the
  // native engine (PostgreSQL then runs it as one implicit transaction).
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (err) {
      adapter.onError(err); // rethrows it as an error the engine understands
    }
  };
  return adapter;
}

// As the native engine: shadowDatabaseUrl if set, else a throwaway database on
// the main server, dropped when the engine disposes of it (or after a panic).
const shadowDbs = new Set();
async function dropShadowDb(name) {
  const sql = `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`;
  await runSql(datasource.url, sql); // FORCE: after a panic its pool is open
  shadowDbs.delete(name); // return nothing: dispose() must resolve to undefined
}
const EMPTY_PUBLIC = "DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public";
async function connectToShadowDb() {
  const { shadowDatabaseUrl } = datasource;
  if (shadowDatabaseUrl) {
    // A configured shadow database persists: empty it so leftovers can't skew.
    await runSql(shadowDatabaseUrl, EMPTY_PUBLIC);
    return connect(shadowDatabaseUrl);
  }
  const name = `prisma_migrate_shadow_db_${randomUUID()}`;
  await runSql(datasource.url, `CREATE DATABASE ${quoteIdent(name)}`);
  shadowDbs.add(name);
  const adapter = await connect(withDatabase(datasource.url, name));
  const dispose = adapter.dispose.bind(adapter); // closes the pool first
  adapter.dispose = () => dispose().then(() => dropShadowDb(name));
  return adapter;
}

// --- The Wasm engine ---------------------------------------------------------
const factory = bindMigrationAwareSqlAdapterFactory({
  provider: "postgres",
  adapterName: "@prisma/adapter-pg",
  connect: () => connect(datasource.url),
  connectToShadowDb,
});

// The engine hands a Rust panic's text to this global, then traps.
let panicMessage;
globalThis.PRISMA_WASM_PANIC_REGISTRY = {
  set_message: (m) => (panicMessage = m),
};

async function loadWasm() {
  const js = import.meta.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasm = readFileSync(new URL("schema_engine_bg.wasm", js));
  const imports = { "./schema_engine_bg.js": bindings };
  const { instance } = await WebAssembly.instantiate(wasm, imports);
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
}

let enginePromise; // created on the first request, so errors become replies
const getEngine = () =>
  (enginePromise ??= loadWasm().then(() => {
    // No --datamodels (`migrate diff`): pass undefined, as [] makes it panic.
    const datamodels = datamodelPaths.length ? datamodelPaths.map((path) => [path, readFileSync(path, "utf8")]) : undefined;
    const forwardLog = (line) => process.stderr.write(`${line}\n`);
    return bindings.SchemaEngine.new({ datamodels }, forwardLog, factory);
  }));

// --- JSON-RPC over stdio -----------------------------------------------------
const send = (message) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", ...message }) + "\n");

// Our own requests to the CLI (only `print`); it answers on stdin.
let ownId = 0;
const awaitingAnswer = new Map();
const requestCli = (method, params) =>
  new Promise((resolve) => {
    const id = `shim-${++ownId}`;
    awaitingAnswer.set(id, resolve);
    send({ id, method, params });
  });

let diagnosed = false;
async function dispatch({ method, params = {} }) {
  const engine = await getEngine();
  const name = method === "getDatabaseVersion" ? "version" : method;
  if (name === "free" || typeof engine[name] !== "function") throw new Error(`Unknown schema engine method: ${method}`);
  // createMigration gets its shadow database from our factory only once
  // devDiagnostic has run; `migrate dev` does that first, other callers not.
  if (name === "createMigration" && !diagnosed) {
    const { migrationsList, filters } = params;
    await engine.devDiagnostic({ migrationsList, filters });
  }
  if (name === "devDiagnostic") diagnosed = true;
  // `version` ignores its argument, and throws on the CLI's empty one.
  if (name === "version") return engine.version();
  const result = (await engine[name](params)) ?? {};
  if (name !== "diff") return result;
  // The native engine has the CLI print the diff, and replies the exit code.
  if (result.stdout) await requestCli("print", { content: result.stdout });
  return { exitCode: result.exitCode };
}

function toRpcError(err) {
  let message = err?.message ?? String(err);
  // Errors thrown in our adapter code arrive as "External error id#N".
  const id = /External error id#(\d+)/.exec(message)?.[1];
  const original = id && factory.errorRegistry.consumeError(Number(id))?.error;
  if (original) message = original.cause?.message ?? original.message;
  const error_code = err?.code ?? null; // e.g. P3009; the CLI shows it
  const meta = err?.meta ?? null;
  log("ERROR", { message, error_code });
  const data = { is_panic: false, message, meta, error_code };
  return { code: 4466, message, data };
}

// A Rust panic surfaces as a WebAssembly trap, often uncaught, and leaves the
// engine unusable: exit like the native engine (status 101 after an ERROR log
// line, which the CLI reports), dropping any shadow database first.
async function panic(err) {
  log("ERROR", { message: panicMessage ?? String(err?.stack ?? err) });
  await Promise.allSettled([...shadowDbs].map(dropShadowDb));
  process.exit(101);
}
process.on("uncaughtException", panic);

function serve() {
  let queue = Promise.resolve(); // one request at a time, in order
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    const message = JSON.parse(line);
    if (!message.method) return awaitingAnswer.get(message.id)?.(message.result);
    const reply = (result) => send({ id: message.id, result });
    const fail = (err) => (err instanceof WebAssembly.RuntimeError ? panic(err) : send({ id: message.id, error: toRpcError(err) }));
    queue = queue.then(() => dispatch(message).then(reply, fail));
  });
  // The CLI ends stdin when done; open pg pools would keep us alive otherwise.
  lines.on("close", () => queue.then(() => process.exit(0)));
}

if (command === "--version") {
  await loadWasm();
  process.stdout.write(`schema-engine-cli ${bindings.version()}\n`);
} else if (command) {
  process.exitCode = await runCliCommand(datasource.url);
} else {
  serve();
}
