import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * Local stand-ins for the three image engines, each speaking its real wire format and checking the
 * request as the real one does: OpenAI's POST /v1/images/generations, the Stable Diffusion WebUI's
 * POST /sdapi/v1/txt2img, and ComfyUI's POST /prompt → GET /history/{id} → GET /view. `mode` makes
 * them fail the ways engines do. Started on 127.0.0.1 at a free port by the tests.
 */
export type EngineFakeMode =
  | "ok"
  /** OpenAI only: answer data[0].url pointing back at this fake instead of b64_json. */
  | "url"
  | "refuse"
  | "fail"
  | "hang"
  | "notPicture"
  | "huge"
  /** ComfyUI only: the run ends with status "error". */
  | "runFails";

export interface FakeEngine {
  url: string;
  mode: EngineFakeMode;
  /** The JSON bodies received, in order. */
  received: { path: string; headers: IncomingMessage["headers"]; json?: unknown }[];
  close(): void;
}

/** A real PNG of `width`×`height` (a gradient, so it is no flat colour) as an engine would draw it. */
export async function drawnPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    pixels[index * 3] = (index % width) % 256;
    pixels[index * 3 + 1] = Math.floor(index / width) % 256;
    pixels[index * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

/** Streams `megabytes` of `byte`, wrapped in `prefix`/`suffix`, without holding it all. */
function stream(response: ServerResponse, type: string, megabytes: number, prefix = "", suffix = "") {
  response.writeHead(200, { "content-type": type });
  response.on("error", () => {});
  response.write(prefix);
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  let sent = 0;
  const pump = () => {
    while (sent < megabytes && response.write(chunk)) sent++;
    if (sent < megabytes) response.once("drain", pump);
    else response.end(suffix);
  };
  pump();
}

async function listen(
  handle: (
    fake: FakeEngine,
    request: IncomingMessage,
    body: string,
    response: ServerResponse,
  ) => Promise<void>,
): Promise<FakeEngine> {
  const fake = { mode: "ok", received: [] } as unknown as FakeEngine;
  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const entry: FakeEngine["received"][number] = { path: request.url ?? "", headers: request.headers };
    if (body) entry.json = JSON.parse(body);
    fake.received.push(entry);
    if (fake.mode === "hang") return;
    await handle(fake, request, body, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => {
    server.closeAllConnections();
    server.close();
  };
  return fake;
}

const sizeOf = (value: unknown) => /^(\d+)x(\d+)$/.exec(String(value));

/** OpenAI images: bearer `key`; {prompt, size "WxH", n: 1, response_format} → {created, data: [{b64_json}]}. */
export function fakeOpenAiImages(key: string): Promise<FakeEngine> {
  return listen(async (fake, request, raw, response) => {
    if (request.method === "GET" && request.url === "/files/picture.png") {
      response.writeHead(200, { "content-type": "image/png" }).end(await drawnPng(640, 640));
      return;
    }
    if (request.method !== "POST" || request.url !== "/v1/images/generations")
      return void json(response, 404, {});
    if (request.headers.authorization !== `Bearer ${key}` || fake.mode === "refuse")
      return void json(response, 401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error" },
      });
    const body = JSON.parse(raw) as Record<string, unknown>;
    const size = sizeOf(body.size);
    if (typeof body.prompt !== "string" || !size || body.n !== 1)
      return void json(response, 400, {
        error: { message: "Invalid request", type: "invalid_request_error" },
      });
    if (fake.mode === "fail")
      return void json(response, 500, { error: { message: "The server had an error" } });
    if (fake.mode === "huge")
      return stream(response, "application/json", 15, '{"data":[{"b64_json":"', '"}]}');
    if (fake.mode === "url")
      return void json(response, 200, { created: 1, data: [{ url: `${fake.url}/files/picture.png` }] });
    const picture =
      fake.mode === "notPicture"
        ? Buffer.from("<html>not a picture</html>")
        : await drawnPng(Number(size[1]), Number(size[2]));
    json(response, 200, { created: 1, data: [{ b64_json: picture.toString("base64") }] });
  });
}

/** A1111 /sdapi/v1/txt2img: {prompt, negative_prompt, width, height, steps, seed} → {images, parameters, info}. */
export function fakeA1111(): Promise<FakeEngine> {
  return listen(async (fake, request, raw, response) => {
    if (request.method !== "POST" || request.url !== "/sdapi/v1/txt2img")
      return void json(response, 404, { detail: "Not Found" });
    if (fake.mode === "refuse") return void json(response, 401, { detail: "Incorrect credentials" });
    const body = JSON.parse(raw) as Record<string, unknown>;
    const valid = ["width", "height", "steps", "seed"].every((field) => Number.isInteger(body[field]));
    if (!valid || typeof body.prompt !== "string")
      return void json(response, 422, { detail: [{ loc: ["body"], msg: "value is not a valid integer" }] });
    if (fake.mode === "fail")
      return void json(response, 500, {
        error: "OutOfMemoryError",
        detail: "",
        body: "",
        errors: "CUDA out of memory",
      });
    if (fake.mode === "huge") return stream(response, "application/json", 15, '{"images":["', '"]}');
    const picture =
      fake.mode === "notPicture"
        ? Buffer.from("this is not a png")
        : await drawnPng(body.width as number, body.height as number);
    json(response, 200, { images: [picture.toString("base64")], parameters: body, info: "{}" });
  });
}

/**
 * ComfyUI: POST /prompt {prompt: workflow, client_id} → {prompt_id, number, node_errors}; the run
 * "finishes" on the second look at /history/{id}; /view serves the SaveImage output.
 */
export function fakeComfyUi(): Promise<FakeEngine> {
  let looks = 0;
  let size = { width: 64, height: 64 };
  return listen(async (fake, request, raw, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/prompt") {
      if (fake.mode === "refuse")
        return void json(response, 400, {
          error: { type: "prompt_outputs_failed_validation", message: "Prompt outputs failed validation" },
          node_errors: {},
        });
      if (fake.mode === "fail") return void json(response, 500, { error: "internal" });
      const workflow = (JSON.parse(raw) as { prompt: Record<string, { inputs: Record<string, unknown> }> })
        .prompt;
      const latent = Object.values(workflow).find((node) => "width" in node.inputs);
      size = { width: Number(latent?.inputs.width), height: Number(latent?.inputs.height) };
      looks = 0;
      return void json(response, 200, { prompt_id: "5f0e-run-1", number: 1, node_errors: {} });
    }
    if (request.method === "GET" && url.pathname === "/history/5f0e-run-1") {
      looks++;
      if (looks < 2) return void json(response, 200, {});
      const status =
        fake.mode === "runFails"
          ? {
              status_str: "error",
              completed: false,
              messages: [["execution_error", { exception_message: "boom" }]],
            }
          : { status_str: "success", completed: true, messages: [] };
      const images =
        fake.mode === "notPicture"
          ? []
          : [{ filename: "fable_00001_.png", subfolder: "chat", type: "output" }];
      return void json(response, 200, { "5f0e-run-1": { prompt: [], outputs: { "9": { images } }, status } });
    }
    if (request.method === "GET" && url.pathname === "/view") {
      const wanted =
        url.searchParams.get("filename") === "fable_00001_.png" &&
        url.searchParams.get("subfolder") === "chat" &&
        url.searchParams.get("type") === "output";
      if (!wanted) return void json(response, 404, {});
      if (fake.mode === "huge") return stream(response, "image/png", 11);
      response.writeHead(200, { "content-type": "image/png" }).end(await drawnPng(size.width, size.height));
      return;
    }
    json(response, 404, {});
  });
}
