import { CARD_IMPORT_LIMITS, VISITOR_MESSAGES_MAX } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/accounts.ts";
import { cardAtEveryLimit, cardJson, prose } from "../test/card-documents.ts";
import { requestBlock } from "../test/event-loop.ts";
import { buildSession, type TestAccount } from "../test/factories/index.ts";
import { createTestApp } from "../test/harness.ts";
import { importCardFile } from "../test/multipart.ts";
import { streamPost } from "../test/sse.ts";
import { clearTokenCache, countTokens } from "./llm/prompt/tokens.ts";

/*
 * Issue 15 item 2: no single request may hold the event loop — and with it every other user — for
 * more than 100 ms, whatever text it carries, on PostgreSQL and on PGlite alike. Each hostile request
 * runs alone while monitorEventLoopDelay watches; the token cache is emptied before each attempt, so
 * every attempt tokenizes from cold. PGlite runs every statement on this thread, so there the figure
 * includes the database's own work: it stays under the limit because the client lets the loop turn
 * between statements (db/pglite-turns.ts) and the import inserts in bounded batches.
 */

const LIMIT_MS = 100;
const { maxTextChars } = CARD_IMPORT_LIMITS;

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let harness: Harness;
let creator: TestAccount;

beforeAll(async () => {
  harness = await createTestApp({
    env: {
      OFFLINE_MODEL_DELAY_MS: "0",
      VISITOR_MESSAGES: String(VISITOR_MESSAGES_MAX),
      VISITOR_MESSAGES_PER_DAY: "1000",
    },
  });
  creator = await buildSession(harness.database.db);
  // The tokenizer's tables and the import's code load once per process, before anything is measured.
  countTokens("warm up");
  await importCardFile(harness.app, "warm-up.json", cardJson({}), creator.token);
});
afterAll(() => harness.close());

/** `prepare` runs before each attempt, outside the measurement, after the token cache is emptied. */
async function expectQuick(label: string, work: () => Promise<unknown>, prepare?: () => Promise<void>) {
  const block = await requestBlock(work, {
    under: LIMIT_MS,
    prepare: async () => {
      clearTokenCache();
      await prepare?.();
    },
  });
  if (process.env.SECURITY_FIGURES === "1")
    console.log(
      `FIGURE event loop, ${label}: longest block ${Math.round(block.ms)} ms (wall clock ${Math.round(block.wallMs)} ms)`,
    );
  expect(block.ms, label).toBeLessThan(LIMIT_MS);
}

const importCard = async (bytes: Uint8Array) => {
  const answer = await importCardFile(harness.app, "card.json", bytes, creator.token);
  return answer;
};

/** Hostile runs without spaces: letters, CJK without punctuation, punctuation. */
const run = (chars: number, unit = "a") => unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

describe("hostile text holds the event loop under 100 ms per request", () => {
  // The cards are built before the measurement: serializing 200 000 entries is the test's work (tens
  // of milliseconds), not the server's.
  it("a card import at every limit", async () => {
    const card = cardAtEveryLimit();
    await expectQuick("card import at every limit", async () => {
      expect((await importCard(card)).code).toBe(0);
    });
  });

  it("a card of 200 000 lore entries, and one of 200 000 characters without spaces", async () => {
    const manyEntries = cardJson({
      character_book: { entries: Array.from({ length: 200_000 }, () => ({})) },
    });
    await expectQuick("card of 200 000 lore entries", async () => {
      expect((await importCard(manyEntries)).code).toBe(400);
    });
    const longField = cardJson({ description: run(200_000) });
    await expectQuick("card field of 200 000 characters without spaces", async () => {
      expect((await importCard(longField)).code).toBe(400);
    });
  });

  it("a chat turn with every card text at its cap, runs without spaces and the longest message", async () => {
    const card = cardJson({
      description: run(maxTextChars),
      personality: run(maxTextChars, "我们一起去公园散步吧今天天气很好"),
      scenario: run(maxTextChars, "!?"),
      mes_example: `<START>\n{{char}}: ${run(maxTextChars - 20, "ab")}`,
      system_prompt: prose(maxTextChars),
      post_history_instructions: run(maxTextChars, " \t"),
      first_mes: run(maxTextChars, "z"),
      character_book: {
        entries: Array.from({ length: 50 }, (_, index) => ({
          keys: ["lantern"],
          content: run(maxTextChars / 10, String.fromCharCode(0x4e00 + index)),
          constant: index % 2 === 0,
        })),
      },
    });
    const imported = await importCard(card);
    expect(imported.code, imported.message).toBe(0);
    const { botId } = imported.result;
    const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", {
      token: creator.token,
      body: { botId },
    });
    expect(entered.code, entered.message).toBe(0);
    const { dialogueId } = entered.result;
    // The first turn of a process loads the model code (a one-off of a few hundred ms, not the text's doing).
    await streamPost(
      harness.app,
      "/api/v1/chat/streamChat",
      { botId, dialogueId, content: "Hello" },
      creator.token,
    );
    await expectQuick("chat turn with every field at its cap", async () => {
      const { events } = await streamPost(
        harness.app,
        "/api/v1/chat/streamChat",
        { botId, dialogueId, content: `lantern ${run(3990, "x")}` },
        creator.token,
      );
      expect(events.at(-1)?.event).toBe("done");
    });
  });

  describe("a visitor's preview and adopt with 20 000-character messages", () => {
    let botId: string;
    const VISITOR_TURNS = 40;
    const conversation = (endWithBot: boolean) => {
      const messages: { role: "user" | "bot"; content: string }[] = [];
      // As many 20 000-character replies as the 1 MB body limit lets through.
      for (let turn = 0; turn < VISITOR_TURNS; turn++) {
        messages.push({ role: "user", content: `${turn} ${run(1000, "q")}` });
        if (endWithBot || turn < VISITOR_TURNS - 1) {
          messages.push({ role: "bot", content: run(20_000, turn % 20 ? "w" : "字") });
        }
      }
      return messages;
    };

    beforeAll(async () => {
      const created = await call(harness.app, "POST", "/api/ai/roleInfo/addBotV2", {
        token: creator.token,
        body: {
          name: "Hostile Visitor",
          greeting: "Hello there, traveller.",
          description: run(4000),
          personality: run(2000, "字"),
          visibility: "public",
        },
      });
      expect(created.code, created.message).toBe(0);
      botId = created.result.botId;
    });

    it("preview", async () => {
      const messages = conversation(false);
      // Loads the visitor path's code once, outside the measurement.
      await streamPost(harness.app, "/api/v1/chat/preview/chat", { botId, messages: [messages[0]] }, null);
      await expectQuick("visitor preview with 20 000-character messages", async () => {
        const { response, events } = await streamPost(
          harness.app,
          "/api/v1/chat/preview/chat",
          { botId, messages },
          null,
        );
        expect(events.at(-1)?.event, response.body.slice(0, 300)).toBe("done");
      });
    });

    it("adopt", async () => {
      const messages = conversation(true);
      // Each attempt adopts as a new reader, signed up outside the measurement.
      let reader: TestAccount;
      await expectQuick(
        "visitor adopt with 20 000-character messages",
        async () => {
          const adopted = await call(harness.app, "POST", "/api/v1/chat/visitor/adopt", {
            token: reader.token,
            body: { botId, messages },
          });
          expect(adopted.code, adopted.message).toBe(0);
        },
        async () => {
          reader = await buildSession(harness.database.db);
        },
      );
    });
  });
});
