import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BotType, PdfMessages } from "@fable/contract";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { writePdf } from "../../../test/pdf-files.ts";
import { searchPdf } from "../../../test/pdf-search.ts";
import { putUpload, signUpload } from "../../../test/uploads.ts";
import { backgroundContext, type ServiceLog } from "../../context.ts";
import { pdfChunks } from "./pdf.schema.ts";
import { processDuePdfDocuments } from "./pdf-jobs.ts";
import { documentsForReply } from "./pdf-prompt.ts";
import { retrievePassages } from "./pdf-retrieval.ts";
import { inScope, searchScope } from "./pdf-term-rarity.ts";
import { hasPgvector, pgvectorRanking, portableRanking } from "./pdf-vector-ranking.ts";

/**
 * A fake OpenAI-compatible embeddings server: words of one concept share a dimension, so "cars"
 * and "automobile" land close; any other word adds a little to a dimension of its own hash.
 */
const CONCEPTS = [
  "car cars automobile automobiles vehicle vehicles",
  "built build made assembled assembly factory manufactured",
  "ocean sea sailed boat boats fishermen nets",
  "bakery bread loaves baked rolls",
].map((words) => new Set(words.split(" ")));
/**
 * 30 000 wide: past pgvector's 16 000 dimensions, so the portable ranking scores a document of three
 * passages in two slices; the last test narrows them to take pgvector's path.
 */
let dims = 30_000;
function fakeVector(text: string): number[] {
  const vector = new Array<number>(dims).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((words) => words.has(word));
    if (concept >= 0) vector[concept]! += 1;
    else vector[CONCEPTS.length + ([...word].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 12)]! += 0.1;
  }
  return vector;
}

let mode: "ok" | "fail" | "failQuery" = "ok";
const received: { model?: string; input: string[]; authorization?: string }[] = [];
const fake: Server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    const parsed = JSON.parse(body) as { model?: string; input: string[] };
    received.push({ ...parsed, authorization: request.headers.authorization });
    if (
      request.url !== "/v1/embeddings" ||
      mode === "fail" ||
      (mode === "failQuery" && parsed.input.length === 1)
    ) {
      response.writeHead(503, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "overloaded" } }));
      return;
    }
    // Answered out of order on purpose: clients must place each vector by its index.
    const data = parsed.input.map((text, index) => ({
      object: "embedding",
      index,
      embedding: fakeVector(text),
    }));
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ object: "list", data: data.reverse(), model: parsed.model }));
  });
});

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
/** What the job tells the operator's log (main.ts gives it the server's logger). */
const warnings: string[] = [];
const log = {
  info: () => {},
  warn: (_details: object, message: string) => warnings.push(message),
  error: () => {},
} as unknown as ServiceLog;
const job = () => processDuePdfDocuments(backgroundContext({ ...harness, log }), { workerId: "test-worker" });

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as AddressInfo;
  harness = await createTestApp({
    env: {
      UPLOAD_SIGNING_SECRET: "s".repeat(40),
      MAX_BOTS_PER_USER: "100",
      EMBEDDINGS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      EMBEDDINGS_API_KEY: "test-key",
      EMBEDDINGS_MODEL: "fake-embed",
    },
  });
  token = (await buildSession(harness.database.db)).token;
});
afterAll(async () => {
  await harness.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  mode = "ok";
  dims = 30_000;
  received.length = 0;
});

const PAGES = [
  ["The automobile plant assembled engines and painted doors in the northern district."],
  ["Fishermen sailed across the ocean at dawn to cast their nets for herring."],
  ["The bakery sold fresh loaves and sweet rolls every morning before sunrise."],
];
const PARAPHRASE = "Where were cars built?";

async function readyPdfBot() {
  const bytes = writePdf(PAGES);
  const signed = await signUpload(harness.app, token, {
    size: bytes.length,
    contentType: "application/pdf",
    purpose: "pdf",
  });
  const put = await putUpload(harness.app, signed.result.url, bytes, "application/pdf");
  expect(put.code, put.message).toBe(0);
  const created = await call(harness.app, "POST", "/api/ai/roleInfo/pdfBot", {
    token,
    body: { pdfUrl: put.result.url, fileName: "town.pdf", name: "Town", greeting: "Ask me." },
  });
  expect(created.code, created.message).toBe(0);
  expect(await job()).toBe(1);
  const botId = created.result.botId as string;
  const listed = await call(harness.app, "GET", `/api/ai/roleInfo/pdfDocuments?botId=${botId}`, { token });
  return {
    botId,
    document: listed.result.documents[0] as { state: string; notice: string | null; documentId: string },
  };
}

