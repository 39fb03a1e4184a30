// The OpenAPI 3.1 document of the /api calls, generated from their entries in calls.ts: the same
// schemas the doors parse with, their limits and errors, and the error shape. Served at
// GET /api/openapi.json and rendered for people at /api/docs.
import { z } from "zod";
import { getConfig } from "../config";
import { CALL_LIST, zErrorReply, type TCall } from "./calls";
import { bodyLimits } from "./door";

type TJsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  400: "A field is missing or wrong: a message per field in `fields`",
  403: "Not from the site's own origin",
  404: "Not found",
  409: "The nights were just taken",
  413: "The body is over the call's limit",
  415: "Not application/json",
  422: "The Idempotency-Key was used for another request",
  429: "Too many requests (see Retry-After)",
  503: "The database is busy or away (see Retry-After)",
};

function schemaOf(schema: z.ZodType, io: "input" | "output"): TJsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as TJsonSchema;
  return rest;
}

function errorResponse(status: number) {
  return {
    description: STATUS_TEXT[status] ?? "Error",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

function operation(call: TCall) {
  const input = call.input ? schemaOf(call.input, "input") : undefined;
  const limits = bodyLimits(call.body);
  const query =
    call.method === "GET" && input
      ? Object.entries((input.properties ?? {}) as Record<string, TJsonSchema>).map(([name, schema]) => ({
          name,
          in: "query",
          required: ((input.required ?? []) as string[]).includes(name),
          schema,
        }))
      : [];
  const headers = call.idempotencyKey
    ? [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,100}$" } }]
    : [];
  return {
    summary: call.summary,
    ...(call.procedure ? { "x-trpc-procedure": call.procedure } : {}),
    ...(call.rateLimit ? { "x-rate-limit-bucket": call.rateLimit, "x-same-origin": true } : {}),
    ...(call.method === "POST" ? { "x-body-limit-bytes": limits.bytes, "x-body-limit-with-images-bytes": limits.withImages } : {}),
    ...(query.length + headers.length > 0 ? { parameters: [...query, ...headers] } : {}),
    ...(call.method === "POST" && input ? { requestBody: { required: true, content: { "application/json": { schema: input } } } } : {}),
    responses: {
      [call.status]: {
        description: STATUS_TEXT[call.status] ?? "OK",
        content: { "application/json": { schema: schemaOf(call.reply, "output") } },
      },
      ...Object.fromEntries(call.errors.map((status) => [status, errorResponse(status)])),
    },
  };
}

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of CALL_LIST) {
    if (!call.path) continue;
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Orania Stays API",
      version: "1",
      description:
        "The site's public calls. Errors are `{ error: { code, message, fields? } }` in the visitor's language (the `lang` cookie, else Accept-Language). Writes must come from the site's own origin (Origin, Sec-Fetch-Site) and are rate-limited per client.",
    },
    servers: [{ url: getConfig().APP_URL }],
    paths,
    components: { schemas: { Error: schemaOf(zErrorReply, "output") } },
  };
}
