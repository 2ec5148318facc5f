import { AuthMessages, ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appOnMovableClock, latestCode, readOutbox, signUp, uniqueEmail } from "../../../test/accounts.ts";
import { users } from "../users/users.schema.ts";
import { hashPassword } from "./secrets.ts";

/** Issue 15, item 9: the most common passwords are refused wherever a password is set. */

const testApp = appOnMovableClock();
const { post, login } = testApp;

const tooCommon = { code: ResponseCode.FAILED, message: AuthMessages.commonPassword, result: null };
const outboxHas = async (email: string) =>
  (await readOutbox(testApp.harness.app)).some((entry) => entry.to === email);

describe("common passwords", () => {
  it("are refused at sign-up, whatever their case, and no code is sent", async () => {
    const email = uniqueEmail("common");
    expect(await login(email, "12345678a")).toMatchObject(tooCommon);
    expect(await login(email, "PassWord1")).toMatchObject(tooCommon);
    expect(await outboxHas(email)).toBe(false);
  });

  it("still sign in an account that already has one; a wrong common one is answered as for an unknown address", async () => {
    const { email, user } = await signUp(testApp.harness.app);
    await testApp.harness.database.db
      .update(users)
      .set({ passwordHash: await hashPassword("qwerty123") })
      .where(eq(users.id, Number(user.id)));
    expect((await login(email, "qwerty123")).result.token).toBeTruthy();
    expect(await login(email, "iloveyou")).toMatchObject(tooCommon);
  });

  it("are refused as a new password at reset, naming the field", async () => {
    const { email } = await signUp(testApp.harness.app);
    await post("/api/user/send/auth/code", { methodType: 2, email });
    const authCode = await latestCode(testApp.harness.app, email);
    const reset = await post("/api/user/reset/pwd", {
      email,
      authCode,
      newPwd: "Iloveyou",
      confirmPwd: "Iloveyou",
    });
    expect(reset).toMatchObject({ status: 400, message: `body.newPwd: ${AuthMessages.commonPassword}` });
    expect((await post("/api/user/reset/pwd", { email, authCode, newPwd: "velvet-otter42" })).code).toBe(0);
  });

  it("are refused when repeated with the code, before the code is used up", async () => {
    const email = uniqueEmail("verify");
    await login(email, "velvet-otter42");
    const authCode = await latestCode(testApp.harness.app, email);
    expect(await post("/api/user/valid/email", { email, authCode, userPwd: "password1" })).toMatchObject(
      tooCommon,
    );
    const verified = await post("/api/user/valid/email", { email, authCode, userPwd: "velvet-otter42" });
    expect(verified.result.token).toBeTruthy();
  });
});
