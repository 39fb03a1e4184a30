// Local stand-ins for the services a deployment gets from its provider, so the whole flow runs on
// one machine: an S3-compatible server on a folder (s3rver) and an SMTP inbox (smtp-server, mail
// parsed with postal-mime) with a web page and a JSON API for reading what the site sent.
// Used by the main command (when S3_ENDPOINT / SMTP_URL are not set) and by the test suites.
import { mkdirSync } from "node:fs";
import http from "node:http";
import PostalMime from "postal-mime";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";
import { escapeHtml } from "../web/lib/escape-html.mjs";

/** The stand-in's one access key (its secret is the same): s3rver's built-in account. */
const LOCAL_S3_ACCESS_KEY = "S3RVER";

/**
 * Whether a request to the stand-in is signed with its access key: a V4 or V2 Authorization
 * header, or a presigned address. (s3rver checks the key exists but not a V4 signature's value.)
 */
function isSignedByTheSite(ctx) {
  const authorization = ctx.get("authorization");
  const credential = String(ctx.query["X-Amz-Credential"] ?? ctx.query.AWSAccessKeyId ?? "");
  return (
    authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${LOCAL_S3_ACCESS_KEY}/`) ||
    authorization.startsWith(`AWS ${LOCAL_S3_ACCESS_KEY}:`) ||
    credential === LOCAL_S3_ACCESS_KEY ||
    credential.startsWith(`${LOCAL_S3_ACCESS_KEY}/`)
  );
}

/**
 * The bucket's policy, as a real deployment's: anyone may read an object under public/ (what
 * browsers load); everything else (a private object, a listing, any write) needs a signed request.
 */
function publicReadsOnly(bucket) {
  return async function publicReadsOnly(ctx, next) {
    const isPublicRead = (ctx.method === "GET" || ctx.method === "HEAD") && ctx.path.startsWith(`/${bucket}/public/`);
    if (!isPublicRead && !isSignedByTheSite(ctx)) {
      ctx.status = 403;
      ctx.type = "application/xml";
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
      return;
    }
    await next();
  };
}

/** Starts s3rver on `port` over `directory`, with `bucket` created. Credentials: S3RVER / S3RVER. */
export async function startLocalS3({ port, directory, bucket, host = "127.0.0.1" }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: host,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
    allowMismatchedSignatures: true,
  });
  // Before s3rver's routes (the last middleware), which would serve anyone anything.
  server.middleware.splice(server.middleware.length - 1, 0, publicReadsOnly(bucket));
  await server.run();
  return {
    url: `http://${host}:${port}`,
    // Stopped for real: the connections clients keep alive are cut too. Closing only stops new
    // ones, and waits for the rest to go idle, which a steady stream of uploads never lets them
    // do: the "outage" went on accepting uploads, and whoever awaited the close waited forever.
    close: async () => {
      const closing = server.close();
      server.httpServer?.closeAllConnections();
      await closing;
    },
  };
}

/**
 * Starts an SMTP server on `smtpPort` that keeps every message, and a web page on `webPort`:
 * `/` lists the mail, `/messages/<id>` shows one, `GET /api/messages` returns them as JSON
 * (attachments base64), `DELETE /api/messages` empties the inbox. `stopSmtp()` / `startSmtp()`
 * make the SMTP side refuse connections and come back, and `holdReplies(ms)` keeps each message
 * but answers its data that much later (a sender killed meanwhile never hears it arrived), for
 * failure tests.
 */
