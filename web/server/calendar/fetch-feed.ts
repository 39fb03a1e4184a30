// Fetches a channel's feed politely and safely: a timeout, a size limit enforced while the body
// streams, and a conditional request (ETag / Last-Modified) so an unchanged feed costs nothing.
export type TFetchedFeed = { status: "unchanged" } | { status: "fetched"; text: string; etag?: string; lastModified?: string };

export class FeedFetchError extends Error {
  override name = "FeedFetchError";
}

export type TFetchOptions = { etag?: string | null; lastModified?: string | null; timeoutMs: number; maxBytes: number };

export async function fetchFeed(url: string, { etag, lastModified, timeoutMs, maxBytes }: TFetchOptions): Promise<TFetchedFeed> {
  const headers: Record<string, string> = { accept: "text/calendar, text/plain;q=0.5", "user-agent": "OraniaStays-CalendarSync/1.0" };
  if (etag) headers["if-none-match"] = etag;
  if (lastModified) headers["if-modified-since"] = lastModified;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  } catch (error) {
    throw new FeedFetchError(`could not fetch ${url}: ${(error as Error).message}`);
  }
  if (response.status === 304) return { status: "unchanged" };
  if (!response.ok) throw new FeedFetchError(`${url} answered ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw new FeedFetchError(`${url} is larger than ${maxBytes} bytes`);

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
        throw new FeedFetchError(`${url} is larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(`reading ${url} failed: ${(error as Error).message}`);
  }
  return {
    status: "fetched",
    text: Buffer.concat(chunks).toString("utf8"),
    etag: response.headers.get("etag") ?? undefined,
    lastModified: response.headers.get("last-modified") ?? undefined,
  };
}
