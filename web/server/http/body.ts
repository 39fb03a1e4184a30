// Reads a JSON request body within a byte limit: the wrong content type is refused (415), and an
// oversized body is refused from its Content-Length or, failing that, while it streams (413),
// never after buffering all of it.
import type { TDictionary } from "@/content/dictionaries";
import { AppError } from "../errors";
import { checkFormSignals } from "./abuse";

/** A public form's JSON body: read within the limit, then its honeypot and fill time checked. */
export async function readFormBody(request: Request, limitBytes: number, t: TDictionary): Promise<unknown> {
  const body = await readJsonBody(request, limitBytes, t);
  checkFormSignals(body, t);
  return body;
}

export async function readJsonBody(request: Request, limitBytes: number, t: TDictionary): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") throw new AppError("UNSUPPORTED_MEDIA_TYPE", t.api.unsupportedMediaType);

  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limitBytes) throw new AppError("PAYLOAD_TOO_LARGE", t.api.payloadTooLarge);

  const text = await readTextWithin(request, limitBytes, t);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", t.api.invalidJson, { reason: "INVALID_JSON" });
  }
}

export async function readTextWithin(request: Request, limitBytes: number, t: TDictionary): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("PAYLOAD_TOO_LARGE", t.api.payloadTooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
