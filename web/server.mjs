// The site's HTTP server: Next.js's request handler behind a plain Node server that owns the
// socket, so that the handlers learn who is on the other end of the connection. Route handlers
// get no peer address from Next.js; this server hands it to them in PEER_ADDRESS_HEADER
// (web/server/http/rate-limit.ts), after removing any copy the client sent, and getClientAddress
// trusts X-Forwarded-For only as far as TRUST_PROXY says.
// Plain JavaScript: the production image runs it with node alone. Usage:
//   node web/server.mjs [-p|--port <port>]      (else PORT, else 3000; HOST, see listenHost)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";
import { logger, newRequestId, recordRequest, routeOf, withRequestId } from "./observability.mjs";
import { holdPageReplies } from "./page-scripts.mjs";
import { normaliseRequestUrl } from "./request-path.mjs";

/** Must equal PEER_ADDRESS_HEADER in web/server/http/rate-limit.ts (lowercase, as Node keys headers). */
const PEER_ADDRESS_HEADER = "x-orania-peer-address";

/**
 * Must equal LANGUAGE_NEGOTIATED_HEADER in web/proxy.ts: the proxy marks a reply whose language
 * came from the `lang` cookie or Accept-Language, and this server turns the mark into `Vary`
 * (Next.js writes its own Vary after the proxy ran, so the proxy cannot set it itself).
 */
const LANGUAGE_NEGOTIATED_HEADER = "x-orania-language-negotiated";

/** Must equal NOT_FOUND_HEADER in web/proxy.ts: the proxy marks a reply that is the site's 404 page. */
const NOT_FOUND_HEADER = "x-orania-not-found";

/** The request's id (web/observability.mjs), given to the handlers and in the reply; a client's copy is replaced. */
const REQUEST_ID_HEADER = "x-request-id";

/**
 * Times the reply (web/observability.mjs: the metrics' request durations by route) and logs it
 * once it is sent: its route, never its full address (tokens travel in some paths and queries).
 */
function observe(req, res, requestId) {
  const started = process.hrtime.bigint();
  const pathname = (req.url ?? "/").split("?")[0];
  res.on("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    recordRequest(pathname, req.method ?? "GET", res.statusCode, seconds);
    const route = routeOf(pathname);
    if (route.startsWith("/_next/") || route === "/images") return;
    const line = { requestId, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) };
    if (res.statusCode >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  });
}

/** Adds Cookie and Accept-Language to the Vary of a reply the proxy marked, just before its head is sent. */
function varyByLanguage(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (res.getHeader(LANGUAGE_NEGOTIATED_HEADER) !== undefined) {
      res.removeHeader(LANGUAGE_NEGOTIATED_HEADER);
      const vary = String(res.getHeader("vary") ?? "");
      res.setHeader("Vary", vary ? `${vary}, Cookie, Accept-Language` : "Cookie, Accept-Language");
    }
    return writeHead.apply(this, args);
  };
}

/** Sends the site's 404 page, which the proxy marked, with status 404 (its rewrite answers 200). */
function notFoundStatus(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (res.getHeader(NOT_FOUND_HEADER) !== undefined) {
      res.removeHeader(NOT_FOUND_HEADER);
      if (typeof args[0] === "number" && args[0] < 300) args[0] = 404;
      if (res.statusCode < 300) res.statusCode = 404;
    }
    return writeHead.apply(this, args);
  };
}

