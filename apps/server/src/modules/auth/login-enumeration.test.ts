import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appOnMovableClock, type Envelope, latestCode, signUp, uniqueEmail } from "../../../test/accounts.ts";
import { users } from "../users/users.schema.ts";
import { verificationCodes } from "./auth.schema.ts";
import { codeDigest, hashPassword } from "./secrets.ts";

/** Issue 15, item 8: the login form must not tell whether an address has an account, nor let anyone squat one. */

const testApp = appOnMovableClock();
const { clock, post, login } = testApp;

const verify = (email: string, authCode: string, userPwd?: string) =>
  post("/api/user/valid/email", { email, authCode, ...(userPwd ? { userPwd } : {}) });
/** Signs in when the password is the account's: true only if the answer carries a token. */
const signsIn = async (email: string, password: string) =>
  Boolean((await login(email, password)).result?.token);

/** An answer with its address blanked, to compare the answers for different addresses. */
const withoutAddress = ({ status, code, message, result }: Envelope & { status: number }) => ({
  status,
  code,
  message,
  result: { ...result, email: "(address)" },
});

describe("the login answer", () => {
  it("is the same for an unknown address, one someone already tried, and a verified account given a wrong password", async () => {
    const known = await signUp(testApp.harness.app);
    const tried = uniqueEmail("tried");
    await login(tried, "first-try1");

    const answers = [
      await login(uniqueEmail("unknown"), "guess-pass1"),
      await login(tried, "guess-pass1"),
      await login(known.email, "guess-pass1"),
    ];
    expect(answers[0]).toMatchObject({ status: 200, code: 0, result: { needValidEmail: true, token: null } });
    expect(answers.map(withoutAddress)).toEqual(answers.map(() => withoutAddress(answers[0]!)));
    // Nothing of the account leaks through the answer: no id, no name.
    expect(answers[2]!.result).toMatchObject({ id: "", userName: "", isNewUser: false });
  });
});

describe("a squatter who tries the address first", () => {
  it("binds nothing: the owner who verifies signs in with their own password, and the squatter's does not work", async () => {
    const email = uniqueEmail("owner");
    expect((await login(email, "squatter-pw1")).result.needValidEmail).toBe(true);
    clock.advance(61_000);
    expect((await login(email, "owners-pw1")).result.needValidEmail).toBe(true);

    const verified = await verify(email, await latestCode(testApp.harness.app, email));
    expect(verified.result).toMatchObject({ email, isNewUser: true });
    expect(verified.result.token).toBeTruthy();
    expect(await signsIn(email, "owners-pw1")).toBe(true);
    expect(await signsIn(email, "squatter-pw1")).toBe(false);
  });

  it("gains nothing by asking for the newest code after the owner: the password typed by the verifier wins", async () => {
    const email = uniqueEmail("owner");
    await login(email, "owners-pw1");
    clock.advance(61_000);
    // The squatter's attempt sends the owner a fresh code tied to the squatter's password…
    await login(email, "squatter-pw1");
    // …but the owner's screen repeats the owner's own password with that code.
    const verified = await verify(email, await latestCode(testApp.harness.app, email), "owners-pw1");
    expect(verified.result.token).toBeTruthy();
    expect(await signsIn(email, "owners-pw1")).toBe(true);
    expect(await signsIn(email, "squatter-pw1")).toBe(false);
  });
});

describe("a verified account given a wrong password", () => {
  it("signs the owner in by the emailed code without changing the password", async () => {
    const { email, password, user } = await signUp(testApp.harness.app);
    clock.advance(61_000);
    await login(email, "mistyped-pw1");
    const verified = await verify(email, await latestCode(testApp.harness.app, email), "mistyped-pw1");
    expect(verified.result).toMatchObject({ id: user.id, isNewUser: false });
    expect(verified.result.token).toBeTruthy();
    expect(await signsIn(email, password)).toBe(true);
    expect(await signsIn(email, "mistyped-pw1")).toBe(false);
  });
});

describe("an address held by an account that never proved it", () => {
  it("goes to whoever verifies it, as a new account, leaving the other account without it", async () => {
    const email = uniqueEmail("claimed");
    // A provider account that shared this address without verifying it.
    const [holder] = await testApp.harness.database.db
      .insert(users)
      .values({ email, emailVerified: false, userName: "claimer", srcType: "DISCORD", invitationCode: null })
      .returning();
    await login(email, "owners-pw1");
    const verified = await verify(email, await latestCode(testApp.harness.app, email), "owners-pw1");
    expect(verified.result.token).toBeTruthy();
    expect(verified.result.id).not.toBe(String(holder!.id));
    const [after] = await testApp.harness.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${holder!.id}`);
    expect(after!.email).toBeNull();
  });
});

describe("sign-ups pending before this change (migration 0014's data step)", () => {
  it("moves a pending user row's password onto its code, frees the address, and the sign-up still completes", async () => {
    const email = uniqueEmail("legacy");
    // The old login made this row and emailed this code.
    const [legacy] = await testApp.harness.database.db
      .insert(users)
      .values({ email, userName: "legacy", srcType: "LOCAL", passwordHash: await hashPassword("legacy-pw1") })
      .returning();
    const now = clock.now();
    await testApp.harness.database.db.insert(verificationCodes).values({
      purpose: 1,
      target: email,
      codeHash: codeDigest(email, "246810"),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
    });

    const migration = readFileSync(
      new URL("../../../drizzle/0014_pending_login_attempts.sql", import.meta.url),
      "utf8",
    );
    const dataStep = migration.slice(migration.indexOf("-- data step (hand-written)"));
    for (const statement of dataStep.split("--> statement-breakpoint")) {
      await testApp.harness.database.db.execute(sql.raw(statement));
    }
    expect(
      await testApp.harness.database.db.select().from(users).where(sql`${users.id} = ${legacy!.id}`),
    ).toEqual([]);

    // An old tab verifies without repeating the password: the account gets the one chosen at sign-up.
    const verified = await verify(email, "246810");
    expect(verified.result).toMatchObject({ email, isNewUser: true });
    expect(verified.result.token).toBeTruthy();
    expect(await signsIn(email, "legacy-pw1")).toBe(true);
  });
});
