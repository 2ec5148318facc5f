import type { FastifyInstance } from "fastify";
import type { Envelope } from "./accounts.ts";

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartFile(
  field: string,
  fileName: string,
  bytes: Uint8Array,
  contentType = "application/octet-stream",
) {
  const boundary = `----fable${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let cardImports = 0;
/**
 * POSTs a card file to /api/ai/roleInfo/importCard as a browser's form would, each from its own
 * address so the per-IP import limit never trips.
 */
export async function importCardFile(
  app: FastifyInstance,
  fileName: string,
  bytes: Uint8Array,
  token: string | null,
): Promise<Envelope & { status: number }> {
  const body = multipartFile("file", fileName, bytes);
  cardImports += 1;
  const response = await app.inject({
    method: "POST",
    url: "/api/ai/roleInfo/importCard",
    remoteAddress: `10.9.${cardImports >> 8}.${cardImports & 255}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, ...(response.json() as Envelope) };
}
