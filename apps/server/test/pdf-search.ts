import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "./accounts.ts";

/** The passages `GET /ai/roleInfo/pdfSearch` retrieves for a question to the bot, best first. */
export async function searchPdf(app: FastifyInstance, token: string, botId: string, query: string) {
  const found = await call(
    app,
    "GET",
    `/api/ai/roleInfo/pdfSearch?botId=${botId}&query=${encodeURIComponent(query)}`,
    { token },
  );
  expect(found.code, found.message).toBe(0);
  return found.result.passages as { page: number; text: string }[];
}
