// The Content-Security-Policy of a static page that Next.js rendered again at run time. A page is
// prerendered at build time and its inline scripts hashed then (scripts/csp-hashes.mjs); when the
// owner changes what it shows, Next.js renders it anew, and the new render's React Server
// Components payload (inline `self.__next_f.push([...])` scripts carrying the page's data) has
// hashes the build never saw. The server (web/server.mjs) holds back the HTML of each page reply
// the proxy marked, adds the hashes of exactly those payload scripts to the policy, and only then
// sends it. Only scripts of that one shape are added: a call that pushes a JSON array into Next's
// payload queue, which is data, never code; any other inline script stays refused.
// Plain JavaScript: the production image runs web/server.mjs with node alone.
import { createHash } from "node:crypto";
import { withoutPayloadCopies } from "./page-payload.mjs";

/** Must equal PAGE_POLICY_HEADER in web/proxy.ts: set on the replies whose policy carries a page's script hashes. */
export const PAGE_POLICY_HEADER = "x-orania-page-policy";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const PAYLOAD_SCRIPT = /^self\.__next_f\.push\(([\s\S]*)\)$/;

/** True for `self.__next_f.push(<JSON array starting with a number>)` and nothing else. */
export function isPayloadScript(body) {
  const match = PAYLOAD_SCRIPT.exec(body);
  if (!match) return false;
  try {
    const value = JSON.parse(match[1]);
    return Array.isArray(value) && typeof value[0] === "number";
  } catch {
    return false;
  }
}

/** The sha256 sources of the payload scripts in a page's HTML. */
export function payloadScriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (isPayloadScript(body)) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with these sources added to its script-src (those it already lists are not repeated). */
export function withScriptSources(policy, sources) {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const added = sources.filter((source) => !values.includes(source));
      return ` ${[name, ...values, ...added].join(" ")}`;
    })
    .join(";")
    .trim();
}

/**
 * Holds back a reply the proxy marked as a static page's HTML until it is complete, empties the
 * payload's copies of texts the markup already carries whole (web/page-payload.mjs), adds its
 * payload scripts' hashes to its policy and sends it. Any other reply passes straight through.
 * Installed on `res` before Next.js writes to it; whatever res.write/end/writeHead were (the
 * compression layer) receive the reply unchanged but for that header.
 */
export function holdPageReplies(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** undefined: not decided yet; false: passing through; an array: the held chunks. */
  let held;
  let headArgs;

  function decide() {
    if (held !== undefined) return;
    const marked = res.getHeader(PAGE_POLICY_HEADER) !== undefined;
    res.removeHeader(PAGE_POLICY_HEADER);
    const type = String(res.getHeader("content-type") ?? "");
    held = marked && type.startsWith("text/html") ? [] : false;
    if (held === false) restore();
  }

  function restore() {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    res.flushHeaders = original.flushHeaders;
    if (headArgs) original.writeHead.apply(res, headArgs);
  }

  function applyHeadHeaders(args) {
    // writeHead(status[, message][, headers]): its headers become ordinary ones, so the policy can change.
    const headers = args.find((arg) => typeof arg === "object" && arg !== null);
    if (!headers) return args;
    const pairs = Array.isArray(headers) ? toPairs(headers) : Object.entries(headers);
    for (const [name, value] of pairs) res.setHeader(name, value);
    return args.filter((arg) => arg !== headers);
  }

  res.writeHead = function (...args) {
    headArgs = applyHeadHeaders(args);
    decide();
    return res;
  };
  res.flushHeaders = function () {
    decide();
    if (held === false) res.flushHeaders();
  };
  res.write = function (chunk, encoding, callback) {
    decide();
    if (held === false) return res.write(chunk, encoding, callback);
    held.push(toBuffer(chunk, encoding));
    if (typeof callback === "function") callback();
    else if (typeof encoding === "function") encoding();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    decide();
    if (held === false) return res.end(chunk, encoding, callback);
    if (typeof chunk === "function") callback = chunk;
    else if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    if (typeof encoding === "function") callback = encoding;
    const html = withoutPayloadCopies(Buffer.concat(held).toString("utf8"));
    const body = Buffer.from(html, "utf8");
    const policy = res.getHeader("content-security-policy");
    if (policy !== undefined) res.setHeader("Content-Security-Policy", withScriptSources(String(policy), payloadScriptHashes(html)));
    if (res.getHeader("content-length") !== undefined) res.setHeader("Content-Length", body.length);
    restore();
    if (typeof callback === "function") res.once("finish", callback);
    return res.end(body);
  };
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? encoding : "utf8");
}

function toPairs(flat) {
  // writeHead's array form: [name, value, name, value, ...] or [[name, value], ...].
  if (flat.length > 0 && Array.isArray(flat[0])) return flat;
  const pairs = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return pairs;
}
