import { AuthMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, latestCode, readOutbox, signUp, uniqueEmail } from "../../../test/accounts.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";

const clock = movableClock();
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

const post = (url: string, body: object, token?: string) => call(harness.app, "POST", url, { body, token });
const get = (url: string, token?: string | null) => call(harness.app, "GET", url, { token });

describe("email and password", () => {
  it("creates an account on first login and signs in once the emailed code is verified", async () => {
    const email = uniqueEmail("new");
    const pending = await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42" });
    expect(pending).toMatchObject({ code: 0, status: 200 });
    expect(pending.result).toMatchObject({ email, needValidEmail: true, token: null });

    const code = await latestCode(harness.app, email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post("/api/user/valid/email", {
      email,
      authCode: code === "000000" ? "111111" : "000000",
    });
    expect(wrong).toMatchObject({ code: ResponseCode.FAILED, message: AuthMessages.wrongCode });

    const verified = await post("/api/user/valid/email", { email, authCode: code });
    expect(verified.code).toBe(0);
    expect(verified.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.result).toMatchObject({ isNewUser: true, needValidEmail: false });

    const info = await get("/api/user/info", verified.result.token);
    expect(info.result).toMatchObject({ email, token: null, namePromptPending: false });
    expect(info.result.userName).not.toBe(email.split("@")[0]);
  });

  it("signs in with the password afterwards; a wrong one signs in nobody and asks for the emailed code", async () => {
    const { email, password } = await signUp(harness.app);
    const again = await post("/api/user/login", { srcType: "LOCAL", email, userPwd: password });
    expect(again.result).toMatchObject({ isNewUser: false, needValidEmail: false });
    expect(again.result.token).toBeTruthy();
    const wrong = await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "wrong-pass1" });
    expect(wrong).toMatchObject({ code: 0, result: { email, needValidEmail: true, token: null } });
  });

  it("treats the email case-insensitively", async () => {
    const { email, password } = await signUp(harness.app);
    const upper = await post("/api/user/login", {
      srcType: "LOCAL",
      email: email.toUpperCase(),
      userPwd: password,
    });
    expect(upper.result.email).toBe(email);
  });

  it.each([
    ["12345678", "all digits"],
    ["abc1", "too short"],
    ["abcdefghij1234567890x", "too long"],
  ])("rejects the password %s (%s) and creates nothing", async (password) => {
    const email = uniqueEmail("weak");
    const response = await post("/api/user/login", { srcType: "LOCAL", email, userPwd: password });
    expect(response.status).toBe(400);
    expect(response.message).toBe(`body.userPwd: ${AuthMessages.passwordRule}`);
    const pending = await post("/api/user/valid/email", { email, authCode: "123456" });
    expect(pending.message).toBe(AuthMessages.wrongCode);
  });

  it.each([
    ["not-an-email"],
    ["a@b"],
    ["\u0430dmin@example.com"], // Cyrillic "а" posing as Latin
    ["x' OR 1=1--@example.com"],
    ["<script>alert(1)</script>@example.com"],
    [`${"a".repeat(250)}@example.com`],
  ])("rejects the email %j with the spec's message", async (email) => {
    const response = await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42" });
    expect(response.status).toBe(400);
    expect(response.message).toBe(`body.email: ${AuthMessages.emailFormat}`);
  });

  it("names missing fields", async () => {
    expect((await post("/api/user/login", { srcType: "LOCAL", userPwd: "secret42" })).message).toBe(
      `body.email: ${AuthMessages.emailEmpty}`,
    );
    expect((await post("/api/user/login", { srcType: "LOCAL", email: uniqueEmail() })).message).toMatch(
      /^body\.userPwd: /,
    );
    expect(
      (await post("/api/user/login", { srcType: "LOCAL", email: "", userPwd: "secret42" })).message,
    ).toBe(`body.email: ${AuthMessages.emailEmpty}`);
    expect((await post("/api/user/login", { srcType: "TELEGRAM" })).message).toMatch(/^body\.srcType: /);
  });
});

describe("verification codes", () => {
  it("allows a resend only after 60 seconds, and only the newest code works", async () => {
    const email = uniqueEmail("resend");
    await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42" });
    const first = await latestCode(harness.app, email);
    const tooSoon = await post("/api/user/send/auth/code", { methodType: 1, email });
    expect(tooSoon).toMatchObject({ code: ResponseCode.FAILED, message: AuthMessages.resendTooSoon });
    clock.advance(61_000);
    expect((await post("/api/user/send/auth/code", { methodType: 1, email })).code).toBe(0);
    const second = await latestCode(harness.app, email);
    if (first !== second) {
      expect((await post("/api/user/valid/email", { email, authCode: first })).message).toBe(
        AuthMessages.wrongCode,
      );
    }
    expect((await post("/api/user/valid/email", { email, authCode: second })).code).toBe(0);
  });

  it("kills a code after 5 wrong tries", async () => {
    const email = uniqueEmail("tries");
    await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42" });
    const code = await latestCode(harness.app, email);
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await post("/api/user/valid/email", { email, authCode: wrongCode })).message).toBe(
        AuthMessages.wrongCode,
      );
    }
    expect((await post("/api/user/valid/email", { email, authCode: wrongCode })).message).toBe(
      AuthMessages.codeTooManyTries,
    );
    expect((await post("/api/user/valid/email", { email, authCode: code })).message).toBe(
      AuthMessages.codeTooManyTries,
    );
  });

  it("expires a code after 10 minutes", async () => {
    const email = uniqueEmail("expiry");
    await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42" });
    const code = await latestCode(harness.app, email);
    clock.advance(10 * 60_000 + 1000);
    expect((await post("/api/user/valid/email", { email, authCode: code })).message).toBe(
      AuthMessages.codeExpired,
    );
  });

  it.each([["12345"], ["1234567"], ["12a456"], [" 123456"]])(
    "rejects the malformed code %j",
    async (authCode) => {
      const response = await post("/api/user/valid/email", { email: uniqueEmail(), authCode });
      expect(response.status).toBe(400);
      expect(response.message).toBe(`body.authCode: ${AuthMessages.wrongCode}`);
    },
  );

  it("refuses an unknown methodType", async () => {
    const response = await post("/api/user/send/auth/code", { methodType: 9, email: uniqueEmail() });
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/^body\.methodType: /);
  });
});

