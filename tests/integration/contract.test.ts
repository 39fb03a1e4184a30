// The contract of every /api call, generated from the route files: each route file's methods have
// an entry in the call list, its tRPC procedure exists, and the OpenAPI document, the route and
// the procedure agree on the call's rules over HTTP: which fields are required (the same field
// messages from both doors, in either language), the body limit (a byte over is 413, a byte under
// is read), the photo limit only with images, the Origin rule and the error shape.
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import { CALL_LIST, zErrorReply, type TCall } from "@/server/contract/calls";
import { isMethodRefusal } from "@/server/http/methods";
import { api, BASE_URL, expectSecurityHeaders, newClientAddress, type TApiResponse } from "../support/api";

const API_DIR = path.resolve(import.meta.dirname, "../../web/app/api");
/**
 * Routes that describe the calls rather than being calls, and the operator's metrics (Prometheus'
 * text format behind the operator's credentials, not a JSON call of the site's API).
 */
const DOCUMENT_ROUTES = new Set(["/api/openapi.json", "/api/docs", "/api/metrics"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("[") ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Every (method, path) the route files export, read from the files themselves. */
async function routeList(): Promise<{ method: string; path: string }[]> {
  const routes = [];
  for (const file of routeFiles(API_DIR)) {
    const apiPath = `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`;
    if (DOCUMENT_ROUTES.has(apiPath)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"])
      if (typeof module[method] === "function" && !isMethodRefusal(module[method])) routes.push({ method, path: apiPath });
  }
  return routes;
}

type TOperation = {
  "x-trpc-procedure"?: string;
  "x-body-limit-bytes"?: number;
  "x-body-limit-with-images-bytes"?: number;
  "x-same-origin"?: boolean;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { "application/json": { schema: { required?: string[]; properties: Record<string, unknown> } } } };
  responses: Record<string, unknown>;
};
type TDocument = { openapi: string; paths: Record<string, Record<string, TOperation>>; components: { schemas: { Error: unknown } } };

type TTrpcError = { error: { json: { message: string; data: { httpStatus: number; fields: Record<string, string> | null } } } };

let document: TDocument;
const routes = await routeList();
const procedures = Object.keys(appRouter._def.procedures);

function callOf(route: { method: string; path: string }): TCall {
  const call = CALL_LIST.find((c) => c.method === route.method && c.path === route.path);
  if (!call) throw new Error(`${route.method} ${route.path} has no entry in web/server/contract/calls.ts`);
  return call;
}

function operationOf(call: TCall): TOperation {
  const operation = document.paths[call.path!]?.[call.method.toLowerCase()];
  if (!operation) throw new Error(`the OpenAPI document has no ${call.method} ${call.path}`);
  return operation;
}

/** The same raw input through both doors, in the given language. */
async function bothDoors(
  call: TCall,
  body: string,
  headers: Record<string, string> = {},
): Promise<[TApiResponse, TApiResponse<TTrpcError>]> {
  const init = { method: "POST", body, headers: { "content-type": "application/json", ...headers } };
  const trpcBody = body.startsWith("{") ? `{"json":${body}}` : body;
  const [route, procedure] = await Promise.all([
    api(call.path!, init),
    api<TTrpcError>(`/api/trpc/${call.procedure!}`, { ...init, body: trpcBody }),
  ]);
  expectSecurityHeaders(route.headers);
  expectSecurityHeaders(procedure.headers);
  return [route, procedure];
}

/** A JSON object of exactly `bytes` bytes (tRPC's wrapper adds its own 9). */
function paddedBody(bytes: number, prefix = ""): string {
  const shell = `{"pad":"${prefix}"}`;
  return `{"pad":"${prefix}${"x".repeat(bytes - shell.length)}"}`;
}

beforeAll(async () => {
  const response = await api<TDocument>("/api/openapi.json");
  expect(response.status).toBe(200);
  expectSecurityHeaders(response.headers);
  document = response.body;
});

describe("the call list", () => {
  it("has an entry for every method of every /api route file, and a route for every entry", () => {
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) callOf(route);
    const declared = CALL_LIST.filter((call) => call.path).map((call) => `${call.method} ${call.path}`);
    expect(declared.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it("names tRPC procedures that exist, each for one call", () => {
    const named = CALL_LIST.flatMap((call) => (call.procedure ? [call.procedure] : []));
    expect(new Set(named).size).toBe(named.length);
    for (const procedure of named) expect(procedures).toContain(procedure);
  });

  it("is the OpenAPI 3.1 document's list, with the error shape", () => {
    expect(document.openapi).toBe("3.1.0");
    const documented = Object.entries(document.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
    expect(document.components.schemas.Error).toMatchObject({ properties: { error: { required: ["code", "message"] } } });
    for (const route of routes) {
      const operation = operationOf(callOf(route));
      expect(operation["x-trpc-procedure"]).toBe(callOf(route).procedure);
      for (const status of callOf(route).errors)
        expect(operation.responses[status]).toMatchObject({
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        });
    }
  });

  it("renders the document for people without scripts", async () => {
    const page = await api("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expectSecurityHeaders(page.headers);
    expect(page.text).not.toContain("<script");
    for (const route of routes) expect(page.text).toContain(`${route.method} ${route.path}`);
  });
});

const writes = routes.filter((route) => route.method === "POST").map(callOf);

describe.each(writes.map((call) => ({ name: `${call.method} ${call.path} and ${call.procedure}`, call })))("$name", ({ call }) => {
  it("refuses an empty request with a message for each field the document requires, the same from both doors", async () => {
    const required = operationOf(call).requestBody!.content["application/json"].schema.required ?? [];
    expect(required.length).toBeGreaterThan(0);
    for (const language of ["en", "af"]) {
      const [route, procedure] = await bothDoors(call, "{}", { cookie: `lang=${language}` });
      expect(route.status).toBe(400);
      expect(zErrorReply.safeParse(route.body).success).toBe(true);
      const fields = (route.body as { error: { fields: Record<string, string> } }).error.fields;
      expect(Object.keys(fields).sort()).toEqual([...required].sort());
      expect(procedure.status).toBe(400);
      expect(procedure.body.error.json.data.fields).toEqual(fields);
    }
  });

  it("reads a body up to the documented limit and refuses one byte more while it streams", async () => {
    const limit = operationOf(call)["x-body-limit-bytes"]!;
    const [under] = await bothDoors(call, paddedBody(limit));
    expect(under.status).toBe(400);
    const [over, overProcedure] = await bothDoors(call, paddedBody(limit + 1));
    expect(over.status).toBe(413);
    expect(overProcedure.status).toBe(413);
    // A body streamed without a Content-Length is refused by its count, through both doors.
    for (const target of [call.path!, `/api/trpc/${call.procedure!}`]) {
      const response = await fetch(`${BASE_URL}${target}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() },
        body: new Blob([paddedBody(limit * 4)]).stream(),
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expectSecurityHeaders(response.headers);
    }
  });

  it("takes a body past the JSON limit only when it carries images, as documented", async () => {
    const operation = operationOf(call);
    const withImages = operation["x-body-limit-with-images-bytes"]!;
    const limit = operation["x-body-limit-bytes"]!;
    const withImage = paddedBody(limit + 1024, "data:image/png;base64,").replace('{"pad":', '{"images":["x"],"pad":');
    const [route, procedure] = await bothDoors(call, withImage);
    const hugeWithoutImages = await bothDoors(call, paddedBody(limit + 1024, "AAAA"));
    expect(hugeWithoutImages.map((r) => r.status)).toEqual([413, 413]);
    if (withImages > limit) {
      // Read, then refused for its content (400), not for its size.
      expect([route.status, procedure.status]).toEqual([400, 400]);
    } else {
      expect([route.status, procedure.status]).toEqual([413, 413]);
    }
  });

  it("refuses a request from another origin through both doors, before reading it", async () => {
    expect(operationOf(call)["x-same-origin"]).toBe(true);
    const [route, procedure] = await bothDoors(call, "{}", { origin: "https://evil.example" });
    expect(route.status).toBe(403);
    expect(procedure.status).toBe(403);
    const [plain, plainProcedure] = await bothDoors(call, "{}", { origin: "https://evil.example", "content-type": "text/plain" });
    expect([plain.status, plainProcedure.status]).toEqual([403, 403]);
  });
});

const readsWithInput = routes
  .filter((route) => route.method === "GET")
  .map(callOf)
  .filter((call) => call.input && call.procedure);

describe.each(readsWithInput.map((call) => ({ name: `${call.method} ${call.path} and ${call.procedure}`, call })))("$name", ({ call }) => {
  it("refuses a missing query parameter the document requires with the same status and fields from both doors", async () => {
    const required = (operationOf(call).parameters ?? []).filter((p) => p.in === "query" && p.required).map((p) => p.name);
    expect(required.length).toBeGreaterThan(0);
    const headers = { cookie: "lang=af" };
    const route = await api<{ error: { fields: Record<string, string> } }>(call.path!, { headers });
    const procedure = await api<TTrpcError>(`/api/trpc/${call.procedure!}?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`, {
      headers,
    });
    expect(route.status).toBeGreaterThanOrEqual(400);
    expect(route.status).toBeLessThan(500);
    expect(operationOf(call).responses[route.status]).toBeDefined();
    expect(procedure.status).toBe(route.status);
    expect(Object.keys(route.body.error.fields).sort()).toEqual(required.sort());
    expect(procedure.body.error.json.data.fields).toEqual(route.body.error.fields);
    expectSecurityHeaders(route.headers);
    expectSecurityHeaders(procedure.headers);
  });
});
