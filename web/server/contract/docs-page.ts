// The OpenAPI document as one HTML page for people (GET /api/docs): each call's summary, rules,
// parameters, request and reply schemas with their examples, and its answers. No scripts.
import "server-only";
import { escapeHtml } from "../mail/layout";
import { buildOpenApiDocument } from "./openapi";

type TOperation = {
  operationId: string;
  summary: string;
  "x-rules-beyond-schema"?: { fields: readonly string[]; rule: string }[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { "application/json": { schema: unknown; example?: unknown } } };
  responses: Record<string, { description: string; content?: { "application/json": { schema: unknown } } }>;
  [extension: `x-${string}`]: unknown;
};

const pre = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function renderOperation(method: string, path: string, op: TOperation): string {
  const rules = Object.entries(op)
    .filter(([key, value]) => key.startsWith("x-") && typeof value !== "object")
    .map(([key, value]) => `<li><code>${escapeHtml(key.slice(2))}</code>: ${escapeHtml(String(value))}</li>`)
    .join("");
  const beyondSchema = (op["x-rules-beyond-schema"] ?? []).map((entry) => `<li>${escapeHtml(entry.rule)}</li>`).join("");
  const parameters = (op.parameters ?? [])
    .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ", required" : ""})</li>`)
    .join("");
  const media = op.requestBody?.content["application/json"];
  const body = media
    ? `<h4>Request body (application/json)</h4>${pre(media.schema)}${media.example ? `<h4>Example</h4>${pre(media.example)}` : ""}`
    : "";
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const schema = response.content?.["application/json"].schema;
      const own = schema && !(typeof schema === "object" && "$ref" in schema) ? pre(schema) : "";
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}${own}</li>`;
    })
    .join("");
  return `<section id="${escapeHtml(`${method}-${path}`)}">
<h3><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)} (<code>${escapeHtml(op.operationId)}</code>)</p>
${rules ? `<ul>${rules}</ul>` : ""}${beyondSchema ? `<h4>Rules the schema cannot state (400 with a message for the field)</h4><ul>${beyondSchema}</ul>` : ""}${parameters ? `<h4>Parameters</h4><ul>${parameters}</ul>` : ""}${body}
<h4>Responses</h4><ul>${responses}</ul>
</section>`;
}

export function renderApiDocs(): string {
  const document = buildOpenApiDocument();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => renderOperation(method, path, op as TOperation)),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1c1917;background:#fff}pre{background:#f5f5f4;padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #d6d3d1;padding-top:.5rem}</style>
</head><body><main>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<h2>Error shape</h2>${pre(document.components.schemas.Error)}
<h2>Calls</h2>
${operations.join("\n")}
</main></body></html>`;
}
