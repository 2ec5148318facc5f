import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildSession } from "./factories/sessions.ts";
import { uniqueEmail } from "./factories/users.ts";

export { uniqueEmail };

import { createTestApp, movableClock } from "./harness.ts";

export interface Envelope {
  code: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each route answers
  result: any;
}

let callCount = 0;
/** Each call comes from its own address unless told, so per-IP limits do not leak between tests. */
function nextAddress() {
  callCount += 1;
  return `10.${(callCount >> 16) & 255}.${(callCount >> 8) & 255}.${callCount & 255}`;
}

/** Calls the API and returns the parsed envelope with the HTTP status. */
export async function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { body?: object; token?: string | null; headers?: Record<string, string>; ip?: string } = {},
): Promise<Envelope & { status: number }> {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextAddress(),
    ...(options.body ? { payload: options.body } : {}),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  return { ...(response.json() as Envelope), status: response.statusCode };
}

/** The dev outbox as the server's own machine reads it (it answers no other address). */
export async function readOutbox(app: FastifyInstance): Promise<{ to: string; code: string | null }[]> {
  const outbox = await call(app, "GET", "/api/dev/outbox", { ip: "127.0.0.1" });
  expect(outbox.code, outbox.message).toBe(0);
  return outbox.result;
}

/** The newest code the dev outbox holds for an address. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await readOutbox(app)).find((entry) => entry.to === to);
  expect(message?.code, `no code to ${to} in the dev outbox`).toBeTruthy();
  return message?.code as string;
}

/**
 * Registers an email account through the real flow (login → emailed code → verify) and returns its
 * token. For tests of sign-up itself; others build their accounts with factories/buildSession.
 */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = "secret42") {
  const pending = await call(app, "POST", "/api/user/login", {
    body: { srcType: "LOCAL", email, userPwd: password },
  });
  expect(pending.code).toBe(0);
  expect(pending.result.needValidEmail).toBe(true);
  const verified = await call(app, "POST", "/api/user/valid/email", {
    body: { email, authCode: await latestCode(app, email) },
  });
  expect(verified.code).toBe(0);
  return { email, password, token: verified.result.token as string, user: verified.result };
}

/**
 * The file's test app with one signed-in user: made before its tests run, closed after them. Read
 * `harness` and `token` inside tests (they are set once `beforeAll` has run).
 */
export function signedInApp() {
  const shared = {} as { harness: Awaited<ReturnType<typeof createTestApp>>; token: string };
  beforeAll(async () => {
    shared.harness = await createTestApp();
    shared.token = (await buildSession(shared.harness.database.db)).token;
  });
  afterAll(() => shared.harness.close());
  return shared;
}

/**
 * The file's test app on a clock its tests move (code expiry, resend waits, limit windows): made
 * before its tests run, closed after them. Read `harness` inside tests; `post` and `login` (email and
 * password, from `ip` when given, else a fresh address) call it.
 */
export function appOnMovableClock() {
  const shared = {
    clock: movableClock(),
    post: (url: string, body: object) => call(shared.harness.app, "POST", url, { body }),
    login: (email: string, userPwd: string, ip?: string) =>
      call(shared.harness.app, "POST", "/api/user/login", {
        body: { srcType: "LOCAL", email, userPwd },
        ...(ip ? { ip } : {}),
      }),
  } as {
    clock: ReturnType<typeof movableClock>;
    harness: Awaited<ReturnType<typeof createTestApp>>;
    post(url: string, body: object): ReturnType<typeof call>;
    login(email: string, userPwd: string, ip?: string): ReturnType<typeof call>;
  };
  beforeAll(async () => {
    shared.harness = await createTestApp({ clock: shared.clock });
  });
  afterAll(() => shared.harness.close());
  return shared;
}
