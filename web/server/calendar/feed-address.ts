// Which addresses a channel feed may be fetched from. Feed URLs are typed in by people (and come
// from settings), so without a check a feed could make the worker read the cloud's metadata
// service, Redis or anything else on the private network. Loopback, link-local, private,
// shared (CGNAT), unspecified and multicast addresses are refused, for every hop of a redirect,
// unless CALENDAR_FEEDS_ALLOW_PRIVATE is set (the tests' local feed servers).
import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** True for an address on the public internet. IPv4-mapped IPv6 addresses are judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type TAddressRule = (address: string) => boolean;

/** A feed's host is on a private network (or the address is not a web address at all). */
export class FeedAddressRefused extends Error {
  override name = "FeedAddressRefused";
}

/** Throws unless the URL is http(s) and every address its host resolves to passes the rule. */
export async function assertFeedUrlAllowed(url: URL, allowed: TAddressRule = isPublicAddress): Promise<void> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FeedAddressRefused(`${url.protocol} is not a feed protocol`);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  const refused = addresses.find((address) => !allowed(address));
  if (refused !== undefined)
    throw new FeedAddressRefused(`${url.host} is at ${refused}, a loopback, link-local or private address: not fetched`);
}
