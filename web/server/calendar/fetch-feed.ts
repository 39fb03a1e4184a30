// Fetches a channel's feed politely and safely: a timeout, a size limit enforced while the body
// streams, and a conditional request (ETag / Last-Modified) so an unchanged feed costs nothing.
// Redirects are followed by hand, at most MAX_REDIRECTS, each hop's address checked first
// (feed-address.ts). The body is decoded by its byte-order mark (decodeFeedBytes).
import "server-only";
import { assertFeedUrlAllowed, FeedAddressRefused, isPublicAddress, type TAddressRule } from "./feed-address";
import { FeedError, type TFeedErrorKind } from "./feed-errors";

const MAX_REDIRECTS = 5;
type TFetchedFeed = { status: "unchanged" } | { status: "fetched"; text: string; etag?: string; lastModified?: string };

/** What a channel's answer status says, in the kinds the owner is told. */
function statusKind(status: number): TFeedErrorKind {
  if (status === 404 || status === 410) return "gone";
  if (status === 401 || status === 403) return "denied";
  return "refused";
}

type TFetchOptions = {
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs: number;
  maxBytes: number;
  /** Which resolved addresses may be fetched from: public ones unless told otherwise. */
  allowedAddress?: TAddressRule;
};

/** GETs the URL, following redirects hop by hop, each hop's host checked before it is contacted. */
async function fetchChecked(url: string, init: RequestInit, allowed: TAddressRule): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    await assertFeedUrlAllowed(current, allowed);
    const response = await fetch(current, { ...init, redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || response.status === 304 || !location) return response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new FeedError("redirects", `more than ${MAX_REDIRECTS} redirects`);
    current = new URL(location, current);
  }
}

/** Bytes that may come before the mark: whitespace some writers put first (space, tab, CR, LF). */
const isLeadingWhitespace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;

/**
 * A feed's text. Windows tools and some channels start the file with a byte-order mark, now and
 * then after blank lines: the mark chooses the encoding (UTF-8, UTF-16 little- or big-endian) and
 * is dropped with whatever whitespace came before it; without one the file is UTF-8.
 */
export function decodeFeedBytes(bytes: Uint8Array): string {
  let start = 0;
  while (isLeadingWhitespace(bytes[start])) start++;
  const [a, b, c] = [bytes[start], bytes[start + 1], bytes[start + 2]];
  if (a === 0xef && b === 0xbb && c === 0xbf) return new TextDecoder("utf-8").decode(bytes.subarray(start + 3));
  if (a === 0xff && b === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(start + 2));
  if (a === 0xfe && b === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(start + 2));
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

export async function fetchFeed(
  url: string,
  { etag, lastModified, timeoutMs, maxBytes, allowedAddress = isPublicAddress }: TFetchOptions,
): Promise<TFetchedFeed> {
  const headers: Record<string, string> = { accept: "text/calendar, text/plain;q=0.5", "user-agent": "OraniaStays-CalendarSync/1.0" };
  if (etag) headers["if-none-match"] = etag;
  if (lastModified) headers["if-modified-since"] = lastModified;
  let response: Response;
  try {
    response = await fetchChecked(url, { headers, signal: AbortSignal.timeout(timeoutMs) }, allowedAddress);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const kind = error instanceof FeedAddressRefused ? "private" : "unreachable";
    throw new FeedError(kind, `could not fetch ${url}: ${(error as Error).message}`);
  }
  if (response.status === 304) return { status: "unchanged" };
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(statusKind(response.status), `${url} answered ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw new FeedError("too-large", `${url} is larger than ${maxBytes} bytes`);

  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        throw new FeedError("too-large", `${url} is larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError("unreachable", `reading ${url} failed: ${(error as Error).message}`);
  }
  return {
    status: "fetched",
    text: decodeFeedBytes(Buffer.concat(chunks)),
    etag: response.headers.get("etag") ?? undefined,
    lastModified: response.headers.get("last-modified") ?? undefined,
  };
}
