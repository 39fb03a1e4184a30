// expire-hold: releases every hold past its expiry. Scheduled for a request's expiry time and run
// by the worker's periodic sweep; the database's timestamps decide what lapsed, so a lost job
// only delays the guest's e-mail until the next sweep.
import { sweepLapsedHolds } from "@/server/bookings/holds";

export async function handleExpireHold(): Promise<string> {
  return `released ${await sweepLapsedHolds()}`;
}
