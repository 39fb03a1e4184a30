// The published contract, /api/openapi.json, held to the doors: requests generated from the
// document itself (schema-valid by construction, a fixed number from a fixed seed) go to the
// running site, and each is answered as the document says: a status the operation lists, never
// a 5xx, a body that matches that status's schema, Retry-After where the document requires it,
// and a 400 only where the operation's description names a rule JSON Schema cannot state, for
// the fields that rule names. Requests the document forbids (a valid one with one thing broken:
// a required field left out, a wrong type, a value past its bounds) get a listed 4xx with its
// documented body, never a 5xx. The document's own examples are valid and the site accepts them.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { imageSize } from "image-size";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { addDays, diffDays, getBusinessToday } from "@/server/calendar/dates";
import { api, expectSecurityHeaders, type TApiResponse } from "../support/api";

type TSchema = Record<string, unknown> & {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: TSchema;
  properties?: Record<string, TSchema>;
  required?: string[];
  allOf?: { if?: TSchema; then?: TSchema }[];
  examples?: unknown[];
  example?: unknown;
  $ref?: string;
};
type TParameter = { name: string; in: "query" | "header"; required: boolean; schema: TSchema; example?: unknown };
type TResponse = {
  description: string;
  headers?: Record<string, { required?: boolean; schema: TSchema }>;
  content: { "application/json": { schema: TSchema } };
};
type TOperation = {
  operationId: string;
  description: string;
  parameters?: TParameter[];
  requestBody?: { content: { "application/json": { schema: TSchema; example?: Record<string, unknown> } } };
  responses: Record<string, TResponse>;
  "x-rules-beyond-schema"?: { fields: string[]; rule: string }[];
  "x-rate-limit-bucket"?: string;
};
type TDocument = { paths: Record<string, Record<string, TOperation>>; components: { schemas: Record<string, TSchema> } };
type TEntry = { method: string; path: string; operation: TOperation };
/** A request as the generator makes it: query, header and body values the document allows. */
type TRequest = { query: Record<string, string>; headers: Record<string, string>; body?: unknown };

/** Requests per operation with input, and per operation without (they have nothing to vary). */
const RUNS_WITH_INPUT = 60;
const RUNS_WITHOUT_INPUT = 5;
/** Requests the document forbids, per operation with input: each a valid one with one thing broken. */
const RUNS_INVALID = 40;
const SEED = 20261126;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<TSchema, ValidateFunction>();

let document: TDocument;
let entries: TEntry[];

/** The schema with `#/components/schemas/...` references replaced by what they name. */
function resolve(schema: TSchema): TSchema {
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.replace("#/components/schemas/", "")]!);
  return schema;
}

function validatorOf(schema: TSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(resolve(schema));
    validators.set(schema, validate);
  }
  return validate;
}

function isValid(schema: TSchema, value: unknown): boolean {
  return validatorOf(schema)(value);
}

/** Dates from a few days before the business's today to two months after: any is a valid `date`; near today some stays pass the rules beyond the schema. */
function dates(): fc.Arbitrary<string> {
  const today = getBusinessToday();
  return fc.integer({ min: -3, max: 60 }).map((days) => addDays(today, days));
}

/**
 * Values valid against the schema: each leaf drawn from its keywords (and its examples), and
 * checked against it. A leaf with examples takes one three times in four: a field whose real
 * values are a few among many the pattern allows (an arrival time in the owner's window) would
 * otherwise almost never let a whole request through to the call's success.
 */
function arbitraryOf(schema: TSchema): fc.Arbitrary<unknown> {
  const own = drawn(schema);
  const examples = schema.examples ?? [];
  return examples.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function drawn(schema: TSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case "boolean":
      return fc.boolean();
    case "string": {
      const text =
        schema.format === "date"
          ? dates()
          : schema.pattern
            ? fc.stringMatching(new RegExp(schema.pattern))
            : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, (schema.minLength ?? 0) + 40) });
      // Lengths, formats and patterns together: what one keyword's generator makes, the others may refuse.
      return text.filter((value) => isValid(schema, value));
    }
    case "array":
      return fc.array(arbitraryOf(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case "object":
      return objects(schema);
    default:
      throw new Error(`no generator for ${JSON.stringify(schema)}`);
  }
}

