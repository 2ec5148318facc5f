import { randomBytes, randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { MessageId } from "./i18n/message-groups.ts";

/** Time comes through the context so tests control it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Randomness comes through the context too: tests can make codes and tokens predictable. */
export interface Random {
  bytes(size: number): Buffer;
  /** A string of `length` decimal digits, uniformly random. */
  digits(length: number): string;
}

export const cryptoRandom: Random = {
  bytes: (size) => randomBytes(size),
  digits: (length) => Array.from({ length }, () => randomInt(10)).join(""),
};

/** What buildApp needs from the outside world; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  random?: Random;
}

/** The signed-in session behind a request, set by the auth plugin. */
export interface SessionUser {
  userId: number;
  sessionId: number;
}

/** Languages of the interface; server-written texts (emails) follow the request's Accept-Language. */
export type Language = "en" | "zh-CN";

export function languageOf(acceptLanguage: string | undefined): Language {
  return /^zh\b/i.test(acceptLanguage?.trim() ?? "") ? "zh-CN" : "en";
}

export interface SessionProblem {
  code: number;
  message: MessageId;
}

/** Where a service notes what an operator should know and no caller is told (a failing endpoint, say). */
export type ServiceLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** What every service function receives first. */
export interface ServiceContext {
  db: Db;
  config: Config;
  clock: Clock;
  random: Random;
  /** The signed-in user; null for visitors. */
  userId: number | null;
  sessionId: number | null;
  sessionProblem: SessionProblem | null;
  ip: string;
  userAgent: string;
  /** The browser's own random id (X-Device-Id), "" when not sent or malformed; referrals compare it. */
  deviceId: string;
  language: Language;
  /** The request's logger, or the server's for background jobs; absent in tests that build a context. */
  log?: ServiceLog;
}

/** A device id as the web makes one (a UUID); anything else is treated as not sent. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function deviceIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && DEVICE_ID_PATTERN.test(header) ? header : "";
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Required<AppDeps>;
  }
  interface FastifyRequest {
    session: SessionUser | null;
    /** Set when a token was sent but is no good: why (421 ended, 420 replaced). */
    sessionProblem: SessionProblem | null;
  }
}

export function contextOf(request: FastifyRequest): ServiceContext {
  const { database, config, clock, random } = request.server.deps;
  return {
    db: database.db,
    config,
    clock,
    random,
    userId: request.session?.userId ?? null,
    sessionId: request.session?.sessionId ?? null,
    sessionProblem: request.sessionProblem,
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? "").slice(0, 300),
    deviceId: deviceIdOf(request.headers["x-device-id"]),
    language: languageOf(request.headers["accept-language"]),
    log: request.log,
  };
}

/** The context of work no request started: background jobs, scripts and service-level tests. */
export function backgroundContext(deps: AppDeps & { log?: ServiceLog }): ServiceContext {
  return {
    ...(deps.log ? { log: deps.log } : {}),
    db: deps.database.db,
    config: deps.config,
    clock: deps.clock ?? systemClock,
    random: deps.random ?? cryptoRandom,
    userId: null,
    sessionId: null,
    sessionProblem: null,
    ip: "",
    userAgent: "",
    deviceId: "",
    language: "en",
  };
}
