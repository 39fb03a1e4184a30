// The OpenAPI 3.1 document of the /api calls, generated from their entries in calls.ts: the same
// schemas the doors parse with, their limits and errors, and the error shape. Served at
// GET /api/openapi.json, rendered for people at /api/docs, and linted in CI (npm run lint:openapi).
// Every rule a door applies that JSON Schema can state is in the schemas; the others are listed
// in the operation's description (and in `x-rules-beyond-schema`, with the fields they answer for).
import "server-only";
import { z } from "zod";
import { addDays, diffDays } from "../calendar/dates";
import { currentStayWindow } from "../bookings/schema";
import { getConfig, type TConfig } from "../config";
import { IDEMPOTENCY_KEY_PATTERN } from "../idempotency";
import { CALLS, zErrorReply, type TCall } from "./calls";
import { bodyLimits } from "./door";

type TJsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  400: "A field is missing or wrong: `error.fields` holds a message per field (`images.2` for the third image)",
  403: "Not from the site's own origin",
  404: "Not found: `error.fields` names the field",
  409: "The nights were just taken",
  413: "The body is over the call's limit (`x-body-limit-bytes`, or `x-body-limit-with-images-bytes` when it carries images)",
  415: "Not application/json",
  422: "The Idempotency-Key was used for another request",
  429: "Too many requests from this client: try again after Retry-After seconds",
  503: "A service the call needs is busy or away: try again after Retry-After seconds",
};

/** Seconds to wait before trying again, on every 429 and 503 with the error shape. */
const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds to wait before trying again",
    required: true,
    schema: { type: "integer", minimum: 0 },
  },
};

/**
 * A zod schema as JSON Schema: what a request must be (`input`) or what a reply is (`output`).
 * Replies stay open to fields added later: a client must ignore a field it does not know.
 */
function schemaOf(schema: z.ZodType, io: "input" | "output"): TJsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    override: ({ jsonSchema }) => {
      if (io === "output" && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  }) as TJsonSchema;
  return rest;
}

function errorResponse(status: number) {
  return {
    description: STATUS_TEXT[status] ?? "Error",
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

/** A request example's stay moved to start 30 days from the business's today, so the example is accepted whenever the document is read. */
function withCurrentDates(example: unknown): unknown {
  if (!example || typeof example !== "object" || !("checkIn" in example) || !("checkOut" in example)) return example;
  const { checkIn, checkOut } = example as { checkIn: string; checkOut: string };
  const { today, horizonDays } = currentStayWindow();
  const start = addDays(today, Math.min(30, horizonDays));
  return { ...example, checkIn: start, checkOut: addDays(start, diffDays(checkOut, checkIn)) };
}

function descriptionOf(call: TCall, config: TConfig): string {
  const rules = call.rulesBeyondSchema ?? [];
  if (rules.length === 0) return call.summary;
  const list = rules.map((entry) => `- ${entry.rule(config)}`).join("\n");
  return `${call.summary}.\n\nRules the schema cannot state (a request that breaks one gets 400 with a message for the field):\n${list}`;
}

function operation(operationId: string, call: TCall, config: TConfig) {
  const { example, ...input } = call.input ? schemaOf(call.input, "input") : { example: undefined };
  const limits = bodyLimits(call.body);
  const query =
    call.method === "GET" && call.input
      ? Object.entries((input.properties ?? {}) as Record<string, TJsonSchema>).map(([name, schema]) => ({
          name,
          in: "query",
          required: ((input.required ?? []) as string[]).includes(name),
          schema,
          ...(example && typeof example === "object" && name in example ? { example: (example as Record<string, unknown>)[name] } : {}),
        }))
      : [];
  const headers = call.idempotencyKey
    ? [
        {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description: "The same key with the same body answers the first reply again; with another body, 422",
          schema: { type: "string", pattern: IDEMPOTENCY_KEY_PATTERN.source },
          example: "9f1c2b7e-5d4a-4c1e-8a8b-3f2d6e7a9b10",
        },
      ]
    : [];
  const reply = { "application/json": { schema: schemaOf(call.reply, "output") } };
  return {
    operationId,
    summary: call.summary,
    description: descriptionOf(call, config),
    ...(call.unavailableReply ? { security: [{}, { operator: [] }] } : {}),
    ...(call.procedure ? { "x-trpc-procedure": call.procedure } : {}),
    ...(call.rateLimit ? { "x-rate-limit-bucket": call.rateLimit, "x-same-origin": true } : {}),
    ...(call.method === "POST" ? { "x-body-limit-bytes": limits.bytes, "x-body-limit-with-images-bytes": limits.withImages } : {}),
    ...(call.rulesBeyondSchema
      ? { "x-rules-beyond-schema": call.rulesBeyondSchema.map((entry) => ({ fields: entry.fields, rule: entry.rule(config) })) }
      : {}),
    ...(query.length + headers.length > 0 ? { parameters: [...query, ...headers] } : {}),
    ...(call.method === "POST" && call.input
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: input, ...(example ? { example: withCurrentDates(example) } : {}) } },
          },
        }
      : {}),
    responses: {
      [call.status]: { description: STATUS_TEXT[call.status] ?? "OK", content: reply },
      ...(call.unavailableReply ? { 503: { description: "PostgreSQL is down: the same report", content: reply } } : {}),
      ...Object.fromEntries(call.errors.map((status) => [status, errorResponse(status)])),
    },
  };
}

export function buildOpenApiDocument() {
  const config = getConfig();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, call] of Object.entries(CALLS) as [string, TCall][]) {
    if (!call.path) continue;
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(operationId, call, config);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Orania Stays API",
      version: "1",
      description:
        "The site's public calls. Errors are `{ error: { code, message, fields? } }` in the visitor's language (the `lang` cookie, else Accept-Language). Writes must come from the site's own origin (Origin, Sec-Fetch-Site) and are rate-limited per client. Replies may gain fields: a client ignores those it does not know.",
    },
    servers: [{ url: config.APP_URL }],
    // The calls are public: none needs credentials (the health report shows the operator more).
    security: [],
    paths,
    components: {
      schemas: { Error: schemaOf(zErrorReply, "output") },
      securitySchemes: {
        operator: {
          type: "http",
          scheme: "basic",
          description: "The operator's dashboard credentials: the health report then includes each service's own error text",
        },
      },
    },
  };
}
