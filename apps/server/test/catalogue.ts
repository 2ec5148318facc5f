import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "./accounts.ts";

/** The listed bots of the first seeded category that has at least `min` of them. */
export async function botsOfSomeCategory(app: FastifyInstance, min = 3): Promise<{ id: string }[]> {
  const categories = (await call(app, "GET", "/api/ai/roleInfo/getBotCategory")).result as { id: number }[];
  for (const category of categories) {
    const list = (
      await call(app, "POST", "/api/ai/roleInfo/queryBotInfo", {
        body: { categoryId: category.id, limit: 50 },
      })
    ).result.list as { id: string }[];
    if (list.length >= min) return list;
  }
  expect.fail(`no seeded category has ${min} bots`);
}
