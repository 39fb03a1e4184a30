// The owner's prices and rules per stay: read for the console, saved with an audit row, seasons
// added (never overlapping another of the stay's) and removed. Bookings keep the price they were
// made at; only quotes and bookings made afterwards see a change.
import "server-only";
import { STAYS, type TStayId } from "@/content/stays";
import { addSeason, readAllRates, removeSeason, saveStayRates } from "../pricing/rates";
import type { TSeason, TStayRates } from "../pricing";
import type { TOwnerCall } from "./actions";
import type { TRatesSaveInput, TSeasonAddInput } from "./contract";
import { refusedToOwner } from "./messages";

export function getRates(_call: TOwnerCall): Promise<Record<TStayId, TStayRates>> {
  return readAllRates();
}

export async function saveRates(call: TOwnerCall, { stay, ...rates }: TRatesSaveInput): Promise<TStayRates> {
  // A stay never takes more guests than it has beds for, whatever the rates say.
  const ceiling = STAYS[stay].maxGuests;
  if (rates.maxGuests > ceiling) throw refusedToOwner("BAD_REQUEST", "tooManyGuests", { field: "maxGuests", params: [ceiling] });
  return saveStayRates(call.actor, stay, rates);
}

export async function addStaySeason(call: TOwnerCall, { stay, ...season }: TSeasonAddInput): Promise<TSeason> {
  if (season.endsOn < season.startsOn) throw refusedToOwner("BAD_REQUEST", "seasonOrder", { field: "endsOn" });
  return addSeason(call.actor, stay, season);
}

export async function removeStaySeason(call: TOwnerCall, id: string): Promise<TStayId> {
  const stay = await removeSeason(call.actor, id);
  if (!stay) throw refusedToOwner("NOT_FOUND", "noSuchSeason");
  return stay;
}
