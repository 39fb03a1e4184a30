// /admin/queues/* – the queue dashboard (Bull Board, served by the worker), behind basic auth.
// The web process checks the credentials (failed logins rate-limited per client) and passes the
// request on to the worker. The dashboard gets a policy of its own: Bull Board needs its <base>.
import { checkAdminLogin, DASHBOARD_POLICY, refusal } from "@/server/admin-auth";
import { getConfig } from "@/server/config";
import { getClientAddress } from "@/server/http/rate-limit";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length", "host"]);

async function proxy(request: Request): Promise<Response> {
  const login = await checkAdminLogin(request.headers.get("authorization"), getClientAddress(request.headers));
  if (!login.ok) {
    const { status, text, headers } = refusal(login);
    return new Response(text, { status, headers: { ...headers, "content-security-policy": DASHBOARD_POLICY } });
  }
  const url = new URL(request.url);
  const target = new URL(`${url.pathname}${url.search}`, getConfig().WORKER_URL);
  const headers = new Headers([...request.headers].filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
      redirect: "manual",
    });
    const replyHeaders = new Headers([...upstream.headers].filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
    replyHeaders.set("content-security-policy", DASHBOARD_POLICY);
    return new Response(upstream.body, { status: upstream.status, headers: replyHeaders });
  } catch {
    return new Response("The worker's dashboard is not reachable.", { status: 502, headers: { "cache-control": "no-store" } });
  }
}

export { proxy as GET, proxy as POST, proxy as PUT, proxy as DELETE, proxy as PATCH };
