import { AuthMessages, ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { appOnMovableClock, call, latestCode, signUp, uniqueEmail } from "../../../test/accounts.ts";
import { FAILURE_LIMITS } from "./auth.routes.ts";

/** Issue 15, item 7: guessing is throttled by failures per (account, address) and per address; no one locks the owner out. */

const testApp = appOnMovableClock();
const { clock, login } = testApp;

const tooMany = { status: 429, code: ResponseCode.TOO_MANY_REQUESTS, message: AuthMessages.tooManyAttempts };

describe("password guessing", () => {
  it("stops a guesser at one address after 5 failures on the account, even with the right password, for 15 minutes", async () => {
    const { email, password } = await signUp(testApp.harness.app);
    const guesser = "203.0.113.10";
    for (let attempt = 0; attempt < FAILURE_LIMITS.accountFromAddress; attempt += 1) {
      expect((await login(email, `guess${attempt}x`, guesser)).status).toBe(200);
    }
    expect(await login(email, "guess-last1", guesser)).toMatchObject(tooMany);
    expect(await login(email, password, guesser)).toMatchObject(tooMany);
    clock.advance(15 * 60_000);
    expect((await login(email, password, guesser)).result.token).toBeTruthy();
  });

  it("never locks the owner out: guessers at many addresses fail, the owner's right password still signs in", async () => {
    const { email, password } = await signUp(testApp.harness.app);
    for (let guesser = 1; guesser <= 12; guesser += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await login(email, `guess${attempt}x`, `198.51.100.${guesser}`);
    }
    const owner = await login(email, password, "192.0.2.50");
    expect(owner.result.token).toBeTruthy();
  });

  it("does not count correct sign-ins: an owner signing in often is never throttled", async () => {
    const { email, password } = await signUp(testApp.harness.app);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(email, password, "192.0.2.60")).result.token).toBeTruthy();
    }
  });

  it("stops one address failing on many accounts at the per-address limit, sign-in attempts included", async () => {
    const stuffer = "203.0.113.20";
    // Wrong codes are the cheapest failures to make (no password hashing); they count like wrong passwords.
    for (let failure = 0; failure < FAILURE_LIMITS.address - 1; failure += 1) {
      // Slowly enough for the ceiling on all requests (30 a minute); the failures add up all the same.
      if (failure % 25 === 24) clock.advance(61_000);
      const guess = await call(testApp.harness.app, "POST", "/api/user/valid/email", {
        ip: stuffer,
        body: { email: uniqueEmail("stuffed"), authCode: "123456" },
      });
      expect(guess.status).toBe(200);
    }
    expect((await login(uniqueEmail("stuffed"), "stuffed-pw1", stuffer)).status).toBe(200);
    expect(await login(uniqueEmail("stuffed"), "stuffed-pw1", stuffer)).toMatchObject(tooMany);
  });
});

describe("code guessing", () => {
  it("counts wrong codes as failures of the address on that account", async () => {
    const email = uniqueEmail("codes");
    await login(email, "signup-pw1");
    const code = await latestCode(testApp.harness.app, email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const guesser = "203.0.113.30";
    const verify = (authCode: string, ip: string) =>
      call(testApp.harness.app, "POST", "/api/user/valid/email", { body: { email, authCode }, ip });
    // The code dies after 5 wrong tries anyway; the address is also held back from a new one.
    for (let attempt = 0; attempt < FAILURE_LIMITS.accountFromAddress; attempt += 1)
      expect((await verify(wrongCode, guesser)).status).toBe(200);
    expect(await verify(wrongCode, guesser)).toMatchObject(tooMany);
  });
});
