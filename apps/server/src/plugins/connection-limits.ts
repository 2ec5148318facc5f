import type { Server } from "node:http";
import { isIPv6, type Socket } from "node:net";
import { ResponseCode, ServerMessages } from "@fable/contract";
import type { Config } from "../config.ts";

/**
 * Node's HTTP server options against clients that send slowly. Only receiving a request is timed:
 * headersTimeout and requestTimeout stop counting once the request is in, so a reply that streams
 * for minutes is never cut. Fastify's connectionTimeout (an idle timeout on the socket) is left off
 * because it would end a chat stream while a slow model thinks.
 */
export function requestTimeouts(config: Config) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Above the 60 s idle timeout of common load balancers, so they never reuse a connection we just closed.
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node looks for overdue requests only this often (30 s by default, which would triple a 10 s limit).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
    },
  };
}

/**
 * The address a connection is counted under: IPv4 as it is (also when written as ::ffff:a.b.c.d),
 * IPv6 by its /64, the block one subscriber is usually given, so a client cannot step around the
 * cap by switching addresses within its own network.
 */
export function clientKey(address: string): string {
  if (address.startsWith("::ffff:") && address.includes(".")) return address.slice(7);
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Answered on a connection over the cap, before anything is read, so in English (no Accept-Language yet). */
function refusal(): string {
  const body = JSON.stringify({
    code: ResponseCode.TOO_MANY_REQUESTS,
    message: ServerMessages.tooManyConnections,
    result: null,
  });
  return [
    "HTTP/1.1 429 Too Many Requests",
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Retry-After: 10",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** How long a refused connection may take to read the answer before it is cut. */
const REFUSED_LINGER_MS = 2000;

/**
 * At most `config.MAX_CONNECTIONS_PER_IP` open connections per client address: one client holding
 * hundreds of slow uploads or idle sockets cannot take every file descriptor. A connection over the
 * cap never reaches the HTTP parser: it gets a 429 envelope and is closed.
 *
 * Behind a proxy (TRUST_PROXY) every connection comes from the proxy, and the client's own address
 * is only known from a header of each request, after the connection was taken; the cap is left to
 * the proxy there (e.g. nginx limit_conn).
 */
export function limitConnectionsPerClient(server: Server, config: Config) {
  const limit = config.MAX_CONNECTIONS_PER_IP;
  if (limit === 0 || config.TRUST_PROXY) return;
  const open = new Map<string, number>();
  // Node's own listener sets up HTTP on the socket; it runs only for connections within the cap.
  const httpListeners = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => {
    const key = clientKey(socket.remoteAddress ?? "");
    const count = open.get(key) ?? 0;
    if (count >= limit) {
      // Whatever the client sends is read and dropped, so closing does not reset the answer away.
      socket.resume();
      socket.setTimeout(REFUSED_LINGER_MS, () => socket.destroy());
      socket.on("error", () => socket.destroy());
      socket.end(refusal());
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
    for (const listener of httpListeners) listener.call(server, socket);
  });
}
