// The owner's sign-in through the site's real doors, on a stack of its own (site, worker, Redis,
// SMTP inbox): a link is asked for on /owner/sign-in and arrives in the local inbox; opening it
// (GET, as a mail scanner does) signs nobody in; its button (POST) signs in once; a used or
// expired link is refused; any other address gets the same answer and no mail; requests over the
// limits (per address, per client) get 429; another site's form gets 403; signing out ends the
// session. Then every console page, taken from the built app's route list, sends a caller without
// a session, with a visitor's made-up cookie and with an expired session to the sign-in page.
// test-site: none
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectSecurityHeaders, newClientAddress } from "../support/api";
import { makeJpeg } from "../support/images";
import { startStack, waitFor, waitForSettled, type TStack } from "../support/stack";

const OWNER = "owner@orania-stays.test";
const PARTNER = "partner@orania-stays.test";
/** A third address of the owner's, for the photo doors: the others' sign-in links are counted by the limits above. */
const HELPER = "helper@orania-stays.test";
const PER_ADDRESS = 5;
const PER_CLIENT = 6;
const SIGN_IN_SUBJECT = "Sign in to the Orania Stays console";
const HOSTILE_QUERY =
  "from=2026-99&months=-1&status=bogus&stay=castle&month=13&cursor=..%2F..%2Fx&q=%00%3Cscript%3E&checkIn=junk&checkOut=1&stayId=x";
const VISITOR_COOKIE = "orania-lang=af; better-auth.session_token=visitor-made-this-up.c2lnbmF0dXJl";
const STAY_PHOTO_LIMIT = 2 * 1024 * 1024;

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("sign-in", 3, {
    OWNER_EMAILS: `${PARTNER},${HELPER}`,
    RATE_LIMIT_SIGN_IN_ADDRESS: String(PER_ADDRESS),
    RATE_LIMIT_SIGN_IN_CLIENT: String(PER_CLIENT),
    MAX_STAY_PHOTO_BYTES: String(STAY_PHOTO_LIMIT),
  });
});

afterAll(async () => {
  await stack?.stop();
});

type TReply = { status: number; headers: Headers; text: string };

