// The channels a calendar is imported from in the console (the console's dictionaries name each;
// the calendar command takes any name).
export const FEED_SOURCES = ["airbnb", "booking", "other"] as const;
export type TFeedSource = (typeof FEED_SOURCES)[number];

export function isFeedSource(source: string): source is TFeedSource {
  return (FEED_SOURCES as readonly string[]).includes(source);
}
