import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What a fake service received: the path, headers and the body parsed as the real API would. */
export interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  json?: Record<string, unknown>;
  form?: FormData;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local server speaking ElevenLabs' voice-cloning wire format (POST /v1/voices/add multipart name +
 * files → {voice_id}; POST /v1/text-to-speech/{id} {text, model_id} → audio/mpeg) and OpenAI's
 * /v1/audio/speech (JSON → MP3). Requests without the key are refused with 401 like the real ones.
 */
export async function fakeSpeechServices(options: { key: string; mp3: Uint8Array }) {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const path = request.url ?? "";
    const entry: Received = { path, headers: request.headers };
    received.push(entry);
    const contentType = String(request.headers["content-type"] ?? "");
    if (contentType.startsWith("multipart/form-data"))
      entry.form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    else if (contentType.startsWith("application/json")) entry.json = JSON.parse(body.toString("utf8"));
    const keyed =
      request.headers["xi-api-key"] === options.key ||
      request.headers.authorization === `Bearer ${options.key}`;
    if (!keyed) {
      response.writeHead(401, { "content-type": "application/json" }).end('{"detail":"invalid key"}');
      return;
    }
    if (path === "/v1/voices/add" && entry.form?.get("name") && entry.form.getAll("files").length > 0) {
      response.writeHead(200, { "content-type": "application/json" }).end('{"voice_id":"cloned-voice-1"}');
      return;
    }
    const speaks =
      (path.startsWith("/v1/text-to-speech/") && typeof entry.json?.text === "string") ||
      (path === "/v1/audio/speech" && typeof entry.json?.input === "string");
    if (speaks) {
      response.writeHead(200, { "content-type": "audio/mpeg" }).end(Buffer.from(options.mp3));
      return;
    }
    response.writeHead(422, { "content-type": "application/json" }).end('{"detail":"bad request"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