async function request(
  pathname: string,
  init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<TReply> {
  const response = await fetch(`${stack.baseUrl}${pathname}`, {
    method: init.method ?? (init.form ? "POST" : "GET"),
    redirect: "manual",
    headers: {
      "x-forwarded-for": newClientAddress(),
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded", origin: stack.baseUrl } : {}),
      ...init.headers,
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Asks for a sign-in link for `email`, as the sign-in form does. */
function askForLink(email: string, headers: Record<string, string> = {}): Promise<TReply> {
  return request("/owner/sign-in?lang=en", { form: { email }, headers });
}

/** The sign-in e-mails to `email` so far. */
function signInMails(email: string) {
  return stack.inbox.messages.filter((m) => m.to.includes(email) && (m.subject ?? "") === SIGN_IN_SUBJECT);
}

/** The sign-in link of the next sign-in e-mail to `email`, after the `seen` that came before. */
async function linkFromInbox(email: string, seen: number): Promise<string> {
  const mail = await waitFor(`the sign-in e-mail to ${email}`, () => signInMails(email)[seen]);
  // From the business, by name; its Message-ID on MAIL_FROM's domain.
  expect([mail.fromName, mail.messageId]).toEqual(["Orania Stays", expect.stringMatching(/^<[0-9a-f]{32}@orania-stays\.test>$/)]);
  const link = new RegExp(`${stack.baseUrl}/owner/sign-in/link\\?\\S+`).exec(mail.text ?? "")?.[0];
  expect(link, "the e-mail carries the sign-in link").toBeDefined();
  return link!.slice(stack.baseUrl.length);
}

async function sessionCount(): Promise<number> {
  return stack.db.session.count();
}

/** The session cookie a reply set, as a Cookie header's pair. */
function sessionCookie(reply: TReply): string | undefined {
  return reply.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.includes("session_token=") && !pair.endsWith("="));
}

/** Signs in as `email` through the inbox; returns the session cookie. */
async function signIn(email: string): Promise<string> {
  const seen = signInMails(email).length;
  expect((await askForLink(email)).status).toBe(200);
  const used = await request(await linkFromInbox(email, seen), { form: {} });
  expect(used.status).toBe(303);
  return sessionCookie(used)!;
}

function expectSignInRedirect(reply: TReply, what: string): void {
  expect([303, 307], what).toContain(reply.status);
  expect(reply.headers.get("location") ?? "", what).toMatch(/\/owner\/sign-in\?returnTo=/);
}

describe("the sign-in link", () => {
  it("is e-mailed to the owner; a scanner's GET signs nobody in; the button signs in once, with a hardened cookie", async () => {
    const form = await request("/owner/sign-in?lang=af");
    expect(form.status).toBe(200);
    expect(form.text).toMatch(/<label[^>]* for="email"[^>]*>E-pos<\/label>/);
    // The site's header links to the same page in the other language.
    expect(form.text).toMatch(/<a href="\/owner\/sign-in\?lang=en" hrefLang="en"[^>]*data-testid="language-toggle"/i);
    expect(form.headers.get("x-content-type-options")).toBe("nosniff");

    const seen = signInMails(OWNER).length;
    const asked = await askForLink(OWNER);
    expect(asked.status).toBe(200);
    const link = await linkFromInbox(OWNER, seen);

    const sessionsBefore = await sessionCount();
    for (let scan = 0; scan < 2; scan += 1) {
      const scanned = await request(link);
      expect(scanned.status).toBe(200);
      expect(scanned.text).toMatch(/<form [^>]*method="post"/);
      expect(scanned.headers.getSetCookie().filter((line) => line.includes("session_token"))).toEqual([]);
    }
    expect(await sessionCount()).toBe(sessionsBefore);

    const used = await request(link, { form: {} });
    expect(used.status).toBe(303);
    expect(used.headers.get("location")).toBe("/owner");
    const setCookie = used.headers.getSetCookie().find((line) => /session_token=[^;]/.test(line))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=2592000/i);
    expect(await sessionCount()).toBe(sessionsBefore + 1);
    const cookie = sessionCookie(used)!;
    const console = await request("/owner", { headers: { cookie } });
    expect(console.status).toBe(200);

    const again = await request(link, { form: {} });
    expect(again.status).toBe(410);
    expect(sessionCookie(again)).toBeUndefined();
    expect(await sessionCount()).toBe(sessionsBefore + 1);
  });

  it("expires: a link past its 15 minutes signs nobody in", async () => {
    const seen = signInMails(PARTNER).length;
    await askForLink(PARTNER);
    const link = await linkFromInbox(PARTNER, seen);
    const stored = await stack.db.verification.findMany({ where: { expiresAt: { gt: new Date() } } });
    expect(stored.length).toBeGreaterThan(0);
    // 15 minutes from its making, and no more.
    for (const row of stored) expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    await stack.db.verification.updateMany({
      where: { id: { in: stored.map((row) => row.id) } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const used = await request(link, { form: {} });
    expect(used.status).toBe(410);
    expect(sessionCookie(used)).toBeUndefined();
  });

  it("asked for any other address: the same answer, and no e-mail", async () => {
    const seen = signInMails(OWNER).length;
    const owner = await askForLink(OWNER);
    const stranger = await askForLink("stranger@example.com");
    expect(stranger.status).toBe(owner.status);
    // The same page: its title and its main content (the framework's script chunks stream in no fixed order, with a fresh nonce each).
    const shown = (text: string) => [/<title>[^<]*<\/title>/.exec(text)?.[0], /<main[\s\S]*?<\/main>/.exec(text)?.[0]];
    expect(shown(owner.text).every(Boolean)).toBe(true);
    expect(shown(stranger.text)).toEqual(shown(owner.text));
    // The owner's link arrives; by then, and a moment after, nothing has gone to the stranger.
    await linkFromInbox(OWNER, seen);
    await waitForSettled(stack);
    expect(stack.inbox.messages.filter((m) => m.to.includes("stranger@example.com"))).toEqual([]);
  });

  it("refuses a malformed address (400) and another site's form (403)", async () => {
    const malformed = await askForLink("not-an-address");
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('aria-invalid="true"');
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      expect((await askForLink(OWNER, headers)).status).toBe(403);
      expect((await request("/owner/sign-in/link?token=abcdefghijklmnopqrstuvwxyz", { form: {}, headers })).status).toBe(403);
      expect((await request("/owner/sign-out", { form: {}, headers })).status).toBe(403);
      expect((await request("/owner/language?lang=af", { form: {}, headers })).status).toBe(403);
    }
  });
});

describe("the sign-in e-mail", () => {
  it("comes from the business by the name in its details", async () => {
    const name = "Kareeboom Gastehuise";
    const before = await stack.db.businessProfile.findUnique({ where: { id: 1 } });
    await stack.db.businessProfile.upsert({ where: { id: 1 }, create: { id: 1, name, address: "Orania" }, update: { name } });
    try {
      const seen = stack.inbox.messages.filter((m) => m.to.includes(OWNER)).length;
      expect((await askForLink(OWNER)).status).toBe(200);
      const mail = await waitFor("the sign-in e-mail", () => stack.inbox.messages.filter((m) => m.to.includes(OWNER))[seen]);
      expect(mail.subject).toBe(`Sign in to the ${name} console`);
      expect((mail.text ?? "").split("\n")[0]).toBe(name);
      expect(mail.text).toContain(`${name}: the owner's console`);
    } finally {
      if (before) await stack.db.businessProfile.update({ where: { id: 1 }, data: { name: before.name } });
      else await stack.db.businessProfile.delete({ where: { id: 1 } });
    }
  });
});

describe("sign-in requests over the limit", () => {
  it(`get 429 past ${PER_ADDRESS} for one address, from any number of clients`, async () => {
    const address = "limited@example.com";
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await askForLink(address)).status).toBe(200);
    const refused = await askForLink(address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it(`get 429 past ${PER_CLIENT} from one client, for any addresses`, async () => {
    const client = newClientAddress();
    for (let i = 0; i < PER_CLIENT; i += 1)
      expect((await askForLink(`someone-${i}@example.com`, { "x-forwarded-for": client })).status).toBe(200);
    const refused = await askForLink("someone-else@example.com", { "x-forwarded-for": client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("signing out", () => {
  it("ends this device's session", async () => {
    const cookie = await signIn(PARTNER);
    expect((await request("/owner", { headers: { cookie } })).status).toBe(200);
    const out = await request("/owner/sign-out?lang=en", { form: {}, headers: { cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/owner/sign-in?lang=en&signedOut=1");
    expectSignInRedirect(await request("/owner", { headers: { cookie } }), "after signing out");
  });
});

describe("the console's language toggle, a plain form", () => {
  it("keeps the choice on the account and in the cookie, and returns to the screen it was on", async () => {
    const cookie = await signIn(PARTNER);
    const from = `${stack.baseUrl}/owner/reports?year=2025`;
    const toAfrikaans = await request("/owner/language?lang=af", { form: {}, headers: { cookie, referer: from } });
    expect(toAfrikaans.status).toBe(303);
    expect(toAfrikaans.headers.get("location")).toBe("/owner/reports?year=2025");
    expect(toAfrikaans.headers.get("set-cookie")).toMatch(/^lang=af; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    // The account keeps it: the console speaks Afrikaans even to a request without the cookie.
    expect((await request("/owner", { headers: { cookie } })).text).toContain('<html lang="af"');
    // Another site's page as the form's origin of record: back to the console's start, never there.
    const back = await request("/owner/language?lang=en", { form: {}, headers: { cookie, referer: "https://evil.example/owner/reports" } });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/owner");
    expect((await request("/owner", { headers: { cookie } })).text).toContain('<html lang="en"');
  });

  it("sends a caller without a session to the sign-in page, in the language asked for, and changes no account", async () => {
    const inAfrikaans = () => stack.db.user.count({ where: { language: "af" } });
    const before = await inAfrikaans();
    const reply = await request("/owner/language?lang=af", { form: {}, headers: { cookie: VISITOR_COOKIE } });
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/owner/sign-in?lang=af");
    expect(await inAfrikaans()).toBe(before);
  });
});

describe("every console page", () => {
  // The built app's route list: every page under the console's route group.
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../web/.next/server/app-paths-manifest.json"), "utf8"),
  ) as Record<string, string>;
  const pages = Object.keys(manifest)
    .filter((route) => route.startsWith("/owner/(console)") && route.endsWith("/page"))
    .map((route) =>
      route
        .replace("/(console)", "")
        .replace(/\/page$/, "")
        .replace("[id]", "3f1c2b9e-4a7d-4c1e-9a0b-5d6e7f809a1b"),
    )
    .map((route) => route || "/owner");

  it("are found in the route list", () => {
    for (const expected of [
      "/owner",
      "/owner/calendar",
      "/owner/bookings",
      "/owner/blocks",
      "/owner/conflicts",
      "/owner/bookings/new",
      "/owner/payments",
      "/owner/payment-terms",
      "/owner/changeovers",
      "/owner/stays",
      "/owner/reports",
      "/owner/channels",
    ])
      expect(pages).toContain(expected);
  });

  it("send a caller without a session, with a visitor's cookie or with an expired session to sign in", async () => {
    const live = await signIn(OWNER);
    const expired = await signIn(PARTNER);
    const token = decodeURIComponent(expired.split("=")[1]!).split(".")[0]!;
    expect((await stack.db.session.updateMany({ where: { token }, data: { expiresAt: new Date(Date.now() - 1000) } })).count).toBe(1);
    for (const page of pages) {
      expectSignInRedirect(await request(page), `${page} without a session`);
      expectSignInRedirect(await request(page, { headers: { cookie: VISITOR_COOKIE } }), `${page} with a visitor's cookie`);
      expectSignInRedirect(await request(page, { headers: { cookie: expired } }), `${page} with an expired session`);
      const owner = await request(page, { headers: { cookie: live } });
      expect([200, 404], `${page} signed in`).toContain(owner.status);
      // Query parameters no screen of the console writes: the page ignores them, never an error.
      const odd = await request(`${page}?${HOSTILE_QUERY}`, { headers: { cookie: live } });
      expect([200, 404], `${page}?${HOSTILE_QUERY} signed in`).toContain(odd.status);
    }
  });
});

describe("the console's calls, signed in", () => {
  it("refuse text PostgreSQL cannot store and a malformed cursor with 400, never 500", async () => {
    const cookie = await signIn(OWNER);
    for (const input of [{ q: "Anna\u0000" }, { cursor: "../../x" }, { q: "x".repeat(201) }]) {
      const reply = await request(`/api/trpc/owner.bookings.list?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers: { cookie },
      });
      expect(reply.status, JSON.stringify(input)).toBe(400);
    }
  });
});

describe("the passkey sign-in doors", () => {
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: stack.baseUrl, ...headers },
    body: JSON.stringify(body),
  });

  it("give a one-time challenge, and refuse another site (403) and a body that is not JSON (415)", async () => {
    const options = await fetch(`${stack.baseUrl}/owner/sign-in/passkey`, json({}));
    expect(options.status).toBe(200);
    const body = (await options.json()) as { challenge?: string; rpId?: string };
    expect(body.challenge).toMatch(/^[\w-]{16,}$/);
    expect(body.rpId).toBe("127.0.0.1");
    expect(await stack.db.verification.count({ where: { identifier: "passkey-sign-in", value: body.challenge! } })).toBe(1);
    expect((await fetch(`${stack.baseUrl}/owner/sign-in/passkey`, json({}, { origin: "https://evil.example" }))).status).toBe(403);
    expect((await fetch(`${stack.baseUrl}/owner/sign-in/passkey`, json({}, { "content-type": "text/plain" }))).status).toBe(415);
  });

  it("refuse a malformed answer (400) and an unknown passkey (401), setting no cookie", async () => {
    const malformed = await fetch(`${stack.baseUrl}/owner/sign-in/passkey/verify`, json({ id: "x" }));
    expect(malformed.status).toBe(400);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: "AAAAAAAAAAAAAAAAAAAAAA", origin: stack.baseUrl }),
    ).toString("base64url");
    const unknown = await fetch(
      `${stack.baseUrl}/owner/sign-in/passkey/verify`,
      json({
        id: "bm90LWEtcGFzc2tleQ",
        rawId: "bm90LWEtcGFzc2tleQ",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON, authenticatorData: "AAAA", signature: "AAAA" },
      }),
    );
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("PASSKEY_REFUSED");
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });
});

describe("the owner's photo doors", () => {
  /** An upload of `body` as the console sends it (one file's bytes), with `headers` over the console's own. */
  const upload = (body: Buffer, headers: Record<string, string> = {}, stay = "fisheagle-hut") =>
    fetch(`${stack.baseUrl}/owner/stay-photos?stay=${stay}`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": "image/jpeg", origin: stack.baseUrl, "x-forwarded-for": newClientAddress(), ...headers },
    });
  const errorOf = async (reply: Response) => ((await reply.json()) as { error: { code: string; message: string } }).error;

  it("take a stay photo only from a signed-in owner on the site's own page, an image within the limit, for a stay", async () => {
    const jpeg = await makeJpeg(1200, 800);
    for (const cookie of [undefined, VISITOR_COOKIE]) {
      const refused = await upload(jpeg, cookie ? { cookie } : {});
      expect(refused.status).toBe(401);
      expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const cookie = await signIn(HELPER);
    expect((await upload(jpeg, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(jpeg, { cookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
    // A cross-site form can send text/plain; the door takes image types only.
    expect((await upload(jpeg, { cookie, "content-type": "text/plain" })).status).toBe(415);
    const notAnImage = await upload(Buffer.from("<svg onload=alert(1)></svg>".repeat(10)), { cookie });
    expect(notAnImage.status).toBe(415);
    expect((await errorOf(notAnImage)).message).toBe("Not a photo this site can read. Use a JPEG, PNG, WebP or HEIC file.");
    expect((await upload(jpeg, { cookie }, "castle")).status).toBe(404);
    const tooLarge = await upload(Buffer.alloc(STAY_PHOTO_LIMIT + 1), { cookie });
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).message).toBe("This photo is larger than 2 MB. Export a smaller copy and try again.");
    expect(await stack.db.photo.count({ where: { stay: { not: null } } })).toBe(0);

    const added = await upload(jpeg, { cookie });
    expect(added.status).toBe(201);
    const photo = (await added.json()) as { id: string; state: string; cover: boolean; preview: string };
    expect(photo).toMatchObject({ state: "ready", cover: true });
    expect((await fetch(photo.preview)).status).toBe(200);
    const derivatives = await stack.db.photoDerivative.findMany({ where: { photoId: photo.id } });
    // 240 to 960 px in AVIF and JPEG (the photo is 1200 px wide), and the Open Graph image.
    const widths = [240, 480, 720, 960];
    expect(derivatives.map((d) => `${d.format}:${d.width}`).sort()).toEqual(
      [...["avif", "jpeg"].flatMap((format) => widths.map((width) => `${format}:${width}`)), "og:1200"].sort(),
    );
    expect(await stack.db.auditEntry.count({ where: { action: "photo.add", actorEmail: HELPER } })).toBe(1);

    // The owner-only preview route: the signed-in owner gets the bytes, never cached by others; nobody else gets anything.
    const preview = (id: string, headers: Record<string, string> = {}) => fetch(`${stack.baseUrl}/owner/preview/${id}`, { headers });
    const shown = await preview(derivatives[0]!.id, { cookie });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.headers.get("x-content-type-options")).toBe("nosniff");
    for (const headers of [{}, { cookie: VISITOR_COOKIE }] as Record<string, string>[])
      expect((await preview(derivatives[0]!.id, headers)).status).toBe(401);
    expect((await preview("not-an-id", { cookie })).status).toBe(404);
    expect((await preview("3f1c2b9e-4a7d-4c1e-9a0b-5d6e7f809a1b", { cookie })).status).toBe(404);
    // The bucket away: the preview is unavailable for now (503, Retry-After), not an error of the site.
    await stack.s3Control.stop();
    try {
      const away = await preview(derivatives[0]!.id, { cookie });
      expect(away.status).toBe(503);
      expect(Number(away.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(away.headers.get("cache-control")).toBe("no-store");
      expectSecurityHeaders(away.headers);
    } finally {
      await stack.s3Control.start();
    }
    expect((await preview(derivatives[0]!.id, { cookie })).status).toBe(200);
  });
});