const search = (botId: string, query: string) => searchPdf(harness.app, token, botId, query);

/** The same bot's passages with no embeddings endpoint: full text alone. */
const fullTextOnly = (botId: string, query: string) =>
  retrievePassages({ db: harness.database.db }, Number(botId), query);

const storedVectors = (documentId: string) =>
  harness.database.db
    .select({ embedding: pdfChunks.embedding })
    .from(pdfChunks)
    .where(eq(pdfChunks.documentId, Number(documentId)));

describe("PDF retrieval with an embeddings endpoint", () => {
  it("embeds passages while indexing, and a paraphrased question finds the page full text misses", async () => {
    const { botId, document } = await readyPdfBot();
    expect(document).toMatchObject({ state: "ready", notice: null });
    expect(received[0]).toMatchObject({ model: "fake-embed", authorization: "Bearer test-key" });
    const vectors = await storedVectors(document.documentId);
    expect(vectors).toHaveLength(3);
    for (const { embedding } of vectors) {
      expect(embedding).toHaveLength(dims);
      expect(Math.hypot(...embedding!)).toBeCloseTo(1, 4);
    }
    expect((await fullTextOnly(botId, PARAPHRASE)).map((passage) => passage.page)).not.toContain(1);
    const found = await search(botId, PARAPHRASE);
    expect(found[0]?.page).toBe(1);
    // A chat reply's documents section gets the same page (the prompt path passes the config on).
    const section = await documentsForReply(
      backgroundContext(harness),
      { id: Number(botId), botType: BotType.PDF },
      [PARAPHRASE],
      8192,
    );
    expect(section?.passages[0]?.page).toBe(1);
    // Words still count: a question in the document's own words finds its page first.
    expect((await search(botId, "herring nets"))[0]?.page).toBe(2);
  });

  it("leaves the document ready, searched by words, with a notice when the endpoint fails at indexing", async () => {
    mode = "fail";
    warnings.length = 0;
    const { botId, document } = await readyPdfBot();
    expect(document.state).toBe("ready");
    expect(document.notice).toBe(PdfMessages.semanticSearchOff);
    expect(warnings).toEqual(["embeddings endpoint failed; searching by words"]);
    expect(received.length).toBeGreaterThan(0);
    const withVectors = await harness.database.db
      .select({ id: pdfChunks.id })
      .from(pdfChunks)
      .where(isNotNull(pdfChunks.embedding));
    expect((await storedVectors(document.documentId)).every((row) => row.embedding === null)).toBe(true);
    expect(withVectors.length).toBeGreaterThan(0); // the first test's document keeps its own
    mode = "ok";
    received.length = 0;
    // No vectors for this bot: the question is not even sent to the endpoint.
    expect((await search(botId, "bakery loaves"))[0]?.page).toBe(3);
    expect(received).toHaveLength(0);
  });

  it("falls back to full text when the question's embedding fails", async () => {
    const { botId } = await readyPdfBot();
    mode = "failQuery";
    received.length = 0;
    const found = await search(botId, PARAPHRASE);
    expect(received).toHaveLength(1);
    expect(found).toEqual(await fullTextOnly(botId, PARAPHRASE));
    expect((await search(botId, "bakery loaves"))[0]?.page).toBe(3);
  });

  it("ranks with pgvector's cosine distance where the database has it, as the portable ranking does", async () => {
    dims = 64;
    const { botId } = await readyPdfBot();
    // PGlite is opened with pgvector; the PostgreSQL of CI has none, where the portable path answers.
    if (harness.database.kind === "pglite") expect(await hasPgvector(harness.database.db)).toBe(true);
    expect((await search(botId, PARAPHRASE))[0]?.page).toBe(1);
    const scope = await searchScope({ db: harness.database.db }, Number(botId), undefined);
    const comparable = and(inScope(scope!), isNotNull(pdfChunks.embedding));
    const question = fakeVector(PARAPHRASE);
    const norm = Math.hypot(...question);
    const unit = question.map((value) => value / norm);
    const portable = await portableRanking(harness.database.db, comparable, unit);
    expect(portable).toHaveLength(3);
    if (await hasPgvector(harness.database.db))
      expect(await pgvectorRanking(harness.database.db, comparable, unit)).toEqual(portable);
  });
});
