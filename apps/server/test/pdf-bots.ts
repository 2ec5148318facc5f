import type { PdfDocumentInfo } from "@fable/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "./accounts.ts";
import { putUpload, signUpload } from "./uploads.ts";

/** Uploads a PDF as `token`'s user (sign, then PUT) and answers its address. */
export async function uploadPdf(app: FastifyInstance, token: string, bytes: Uint8Array): Promise<string> {
  const signed = await signUpload(app, token, {
    size: bytes.length,
    contentType: "application/pdf",
    purpose: "pdf",
  });
  const put = await putUpload(app, signed.result.url, Buffer.from(bytes), "application/pdf");
  expect(put.code, put.message).toBe(0);
  return put.result.url;
}

/** A PDF bot made from these bytes (its document queued for the reading job); answers its id. */
export async function createPdfBot(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  fileName = "doc.pdf",
): Promise<string> {
  const pdfUrl = await uploadPdf(app, token, bytes);
  const created = await call(app, "POST", "/api/ai/roleInfo/pdfBot", {
    token,
    body: { pdfUrl, fileName, name: "Reader", greeting: "Ask me about the document." },
  });
  expect(created.code, created.message).toBe(0);
  return created.result.botId as string;
}

/** The bot's first document as `GET /ai/roleInfo/pdfDocuments` shows it to `token`'s user. */
export async function pdfDocumentOf(
  app: FastifyInstance,
  token: string,
  botId: string,
  headers: Record<string, string> = {},
): Promise<PdfDocumentInfo> {
  const listed = await call(app, "GET", `/api/ai/roleInfo/pdfDocuments?botId=${botId}`, { token, headers });
  expect(listed.code, listed.message).toBe(0);
  return listed.result.documents[0];
}