describe("password reset", () => {
  it("checks the code in step 1, sets the password in step 2 and signs in, ending other sessions", async () => {
    const { email, token: oldToken } = await signUp(harness.app);
    expect((await post("/api/user/send/auth/code", { methodType: 2, email })).code).toBe(0);
    const code = await latestCode(harness.app, email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await post("/api/user/check/reset/code", { email, authCode: wrongCode })).message).toBe(
      AuthMessages.wrongCode,
    );
    expect((await post("/api/user/check/reset/code", { email, authCode: code })).code).toBe(0);

    const mismatch = await post("/api/user/reset/pwd", {
      email,
      authCode: code,
      newPwd: "newpass99",
      confirmPwd: "other99x",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.message).toBe(`body.confirmPwd: ${AuthMessages.passwordsDiffer}`);

    const reset = await post("/api/user/reset/pwd", {
      email,
      authCode: code,
      newPwd: "newpass99",
      confirmPwd: "newpass99",
    });
    expect(reset.code).toBe(0);
    expect(reset.result.token).toBeTruthy();
    expect((await get("/api/user/info", oldToken)).code).toBe(ResponseCode.LOGGED_OUT);
    const oldPassword = await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42" });
    expect(oldPassword.result).toMatchObject({ needValidEmail: true, token: null });
    const newPassword = await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "newpass99" });
    expect(newPassword.result.token).toBeTruthy();
    expect((await post("/api/user/reset/pwd", { email, authCode: code, newPwd: "again999x" })).message).toBe(
      AuthMessages.wrongCode,
    );
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    expect((await post("/api/user/send/auth/code", { methodType: 2, email })).code).toBe(0);
    expect((await readOutbox(harness.app)).some((message) => message.to === email)).toBe(false);
  });
});

describe("sessions", () => {
  it("needs a login (109), and a revoked token gets 421", async () => {
    expect(await get("/api/user/info")).toMatchObject({ code: ResponseCode.NEED_LOGIN, status: 401 });
    const { token } = await signUp(harness.app);
    expect((await get("/api/user/loginOut", token)).code).toBe(0);
    expect(await get("/api/user/info", token)).toMatchObject({
      code: ResponseCode.LOGGED_OUT,
      message: AuthMessages.loggedOut,
    });
    expect((await get("/api/user/info", "not a token at all!")).code).toBe(ResponseCode.LOGGED_OUT);
    expect((await get("/api/user/info", "A".repeat(43))).code).toBe(ResponseCode.LOGGED_OUT);
  });

  it("keeps public pages working with a stale token", async () => {
    const { token } = await signUp(harness.app);
    await get("/api/user/loginOut", token);
    expect((await get("/api/homePage/getContent", token)).code).toBe(0);
  });

  it("expires sessions after the configured days", async () => {
    const { token } = await signUp(harness.app);
    clock.advance(31 * 24 * 3600 * 1000);
    expect((await get("/api/user/info", token)).code).toBe(ResponseCode.LOGGED_OUT);
  });
});

describe("phone sign-in", () => {
  it("signs in with an SMS code, creating the account the first time", async () => {
    const phone = `138${String(process.pid).padStart(8, "0").slice(-8)}`;
    expect((await post("/api/user/send/auth/code", { methodType: 3, phone })).code).toBe(0);
    const code = await latestCode(harness.app, phone);
    const first = await post("/api/user/login", { srcType: "PHONE", phone, code });
    expect(first.result).toMatchObject({ phone, isNewUser: true, needValidEmail: false, srcType: "PHONE" });
    clock.advance(61_000);
    await post("/api/user/send/auth/code", { methodType: 3, phone });
    const again = await post("/api/user/login", {
      srcType: "PHONE",
      phone,
      code: await latestCode(harness.app, phone),
    });
    expect(again.result).toMatchObject({ id: first.result.id, isNewUser: false });
  });

  it.each([["23800138000"], ["1380013800"], ["138001380001"], ["+8613800138000"]])(
    "rejects the phone number %s",
    async (phone) => {
      const response = await post("/api/user/send/auth/code", { methodType: 3, phone });
      expect(response.status).toBe(400);
      expect(response.message).toBe(`body.phone: ${AuthMessages.phoneFormat}`);
    },
  );
});

describe("invitation codes", () => {
  it("records another user's real invitation code and ignores a made-up one", async () => {
    const inviter = await signUp(harness.app);
    const [row] = await harness.database.db.query.users.findMany({
      where: (users, { eq }) => eq(users.id, Number(inviter.user.id)),
    });
    // The code answer says nothing about the account; the account made by verifying carries the code.
    const signUpWith = async (email: string, usedInvitationCode: string) => {
      await post("/api/user/login", { srcType: "LOCAL", email, userPwd: "secret42", usedInvitationCode });
      const authCode = await latestCode(harness.app, email);
      return (await post("/api/user/valid/email", { email, authCode })).result;
    };
    expect((await signUpWith(uniqueEmail("invited"), row!.invitationCode!)).usedInvitationCode).toBe(
      row!.invitationCode,
    );
    expect((await signUpWith(uniqueEmail("bogus"), "NOPE1234")).usedInvitationCode).toBeNull();
  });
});
