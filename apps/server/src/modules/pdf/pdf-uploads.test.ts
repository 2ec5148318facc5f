import { readFileSync } from "node:fs";
import path from "node:path";
import { PdfMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSession } from "../../../test/factories/index.ts";
import { fixturesPresent, PDF_FIXTURES } from "../../../test/fixtures.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { putUpload, signUpload } from "../../../test/uploads.ts";

const clock = movableClock(new Date("2025-03-01T12:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: number;
beforeAll(async () => {
  harness = await createTestApp({
    clock,
    env: { UPLOAD_SIGNING_SECRET: "s".repeat(40), PDF_MAX_BYTES: String(1024 * 1024) },
  });
  const session = await buildSession(harness.database.db, { now: clock.now() });
  token = session.token;
  userId = Number(session.user.id);
});
afterAll(() => harness.close());

const pdf = readFileSync(path.join(PDF_FIXTURES, "pagelabels.pdf"));
const pdfFile = (size: number) => ({ size, contentType: "application/pdf", purpose: "pdf" as const });

describe.skipIf(!fixturesPresent)("uploading a PDF", () => {
  it("stores the bytes as they are under the uploader's folder and serves them as a PDF", async () => {
    const signed = await signUpload(harness.app, token, pdfFile(pdf.length));
    expect(signed.result.url).toMatch(
      new RegExp(`^/uploads/pdfs/${userId}/[0-9a-f]{32}\\.pdf\\?.*purpose=pdf`),
    );
    const uploaded = await putUpload(harness.app, signed.result.url, pdf, "application/pdf");
    expect(uploaded).toMatchObject({ status: 200, code: 0 });
    const served = await harness.app.inject({ method: "GET", url: uploaded.result.url });
    expect(served.headers["content-type"]).toMatch(/application\/pdf/);
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
  });

  it("refuses other types and files over PDF_MAX_BYTES when signing, with the limit in the message", async () => {
    const image = await signUpload(harness.app, token, { ...pdfFile(100), contentType: "image/png" });
    expect(image).toMatchObject({ status: 400, message: PdfMessages.pdfOnly });
    const large = await signUpload(harness.app, token, pdfFile(1024 * 1024 + 1));
    expect(large).toMatchObject({ status: 400, message: "PDF files must be at most 1 MB" });
    const config = await harness.app.inject({
      method: "GET",
      url: "/api/ai/roleInfo/botConfig",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(config.json().result.pdfMaxBytes).toBe(1024 * 1024);
  });

  it("refuses bytes that do not start like a PDF, and nothing is stored", async () => {
    const fake = Buffer.from("<html>not a pdf</html>".repeat(10));
    const signed = await signUpload(harness.app, token, pdfFile(fake.length));
    const uploaded = await putUpload(harness.app, signed.result.url, fake, "application/pdf");
    expect(uploaded).toMatchObject({ status: 400, message: PdfMessages.notAPdf });
    const served = await harness.app.inject({ method: "GET", url: signed.result.url.split("?")[0]! });
    expect(served.statusCode).toBe(404);
  });
});
