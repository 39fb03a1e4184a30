// The worker's HTTP server: Bull Board over every queue at /admin/queues (HTTP basic auth from
// ADMIN_USER / ADMIN_PASSWORD) and /health. The web process shows the same dashboard at
// /admin/queues by proxying here.
import type { Server } from "node:http";
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import type { Queue } from "bullmq";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Redis } from "ioredis";
import { checkAdminLogin, DASHBOARD_POLICY, refusal } from "@/server/admin-auth";
import { checkEverything } from "@/server/health";

const DASHBOARD_PATH = "/admin/queues";

/** A `<link>` to another host: Bull Board's page asks Google Fonts for its typefaces. */
const EXTERNAL_LINK = /<link\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>/gi;

/**
 * Drops the links to other hosts from Bull Board's HTML: the operator's page loads nothing from
 * third parties (its policy allows only its own origin), and its text falls back to the system's
 * sans-serif and monospace fonts instead of asking for fonts the policy would refuse.
 */
function withoutExternalLinks(_request: Request, response: Response, next: NextFunction): void {
  const send = response.send.bind(response);
  response.send = (body?: unknown) => send(typeof body === "string" ? body.replace(EXTERNAL_LINK, "") : body);
  next();
}

/** Logins counted per connection peer: this server is reached directly or through the web process's own checks. */
async function requireAdmin(request: Request, response: Response, next: NextFunction): Promise<void> {
  const login = await checkAdminLogin(request.headers.authorization, `worker:${request.socket.remoteAddress ?? "unknown"}`);
  if (login.ok) return next();
  const { status, text, headers } = refusal(login);
  response.set(headers).status(status).send(text);
}

/** The worker's HTTP server on host:port; host is loopback unless WORKER_HOST says otherwise. */
export function startDashboard(queues: Queue[], redis: Redis, port: number, host: string): Promise<Server> {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: "Orania Stays queues" } },
  });

  const app = express();
  app.disable("x-powered-by");
  app.use((_request, response, next) => {
    response.set({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
      "Content-Security-Policy": DASHBOARD_POLICY,
    });
    next();
  });
  app.get("/health", async (_request, response) => {
    const report = await checkEverything(redis);
    response.status(report.status === "down" || !report.checks.redis.ok ? 503 : 200).json({ process: "worker", ...report });
  });
  app.use(
    DASHBOARD_PATH,
    (request, response, next) => void requireAdmin(request, response, next).catch(next),
    withoutExternalLinks,
    serverAdapter.getRouter() as express.Router,
  );
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}
