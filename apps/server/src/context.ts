import type { FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";

/** Time comes through the context so tests control it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What buildApp needs from the outside world; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
}

/** What every service function receives first. */
export interface ServiceContext {
  db: Db;
  config: Config;
  clock: Clock;
  /** The signed-in user; null for visitors (accounts arrive with the accounts issue). */
  userId: number | null;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Required<AppDeps>;
  }
}

export function contextOf(request: FastifyRequest): ServiceContext {
  const { database, config, clock } = request.server.deps;
  return { db: database.db, config, clock, userId: null };
}
