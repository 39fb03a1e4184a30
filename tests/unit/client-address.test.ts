// Who the client is: the connection's peer unless proxies are trusted, then the address that many
// hops from the right of X-Forwarded-For; never whatever a client writes further left.
import { describe, expect, it } from "vitest";
import { visitorErrorOf } from "@/server/contract/refusals";
import { checkFormSignals } from "@/server/http/abuse";
import { getClientAddress, PEER_ADDRESS_HEADER } from "@/server/http/rate-limit";

const headers = (values: Record<string, string>) => new Headers(values);

describe("getClientAddress", () => {
  it("takes the peer, whatever X-Forwarded-For says, when no proxy is trusted", () => {
    expect(getClientAddress(headers({ [PEER_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "1.2.3.4" }), 0)).toBe("203.0.113.9");
  });

  it("takes the entry N from the right with N trusted proxies", () => {
    const chain = { [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.1" };
    expect(getClientAddress(headers(chain), 1)).toBe("10.0.0.1");
    expect(getClientAddress(headers(chain), 2)).toBe("198.51.100.7");
    // More hops trusted than the chain has: the left-most address there is.
    expect(getClientAddress(headers({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "198.51.100.7" }), 5)).toBe("198.51.100.7");
  });

  it("puts every request that did not come through the site's server into one client", () => {
    expect(getClientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), 0)).toBe("unknown");
    expect(getClientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), 1)).toBe("unknown");
  });
});

describe("checkFormSignals: the form's opening time", () => {
  const now = 1_800_000_000_000;
  /** The refusal as the visitor's door says it, in Afrikaans; undefined when the form passes. */
  const refusalOf = (body: unknown) => {
    try {
      checkFormSignals(body, now);
      return undefined;
    } catch (error) {
      return visitorErrorOf(error, "af");
    }
  };

  it("accepts a request without it, and one opened long enough ago", () => {
    expect(refusalOf({})).toBeUndefined();
    expect(refusalOf({ formStartedAt: now - 60_000 })).toBeUndefined();
  });

  it.each([
    ["a string", String(now - 60_000)],
    ["null", null],
    ["not a finite number", Number.POSITIVE_INFINITY],
    ["in the future", now + 3_600_000],
    ["too recent", now - 10],
  ])("refuses one that is %s, with a message in the visitor's language", (_, formStartedAt) => {
    expect(refusalOf({ formStartedAt })).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/[Ll]aai|vinnig/) });
  });
});
