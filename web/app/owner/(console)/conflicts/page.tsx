// /owner/conflicts – nights a channel's feed claims while a request or booking here holds them:
// ours and the channel's claim side by side, with the ways to resolve each.
import { ConflictActions } from "@/components/owner/conflict-actions";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatDisplayDate, formatMoment, stayName } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { ConsolePage } from "@/components/owner/page-heading";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { fill } from "@/lib/fill";
import { caller } from "@/trpc/server";
import { TitledSection } from "@/components/ui/titled-section";
import type { ReactNode } from "react";

export const generateMetadata = consoleTitle((t) => t.conflicts.title);

export default async function ConflictsPage() {
  const { language, t } = await openConsolePage("/owner/conflicts");
  const conflicts = await caller.owner.conflicts.list();
  const sourceName = (source: string) => (source === "airbnb" || source === "booking" ? t.sources[source] : source);

  return (
    <ConsolePage title={t.conflicts.title} intro={t.conflicts.intro}>
      <ConsoleList items={conflicts} empty={t.conflicts.empty} testId="conflicts" className="flex flex-col gap-4">
        {(conflict) => (
          <li
            key={conflict.id}
            data-testid="conflict"
            data-handled={conflict.handledAt ? "true" : undefined}
            className={`flex flex-col gap-3 rounded-lg border bg-card p-4 ${conflict.handledAt ? "" : "border-destructive"}`}
          >
            <p className="text-sm text-muted-foreground">
              {t.conflicts.nights}: {conflict.nights.map(formatDisplayDate).join(", ")} · {formatMoment(conflict.createdAt)}
            </p>
            <div className="grid gap-3 md:grid-cols-2">
              <ConflictSide id={`ours-${conflict.id}`} title={t.conflicts.ours}>
                <ConsoleList items={conflict.bookings} empty={t.common.none} className="flex flex-col gap-3">
                  {(booking) => (
                    <li key={booking.id} className="flex flex-col gap-1">
                      <Link
                        href={`/owner/bookings/${booking.id}`}
                        className="font-semibold text-secondary underline-offset-4 hover:underline"
                      >
                        {booking.number} · {booking.guestName}
                      </Link>
                      <p className="text-sm">
                        {t.statuses[booking.status]} · {stayName(booking.stay, language, t.common.allStays)} ·{" "}
                        {formatDisplayDate(booking.checkIn)} – {formatDisplayDate(booking.checkOut)}
                      </p>
                      {!conflict.handledAt && <ConflictActions t={t} booking={{ id: booking.id, status: booking.status }} />}
                    </li>
                  )}
                </ConsoleList>
              </ConflictSide>
              <ConflictSide id={`theirs-${conflict.id}`} title={t.conflicts.theirs}>
                <p className="font-semibold">
                  {sourceName(conflict.source)} · {conflict.feedName}
                </p>
                <p className="text-sm">
                  {stayName(conflict.stay, language, t.common.allStays)} · {formatDisplayDate(conflict.nights[0]!)} –{" "}
                  {formatDisplayDate(conflict.nights.at(-1)!)}
                </p>
              </ConflictSide>
            </div>
            {conflict.handledAt ? (
              <p className="text-sm">
                <Badge variant="muted">{t.conflicts.handled}</Badge>{" "}
                {fill(t.conflicts.handledOn, { time: formatMoment(conflict.handledAt), note: conflict.handledNote ?? "" })}
              </p>
            ) : (
              <ConflictActions t={t} conflictId={conflict.id} />
            )}
          </li>
        )}
      </ConsoleList>
    </ConsolePage>
  );
}

/** One side of a conflict: the holds here, or the channel's claim. */
function ConflictSide({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} size="sm" titleClassName="mb-1" className="rounded-md border p-3">
      {children}
    </TitledSection>
  );
}
