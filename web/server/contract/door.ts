// The rules of a call that both doors (the /api routes and tRPC) apply, from its entry in calls.ts:
// its body limit (refused while the body streams), its content type, its Origin check, its rate
// limit, its form signals and its input schema with messages in the visitor's language.
import "server-only";
import type { TDictionary } from "@/content/dictionaries";
import { getConfig } from "../config";
import { AppError } from "../errors";
import { checkFormSignals, checkOrigin } from "../http/abuse";
import { consumeRateLimit } from "../http/rate-limit";
import type { TBodyRule, TCall } from "./calls";
import { parseWithMessages } from "./messages";

/** The most bytes a body may have under this rule, and the most before it must show an image. */
export function bodyLimits(rule: TBodyRule | undefined): { bytes: number; withImages: number } {
  const config = getConfig();
  const bytes = config.MAX_JSON_BODY_BYTES;
  return { bytes, withImages: rule === "json-or-images" ? Math.max(bytes, config.MAX_PHOTO_BODY_BYTES) : bytes };
}

/** The start of an image's data URL, as a JSON body carries it. */
const IMAGE_MARK = Buffer.from('"data:image/');

/**
 * Reads a body within its call's limit, refusing it as soon as it is over: a body may pass the
 * JSON limit only if an image's data URL began within it, and never the photo limit.
 */
export async function readBodyWithin(
  request: Request,
  rule: TBodyRule | undefined,
  t: TDictionary,
): Promise<{ text: string; bytes: number }> {
  const { bytes: limit, withImages } = bodyLimits(rule);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > withImages) throw new AppError("PAYLOAD_TOO_LARGE", t.api.payloadTooLarge);
  if (!request.body) return { text: "", bytes: 0 };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let sawImage = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    const before = received;
    received += value.byteLength;
    if (received > limit && !sawImage) {
      // Only the first `limit` bytes may hold the mark, however the chunks fall.
      if (before <= limit) sawImage = withImages > limit && Buffer.concat(chunks).subarray(0, limit).includes(IMAGE_MARK);
      if (!sawImage) return refuse(reader, t);
    }
    if (received > withImages) return refuse(reader, t);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), bytes: received };
}

/**
 * A form's fields (application/x-www-form-urlencoded), read only up to the JSON limit: no form of
 * the site comes near it, and a larger body is refused (413) while it streams, never buffered.
 * Callers check the Origin first, so another site's post is refused before any of it is read.
 */
export async function readFormWithin(request: Request, t: TDictionary): Promise<URLSearchParams> {
  const { text } = await readBodyWithin(request, undefined, t);
  return new URLSearchParams(text);
}

/** How much of a refused body is still read (and dropped) after the 413, so the connection can carry the next request. */
const DRAIN_BYTES = 2 * 1024 * 1024;

/**
 * Refuses the body at once (the 413 does not wait for it). Behind the answer, up to DRAIN_BYTES
 * more are read and dropped, so that a client that already sent a modest body keeps its
 * connection; a larger one is cut off.
 */
function refuse(reader: ReadableStreamDefaultReader<Uint8Array>, t: TDictionary): never {
  void (async () => {
    let drained = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > DRAIN_BYTES) return reader.cancel();
    }
  })().catch(() => undefined);
  throw new AppError("PAYLOAD_TOO_LARGE", t.api.payloadTooLarge);
}

/** Deeper nesting than any call takes: refused before anything walks the value recursively. */
const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests arrays and objects deeper than `max`. Strings are skipped whole:
 * their closing quote is found natively (indexOf), so a photo's megabytes of data URL cost next to
 * nothing; a quote after an odd run of backslashes is escaped and does not close the string.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (;;) {
        const quote = text.indexOf('"', i + 1);
        // Unterminated: JSON.parse refuses it.
        if (quote === -1) return false;
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
        i = quote;
        if (backslashes % 2 === 0) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** JSON text -> value; 400 when malformed or nested too deep. */
export function parseJsonText(text: string, t: TDictionary): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError("BAD_REQUEST", t.api.invalidJson, { reason: "INVALID_JSON" });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", t.api.invalidJson, { reason: "INVALID_JSON" });
  }
}

/** 415 unless the request says it is JSON. */
export function requireJson(headers: Headers, t: TDictionary): void {
  const mediaType = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") throw new AppError("UNSUPPORTED_MEDIA_TYPE", t.api.unsupportedMediaType);
}

/** The checks before a call reads its input: same origin for writes, then the rate limit. */
export async function admitCall(call: TCall, headers: Headers, client: string): Promise<void> {
  if (call.method !== "GET") checkOrigin(headers);
  if (call.rateLimit)
    await consumeRateLimit(call.rateLimit, client, call.rateLimitSetting ? getConfig()[call.rateLimitSetting] : undefined);
}

/**
 * The call's input from its raw value: form signals, the schema (messages in the visitor's
 * language), and the photo limit's condition: a body past the JSON limit must carry images.
 */
export function parseCallInput<TCallIn extends TCall>(call: TCallIn, raw: unknown, t: TDictionary, bodyBytes = 0): unknown {
  if (call.form) checkFormSignals(raw);
  if (!call.input) return undefined;
  const input = parseWithMessages(call.input, call.messages ?? {}, raw, t, call.invalid);
  if (bodyBytes > bodyLimits(call.body).bytes && !hasImages(input)) throw new AppError("PAYLOAD_TOO_LARGE", t.api.payloadTooLarge);
  return input;
}

function hasImages(input: unknown): boolean {
  const images = (input as { images?: unknown } | undefined)?.images;
  return Array.isArray(images) && images.length > 0;
}