/** An object: its required properties, some of the optional ones, then each `if`/`then` that applies redrawn under both. */
function objects(schema: TSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const base = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property)])), {
    requiredKeys: schema.required ?? [],
  }) as fc.Arbitrary<Record<string, unknown>>;
  const conditions = (schema.allOf ?? []).filter((entry) => entry.if && entry.then);
  if (conditions.length === 0) return base;
  return base.chain((value) => {
    const redrawn: Record<string, fc.Arbitrary<unknown>> = {};
    for (const { if: condition, then } of conditions) {
      if (!isValid(condition!, value)) continue;
      for (const [name, extra] of Object.entries(then!.properties ?? {}))
        if (name in value) redrawn[name] = arbitraryOf({ ...properties[name], ...extra, examples: undefined });
    }
    return fc.record(redrawn).map((parts) => ({ ...value, ...parts }));
  });
}

function requestArbitrary({ operation }: TEntry): fc.Arbitrary<TRequest> {
  const parameters = operation.parameters ?? [];
  const inQuery = parameters.filter((p) => p.in === "query");
  const inHeaders = parameters.filter((p) => p.in === "header");
  const body = operation.requestBody?.content["application/json"].schema;
  const group = (list: TParameter[]) =>
    fc.record(Object.fromEntries(list.map((p) => [p.name, arbitraryOf(p.schema)])), {
      requiredKeys: list.filter((p) => p.required).map((p) => p.name),
    }) as fc.Arbitrary<Record<string, string>>;
  return fc.record({ query: group(inQuery), headers: group(inHeaders), body: body ? arbitraryOf(body) : fc.constant(undefined) });
}

/** A value of the wrong JSON type for the schema. */
function wrongType(schema: TSchema): unknown {
  switch (schema.type) {
    case "string":
      return 12_345;
    case "integer":
    case "number":
      return "12";
    case "boolean":
      return "yes";
    case "array":
      return { not: "a list" };
    default:
      return [1, 2];
  }
}

/** The ways to break one valid request, each leaving the rest of it as it was. */
function breakages({ operation }: TEntry, request: TRequest): TRequest[] {
  const broken: TRequest[] = [];
  const media = operation.requestBody?.content["application/json"];
  if (media && request.body && typeof request.body === "object") {
    const schema = resolve(media.schema);
    const body = request.body as Record<string, unknown>;
    const withBody = (next: unknown) => broken.push({ ...request, body: next });
    withBody([body]);
    for (const [name, raw] of Object.entries(schema.properties ?? {})) {
      const property = resolve(raw);
      const set = (value: unknown) => withBody({ ...body, [name]: value });
      if (schema.required?.includes(name)) withBody(Object.fromEntries(Object.entries(body).filter(([key]) => key !== name)));
      set(wrongType(property));
      set(null);
      if (property.maxLength !== undefined) set("a".repeat(property.maxLength + 1));
      if (property.maximum !== undefined) set(property.maximum + 1);
      if (property.minimum !== undefined) set(property.minimum - 1);
      if (property.enum) set("no-such-value");
      if (property.format === "date") set("2027-02-30");
      if (property.maxItems !== undefined)
        set(Array.from({ length: property.maxItems + 1 }, () => (body[name] as unknown[] | undefined)?.[0] ?? "x"));
    }
  }
  for (const parameter of operation.parameters ?? []) {
    const place = parameter.in === "query" ? "query" : "headers";
    const values = request[place];
    if (parameter.required)
      broken.push({ ...request, [place]: Object.fromEntries(Object.entries(values).filter(([key]) => key !== parameter.name)) });
    if (parameter.schema.enum || parameter.schema.pattern || parameter.schema.format)
      broken.push({ ...request, [place]: { ...values, [parameter.name]: "no such value" } });
  }
  return broken;
}

/** The request as the document describes it, checked against the document: what the generator claims. */
function schemaErrors({ operation }: TEntry, request: TRequest): string[] {
  const errors: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    const value = (parameter.in === "query" ? request.query : request.headers)[parameter.name];
    if (value === undefined ? parameter.required : !isValid(parameter.schema, value)) errors.push(parameter.name);
  }
  const body = operation.requestBody?.content["application/json"].schema;
  if (body && !isValid(body, request.body)) errors.push(ajv.errorsText(validatorOf(body).errors));
  return errors;
}

