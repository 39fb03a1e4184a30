// The owner's console over HTTP in tests: a live owner session's cookie (signed in through the
// real magic-link flow, the link captured instead of mailed), and the ledger CSV's rows.
import { expect } from "vitest";
import { getAuth, setSignInLinkSender } from "@/server/auth/auth";
import { getConfig } from "@/server/config";
import { newClientAddress } from "./api";

const links: string[] = [];
setSignInLinkSender((_email, token) => {
  links.push(token);
  return Promise.resolve();
});

/** Signs the owner in and returns the session cookie (name=value). */
export async function signInOwner(): Promise<string> {
  const headers = new Headers({ "x-forwarded-for": newClientAddress() });
  await getAuth().api.signInMagicLink({ body: { email: getConfig().OWNER_EMAIL, callbackURL: "/owner" }, headers });
  const response = await getAuth().api.magicLinkVerify({
    query: { token: links.at(-1)!, callbackURL: "/owner" },
    headers,
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.includes("session_token=") && !pair.endsWith("="));
  expect(cookie).toBeDefined();
  return cookie!;
}

/** RFC 4180 rows (quoted cells with doubled quotes), without the byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}
