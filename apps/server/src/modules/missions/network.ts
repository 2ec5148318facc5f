import { isIPv4, isIPv6 } from "node:net";

/** Expands an IPv6 address to its eight 16-bit groups (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().split("%")[0]!;
  const v4Tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ""),
  );
}

/**
 * The network an address belongs to, as one household or office usually holds it: its /24 for
 * IPv4 and its /48 for IPv6 (an IPv4-mapped IPv6 address counts as the IPv4 one). Anything else is
 * kept whole, so it matches only itself.
 */
export function networkOf(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 3).join(":")}::/48`;
  return address;
}