async function send({ method, path }: TEntry, request: TRequest): Promise<TApiResponse> {
  const query = new URLSearchParams(request.query).toString();
  return api(`${path}${query ? `?${query}` : ""}`, {
    method: method.toUpperCase(),
    headers: request.headers,
    ...(request.body !== undefined ? { json: request.body } : {}),
  });
}

/** What is wrong with the reply by the document, or nothing. */
function replyFaults({ operation }: TEntry, request: TRequest, response: TApiResponse): string[] {
  const documented = operation.responses[response.status];
  if (response.status >= 500) return [`${response.status} ${response.text.slice(0, 200)}`];
  if (!documented) return [`${response.status}, which the operation does not list: ${response.text.slice(0, 200)}`];
  const faults: string[] = [];
  const schema = documented.content["application/json"].schema;
  if (!isValid(schema, response.body)) faults.push(`${response.status} body: ${ajv.errorsText(validatorOf(schema).errors)}`);
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    const value = response.headers.get(name);
    if (value === null ? header.required : !isValid(header.schema, Number(value)))
      faults.push(`${response.status} without a valid ${name}: ${value}`);
  }
  if (response.status === 400 || response.status === 404) {
    // A schema-valid request refused for its input: only by a rule the description names, for
    // that rule's fields, and only where the request really breaks the rule as worded.
    const fields = Object.keys((response.body as { error: { fields?: Record<string, string> } }).error.fields ?? {});
    if (fields.length === 0) faults.push(`${response.status} without fields for a valid request: ${response.text.slice(0, 300)}`);
    for (const field of fields) {
      const name = field.replace(/\.\d+$/, "");
      const rule = operation["x-rules-beyond-schema"]?.find((entry) => entry.fields.includes(name));
      const schema = operation.requestBody?.content["application/json"].schema.properties?.[name];
      const value = (request.body as Record<string, unknown> | undefined)?.[name];
      const item = field === name ? value : (value as unknown[])[Number(field.slice(name.length + 1))];
      if (!rule) faults.push(`${response.status} on ${field}, which no rule beyond the schema names: ${response.text.slice(0, 300)}`);
      else if (!breaks(rule.rule, name, item, request.body as Record<string, string>, schema ?? {}))
        faults.push(`${response.status} on ${field}, but the request keeps the rule "${rule.rule}": ${response.text.slice(0, 300)}`);
    }
  }
  return faults;
}

