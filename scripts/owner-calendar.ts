// The owner's calendar tool (`npm run calendar -- <command>`): block and unblock nights, list
// blocks, add channel feeds, show the export addresses to give the channels, and import now.
//   block <yyyy-MM-dd> <yyyy-MM-dd> [--stay <stay>] [note]
//                                             block the nights from check-in up to check-out, for
//                                             every stay, or with --stay for that stay alone
//   unblock <block id>                        release a block
//   list                                      blocks and imported blocks from today on, with their stays
//   feeds                                     channel feeds and their last import
//   add-feed <stay> <source> <url>            import a channel's calendar for a stay
//   export-urls                               the addresses of our feeds, one per stay
//   sync                                      import every feed now (through the worker)
import { isStayId, STAY_IDS, type TStayId } from "@/content/stays";
import { fromStayEnum, toStayEnum } from "@/server/bookings/stay-enum";
import { addOwnerBlock, BlockRefused, listBlocksFromToday, removeOwnerBlock, type TBlockRefusal } from "@/server/calendar/blocks";
import { fromUtcDate } from "@/server/calendar/dates";
import { makeExportUrl, zFeedSource, zFeedUrl } from "@/server/calendar/feeds";
import { getDb } from "@/server/db/client";
import { closeQueues, enqueue } from "@/server/queue";

const [command, ...args] = process.argv.slice(2);
const db = getDb();
/** The command runs on the owner's own machine: its changes are audited as the site's. */
const SYSTEM = { kind: "system" } as const;
const BLOCK_REFUSALS: Record<TBlockRefusal | "BAD_STAY", string> = {
  BAD_RANGE: "Give two dates, yyyy-MM-dd, the second after the first.",
  NIGHTS_TAKEN: "Some of those nights are already held by a booking or another block.",
  BAD_STAY: `--stay takes one of ${STAY_IDS.join(", ")}; without it the block is for every stay.`,
  NO_SUCH_BLOCK: "No such owner block (imported blocks go with their feed).",
};

/** `--stay <stay>` anywhere among the arguments: the one stay a block closes (none: every stay). */
function takeStayOption(all: string[]): { stay: TStayId | null; rest: string[] } {
  const at = all.indexOf("--stay");
  if (at === -1) return { stay: null, rest: all };
  const stay = all[at + 1];
  if (!isStayId(stay)) throw new Error(BLOCK_REFUSALS.BAD_STAY);
  return { stay, rest: [...all.slice(0, at), ...all.slice(at + 2)] };
}

async function run(): Promise<void> {
  switch (command) {
    case "block": {
      const { stay, rest } = takeStayOption(args);
      const [checkIn = "", checkOut = "", ...note] = rest;
      try {
        const block = await addOwnerBlock({ checkIn, checkOut, stay, note: note.join(" ") || null, actor: SYSTEM });
        console.log(`Blocked ${checkIn} to ${checkOut} for ${stay ?? "every stay"} (block ${block.id}).`);
      } catch (error) {
        if (error instanceof BlockRefused) throw new Error(BLOCK_REFUSALS[error.reason], { cause: error });
        throw error;
      }
      return;
    }
    case "unblock": {
      try {
        await removeOwnerBlock({ id: args[0] ?? "", actor: SYSTEM });
        console.log("Unblocked.");
      } catch (error) {
        if (error instanceof BlockRefused) console.log(BLOCK_REFUSALS[error.reason]);
        else throw error;
      }
      return;
    }
    case "list": {
      const blocks = await listBlocksFromToday();
      for (const b of blocks)
        console.log(
          `${b.id}  ${fromUtcDate(b.hold.checkIn)} to ${fromUtcDate(b.hold.checkOut)}  ${b.hold.stay ? fromStayEnum(b.hold.stay) : "every stay"}  ${b.source}${b.note ? `  ${b.note}` : ""}`,
        );
      if (blocks.length === 0) console.log("No blocks from today on.");
      return;
    }
    case "feeds": {
      for (const f of await db.calendarFeed.findMany({ orderBy: { createdAt: "asc" } })) {
        console.log(
          `${f.id}  ${f.stay}  ${f.source}  ${f.url}  last success ${f.lastSuccessAt?.toISOString() ?? "never"}${f.lastError ? `  last error (${f.lastErrorKind ?? "failed"}): ${f.lastError}` : ""}`,
        );
      }
      return;
    }
    case "add-feed": {
      const [stay, source, url] = args;
      if (!STAY_IDS.includes(stay as never) || !zFeedSource.safeParse(source).success || !zFeedUrl.safeParse(url).success)
        throw new Error(`Usage: add-feed <${STAY_IDS.join("|")}> <source> <url>`);
      await db.calendarFeed.upsert({
        where: { stay_url: { stay: toStayEnum(stay as never), url: url! } },
        create: { stay: toStayEnum(stay as never), source: source!, url: url! },
        update: { source: source! },
      });
      console.log("Feed added; it is imported on the next sync.");
      return;
    }
    case "export-urls":
      for (const stay of STAY_IDS) console.log(`${stay}: ${makeExportUrl(stay)}`);
      return;
    case "sync":
      await enqueue("sync-calendars", { requestedAt: Date.now() });
      console.log("Import queued; the worker runs it now.");
      return;
    default:
      console.log("Commands: block, unblock, list, feeds, add-feed, export-urls, sync (see scripts/owner-calendar.ts).");
  }
}

try {
  await run();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeQueues();
  await db.$disconnect();
}
