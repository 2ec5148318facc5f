import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createMockLlm } from "../../../scripts/lib/mock-llm.mjs";

export interface RecordedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * The repository's mock model server (every wire format) in this process on a free loopback port,
 * recording each request it gets, so a test sees what a backend put on the wire.
 */
export async function recordedMock(options: { tokens?: number; delayMs?: number } = {}) {
  const server = createMockLlm(options);
  const seen: RecordedRequest[] = [];
  server.on("request", (request) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk;
    });
    request.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text || "{}");
      } catch {}
      seen.push({ url: request.url ?? "", headers: request.headers, body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Every part of a model's stream, read to its end. */
export async function partsOf<Part>(stream: ReadableStream<Part>): Promise<Part[]> {
  const parts: Part[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return parts;
}
