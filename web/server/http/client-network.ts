// The network a client address counts under wherever an address keys a limit or a cap (the rate
// limits, the booking requests' caps): its /24 for IPv4 and its /64 for IPv6, the smallest
// networks one party commonly controls whole (an IPv6 /64 is one subnet, often one household; a
// host picks any of its 2^64 addresses). An IPv4-mapped IPv6 address is the IPv4 address it
// carries. Anything that is not an address ("unknown": no peer) stays as it is.
import "server-only";
import { isIPv4, isIPv6 } from "node:net";

export function clientNetwork(address: string): string {
  const plain = address.trim().toLowerCase().split("%")[0]!;
  if (isIPv4(plain)) return `${plain.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
