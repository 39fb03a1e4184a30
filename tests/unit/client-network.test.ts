// The network a client address counts under for the limits and caps: /24 for IPv4, /64 for IPv6,
// an IPv4-mapped IPv6 address as its IPv4 address.
import { describe, expect, it } from "vitest";
import { clientNetwork } from "@/server/http/client-network";

describe("clientNetwork", () => {
  it("puts an IPv4 address in its /24", () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.0/24");
    expect(clientNetwork("203.0.113.250")).toBe("203.0.113.0/24");
    expect(clientNetwork("203.0.114.9")).toBe("203.0.114.0/24");
    expect(clientNetwork("127.0.100.7")).not.toBe(clientNetwork("127.0.101.8"));
  });

  it("puts every address of one IPv6 /64 in one network, however it is written", () => {
    const network = "2001:db8:77:1::/64";
    for (const address of [
      "2001:db8:77:1::a",
      "2001:db8:77:1:ffff:1:2:3",
      "2001:DB8:77:1::BEEF",
      "2001:0db8:0077:0001:0:0:0:1",
      "2001:db8:77:1::1%eth0",
    ])
      expect(clientNetwork(address), address).toBe(network);
    expect(clientNetwork("2001:db8:77:2::a")).toBe("2001:db8:77:2::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1:2")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 address it carries", () => {
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(clientNetwork("::ffff:cb00:7109")).toBe("203.0.113.0/24");
    expect(clientNetwork("0:0:0:0:0:ffff:127.0.100.7")).toBe("127.0.100.0/24");
  });

  it("leaves what is not an address as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
    expect(clientNetwork("")).toBe("");
  });
});