/** The peer's address as getClientAddress compares it: an IPv4 client of a dual-stack socket as plain IPv4. */
function peerAddress(socket) {
  const address = socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

function portArgument(argv) {
  const at = argv.findIndex((arg) => arg === "-p" || arg === "--port");
  if (at >= 0) return argv[at + 1];
  return argv.find((arg) => arg.startsWith("--port="))?.slice("--port=".length);
}

// The rule of getListenHost() in web/server/config.ts: HOST, else every interface in
// production, else loopback only.
function listenHost(env) {
  return env.HOST || (env.APP_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
}

const port = Number(portArgument(process.argv.slice(2)) ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  logger.fatal(`Invalid port: ${portArgument(process.argv.slice(2)) ?? process.env.PORT}`);
  process.exit(1);
}
const host = listenHost(process.env);

// As `next start` does; set before Next.js (and React) load, since they read it on load.
process.env.NODE_ENV ??= "production";
const { default: next } = await import("next");

// The port, as `next start -p` passes it, but no hostname: given one, Next.js 16 sees the
// rewrite of a client navigation's RSC request (web/proxy.ts) as external.
const app = next({ dev: false, dir: fileURLToPath(new URL(".", import.meta.url)), port });
await app.prepare();
const handle = app.getRequestHandler();

// Replies are compressed here rather than by Next.js (next.config.ts turns its own off), so that
// holdPageReplies sees a page's HTML before it is compressed.
const compress = createRequire(import.meta.url)("next/dist/compiled/compression")();

/**
 * The headers next.config.ts gives every reply (security headers and the policy floor), read from
 * the build's routes manifest, for the replies Node writes itself before Next.js sees a request.
 */
function errorReplyHeaderPairs() {
  const manifest = JSON.parse(readFileSync(new URL("./.next/routes-manifest.json", import.meta.url), "utf8"));
  const root = "/";
  return (manifest.headers ?? [])
    .filter((rule) => new RegExp(rule.regex).test(root))
    .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value]));
}
const ERROR_REPLY_HEADER_PAIRS = errorReplyHeaderPairs();
const ERROR_REPLY_HEADERS = ERROR_REPLY_HEADER_PAIRS.map(([key, value]) => `${key}: ${value}\r\n`).join("");

/** The methods some route of the site serves; anything else (TRACE, CONNECT, …) never reaches Next.js. */
const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A refusal written here, with every security header, before Next.js sees the request. */
function refuse(res, status, extra = {}) {
  for (const [key, value] of Object.entries(extra)) res.setHeader(key, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.statusCode = status;
  res.end(`${status}\n`);
}

/**
 * Every reply carries the security headers: Next.js's own redirects (a trailing slash, `//`) and
 * some of its errors are written without the headers next.config.ts gives the rest, so any of
 * them missing is added just before the head is sent (a header the reply set itself stays).
 */
function withSecurityHeaders(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const missing = new Set(ERROR_REPLY_HEADER_PAIRS.map(([key]) => key).filter((key) => !res.hasHeader(key)));
    for (const [key, value] of ERROR_REPLY_HEADER_PAIRS) if (missing.has(key)) res.appendHeader(key, value);
    return writeHead.apply(this, args);
  };
}

// Without a Host, an HTTP/1.1 request is refused here (with the headers) rather than by Node (without).
const server = createServer({ requireHostHeader: false }, (req, res) => {
  withSecurityHeaders(res);
  if (!SERVED_METHODS.includes(req.method ?? "")) return refuse(res, 405, { Allow: "GET, HEAD, POST, OPTIONS" });
  // "OPTIONS *" asks about the server as a whole, which names no resource the site has.
  if (req.url === "*") return refuse(res, 400);
  if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1 && !req.headers.host) return refuse(res, 400);
  // Node keys req.headers in lowercase, so this removes every casing a client may have used;
  // Next.js builds the handlers' Headers from req.headers, not req.rawHeaders.
  delete req.headers[PEER_ADDRESS_HEADER];
  req.headers[PEER_ADDRESS_HEADER] = peerAddress(req.socket);
  const requestId = newRequestId();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader("X-Request-Id", requestId);
  if (req.url) req.url = normaliseRequestUrl(req.url);
  observe(req, res, requestId);
  compress(req, res, () => {});
  varyByLanguage(res);
  notFoundStatus(res);
  holdPageReplies(res);
  withRequestId(requestId, () =>
    handle(req, res).catch((error) => {
      logger.error({ err: error }, "request handler threw");
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  );
});

// An idle keep-alive connection stays open longer than the proxy in front keeps its own idle
// connections to the site (Caddy: two minutes), so the site never closes one that the proxy (or
// any client that was busy when the site's shorter timer ran out) is just reusing: that race
// loses the request with "connection reset" or "other side closed". Node's default is 5 s.
server.keepAliveTimeout = 125_000;

const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large", ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout" };

// A request Node refuses while parsing it (headers over the limit, a malformed request line):
// answered with its status and the same security headers as every other reply, never a bare one.
server.on("clientError", (error, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code] ?? "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\n${ERROR_REPLY_HEADERS}Content-Length: 0\r\nConnection: close\r\n\r\n`);
});

server.listen(port, host, () => {
  logger.info({ url: `http://${host.includes(":") ? `[${host}]` : host}:${port}` }, "the site listens");
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "closing");
  server.close(() => {
    app.close().finally(() => process.exit(0));
  });
  // Keep-alive connections would hold close() open: end the idle ones now, the rest shortly.
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 5_000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
