// Clients as the site sees them: a request sent from a chosen local address (Linux routes all of
// 127/8 to the loopback interface, so each address is a client of its own), and a reverse proxy
// that appends the address of the connection it received to X-Forwarded-For, as Caddy and nginx's
// `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` do.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TPeerReply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
};

export type TPeerRequest = { method?: string; json?: unknown; body?: string; headers?: Record<string, string> };

/** A request to `target` + `path` from the local address `from` (the system's choice when undefined), on a connection of its own. */
export function requestFrom(target: URL, from: string | undefined, path: string, init: TPeerRequest = {}): Promise<TPeerReply> {
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: init.method ?? (body ? "POST" : "GET"),
        localAddress: from,
        agent: false,
        headers: { ...(init.json !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          let parsed: TPeerReply["body"] = {};
          try {
            parsed = JSON.parse(text) as TPeerReply["body"];
          } catch {
            // a page, not JSON
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export type TProxy = { port: number; url: URL; close: () => Promise<void> };

/** A reverse proxy in front of `target` that appends the peer it saw to X-Forwarded-For. */
export async function startAppendingProxy(target: URL): Promise<TProxy> {
  const server = http.createServer((request, response) => {
    const prior = request.headers["x-forwarded-for"]?.toString();
    const peer = request.socket.remoteAddress ?? "";
    const headers = { ...request.headers, "x-forwarded-for": prior ? `${prior}, ${peer}` : peer };
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers, agent: false },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, url: new URL(`http://127.0.0.1:${port}`), close: () => new Promise((resolve) => server.close(() => resolve())) };
}
