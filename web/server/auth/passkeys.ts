// The owner's passkeys (WebAuthn, by @simplewebauthn/server): after signing in with an e-mailed
// link, the owner may add a passkey on a device and sign in with it the next time, without an
// e-mail. Challenges are one-time values in the verification table (five minutes, deleted when
// used). A passkey sign-in ends as a link sign-in does: better-auth makes a one-time link for the
// owner's address and consumes it at once, so sessions and their cookies have one maker.
// The relying party is the host the owner uses, checked against the site's own origins.
import "server-only";
import { randomUUID } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { getBusinessDetails } from "../business";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { AppError, refusedToVisitor } from "../errors";
import { captureSignInLinks, getAuth, getOwnerEmails } from "./auth";

const CHALLENGE_MINUTES = 5;
const REGISTRATION = "passkey-registration:";
const SIGN_IN = "passkey-sign-in";

type TPasskeySummary = { id: string; name: string; createdAt: string };

/**
 * The origin the request came from and its host as the relying party: the site's own origin, or
 * the host it was reached under (the Origin check has already refused any other).
 */
function relyingParty(headers: Headers): { origin: string; rpID: string } {
  const config = getConfig();
  const origin = headers.get("origin") ?? new URL(config.APP_URL).origin;
  const host = (config.TRUST_PROXY > 0 ? headers.get("x-forwarded-host") : null) ?? headers.get("host");
  const protocol = new URL(config.APP_URL).protocol;
  const allowed = new Set([new URL(config.APP_URL).origin, ...(host ? [`${protocol}//${host}`] : [])]);
  if (!allowed.has(origin)) throw refusedToVisitor("FORBIDDEN", "crossOrigin", { reason: "CROSS_ORIGIN" });
  return { origin, rpID: new URL(origin).hostname };
}

async function storeChallenge(identifier: string, challenge: string): Promise<void> {
  await getDb().verification.create({
    data: { id: randomUUID(), identifier, value: challenge, expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) },
  });
}

/** Uses a challenge once: true if it was issued for `identifier` and is still fresh. */
async function consumeChallenge(identifier: string, challenge: string): Promise<boolean> {
  const used = await getDb().verification.deleteMany({ where: { identifier, value: challenge, expiresAt: { gt: new Date() } } });
  return used.count === 1;
}

export async function listPasskeys(userId: string): Promise<TPasskeySummary[]> {
  const rows = await getDb().passkey.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({ id: row.id, name: row.name ?? "", createdAt: (row.createdAt ?? new Date(0)).toISOString() }));
}

/** The options a browser needs to create a passkey for the signed-in owner. */
export async function registrationOptions(owner: { userId: string; email: string }, headers: Headers) {
  const { rpID } = relyingParty(headers);
  const existing = await getDb().passkey.findMany({ where: { userId: owner.userId }, select: { credentialID: true, transports: true } });
  const options = await generateRegistrationOptions({
    // The name the device shows for this passkey: the business as the owner named it.
    rpName: (await getBusinessDetails()).name,
    rpID,
    userName: owner.email,
    userID: new TextEncoder().encode(owner.userId),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialID, transports: parseTransports(p.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(`${REGISTRATION}${owner.userId}`, options.challenge);
  return options;
}

/** Verifies the browser's new passkey and keeps it; refuses an answer to no challenge of this owner's. */
export async function registerPasskey(
  owner: { userId: string },
  headers: Headers,
  input: { name: string; response: RegistrationResponseJSON },
  messages: { invalid: string },
): Promise<TPasskeySummary> {
  const { origin, rpID } = relyingParty(headers);
  const verified = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: (challenge) => consumeChallenge(`${REGISTRATION}${owner.userId}`, challenge),
    expectedOrigin: origin,
    expectedRPID: rpID,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw new AppError("BAD_REQUEST", messages.invalid, { reason: "PASSKEY_INVALID" });
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verified.registrationInfo;
  const row = await getDb().passkey.create({
    data: {
      id: randomUUID(),
      name: input.name,
      userId: owner.userId,
      credentialID: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64"),
      counter: credential.counter,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      transports: credential.transports?.join(",") ?? null,
      aaguid,
    },
  });
  return { id: row.id, name: row.name ?? "", createdAt: (row.createdAt ?? new Date()).toISOString() };
}

export async function removePasskey(owner: { userId: string }, id: string): Promise<{ removed: boolean }> {
  const removed = await getDb().passkey.deleteMany({ where: { id, userId: owner.userId } });
  return { removed: removed.count === 1 };
}

/** The options a browser needs to offer the owner's passkeys for this site (any of them: discoverable). */
export async function signInOptions(headers: Headers) {
  const { rpID } = relyingParty(headers);
  const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
  await storeChallenge(SIGN_IN, options.challenge);
  return options;
}

/**
 * Verifies a passkey sign-in and returns the session cookies to set, or null when the passkey is
 * unknown, the challenge was not issued or was used, the signature fails, or its owner's address
 * may no longer sign in.
 */
export async function signInWithPasskey(headers: Headers, response: AuthenticationResponseJSON): Promise<string[] | null> {
  const { origin, rpID } = relyingParty(headers);
  const db = getDb();
  const passkey = await db.passkey.findFirst({ where: { credentialID: response.id }, include: { user: true } });
  if (!passkey || !getOwnerEmails().has(passkey.user.email.toLowerCase())) return null;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => consumeChallenge(SIGN_IN, challenge),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialID,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64")),
      counter: passkey.counter,
      transports: parseTransports(passkey.transports),
    },
  }).catch(() => ({ verified: false, authenticationInfo: undefined }));
  if (!verified.verified || !verified.authenticationInfo) return null;
  await db.passkey.update({ where: { id: passkey.id }, data: { counter: verified.authenticationInfo.newCounter } });

  // The session, made as an e-mailed link makes it: a one-time link for the owner, used at once.
  const auth = getAuth();
  const [link] = await captureSignInLinks(() =>
    auth.api.signInMagicLink({ body: { email: passkey.user.email, callbackURL: "/owner" }, headers }),
  );
  if (!link) return null;
  const used = await auth.api.magicLinkVerify({ query: { token: link.token, callbackURL: "/owner" }, headers, asResponse: true });
  const cookies = used.headers.getSetCookie();
  return cookies.some((line) => /session_token=[^;]/.test(line)) ? cookies : null;
}

function parseTransports(value: string | null): string[] | undefined {
  return value ? value.split(",") : undefined;
}
