// The console's calls about talking to a booking's guest and keeping its record right: the thread
// (read, write, seen), the owner's private notes, and corrections of the guest's name, e-mail,
// phone and arrival time (each with its audit row; the next e-mails go to a corrected address,
// since every e-mail is rendered from the booking at send time). Refusals name their words by key; the owner's door says them.
import "server-only";
import { z } from "zod";
import { EMAIL_PATTERN } from "../validation";
import { writeAudit } from "../audit";
import { toE164 } from "../bookings/phone";
import { getDb } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { listThread, markThreadRead, postOwnerMessage, type TThreadMessage } from "../messages/thread";
import type { TOwnerCall } from "./actions";
import type { TBookingTextInput, TCorrectInput } from "./contract";
import { refusedFields } from "../errors";
import { refusedToOwner, type TOwnerMessageKey } from "./messages";

/** The booking's guest as the thread needs them: where the message goes and in which language. */
export type TThread = {
  messages: TThreadMessage[];
  language: "en" | "af";
  /** E.164, or "" when the booking has none. */
  guestPhone: string;
  hasEmail: boolean;
  erased: boolean;
};

async function bookingOrMissing(call: TOwnerCall, id: string) {
  const booking = await getDb().booking.findUnique({
    where: { id },
    select: { id: true, language: true, guestPhone: true, guestEmail: true, guestName: true, checkInTime: true, erasedAt: true },
  });
  if (!booking) throw refusedToOwner("NOT_FOUND", "notFound");
  return booking;
}

export async function thread(call: TOwnerCall, input: { id: string }): Promise<TThread> {
  const booking = await bookingOrMissing(call, input.id);
  return {
    messages: await listThread(booking.id),
    language: booking.language,
    guestPhone: booking.guestPhone,
    hasEmail: booking.guestEmail !== "",
    erased: booking.erasedAt !== null,
  };
}

export async function send(call: TOwnerCall, input: TBookingTextInput): Promise<{ id: string }> {
  if (input.body === "") throw refusedToOwner("BAD_REQUEST", "messageRequired", { field: "body" });
  return postOwnerMessage({ bookingId: input.id, actor: call.actor, body: input.body });
}

export async function markRead(call: TOwnerCall, input: { id: string }): Promise<{ read: number }> {
  await bookingOrMissing(call, input.id);
  return markThreadRead(input.id);
}

export type TNote = { id: string; body: string; actorEmail: string | null; createdAt: string };

export async function listNotes(call: TOwnerCall, input: { id: string }): Promise<TNote[]> {
  await bookingOrMissing(call, input.id);
  const notes = await getDb().bookingNote.findMany({ where: { bookingId: input.id }, orderBy: { id: "asc" } });
  return notes.map((n) => ({ id: n.id.toString(), body: n.body, actorEmail: n.actorEmail, createdAt: n.createdAt.toISOString() }));
}

export async function addNote(call: TOwnerCall, input: TBookingTextInput): Promise<TNote> {
  if (input.body === "") throw refusedToOwner("BAD_REQUEST", "messageRequired", { field: "body" });
  const booking = await bookingOrMissing(call, input.id);
  if (booking.erasedAt) throw refusedToOwner("CONFLICT", "erased", { reason: "ERASED" });
  const note = await getDb().bookingNote.create({ data: { bookingId: booking.id, body: input.body, actorEmail: call.actor.email } });
  return { id: note.id.toString(), body: note.body, actorEmail: note.actorEmail, createdAt: note.createdAt.toISOString() };
}

const CORRECTABLE = ["guestName", "guestEmail", "guestPhone", "checkInTime"] as const;
type TCorrectable = (typeof CORRECTABLE)[number];

/** The owner's correction of the guest's details: only what differs is written, with one audit row naming before and after. */
export async function correct(call: TOwnerCall, input: TCorrectInput): Promise<{ corrected: TCorrectable[] }> {
  const fields: Record<string, TOwnerMessageKey> = {};
  if (input.guestName === "") fields.guestName = "nameRequired";
  const email = input.guestEmail.toLowerCase();
  if (email !== "" && !z.email({ pattern: EMAIL_PATTERN }).safeParse(email).success) fields.guestEmail = "invalidEmail";
  const phone = input.guestPhone === "" ? "" : toE164(input.guestPhone);
  if (phone === undefined) fields.guestPhone = "invalidPhone";
  const refused = refusedFields(fields);
  if (refused) throw refused;
  const wanted: Record<TCorrectable, string> = {
    guestName: input.guestName,
    guestEmail: email,
    guestPhone: phone!,
    checkInTime: input.checkInTime,
  };

  return retryingTransaction(async (tx) => {
    const booking = await tx.booking.findUnique({
      where: { id: input.id },
      select: { erasedAt: true, guestName: true, guestEmail: true, guestPhone: true, checkInTime: true },
    });
    if (!booking) throw refusedToOwner("NOT_FOUND", "notFound");
    const { erasedAt, ...current } = booking;
    if (erasedAt) throw refusedToOwner("CONFLICT", "erased", { reason: "ERASED" });
    const corrected = CORRECTABLE.filter((key) => current[key] !== wanted[key]);
    if (corrected.length === 0) return { corrected };
    const pick = (from: Record<TCorrectable, string>) => Object.fromEntries(corrected.map((key) => [key, from[key]]));
    await tx.booking.update({ where: { id: input.id }, data: pick(wanted) });
    await writeAudit(tx, { actor: call.actor, action: "booking.correct", bookingId: input.id, before: pick(current), after: pick(wanted) });
    return { corrected };
  });
}
