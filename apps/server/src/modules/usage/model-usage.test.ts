import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMock } from "../../../test/mock-llm.ts";
import {
  appAgainst,
  closeUpstream,
  completionChunk,
  localUpstream,
  type OpenDialogue,
  openDialogue,
  sendAs,
} from "../../../test/upstream.ts";
import type { ServiceContext } from "../../context.ts";
import { usageByScene, usageOfUser } from "./model-usage.service.ts";
import { modelUsage } from "./usage.schema.ts";

/** Sends one message and returns the reply's streamed events. */
async function send(chat: OpenDialogue, content: string) {
  const events = await sendAs(chat, content);
  expect(events.at(-1)!.event).toBe("done");
  return events;
}

const rowsOf = (chat: OpenDialogue) =>
  chat.harness.database.db
    .select()
    .from(modelUsage)
    .where(eq(modelUsage.dialogueId, Number(chat.dialogueId)));

describe("token accounting per reply", () => {
  let mock: Awaited<ReturnType<typeof startMock>>;
  beforeAll(async () => {
    mock = await startMock({ tokens: 9 });
  });
  afterAll(() => mock.stop());

  it("stores the tokens the backend reports, per reply, with the scene that answered", async () => {
    const chat = await openDialogue(await appAgainst(mock.url));
    try {
      await send(chat, "Hello there, how are you today?");
      await send(chat, "And tomorrow?");
      const rows = await rowsOf(chat);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ sceneId: "default", model: "mock-model", kind: "reply", counted: false });
        expect(row.outputTokens).toBe(9);
        expect(row.inputTokens).toBeGreaterThan(0);
        expect(row.userId).toBe(chat.reader.row.id);
      }
      const ctx = { db: chat.harness.database.db, clock: { now: () => new Date() } } as ServiceContext;
      const [today] = await usageByScene(ctx, 7);
      expect(today).toMatchObject({ sceneId: "default", calls: 2, outputTokens: 18 });
      expect(today!.inputTokens).toBe(rows[0]!.inputTokens + rows[1]!.inputTokens);
      const mine = await usageOfUser(ctx, chat.reader.row.id, 7);
      expect(mine).toEqual([today]);
      expect(await usageOfUser(ctx, chat.reader.row.id + 999, 7)).toEqual([]);
    } finally {
      await chat.harness.close();
    }
  });

  it("counts the tokens itself when the backend reports none", async () => {
    const silent = await localUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(completionChunk("Aye, the tide is turning."));
      response.end(`${completionChunk("", "stop")}data: [DONE]\n\n`);
    });
    const chat = await openDialogue(await appAgainst(silent.url));
    try {
      await send(chat, "What of the tide?");
      const [row] = await rowsOf(chat);
      expect(row).toMatchObject({ kind: "reply", counted: true });
      expect(row!.outputTokens).toBeGreaterThanOrEqual(5);
      expect(row!.inputTokens).toBeGreaterThan(row!.outputTokens);
    } finally {
      await chat.harness.close();
      await closeUpstream(silent);
    }
  });

  it("records nothing for a reply that failed", async () => {
    const chat = await openDialogue(await appAgainst(mock.url, { LLM_MODEL: "fault-500" }));
    try {
      const response = await sendAs(chat, "Anyone?");
      expect(response.at(-1)!.event).toBe("error");
      expect(await rowsOf(chat)).toEqual([]);
    } finally {
      await chat.harness.close();
    }
  });
});
