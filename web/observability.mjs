// The product's structured logs and the web process's request timings, in plain JavaScript so
// that web/server.mjs (run by node alone) and the TypeScript of the site and the worker share
// them. Every log line is one JSON object on stdout (pino): time, level, process ("web" or
// "worker"), msg, and the request id of the request or job it belongs to.
//
// The request id: web/server.mjs gives every request a fresh one (the X-Request-Id reply header)
// and runs the request inside it; an outbox row written during the request records it, the relay
// puts it into the job's data, and the worker runs the job inside it again, so one booking's
// lines in both processes share it. A job enqueued while a job runs inherits its id.
//
// The context and the timings live on globalThis: Next.js bundles its own copy of this module,
// and the copy in web/server.mjs must see the same ones.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino from "pino";

const CONTEXT_KEY = Symbol.for("orania.requestContext");
const PROCESS_KEY = Symbol.for("orania.processName");
const HTTP_KEY = Symbol.for("orania.httpTimings");

/** @type {AsyncLocalStorage<{ requestId: string }>} */
const requestContext = (globalThis[CONTEXT_KEY] ??= new AsyncLocalStorage());

/** A new request id. */
export function newRequestId() {
  return randomUUID();
}

/** The request id of the request or job this code runs for, if any. */
export function currentRequestId() {
  return requestContext.getStore()?.requestId;
}

/** Runs `fn` as part of the request (or job) `requestId`; without one, as it is. */
export function withRequestId(requestId, fn) {
  return requestId ? requestContext.run({ requestId }, fn) : fn();
}

/** Names the process in every later log line ("web" unless told): the worker's entry point says "worker". */
export function setProcessName(name) {
  globalThis[PROCESS_KEY] = name;
}

/**
 * Fields that may carry a guest's contact details, at the top level or one level down: a slip that
 * logs an object holding them writes "[redacted]" instead. (Code logs ids, never these.)
 */
const CONTACT_FIELDS = ["email", "guestEmail", "phone", "guestPhone", "to", "replyTo"];
const REDACT_PATHS = CONTACT_FIELDS.flatMap((field) => [field, `*.${field}`]);

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;
const PHONE_NUMBER = /\+\d[\d ()-]{7,}\d/g;

/**
 * A text with e-mail addresses and international phone numbers taken out: an error's message can
 * quote them (an SMTP server refusing a recipient names the address).
 */
export function withoutContactDetails(text) {
  return text.replace(EMAIL_ADDRESS, "[email]").replace(PHONE_NUMBER, "[phone]");
}

/** Every string in a log line's fields (an error's message and stack included), without contact details. */
function scrub(value, depth = 0) {
  if (typeof value === "string") return withoutContactDetails(value);
  if (value === null || typeof value !== "object" || depth > 4) return value;
  if (value instanceof Error) return scrub(pino.stdSerializers.err(value), depth + 1);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]));
}

/** A logger writing JSON lines to `destination` (stdout unless given) at LOG_LEVEL (default info). */
export function createLogger(destination) {
  const options = {
    level: process.env.LOG_LEVEL || "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: (object) => scrub(object) },
    hooks: {
      logMethod(args, method) {
        return method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? withoutContactDetails(arg) : arg)),
        );
      },
    },
    mixin() {
      const requestId = currentRequestId();
      return { process: globalThis[PROCESS_KEY] ?? "web", ...(requestId ? { requestId } : {}) };
    },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The product's logger. */
export const logger = createLogger();

/** The upper bounds (seconds) of the request-duration histogram's buckets. */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The /api routes named in the metrics; any other /api path counts as "/api/other". */
const API_ROUTES = new Set([
  "bookings",
  "calculate-price",
  "docs",
  "guest-photos",
  "health",
  "metrics",
  "openapi.json",
  "reviews",
  "trpc",
  "unavailable-dates",
]);
/** First path segments named as routes of their own; every other address is a page. */
const ROOTS = new Set(["_next", "admin", "owner", "verify", "booking", "review", "calendar", "media", "images"]);

/**
 * The route a path is counted under: few and fixed, whatever a client asks for, so the metrics'
 * label values stay bounded (tokens, ids and page slugs never become labels).
 */
export function routeOf(pathname) {
  const [, first = "", second = ""] = pathname.split("?")[0].split("/");
  if (first === "api") return API_ROUTES.has(second) ? `/api/${second}` : "/api/other";
  if (first === "_next") return second === "static" || second === "image" || second === "data" ? `/_next/${second}` : "/_next";
  if (ROOTS.has(first)) return `/${first}`;
  return "page";
}

/** @returns {Map<string, { route: string; method: string; status: string; buckets: number[]; sum: number; count: number }>} */
export function httpTimings() {
  return (globalThis[HTTP_KEY] ??= new Map());
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts one answered request of this process. */
export function recordRequest(pathname, method, status, seconds) {
  const route = routeOf(pathname);
  const verb = METHODS.has(method) ? method : "OTHER";
  const key = `${route} ${verb} ${status}`;
  const timings = httpTimings();
  let series = timings.get(key);
  if (!series) {
    series = { route, method: verb, status: String(status), buckets: HTTP_BUCKETS.map(() => 0), sum: 0, count: 0 };
    timings.set(key, series);
  }
  HTTP_BUCKETS.forEach((bound, index) => {
    if (seconds <= bound) series.buckets[index] += 1;
  });
  series.sum += seconds;
  series.count += 1;
}
