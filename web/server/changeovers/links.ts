// The cleaner's links: made by the owner for a number of days, listed with their address while
// they work, revoked at will. Each is a row (so that revoking it is possible) and a signed token
// over the row's id and expiry (so that it cannot be guessed or stretched). Made and revoked with
// an audit row.
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { makeCleanerUrl } from "../approvals/token";
import { getDb } from "../db/client";

/** How long a link may be made for. */
export const CLEANER_LINK_DAYS = { min: 1, max: 366, default: 90 } as const;

export type TCleanerLinkView = { id: string; label: string | null; url: string; createdAt: string; expiresAt: string };

function toView(row: { id: string; label: string | null; createdAt: Date; expiresAt: Date }): TCleanerLinkView {
  return {
    id: row.id,
    label: row.label,
    url: makeCleanerUrl(row.id, row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The links that still work, newest first. */
export async function listCleanerLinks(now = new Date()): Promise<TCleanerLinkView[]> {
  const rows = await getDb().cleanerLink.findMany({
    where: { revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toView);
}

export async function createCleanerLink(
  actor: TActor,
  input: { label?: string; days: number },
  now = new Date(),
): Promise<TCleanerLinkView> {
  const expiresAt = new Date(now.getTime() + input.days * 24 * 3600 * 1000);
  const row = await getDb().$transaction(async (tx) => {
    const created = await tx.cleanerLink.create({ data: { label: input.label || null, expiresAt } });
    await writeAudit(tx, { actor, action: "cleaner-link.create", after: created });
    return created;
  });
  return toView(row);
}

/** Revokes a link; revoking one already revoked or expired changes nothing. Returns whether it was live. */
export async function revokeCleanerLink(actor: TActor, id: string, now = new Date()): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    const before = await tx.cleanerLink.findUnique({ where: { id } });
    if (!before || before.revokedAt || before.expiresAt <= now) return false;
    const after = await tx.cleanerLink.update({ where: { id }, data: { revokedAt: now } });
    await writeAudit(tx, { actor, action: "cleaner-link.revoke", before, after });
    return true;
  });
}

/** Whether the link a verified token names still works: "live", or why not. */
export async function cleanerLinkState(
  id: string,
  expiresAt: number,
  now = new Date(),
): Promise<"live" | "revoked" | "expired" | "missing"> {
  const row = await getDb().cleanerLink.findUnique({ where: { id }, select: { expiresAt: true, revokedAt: true } });
  // A token for another expiry than the row's was not made by makeCleanerUrl for this row.
  if (!row || row.expiresAt.getTime() !== expiresAt) return "missing";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt <= now) return "expired";
  return "live";
}
