// /owner/blocks – the owner's blocks (add, for every stay or one, remove with a note) and the
// channels' blocks (read only: they follow their feeds), each with the stays it closes.
import { AddBlockForm, RemoveBlock } from "@/components/owner/block-forms";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { counted, formatDisplayDate, stayName } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { ConsolePage } from "@/components/owner/page-heading";
import { fill } from "@/lib/fill";
import { diffDays, getBusinessToday } from "@/server/calendar/dates";
import { caller } from "@/trpc/server";
import { TitledSection } from "@/components/ui/titled-section";

export const generateMetadata = consoleTitle((t) => t.blocks.title);

export default async function BlocksPage() {
  const { language, t } = await openConsolePage("/owner/blocks");
  const blocks = await caller.owner.blocks.list();

  return (
    <ConsolePage title={t.blocks.title} intro={t.blocks.intro}>
      <TitledSection id="add-block-heading" title={t.blocks.add} size="md" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <AddBlockForm t={t} language={language} today={getBusinessToday()} />
      </TitledSection>
      <TitledSection id="block-list-heading" title={t.blocks.title} size="md" className="flex flex-col gap-2">
        <ConsoleList items={blocks} empty={t.blocks.empty} testId="blocks-list">
          {(block) => (
            <li key={block.id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3">
              <div>
                <p className="font-semibold">
                  {formatDisplayDate(block.checkIn)} – {formatDisplayDate(block.checkOut)} ·{" "}
                  {counted(t.common, "nights", diffDays(block.checkOut, block.checkIn))}
                </p>
                <p className="text-sm text-muted-foreground">
                  {block.source === "owner"
                    ? `${t.blocks.owner} · ${block.stay ? fill(t.blocks.oneStay, { stay: stayName(block.stay, language, "") }) : t.common.allStays}`
                    : `${fill(t.blocks.channel, { feed: block.feedName ?? block.source })} · ${stayName(block.stay, language, t.common.allStays)}`}
                  {/* The owner's own note; a channel block is named by its feed (older imports carry an English note, not shown). */}
                  {block.source === "owner" && block.note ? ` · ${block.note}` : ""}
                </p>
              </div>
              {block.source === "owner" && <RemoveBlock t={t} id={block.id} />}
            </li>
          )}
        </ConsoleList>
      </TitledSection>
    </ConsolePage>
  );
}
