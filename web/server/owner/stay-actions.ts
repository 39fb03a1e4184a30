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
import { getOwnerMessages } from "./messages";

type TIssue = z.core.$ZodRawIssue;

function issueMessage(language: TLanguage, issue: TIssue): string {
  const m = getOwnerMessages(language);
  const reason = (issue.params as { reason?: string } | undefined)?.reason;
  if (reason === "order") return m.checkInOrder;
  if (reason === "step") return m.checkInStep;
  if (reason === "duplicate") return m.amenityTwice;
  switch (issue.code) {
    case "too_small":
      return issue.origin === "array" ? m.listRequired : m.fieldRequired;
    case "too_big":
      return issue.origin === "array" ? m.listTooLong(Number(issue.maximum)) : m.fieldTooLong(Number(issue.maximum));
    case "invalid_format":
      return m.invalidTime;
    case "invalid_value":
    case "invalid_union":
      return m.invalidChoice;
    default:
      return m.unreadableText;
  }
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
    const path = issue.path.filter((part) => typeof part === "string").join(".") || "body";
    fields[path] ??= issue.message;
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
