import { ResponseCode } from "@fable/contract";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { ServiceContext, SessionUser } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { perDatabase } from "../../db/per-database.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { sessions } from "./auth.schema.ts";
import { newSessionToken, sha256 } from "./secrets.ts";
import { sessionCache } from "./session-cache.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type RevokeReason = "logout" | "replaced" | "removed";

/** Starts a session and returns its bearer token (shown once, never stored). */
export async function createSession(
  ctx: ServiceContext,
  user: { id: number; singleSession: boolean },
  srcType: string,
): Promise<string> {
  const userId = user.id;
  const now = ctx.clock.now();
  const { token, tokenHash } = newSessionToken(ctx.random);
  const [session] = await ctx.db
    .insert(sessions)
    .values({
      userId,
      tokenHash,
      srcType,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ctx.config.SESSION_TTL_DAYS * DAY_MS),
      userAgent: ctx.userAgent || null,
    })
    .returning({ id: sessions.id });
  if (ctx.config.SINGLE_SESSION || user.singleSession) {
    await ctx.db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "replaced" })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, session!.id), isNull(sessions.revokedAt)));
  }
  return token;
}

export type SessionLookup =
  | { ok: true; session: SessionUser }
  | { ok: false; code: number; message: MessageId };

/**
 * Resolves a bearer token. The token is looked up by its SHA-256, so the comparison happens on a
 * digest inside the database index and takes no time that depends on how much of a guess was right.
 */
const sessionByTokenHash = perDatabase((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedReason: sessions.revokedReason,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("session_by_token_hash"),
);

export async function lookupSession(db: Db, token: string, now: Date): Promise<SessionLookup> {
  const tokenHash = sha256(token);
  const cache = sessionCache(db);
  let row = cache?.get(tokenHash);
  if (!row) {
    const mark = cache?.mark() ?? 0;
    [row] = await sessionByTokenHash(db).execute({ tokenHash });
    if (row) cache?.keep(tokenHash, row, mark);
  }
  if (!row || row.expiresAt <= now) {
    return { ok: false, code: ResponseCode.LOGGED_OUT, message: "AuthMessages.loggedOut" };
  }
  if (row.revokedReason === "replaced") {
    return {
      ok: false,
      code: ResponseCode.SINGLE_LOGIN_CONFLICT,
      message: "AuthMessages.replacedSession",
    };
  }
  if (row.revokedReason)
    return { ok: false, code: ResponseCode.LOGGED_OUT, message: "AuthMessages.loggedOut" };
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { ok: true, session: { userId: row.userId, sessionId: row.id } };
}

export async function revokeSession(ctx: ServiceContext, sessionId: number, reason: RevokeReason) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(ctx: ServiceContext, userId: number, reason: RevokeReason) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
