// The console's changeover sheet, the cleaner's links and the weekly digest's setting, with the
// signed-in owner as the actor; refusals by key, which the owner's door words.
import "server-only";
import { isIsoDate } from "../calendar/dates";
import { createCleanerLink, listCleanerLinks, revokeCleanerLink, type TCleanerLinkView } from "../changeovers/links";
import { isSheetRange, MAX_SHEET_DAYS, ownerSheet, type TOwnerSheetStay, type TSheet } from "../changeovers/sheet";
import { readDigestSetting, saveDigestSetting } from "../digest/weekly";
import type { TOwnerCall } from "./actions";
import type * as C from "./contract";
import { refusedToOwner } from "./messages";

export async function changeoverSheet(_call: TOwnerCall, input: C.TChangeoverSheetInput): Promise<TSheet<TOwnerSheetStay>> {
  if (!isIsoDate(input.from) || !isIsoDate(input.to) || !isSheetRange(input.from, input.to))
    throw refusedToOwner("BAD_REQUEST", "console.changeovers.invalidRange", { field: "to", values: { max: MAX_SHEET_DAYS } });
  return ownerSheet(input.from, input.to);
}

export function cleanerLinks(_call: TOwnerCall): Promise<TCleanerLinkView[]> {
  return listCleanerLinks();
}

export function createLink(call: TOwnerCall, input: C.TCleanerLinkInput): Promise<TCleanerLinkView> {
  return createCleanerLink(call.actor, input);
}

export async function revokeLink(call: TOwnerCall, input: C.TCleanerLinkIdInput): Promise<{ revoked: boolean }> {
  return { revoked: await revokeCleanerLink(call.actor, input.id) };
}

export function digestSetting(_call: TOwnerCall): Promise<{ weeklyDigest: boolean }> {
  return readDigestSetting();
}

export function saveDigest(call: TOwnerCall, input: C.TDigestSettingInput): Promise<{ weeklyDigest: boolean }> {
  return saveDigestSetting(call.actor, input.weeklyDigest);
}
