import { AuthMessages, ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";

/** Email codes asked for `count` new addresses, all from one client address; answers each reply. */
async function codesFromOneAddress(perIp: string, count: number) {
  const harness = await createTestApp({ env: { DAILY_CODES_PER_IP: perIp } });
  try {
    const answers = [];
    for (let index = 0; index < count; index++) {
      const body = { methodType: 1, email: uniqueEmail(`cap${index}`) };
      answers.push(await call(harness.app, "POST", "/api/user/send/auth/code", { body, ip: "10.9.9.9" }));
    }
    return answers;
  } finally {
    await harness.close();
  }
}

describe("the daily cap of codes per client address", () => {
  it("refuses the code past DAILY_CODES_PER_IP in a day", async () => {
    const answers = await codesFromOneAddress("3", 4);
    expect(answers.slice(0, 3).map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(answers[3]).toMatchObject({ code: ResponseCode.FAILED, message: AuthMessages.dailyCodeLimit });
  });

  it("has no cap per address when set to 0: the same four codes are all sent", async () => {
    const answers = await codesFromOneAddress("0", 4);
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
  });
});
