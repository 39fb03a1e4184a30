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
    serverAdapter.getRouter() as express.Router,
  );
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}
