// Where a review was written: this site, or a channel the owner imports reviews from by hand.
export const REVIEW_SOURCES = {
  website: "Orania Stays",
  airbnb: "Airbnb",
  "booking.com": "Booking.com",
  google: "Google",
  facebook: "Facebook",
} as const;
type TReviewSource = keyof typeof REVIEW_SOURCES;
/** The channels the console's import form offers. */
export const IMPORT_SOURCES = ["airbnb", "booking.com", "google", "facebook"] as const satisfies readonly TReviewSource[];

export function reviewSourceName(source: string): string {
  return source in REVIEW_SOURCES ? REVIEW_SOURCES[source as TReviewSource] : source;
}
