// The owner's prices and rules per stay: read for the console, saved with an audit row, seasons
// added (never overlapping another of the stay's) and removed. Bookings keep the price they were
// made at; only quotes and bookings made afterwards see a change.
import { STAYS, type TStayId } from "@/content/stays";
import { AppError } from "../errors";
import { addSeason, readAllRates, removeSeason, saveStayRates } from "../pricing/rates";
import type { TSeason, TStayRates } from "../pricing";
import type { TOwnerCall } from "./actions";
import type { TRatesSaveInput, TSeasonAddInput } from "./contract";
import { getOwnerMessages } from "./messages";

export function getRates(_call: TOwnerCall): Promise<Record<TStayId, TStayRates>> {
  return readAllRates();
}

export async function saveRates(call: TOwnerCall, { stay, ...rates }: TRatesSaveInput): Promise<TStayRates> {
  const m = getOwnerMessages(call.language);
  // A stay never takes more guests than it has beds for, whatever the rates say.
  const ceiling = STAYS[stay].maxGuests;
  if (rates.maxGuests > ceiling)
    throw new AppError("BAD_REQUEST", m.tooManyGuests(ceiling), { fields: { maxGuests: m.tooManyGuests(ceiling) } });
  return saveStayRates(call.actor, stay, rates);
}

export async function addStaySeason(call: TOwnerCall, { stay, ...season }: TSeasonAddInput): Promise<TSeason> {
  const m = getOwnerMessages(call.language);
  if (season.endsOn < season.startsOn) throw new AppError("BAD_REQUEST", m.seasonOrder, { fields: { endsOn: m.seasonOrder } });
  return addSeason(call.actor, stay, season);
}

export async function removeStaySeason(call: TOwnerCall, id: string): Promise<TStayId> {
  const stay = await removeSeason(call.actor, id);
  if (!stay) throw new AppError("NOT_FOUND", getOwnerMessages(call.language).noSuchSeason);
  return stay;
}
