// The owner's texts of the stays (description, amenities, map card per stay; the hours and house
// rules of all stays) and each stay's arrival guide: read for the console's forms, checked against
// the stored shape (a refusal per field, which the owner's door words), saved with an audit row.
import "server-only";
import type { z } from "zod";
import type { TStayId } from "@/content/stays";
import { InputRefusal } from "../errors";
import { readArrivalGuides, saveArrivalGuide, zArrivalGuide, type TArrivalGuide } from "../stays/arrival-guide";
import {
  readAllStayTexts,
  readStaySettings,
  saveStaySettings,
  saveStayTexts,
  zStaySettings,
  zStayTexts,
  type TStaySettings,
  type TStayTexts,
} from "../stays/texts";
import type { TOwnerCall } from "./actions";
import type { TArrivalGuideInput, TStaySettingsInput, TStayTextsInput } from "./contract";

/** What the owner sent, parsed against the stored shape; refused issue by issue (the owner's door says each under its field). */
function parseOwnerFields<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InputRefusal(result.error);
  return result.data;
}

export type TStayTextsView = { texts: Record<TStayId, TStayTexts>; settings: TStaySettings };

export async function getStayTexts(_call: TOwnerCall): Promise<TStayTextsView> {
  const [texts, settings] = await Promise.all([readAllStayTexts(), readStaySettings()]);
  return { texts, settings };
}

export async function saveTexts(call: TOwnerCall, { stay, ...input }: TStayTextsInput): Promise<TStayTexts> {
  return saveStayTexts(call.actor, stay, parseOwnerFields(zStayTexts, input));
}

export async function saveSettings(call: TOwnerCall, input: TStaySettingsInput): Promise<TStaySettings> {
  return saveStaySettings(call.actor, parseOwnerFields(zStaySettings, input));
}

export function getArrivalGuides(_call: TOwnerCall): Promise<Record<TStayId, TArrivalGuide>> {
  return readArrivalGuides();
}

export async function saveGuide(call: TOwnerCall, { stay, ...input }: TArrivalGuideInput): Promise<TArrivalGuide> {
  return saveArrivalGuide(call.actor, stay, parseOwnerFields(zArrivalGuide, input));
}
