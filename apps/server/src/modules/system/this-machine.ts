import { BlockList, isIPv4 } from "node:net";
import type { FastifyRequest } from "fastify";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
const IPV4_MAPPED = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i;

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (::ffff:127.0.0.1): addresses only this machine can connect from. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(IPV4_MAPPED, "");
  try {
    return LOOPBACK.check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
  } catch {
    return false; // not an address at all
  }
}

/**
 * Headers a proxy adds when it passes a request on. A proxy on this machine connects from loopback
 * whoever its client is, so a request carrying any of them did not start here. A client cannot take
 * away a header the proxy adds, only add its own, which makes it refused too.
 */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"];

/** Names a browser on this machine uses for it; any other Host is a page elsewhere reaching in (DNS rebinding). */
const LOCAL_HOST_NAME = /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * Whether a request was made on the machine the server runs on. Judged by the socket's peer, never by
 * X-Forwarded-For (TRUST_PROXY or not: a forwarded address is only what the proxy was told), and a
 * request that came through a proxy counts as from elsewhere even when the proxy itself is local.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOCAL_HOST_NAME.test(request.headers.host ?? "");
}
