import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, uniqueEmail } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

const adminEmail = uniqueEmail("credits-admin");
let harness: TestApp;
let admin: string;

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  admin = (await buildSession(harness.database.db, { userOverrides: { email: adminEmail } })).token;
});
afterAll(() => harness.close());

const get = (url: string, token: string, app = harness.app) => call(app, "GET", `/api${url}`, { token });
const generate = (token: string, app = harness.app) =>
  call(app, "POST", "/api/ai/roleInfo/generateAvatars", { token, body: { name: "Seraphina", count: 2 } });
const balance = async (token: string, app = harness.app) =>
  (await get("/user/credits/getCount", token, app)).result.creditAmount;

describe("what credits are spent on", () => {
  it("lists the prices in COST_COIN_LIST and getAvatarGenPrice", async () => {
    const { token } = await signUp(harness.app);
    const list = await call(harness.app, "GET", "/api/config/getConfigByKey?key=COST_COIN_LIST");
    expect(list.result).toEqual({
      list: [
        { key: "AVATAR_GENERATION", credits: 2 },
        { key: "PICTURE_UNLOCK", credits: 3 },
      ],
    });
    expect((await get("/user/credits/getAvatarGenPrice", token)).result).toEqual({ price: 2, yourPrice: 2 });
  });

  it("takes the price of an avatar generation from the balance, and refuses it when the balance is short", async () => {
    const { token } = await signUp(harness.app);
    expect((await generate(token)).code).toBe(0);
    expect(await balance(token)).toBe(28);
    const history = (await get("/user/credits/history?page=1&limit=5", token)).result.list;
    expect(history[0]).toMatchObject({ kind: "spend", amount: -2, reason: "avatar_generation" });

    const broke = await buildSession(harness.database.db);
    const refused = await generate(broke.token);
    expect(refused).toMatchObject({ code: ResponseCode.NOT_ENOUGH_CREDITS, message: "Not enough credits" });
  });

  it("charges members whose plan needs no credits nothing", async () => {
    const { token, email } = await signUp(harness.app);
    await call(harness.app, "POST", "/api/admin/plans/grant", {
      token: admin,
      body: { email, vipEnum: "STANDARD", days: 5 },
    });
    expect((await get("/user/credits/getAvatarGenPrice", token)).result.yourPrice).toBe(0);
    expect((await generate(token)).code).toBe(0);
    expect(await balance(token)).toBe(30);
  });

  it("gives the credits back when the generation fails", async () => {
    const model = createServer((_request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "overloaded" } }));
    });
    await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    const failing = await createTestApp({ env: { IMAGE_MODEL_URL: url } });
    try {
      const { token } = await signUp(failing.app);
      const failed = await generate(token, failing.app);
      expect(failed.message).toBe("Avatar generation failed: the image model answered HTTP 500");
      expect(await balance(token, failing.app)).toBe(30);
      const reasons = (await get("/user/credits/history?page=1&limit=5", token, failing.app)).result.list.map(
        (line: { kind: string; amount: number }) => [line.kind, line.amount],
      );
      expect(reasons.slice(0, 2)).toEqual([
        ["refund", 2],
        ["spend", -2],
      ]);
    } finally {
      await failing.close();
      model.close();
    }
  });
});
