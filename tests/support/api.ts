// Black-box helpers for the integration suites: requests to the running test site, each from
// its own client address unless a test names one, and booking-request fixtures.
import { randomInt, randomUUID } from "node:crypto";
import net from "node:net";
import { expect } from "vitest";
import { createActionToken } from "@/server/approvals/token";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { TEST_PORT } from "../../scripts/test-env.mjs";

export const BASE_URL = `http://127.0.0.1:${TEST_PORT}`;

/** Networks handed out by this process, from a random start: limits count per /24, so each call gets a /24 of its own. */
let nextNetwork = randomInt(65_536);

/** A client address in a network no other request of this process uses, so rate limits count per test. */
export function newClientAddress(): string {
  const network = nextNetwork++ % 65_536;
  return `10.${network >> 8}.${network & 255}.${randomInt(1, 255)}`;
}

export type TApiResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export async function api<T = unknown>(
  pathname: string,
  init: {
    method?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
    client?: string;
    /** "manual": a redirect is the reply (its status and location), not followed. */
    redirect?: RequestRedirect;
  } = {},
): Promise<TApiResponse<T>> {
  const headers: Record<string, string> = { "x-forwarded-for": init.client ?? newClientAddress(), ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetch(`${BASE_URL}${pathname}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    redirect: init.redirect ?? "follow",
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/**
 * A valid booking request starting `startInDays` after the business's today. Each integration
 * file has a database of its own (tests/integration/setup-db.ts): only the file's own bookings
 * can hold the nights it asks for.
 */
export function makeBookingRequest(overrides: Record<string, unknown> = {}, startInDays = 10, nights = 2) {
  const checkIn = addDays(getBusinessToday(), startInDays);
  return {
    accommodationType: "vacation-home",
    checkIn,
    checkOut: addDays(checkIn, nights),
    checkInTime: "15:00",
    guests: 2,
    guestName: "Anna van der Merwe",
    guestEmail: "anna@example.co.za",
    guestPhone: "+27 82 123 4567",
    totalPrice: 1,
    ...overrides,
  };
}

export function newIdempotencyKey(): string {
  return randomUUID();
}

/**
 * Confirms a request as its guest would by pressing the button behind the e-mailed link (the
 * shared test site runs no worker to send it): the link is signed with this run's secret.
 */
export async function confirmRequest(bookingId: string): Promise<TApiResponse> {
  const token = createActionToken(
    { action: "booking.verify", subjectId: bookingId, expiresAt: Date.now() + 10 * 60_000 },
    process.env.APPROVAL_SECRET,
  );
  return api(`/verify/${token}`, { method: "POST" });
}

/** The headers every response carries, whatever the route and however it failed. */
export function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  expect(headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  const policy = headers.get("content-security-policy") ?? "";
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) expect(policy).toContain(directive);
}

/** Sends raw bytes to the site and reads its whole reply: the status and the headers. */
export function rawRequest(bytes: string): Promise<{ status: number; headers: Headers }> {
  const { hostname, port } = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(bytes));
    let reply = "";
    socket.on("data", (chunk: Buffer) => (reply += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = ""] = reply.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Headers();
      for (const line of lines) headers.append(line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim());
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}
