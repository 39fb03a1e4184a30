// The console's actions, each over the domain function the e-mail links and the worker use, with
// the signed-in owner as the actor; each answers with what the console shows next (reads.ts).
// Refusals speak the owner's language.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import type { TActor } from "../audit/actor";
import { cancelBooking } from "../bookings/cancel-booking";
import { changeBooking } from "../bookings/change-booking";
import { createManualBooking } from "../bookings/manual-booking";
import { confirmByOwner, declineByOwner } from "../bookings/owner-decisions";
import { addOwnerBlock, removeOwnerBlock } from "../calendar/blocks";
import { markConflictHandled as markHandled } from "../calendar/conflicts";
import { getDb } from "../db/client";
import { parseBilling, saveBillingDetails } from "../payments/billing";
import type * as C from "./contract";
import { refusedToOwner } from "./messages";
import { getBooking, loadConflicts } from "./reads";

export type TOwnerCall = { actor: Extract<TActor, { kind: "owner" }>; language: TLanguage; userId: string; sessionId: string };

export async function confirm(call: TOwnerCall, input: C.TDecisionInput): Promise<C.TBookingDetail> {
  await confirmByOwner({ bookingId: input.id, actor: call.actor, message: input.message });
  return getBooking(call, input);
}

export async function decline(call: TOwnerCall, input: C.TDecisionInput): Promise<C.TBookingDetail> {
  await declineByOwner({ bookingId: input.id, actor: call.actor, message: input.message });
  return getBooking(call, input);
}

/** The owner enters or corrects the invoice details, until the tax invoice is issued with them. */
export async function saveBilling(call: TOwnerCall, { id, ...input }: C.TBillingInput): Promise<C.TBookingDetail> {
  const details = parseBilling(input);
  if ((await getDb().booking.count({ where: { id } })) === 0) throw refusedToOwner("NOT_FOUND", "notFound");
  await saveBillingDetails({ bookingId: id, details, actor: call.actor });
  return getBooking(call, { id });
}

export async function cancel(call: TOwnerCall, input: C.TCancelInput): Promise<C.TBookingDetail> {
  if ((await getDb().booking.count({ where: { id: input.id } })) === 0) throw refusedToOwner("NOT_FOUND", "notFound");
  if ((await cancelBooking({ bookingId: input.id, actor: call.actor, reason: input.reason, requestedBy: input.requestedBy })) === "already")
    throw refusedToOwner("CONFLICT", "notOpen", { reason: "DECIDED" });
  return getBooking(call, input);
}

/** The owner's change; `unchanged` when the booking already had these details (nothing written, nobody mailed). */
export async function change(call: TOwnerCall, input: C.TChangeInput): Promise<C.TBookingDetail & { unchanged: boolean }> {
  const { id, ...stayChange } = input;
  const outcome = await changeBooking({ bookingId: id, actor: call.actor, change: stayChange });
  return { ...(await getBooking(call, input)), unchanged: outcome === "unchanged" };
}

export async function createManual(call: TOwnerCall, input: C.TCreateManualInput): Promise<C.TBookingDetail> {
  const { id } = await createManualBooking({ input, actor: call.actor });
  return getBooking(call, { id });
}

/** Refused with a BlockRefused, said in the owner's words at the door. */
export async function addBlock(call: TOwnerCall, input: C.TBlockAddInput): Promise<C.TBlock> {
  const block = await addOwnerBlock({ checkIn: input.from, checkOut: input.to, stay: input.stay, note: input.note, actor: call.actor });
  return { ...block, source: "owner", feedName: null };
}

export async function removeBlock(call: TOwnerCall, input: C.TBlockRemoveInput): Promise<{ removed: true }> {
  await removeOwnerBlock({ id: input.id, note: input.note, actor: call.actor });
  return { removed: true };
}

export async function markConflictHandled(call: TOwnerCall, input: C.TConflictHandledInput): Promise<C.TConflict> {
  if ((await markHandled({ id: input.id, note: input.note, actor: call.actor })) === "missing")
    throw refusedToOwner("NOT_FOUND", "noSuchConflict");
  const [conflict] = await loadConflicts({ id: input.id });
  return conflict!;
}

export async function setLanguage(call: TOwnerCall, input: C.TSetLanguageInput): Promise<{ language: TLanguage }> {
  await getDb().user.update({ where: { id: call.userId }, data: { language: input.language } });
  return { language: input.language };
}

/** Ends every session of this owner, this browser's too. */
export async function signOutEverywhere(call: TOwnerCall): Promise<{ signedOut: number }> {
  const removed = await getDb().session.deleteMany({ where: { userId: call.userId } });
  return { signedOut: removed.count };
}
