// How long a request's provisional hold lasts, as a booking reply says it: the guest is told to
// confirm within these minutes (the success dialog, the no-script form's answer). Pure, so the
// browser's dialog reads it too.

/** Whole minutes from the reply's creation to its hold's expiry, by the server's clock; null when the reply does not say. */
export function holdMinutesOf(reply: { createdAt: string; holdExpiresAt: string }): number | null {
  const ms = Date.parse(reply.holdExpiresAt) - Date.parse(reply.createdAt);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 60_000) : null;
}