/** The number the rule's words give after `word` ("at most 30 nights"). */
function numberIn(rule: string, pattern: RegExp): number {
  const match = pattern.exec(rule);
  if (!match) throw new Error(`the rule "${rule}" does not say ${pattern}`);
  return Number(match[1]);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;

/** Whether `bytes` start as one of the image types the rule names, and their header gives a size. */
function isNamedImage(bytes: Buffer): boolean {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
  const named =
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === "\x89PNG\r\n\x1a\n" ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") ||
    ascii(4, 8) === "ftyp";
  try {
    return named && imageSize(bytes).width > 0;
  } catch {
    return false;
  }
}

/**
 * Whether the request breaks the rule the description states for this field, judged from the
 * rule's own words and numbers (and the field's schema), apart from the door's code: a door that
 * refuses what the rule allows, or a schema looser than the rule assumes, is a fault.
 */
function breaks(rule: string, field: string, value: unknown, body: Record<string, string>, schema: TSchema): boolean {
  switch (field) {
    case "checkIn": {
      const today = getBusinessToday();
      // The earliest check-in is today, or tomorrow once the day's last check-in time has passed.
      return body.checkIn! <= today || body.checkIn! > addDays(today, numberIn(rule, /to (\d+) days after it/));
    }
    case "checkOut": {
      const nights = diffDays(body.checkOut!, body.checkIn!);
      return nights <= 0 || nights > numberIn(rule, /at most (\d+) nights later/);
    }
    case "guestName":
    case "comment": {
      const text = String(value).trim();
      const visible = text.replace(/[\p{Cf}\p{Z}\s]/gu, "").length;
      return visible < (schema.minLength ?? 0) || LONE_SURROGATE.test(text) || text.length > (schema.maxLength ?? Infinity);
    }
    case "checkInTime": {
      // This site keeps a fresh install's window: the times from the first to the last, in its steps.
      const window = /(\d\d:\d\d) to (\d\d:\d\d), every (\d+) minutes/.exec(rule);
      if (!window) throw new Error(`the rule "${rule}" does not give the window`);
      const [, from, until, step] = window as unknown as [string, string, string, string];
      const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
      const at = /^\d\d:\d\d$/.test(String(value)) ? minutes(String(value)) : NaN;
      return !(at >= minutes(from) && at <= minutes(until) && (at - minutes(from)) % Number(step) === 0);
    }
    case "guestPhone": {
      const parsed = parsePhoneNumberFromString(String(value).trim(), "ZA");
      const saDigits = numberIn(rule, /South African one has (\d+) digits/);
      return !parsed?.isValid() || (parsed.countryCallingCode === "27" && parsed.nationalNumber.length !== saDigits);
    }
    case "images": {
      // The schema states the data-URL form; the rule only what the bytes must be.
      const match = DATA_URL.exec(String(value));
      if (!match) return false;
      const bytes = Buffer.from(match[1]!, "base64");
      return !isNamedImage(bytes) || bytes.length > numberIn(rule, /at most (\d+) bytes/);
    }
    default:
      return false;
  }
}

/** The request example with each property example in turn, each stay moved on so that none takes another's nights. */
function examplesOf({ operation }: TEntry): TRequest[] {
  const headers = Object.fromEntries(
    (operation.parameters ?? []).filter((p) => p.in === "header" && p.example !== undefined).map((p) => [p.name, String(p.example)]),
  );
  const query = Object.fromEntries(
    (operation.parameters ?? []).filter((p) => p.in === "query" && p.example !== undefined).map((p) => [p.name, String(p.example)]),
  );
  const media = operation.requestBody?.content["application/json"];
  if (!media) return [{ query, headers }];
  expect(media.example, `${operation.operationId} has a request example`).toBeDefined();
  const bodies: Record<string, unknown>[] = [media.example!];
  for (const [name, property] of Object.entries(media.schema.properties ?? {})) {
    for (const value of property.examples ?? []) bodies.push({ ...media.example, [name]: value });
    for (const value of property.items?.examples ?? []) bodies.push({ ...media.example, [name]: [value] });
  }
  return bodies.map((body, index) => ({ query, headers: index === 0 ? headers : {}, body: movedOn(body, index * 3) }));
}

function movedOn(body: Record<string, unknown>, days: number): Record<string, unknown> {
  if (typeof body.checkIn !== "string" || typeof body.checkOut !== "string") return body;
  return { ...body, checkIn: addDays(body.checkIn, days), checkOut: addDays(body.checkOut, days) };
}

beforeAll(async () => {
  const response = await api<TDocument>("/api/openapi.json");
  expect(response.status).toBe(200);
  expectSecurityHeaders(response.headers);
  document = response.body;
  entries = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});

/** What is wrong with the reply to a request the document forbids: anything but a listed 4xx whose body matches its schema. */
function refusalFaults({ operation }: TEntry, response: TApiResponse): string[] {
  if (response.status < 400 || response.status >= 500) return [`${response.status} ${response.text.slice(0, 200)}`];
  const documented = operation.responses[response.status];
  if (!documented) return [`${response.status}, which the operation does not list: ${response.text.slice(0, 200)}`];
  const schema = documented.content["application/json"].schema;
  return isValid(schema, response.body) ? [] : [`${response.status} body: ${ajv.errorsText(validatorOf(schema).errors)}`];
}

describe("the OpenAPI document", () => {
  it("names each operation, lists its error replies with Retry-After where due, and describes every rule its schema cannot state", () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
    const ids = entries.map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation, method } of entries) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      const statuses = Object.keys(operation.responses).map(Number);
      if (operation.requestBody || operation.parameters?.some((p) => p.in === "query")) {
        expect(
          statuses.some((status) => status === 400 || status === 404),
          operation.operationId,
        ).toBe(true);
      }
      if (method === "post") expect(statuses).toEqual(expect.arrayContaining([400, 403, 413, 415, 429, 503]));
      for (const status of [429, 503]) {
        const reply = operation.responses[status];
        if (reply?.content["application/json"].schema.$ref)
          expect(reply.headers?.["Retry-After"]?.required, `${operation.operationId} ${status}`).toBe(true);
      }
      for (const { rule, fields } of operation["x-rules-beyond-schema"] ?? []) {
        expect(operation.description).toContain(rule);
        expect(fields.length).toBeGreaterThan(0);
      }
    }
    // The rule JSON Schema cannot state that every stay request meets.
    const booking = entries.find((entry) => entry.operation.operationId === "createBooking")!.operation;
    expect(booking.description).toMatch(/`checkOut` is after `checkIn`/);
  });

  it("holds examples that match their schemas, and the site accepts each", async () => {
    const faults: string[] = [];
    let sent = 0;
    for (const entry of entries) {
      const success = Object.keys(entry.operation.responses)
        .map(Number)
        .find((status) => status < 300)!;
      for (const request of examplesOf(entry)) {
        expect(schemaErrors(entry, request), `${entry.operation.operationId} example ${JSON.stringify(request)}`).toEqual([]);
        const response = await send(entry, request);
        sent++;
        if (response.status !== success) faults.push(`${entry.operation.operationId}: ${response.status} ${response.text.slice(0, 300)}`);
        faults.push(...replyFaults(entry, request, response).map((fault) => `${entry.operation.operationId}: ${fault}`));
      }
    }
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(entries.length + 4);
  });

  it(`answers requests generated from it as it says (${RUNS_WITH_INPUT} per operation with input, seed ${SEED})`, async () => {
    const faults: string[] = [];
    const tally: Record<string, Record<number, number>> = {};
    let sent = 0;
    for (const [index, entry] of entries.entries()) {
      const { operationId } = entry.operation;
      const hasInput = entry.operation.requestBody || entry.operation.parameters?.length;
      const requests = fc.sample(requestArbitrary(entry), { seed: SEED + index, numRuns: hasInput ? RUNS_WITH_INPUT : RUNS_WITHOUT_INPUT });
      for (const request of requests) {
        const invalid = schemaErrors(entry, request);
        if (invalid.length > 0) faults.push(`${operationId}: the generator made an invalid request (${invalid.join("; ")})`);
        const response = await send(entry, request);
        sent++;
        (tally[operationId] ??= {})[response.status] = (tally[operationId]?.[response.status] ?? 0) + 1;
        for (const fault of replyFaults(entry, request, response))
          faults.push(`${operationId}: ${fault}\n  request: ${JSON.stringify(request).slice(0, 400)}`);
      }
    }
    console.log(`${sent} generated requests answered:`, JSON.stringify(tally));
    expect(faults).toEqual([]);
    // With the forbidden ones below (at least 150), at least 500 generated requests a run.
    expect(sent).toBeGreaterThanOrEqual(350);
    expect(sent).toBeLessThanOrEqual(700);
    // The generator reaches past the refusals: every operation accepted some of its requests.
    for (const [operationId, statuses] of Object.entries(tally)) {
      expect(
        Object.keys(statuses).some((status) => Number(status) < 300),
        `${operationId}: ${JSON.stringify(statuses)}`,
      ).toBe(true);
    }
  });

  it(`refuses requests it forbids with a listed 4xx (${RUNS_INVALID} per operation with input, seed ${SEED})`, async () => {
    const faults: string[] = [];
    const tally: Record<string, Record<number, number>> = {};
    let sent = 0;
    for (const [index, entry] of entries.entries()) {
      const { operationId } = entry.operation;
      if (!entry.operation.requestBody && !entry.operation.parameters?.some((p) => p.required || p.schema.enum || p.schema.pattern))
        continue;
      const cases = fc.sample(fc.tuple(requestArbitrary(entry), fc.nat()), { seed: SEED + 1_000 + index, numRuns: RUNS_INVALID });
      for (const [valid, pick] of cases) {
        const candidates = breakages(entry, valid).filter((request) => schemaErrors(entry, request).length > 0);
        if (candidates.length === 0) continue;
        const request = candidates[pick % candidates.length]!;
        const response = await send(entry, request);
        sent++;
        (tally[operationId] ??= {})[response.status] = (tally[operationId]?.[response.status] ?? 0) + 1;
        for (const fault of refusalFaults(entry, response))
          faults.push(`${operationId}: ${fault}\n  request: ${JSON.stringify(request).slice(0, 400)}`);
      }
    }
    console.log(`${sent} generated requests the document forbids answered:`, JSON.stringify(tally));
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(150);
  });
});
