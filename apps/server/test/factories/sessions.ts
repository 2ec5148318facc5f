import { cryptoRandom } from "../../src/context.ts";
import type { Db } from "../../src/db/client.ts";
import { sessions } from "../../src/modules/auth/auth.schema.ts";
import { newSessionToken } from "../../src/modules/auth/secrets.ts";
import type { UserRow } from "../../src/modules/users/user-info.ts";
import { buildUser, type NewUser, TEST_PASSWORD } from "./users.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The server's default SESSION_TTL_DAYS. */
const SESSION_DAYS = 30;

export interface SessionOptions {
  /** The user to sign in; a new one (with these overrides) when omitted. */
  user?: UserRow;
  userOverrides?: NewUser;
  /** The app clock's time: a test on a movable clock passes clock.now(), so the session has not expired. */
  now?: Date;
}

/** A signed-in account: what the HTTP sign-up used to return, plus the user's row. */
export interface TestAccount {
  token: string;
  email: string | null;
  password: string;
  /** The user as the API shows it (ids are strings). */
  user: { id: string; userName: string };
  row: UserRow;
}

/**
 * A session row for a user and its bearer token, which the auth plugin accepts as it accepts a
 * token from a real sign-in (only the token's SHA-256 is stored, as createSession stores it).
 */
export async function buildSession(db: Db, options: SessionOptions = {}): Promise<TestAccount> {
  const now = options.now ?? new Date();
  const row =
    options.user ?? (await buildUser(db, { createdAt: now, lastLoginAt: now, ...options.userOverrides }));
  const { token, tokenHash } = newSessionToken(cryptoRandom);
  await db.insert(sessions).values({
    userId: row.id,
    tokenHash,
    srcType: row.srcType,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  });
  return {
    token,
    email: row.email,
    password: TEST_PASSWORD,
    user: { id: String(row.id), userName: row.userName },
    row,
  };
}
