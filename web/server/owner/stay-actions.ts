// The owner's texts of the stays (description, amenities, map card per stay; the hours and house
// rules of all stays) and each stay's arrival guide: read for the console's forms, checked against
// the stored shape with a message per field in the owner's language, saved with an audit row.
import type { z } from "zod";
import type { TLanguage } from "@/content/dictionaries";
import type { TStayId } from "@/content/stays";
import { AppError, type TFieldErrors } from "../errors";
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
import { issueField, ownerIssueMessage } from "./door-errors";
import { getOwnerMessages } from "./messages";

/** An issue in the owner's words; the only format these shapes check is a time of day. */
function issueMessage(language: TLanguage, issue: z.core.$ZodRawIssue): string {
  const m = getOwnerMessages(language);
  return issue.code === "invalid_format" ? m.invalidTime : ownerIssueMessage(m, issue);
}

/**
 * Parses what the owner sent against the stored shape; a fault is a 400 whose fields are named by
 * their path without list positions ("description.af", "hours.checkInUntil"), one message each.
 */
function parseOwnerFields<T extends z.ZodType>(schema: T, input: unknown, language: TLanguage): z.output<T> {
  const result = schema.safeParse(input, { error: (issue) => issueMessage(language, issue) });
  if (result.success) return result.data;
  const fields: TFieldErrors = {};
  for (const issue of result.error.issues) {
    fields[issueField(issue)] ??= issue.message;
  }
  throw new AppError("BAD_REQUEST", Object.values(fields)[0]!, { fields });
}

export type TStayTextsView = { texts: Record<TStayId, TStayTexts>; settings: TStaySettings };

export async function getStayTexts(_call: TOwnerCall): Promise<TStayTextsView> {
  const [texts, settings] = await Promise.all([readAllStayTexts(), readStaySettings()]);
  return { texts, settings };
}

export async function saveTexts(call: TOwnerCall, { stay, ...input }: TStayTextsInput): Promise<TStayTexts> {
  return saveStayTexts(call.actor, stay, parseOwnerFields(zStayTexts, input, call.language));
}

export async function saveSettings(call: TOwnerCall, input: TStaySettingsInput): Promise<TStaySettings> {
  return saveStaySettings(call.actor, parseOwnerFields(zStaySettings, input, call.language));
}

export function getArrivalGuides(_call: TOwnerCall): Promise<Record<TStayId, TArrivalGuide>> {
  return readArrivalGuides();
}

export async function saveGuide(call: TOwnerCall, { stay, ...input }: TArrivalGuideInput): Promise<TArrivalGuide> {
  return saveArrivalGuide(call.actor, stay, parseOwnerFields(zArrivalGuide, input, call.language));
}
