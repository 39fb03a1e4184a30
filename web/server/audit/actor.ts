// Who did something to a booking or a block: the owner (signed in to the console, by e-mail
// address), the guest (from their booking page), whoever holds an owner's e-mail link, or the
// site itself (the worker, an imported calendar).
import "server-only";
export type TActor = { kind: "owner"; email: string } | { kind: "guest" } | { kind: "email-link" } | { kind: "system" };

export function describeActor(actor: { kind: string; email?: string | null }): string {
  return actor.kind === "owner" && actor.email ? `owner ${actor.email}` : actor.kind;
}
