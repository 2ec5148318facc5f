import { randomBytes } from "node:crypto";
import { cryptoRandom } from "../../src/context.ts";
import type { Db } from "../../src/db/client.ts";
import { generateUserName } from "../../src/modules/users/generated-names.ts";
import { newInvitationCode } from "../../src/modules/users/index.ts";
import type { UserRow } from "../../src/modules/users/user-info.ts";
import { users } from "../../src/modules/users/users.schema.ts";

/** A fresh address per call, so tests never collide, even in parallel files on one database. */
export function uniqueEmail(label = "user") {
  return `${label}-${randomBytes(6).toString("hex")}@example.com`;
}

/** The password every built user has unless told otherwise. */
export const TEST_PASSWORD = "secret42";
/**
 * argon2id of TEST_PASSWORD with the server's parameters, computed once and kept here: hashing takes
 * tens of milliseconds and 19 MiB, too much to spend on every user a test needs.
 */
export const TEST_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$yw5jpSE4xx279KkUaHlGHw$735C/Fpx1DTgLEQ71nfksiijhAlFr5PuPlCRW0S4mVU";

export type NewUser = Partial<typeof users.$inferInsert>;

/**
 * A verified email account as sign-up leaves it (generated name, own invitation code, the test
 * password), inserted directly. Overrides win; `createdAt` defaults to the database's clock.
 */
export async function buildUser(db: Db, overrides: NewUser = {}): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      userName: generateUserName(cryptoRandom),
      email: uniqueEmail(),
      emailVerified: true,
      passwordHash: TEST_PASSWORD_HASH,
      srcType: "LOCAL",
      invitationCode: newInvitationCode(cryptoRandom),
      ...overrides,
    })
    .returning();
  return user!;
}
