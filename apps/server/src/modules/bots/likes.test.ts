import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
let other: TestAccount;
let botId: string;
beforeAll(async () => {
  harness = await createTestApp();
  [reader, other] = [await buildSession(harness.database.db), await buildSession(harness.database.db)];
  const list = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 1 } });
  botId = String(list.result.list[0].id);
});
afterAll(() => harness.close());

const get = (url: string, token = reader.token) => call(harness.app, "GET", `/api${url}`, { token });

describe("likes", () => {
  it("counts one like per user, idempotently, and takes it back", async () => {
    const before = (await get(`/ai/roleInfo/getBotInfo?botId=${botId}`)).result.likes as number;
    expect((await get(`/v1/chat/like?botId=${botId}`)).result).toMatchObject({
      liked: true,
      likes: before + 1,
    });
    expect((await get(`/v1/chat/like?botId=${botId}`)).result.likes).toBe(before + 1);
    expect((await get(`/v1/chat/like?botId=${botId}`, other.token)).result.likes).toBe(before + 2);
    expect((await get(`/v1/chat/cancelLike?botId=${botId}`)).result).toMatchObject({
      liked: false,
      likes: before + 1,
    });
    expect((await get(`/v1/chat/cancelLike?botId=${botId}`)).result.likes).toBe(before + 1);
    expect((await call(harness.app, "GET", `/api/v1/chat/like?botId=${botId}`)).code).toBe(
      ResponseCode.NEED_LOGIN,
    );
  });
});
