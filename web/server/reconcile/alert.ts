// The operator's alert about stuck work: once per stretch of time in which some work stays undone
// longer than STUCK_ALERT_MINUTES. The alert row and its e-mail's send-log row are written in one
// transaction, so the e-mail is owed (and reconciled like any other) from the moment the alert
// exists; when nothing is stuck any more the alert is resolved and the next stretch alerts anew.
import "server-only";
import { getDb } from "../db/client";
import { makeMailKey } from "../queue/jobs";
import type { TStuckEvent, TWorkReport } from "./pending";

const STUCK_WORK_ALERT = "stuck-work";

/** What an alert records: the counts, and the stuck events by name. */
export type TAlertDetails = TWorkReport & { stuckEvents?: TStuckEvent[] };

/**
 * Opens or resolves the stuck-work alert from a fresh report; returns the id of an alert just
 * opened (to e-mail). `stuckEvents` is read only when an alert is about to open.
 */
export async function updateStuckAlert(report: TWorkReport, stuckEvents: () => Promise<TStuckEvent[]>): Promise<string | undefined> {
  return getDb().$transaction(async (tx) => {
    // One reconciler at a time decides, however many workers run.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('operator_alerts:stuck-work'))`;
    const open = await tx.operatorAlert.findFirst({ where: { kind: STUCK_WORK_ALERT, resolvedAt: null }, select: { id: true } });
    if (report.stuck === 0) {
      if (open) await tx.operatorAlert.update({ where: { id: open.id }, data: { resolvedAt: new Date() } });
      return undefined;
    }
    if (open) return undefined;
    const alert = await tx.operatorAlert.create({
      data: { kind: STUCK_WORK_ALERT, details: { ...report, stuckEvents: await stuckEvents() } satisfies TAlertDetails },
      select: { id: true },
    });
    await tx.emailSend.create({ data: { key: makeMailKey("operator-stuck-work", alert.id) } });
    return alert.id;
  });
}
