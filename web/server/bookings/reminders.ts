// The timed e-mails of a booking, decided from PostgreSQL's truth at each scan: the guest's
// pre-arrival e-mail PRE_ARRIVAL_DAYS before check-in, the owner's reminder once a request's
// hold has HOLD_REMINDER_HOURS left, and the guest's invitation to review the stay from the day
// after a confirmed stay's check-out (within a week, so a worker that was away catches up). Each is claimed by inserting its send-log row, whose key is
// unique per template and booking, so a rescan, a second worker or a restarted one never sends it
// twice; a row claimed but not yet sent is re-enqueued by the reconciler. `now` is a parameter so
// that tests set the clock instead of waiting.
import "server-only";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { enqueue } from "../queue";
import { parseMailKey } from "../queue/jobs";
import { getBusinessToday } from "../calendar/dates";
import { logger } from "../log";

type TReminderScan = { preArrival: string[]; holdReminders: string[]; reviewInvitations: string[] };

export async function scanReminders(now = new Date()): Promise<TReminderScan> {
  const config = getConfig();
  const db = getDb();
  const today = getBusinessToday(now);
  const preArrival = await db.$queryRaw<{ key: string }[]>`
    INSERT INTO email_sends (id, key)
    SELECT gen_random_uuid(), 'booking-guest-prearrival:' || b.id
    FROM bookings b
    WHERE b.status = 'confirmed' AND b.erased_at IS NULL
      AND b.check_in >= ${today}::date AND b.check_in <= ${today}::date + ${config.PRE_ARRIVAL_DAYS}::int
    ON CONFLICT (key) DO NOTHING
    RETURNING key`;
  const remindBefore = new Date(now.getTime() + config.HOLD_REMINDER_HOURS * 3_600_000);
  const holdReminders = await db.$queryRaw<{ key: string }[]>`
    INSERT INTO email_sends (id, key)
    SELECT gen_random_uuid(), 'booking-owner-hold-reminder:' || b.id
    FROM bookings b JOIN holds h ON h.id = b.hold_id
    WHERE b.status = 'requested' AND b.verified_at IS NOT NULL
      AND h.expires_at > ${now} AND h.expires_at <= ${remindBefore}
    ON CONFLICT (key) DO NOTHING
    RETURNING key`;
  const reviewInvitations = await db.$queryRaw<{ key: string }[]>`
    INSERT INTO email_sends (id, key)
    SELECT gen_random_uuid(), 'review-guest-invitation:' || b.id
    FROM bookings b
    WHERE b.status = 'confirmed' AND b.erased_at IS NULL AND b.guest_email <> ''
      AND b.check_out < ${today}::date AND b.check_out >= ${today}::date - 7
    ON CONFLICT (key) DO NOTHING
    RETURNING key`;
  // Claimed rows are owed mail: if Redis is away now, the reconciler queues them later.
  for (const { key } of [...preArrival, ...holdReminders, ...reviewInvitations]) {
    const payload = parseMailKey(key);
    if (payload)
      await enqueue("send-mail", payload).catch((error: unknown) =>
        logger.warn({ key, err: (error as Error).message }, "reminder e-mail not queued"),
      );
  }
  const ids = (rows: { key: string }[]) => rows.map((row) => row.key.split(":")[1]!);
  return { preArrival: ids(preArrival), holdReminders: ids(holdReminders), reviewInvitations: ids(reviewInvitations) };
}
