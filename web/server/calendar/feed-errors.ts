// Why a channel's feed could not be imported, as a kind the owner is told in plain words (the
// console's dictionaries say each) beside the technical detail kept for the operator.
import "server-only";
export const FEED_ERROR_KINDS = [
  /** No answer: the host is unknown, refused the connection or was too slow. */
  "unreachable",
  /** The address points into a private network, or is not a web address. */
  "private",
  /** The channel answered 404 or 410: it no longer publishes this calendar (a new link was made). */
  "gone",
  /** The channel answered 401 or 403: the link's key is wrong or was withdrawn. */
  "denied",
  /** Any other refusal (a 5xx while the channel is down, a 429 when asked too often). */
  "refused",
  "redirects",
  "too-large",
  /** The answer is not an iCalendar file (a web page, a login form). */
  "not-a-calendar",
  /** Our side failed while saving the import; it is tried again. */
  "failed",
] as const;

export type TFeedErrorKind = (typeof FEED_ERROR_KINDS)[number];

export class FeedError extends Error {
  override name = "FeedError";
  constructor(
    readonly kind: TFeedErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export function feedErrorKind(error: unknown): TFeedErrorKind {
  return error instanceof FeedError ? error.kind : "failed";
}

function isFeedErrorKind(value: string | null): value is TFeedErrorKind {
  return (FEED_ERROR_KINDS as readonly (string | null)[]).includes(value);
}

/** What the console tells of a feed's last import: null when it worked, else its kind ("failed" when unknown). */
export function shownErrorKind(feed: { lastError: string | null; lastErrorKind: string | null }): TFeedErrorKind | null {
  if (!feed.lastError) return null;
  return isFeedErrorKind(feed.lastErrorKind) ? feed.lastErrorKind : "failed";
}
