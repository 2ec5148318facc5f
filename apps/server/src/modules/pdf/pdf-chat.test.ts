import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { chatWith } from "../../../test/chats.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { topicPage, writePdf } from "../../../test/pdf-files.ts";
import { parseEvents } from "../../../test/sse.ts";
import { putUpload, signUpload } from "../../../test/uploads.ts";
import { backgroundContext } from "../../context.ts";
import { processDuePdfDocuments } from "./pdf-jobs.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: number;
let pdfBot: string;

const logbook = writePdf([topicPage(1), topicPage(2), topicPage(3)]);

async function uploadPdf(bytes: Buffer): Promise<string> {
  const signed = await signUpload(harness.app, token, {
    size: bytes.length,
    contentType: "application/pdf",
    purpose: "pdf",
  });
  return (await putUpload(harness.app, signed.result.url, bytes, "application/pdf")).result.url;
}

beforeAll(async () => {
  harness = await createTestApp({ env: { UPLOAD_SIGNING_SECRET: "s".repeat(40) } });
  const session = await buildSession(harness.database.db);
  token = session.token;
  userId = Number(session.user.id);
  const created = await call(harness.app, "POST", "/api/ai/roleInfo/pdfBot", {
    token,
    body: {
      pdfUrl: await uploadPdf(logbook),
      fileName: "logbook.pdf",
      name: "Keeper",
      greeting: "Ask me about the log.",
      persona: "An old lighthouse keeper who knows the log by heart.",
      visibility: "public",
    },
  });
  pdfBot = created.result.botId;
  await processDuePdfDocuments(backgroundContext(harness), { workerId: "chat-test" });
});
afterAll(() => harness.close());

const lastReply = async (botId: string, question: string) => {
  const { messages } = await chatWith(harness.app, token, botId, [question]);
  return messages.at(-1)!.content;
};

describe("chatting with a PDF bot and no model configured", () => {
  it("quotes the passage that answers and cites its page", async () => {
    const reply = await lastReply(pdfBot, "How many gulls did the keeper count on day 2?");
    expect(reply).toContain("14 gulls");
    expect(reply).toContain("(p. 2)");
  });

  it("answers a visitor from the document too, citing the page", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/v1/chat/preview/chat",
      payload: { botId: pdfBot, messages: [{ role: "user", content: "How many gulls on day 2?" }] },
      remoteAddress: "172.16.9.1",
    });
    const done = parseEvents(response.body).at(-1)!;
    expect(done.event, response.body.slice(0, 300)).toBe("done");
    expect(done.data.content).toContain("14 gulls");
    expect(done.data.content).toContain("(p. 2)");
  });

  it("says plainly when the document does not cover the question, in the question's language", async () => {
    expect(await lastReply(pdfBot, "What is the recipe for pancakes?")).toMatch(
      /does not say anything about that/,
    );
    expect(await lastReply(pdfBot, "煎饼怎么做？")).toContain("没有找到");
  });

  it("shows the passages with their pages in the prompt's documents section", async () => {
    const { dialogueId } = await chatWith(harness.app, token, pdfBot, [
      "What happened on day 3 with the gulls?",
    ]);
    const debug = await call(harness.app, "POST", "/api/v1/chat/debugPrompt", {
      token,
      body: { dialogueId },
    });
    const system = debug.result.messages[0].content as string;
    expect(system).toContain("[Document passages]");
    expect(system).toMatch(/\[p\. 3\]\nChapter 3: the lighthouse keeper's log/);
    expect(system).toContain("(p. N)");
    const section = (debug.result.sections as { name: string; tokens: number }[]).find(
      (entry) => entry.name === "documents",
    );
    expect(section?.tokens).toBeGreaterThan(20);
  });
});

describe("a supplemental PDF of an ordinary bot", () => {
  it("brings matching passages into the bot's prompt like lore, and nothing when none match", async () => {
    const bot = await buildBot(harness.database.db, { creatorId: userId, name: "Sailor" });
    const botId = String(bot.id);
    const set = await call(
      harness.app,
      "POST",
      `/api/ai/roleInfo/supplemental-information?botId=${botId}&pdfUrl=${encodeURIComponent(await uploadPdf(logbook))}`,
      { token },
    );
    expect(set.result).toMatchObject({
      role: "supplemental",
      state: "queued",
      fileName: expect.stringMatching(/\.pdf$/),
    });
    await processDuePdfDocuments(backgroundContext(harness), { workerId: "chat-test" });
    const prompt = async (line: string) => {
      const { dialogueId } = await chatWith(harness.app, token, botId, [line]);
      const debug = await call(harness.app, "POST", "/api/v1/chat/debugPrompt", {
        token,
        body: { dialogueId },
      });
      return debug.result.messages[0].content as string;
    };
    const matching = await prompt("Tell me about topic2x in the log.");
    expect(matching).toContain("[p. 2]");
    expect(matching).toContain("Topic marker topic2x appears only on this page of the log.");
    expect(await prompt("Nice weather today!")).not.toContain("[Document passages]");
    // Removed: its passages leave the prompt.
    await call(harness.app, "POST", `/api/ai/roleInfo/supplemental-information?botId=${botId}&pdfUrl=`, {
      token,
    });
    expect(await prompt("Tell me about topic2x in the log.")).not.toContain("[Document passages]");
  });
});