export async function startLocalInbox({ smtpPort, webPort, host = "127.0.0.1" }) {
  const messages = [];
  let nextId = 1;
  let replyDelayMs = 0;
  // Messages whose data has begun to arrive and that are not yet kept or abandoned.
  let receiving = 0;

  const makeSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      size: 30 * 1024 * 1024,
      onData(stream, session, callback) {
        const chunks = [];
        let ended = false;
        let settled = false;
        const settle = () => {
          if (settled) return;
          settled = true;
          receiving--;
        };
        receiving++;
        stream.on("data", (chunk) => chunks.push(chunk));
        // A sender that goes away mid-message leaves a stream that closes without ending.
        stream.on("close", () => ended || settle());
        stream.on("error", () => ended || settle());
        stream.on("end", async () => {
          ended = true;
          try {
            const raw = Buffer.concat(chunks);
            const parsed = await PostalMime.parse(raw, { attachmentEncoding: "base64" });
            messages.push({
              id: String(nextId++),
              receivedAt: new Date().toISOString(),
              envelope: { from: session.envelope.mailFrom?.address, to: session.envelope.rcptTo.map((r) => r.address) },
              messageId: parsed.messageId,
              from: parsed.from?.address,
              fromName: parsed.from?.name,
              to: (parsed.to ?? []).map((a) => a.address),
              subject: parsed.subject,
              text: parsed.text,
              html: parsed.html,
              attachments: parsed.attachments.map((a) => ({ filename: a.filename, mimeType: a.mimeType, content: a.content })),
              // The message as it arrived: the parser rewrites a calendar attachment's line ends.
              raw: raw.toString("utf8"),
            });
            // The server has the message; its reply may be held back (holdReplies), as a slow server's is.
            if (replyDelayMs > 0) setTimeout(callback, replyDelayMs);
            else callback();
          } catch (error) {
            callback(error);
          } finally {
            settle();
          }
        });
      },
    });

  let smtp;
  const startSmtp = () =>
    new Promise((resolve, reject) => {
      smtp = makeSmtp();
      smtp.on("error", (error) => console.warn(`[inbox] ${error.message}`));
      smtp.server.once("error", reject);
      smtp.listen(smtpPort, host, resolve);
    });
  const stopSmtp = () => new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  await startSmtp();

  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${host}`);
    if (url.pathname === "/api/messages" && request.method === "DELETE") {
      messages.length = 0;
      response.writeHead(204).end();
    } else if (url.pathname === "/api/messages") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
    } else if (url.pathname.startsWith("/messages/")) {
      const message = messages.find((m) => m.id === url.pathname.split("/")[2]);
      if (!message) return void response.writeHead(404).end("Not found");
      response
        .writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": "default-src 'none'; img-src *; style-src 'unsafe-inline'; frame-src 'self'",
        })
        .end(
          `<!doctype html><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title><p><a href="/">Inbox</a></p><h1 style="font:600 18px sans-serif">${escapeHtml(message.subject)}</h1><p style="font:14px sans-serif">From ${escapeHtml(message.from)} to ${escapeHtml(message.to.join(", "))}, ${escapeHtml(message.receivedAt)}. Attachments: ${escapeHtml(message.attachments.map((a) => a.filename).join(", ") || "none")}</p><iframe sandbox style="width:100%;height:80vh;border:1px solid #ccc" srcdoc="${escapeHtml(message.html ?? `<pre>${escapeHtml(message.text)}</pre>`)}"></iframe>`,
        );
    } else if (url.pathname === "/") {
      const rows = [...messages]
        .reverse()
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(", "))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        );
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><meta charset="utf-8"><title>Local inbox</title><style>body{font:14px sans-serif;margin:24px}td{padding:4px 12px 4px 0;border-bottom:1px solid #ddd}</style><h1>Local inbox (${messages.length})</h1><table>${rows.join("") || "<tr><td>No mail yet.</td></tr>"}</table>`,
        );
    } else {
      response.writeHead(404).end("Not found");
    }
  });
  await new Promise((resolve) => web.listen(webPort, host, resolve));

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host}:${webPort}`,
    messages,
    startSmtp,
    stopSmtp,
    holdReplies: (ms) => void (replyDelayMs = ms),
    /**
     * Resolves once no SMTP connection is open and no message is half received: every byte a
     * sender wrote before it went away has been read, and each whole message is in `messages`.
     */
    quiet: async (timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      while ((smtp?.connections.size ?? 0) > 0 || receiving > 0) {
        if (Date.now() > until)
          throw new Error(`the inbox still had ${smtp.connections.size} connections and ${receiving} messages arriving`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => {
      await stopSmtp();
      await new Promise((resolve) => web.close(resolve));
    },
  };
}
