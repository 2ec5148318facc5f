import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  drawnPng,
  type FakeEngine,
  fakeA1111,
  fakeComfyUi,
  fakeOpenAiImages,
} from "../../../test/fake-image-engines.ts";
import { AppError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { type DrawPictureRequest, drawPicture } from "./draw-picture.ts";
import { PictureEngineError } from "./engine-errors.ts";
import type { PictureEngine } from "./picture-engine.ts";
import type { PictureEngineConfig } from "./picture-setup.ts";

/** A ComfyUI text-to-image workflow as "Save (API Format)" writes it, with the module's placeholders. */
const WORKFLOW = {
  "3": {
    class_type: "KSampler",
    inputs: {
      seed: "{{seed}}",
      steps: "{{steps}}",
      cfg: 7,
      sampler_name: "euler",
      scheduler: "normal",
      denoise: 1,
      model: ["4", 0],
      positive: ["6", 0],
      negative: ["7", 0],
      latent_image: ["5", 0],
    },
  },
  "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "sd_xl_base_1.0.safetensors" } },
  "5": {
    class_type: "EmptyLatentImage",
    inputs: { width: "{{width}}", height: "{{height}}", batch_size: 1 },
  },
  "6": { class_type: "CLIPTextEncode", inputs: { text: "masterpiece, {{prompt}}", clip: ["4", 1] } },
  "7": { class_type: "CLIPTextEncode", inputs: { text: "{{negative}}", clip: ["4", 1] } },
  "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
  "9": { class_type: "SaveImage", inputs: { filename_prefix: "chat/fable", images: ["8", 0] } },
};

const folder = mkdtempSync(path.join(tmpdir(), "fable-workflow-"));
const workflowFile = path.join(folder, "workflow.json");
writeFileSync(workflowFile, JSON.stringify(WORKFLOW));

const REQUEST: DrawPictureRequest = {
  prompt: 'Mira, 25-year-old woman, a "sunny" selfie at the beach',
  negative: "lowres, watermark",
  ratio: "3:4",
  seed: 4242,
};

/** A fresh configuration object (the engine is made once per object) for `engine` at `url`. */
function configFor(
  engine: PictureEngineConfig["IMAGE_ENGINE"],
  url: string | undefined,
  more: Partial<PictureEngineConfig> = {},
) {
  return {
    IMAGE_ENGINE: engine,
    IMAGE_ENGINE_URL: url,
    IMAGE_ENGINE_API_KEY: undefined,
    IMAGE_ENGINE_MODEL: undefined,
    IMAGE_ENGINE_STEPS: 20,
    IMAGE_ENGINE_SIZES: "",
    IMAGE_ENGINE_WORKFLOW: workflowFile,
    IMAGE_ENGINE_TIMEOUT_MS: 5000,
    IMAGE_ENGINE_MAX_SIDE: 1024,
    ...more,
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectWebp(bytes: Buffer, width: number, height: number) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe("webp");
  expect([meta.width, meta.height]).toEqual([width, height]);
}

let openai: FakeEngine;
let a1111: FakeEngine;
let comfy: FakeEngine;
beforeAll(async () => {
  [openai, a1111, comfy] = await Promise.all([fakeOpenAiImages("sk-images"), fakeA1111(), fakeComfyUi()]);
});
afterAll(() => {
  for (const fake of [openai, a1111, comfy]) fake.close();
});

/** The failures every engine must turn into the user's message. */
const FAILURES: [FakeEngine["mode"], MessageId][] = [
  ["refuse", "ImageEngineMessages.engineRefused"],
  ["fail", "ImageEngineMessages.engineFailed"],
  ["notPicture", "ImageEngineMessages.notAPicture"],
  ["huge", "ImageEngineMessages.pictureTooLarge"],
  ["hang", "ImageEngineMessages.engineTimedOut"],
];

describe("no engine configured", () => {
  it("says pictures need an image engine or an image pack, and never draws one", async () => {
    const error = await refusal(drawPicture(configFor(undefined, undefined), REQUEST));
    expect(error.says("PictureMessages.notConfigured")).toBe(true);
  });

  it("uses the image pack engine plugged in as the fallback", async () => {
    const asked: string[] = [];
    const pack: PictureEngine = {
      kind: "pack",
      draw: async (request) => {
        asked.push(request.subject);
        return sharp(await drawnPng(900, 900))
          .jpeg()
          .toBuffer();
      },
    };
    const picture = await drawPicture(
      configFor(undefined, undefined),
      { ...REQUEST, subject: "at the beach" },
      pack,
    );
    expect(picture.engine).toBe("pack");
    expect(asked).toEqual(["at the beach"]);
    await expectWebp(picture.bytes, 768, 1024);
  });

  it("stops when the caller's signal ends, and says nothing to the user about it", async () => {
    a1111.mode = "hang";
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 100);
    const error = await drawPicture(configFor("a1111", a1111.url), {
      ...REQUEST,
      signal: caller.signal,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PictureEngineError);
    expect((error as PictureEngineError).kind).toBe("aborted");
  });

  it("an engine that cannot be reached is said so", async () => {
    const closed = await fakeA1111();
    closed.close();
    const error = await refusal(drawPicture(configFor("a1111", closed.url), REQUEST));
    expect(error.says("ImageEngineMessages.engineUnreachable")).toBe(true);
  });
});

describe("OpenAI-compatible /images/generations", () => {
  const config = (more: Partial<PictureEngineConfig> = {}) =>
    configFor("openai", `${openai.url}/v1`, {
      IMAGE_ENGINE_API_KEY: "sk-images",
      IMAGE_ENGINE_MODEL: "gpt-image-1",
      ...more,
    });

  it("draws at the ratio's size and answers webp", async () => {
    openai.mode = "ok";
    openai.received.length = 0;
    const picture = await drawPicture(config(), { ...REQUEST, ratio: "9:16" });
    await expectWebp(picture.bytes, 576, 1024);
    expect(picture).toMatchObject({
      engine: "openai",
      ratio: "9:16",
      width: 576,
      height: 1024,
      contentType: "image/webp",
    });
    expect(openai.received[0]?.json).toEqual({
      model: "gpt-image-1",
      prompt: REQUEST.prompt,
      size: "576x1024",
      n: 1,
      response_format: "b64_json",
    });
  });

  it("asks an endpoint that takes fixed sizes for the nearest ratio and crops to the asked one", async () => {
    openai.mode = "ok";
    openai.received.length = 0;
    const picture = await drawPicture(
      config({ IMAGE_ENGINE_SIZES: "1024x1024,1024x1536,1536x1024" }),
      REQUEST,
    );
    expect((openai.received[0]!.json as { size: string }).size).toBe("1024x1536");
    await expectWebp(picture.bytes, 768, 1024);
  });

  it("keeps the engine's own words for the log, not for the user", async () => {
    openai.mode = "refuse";
    const error = await refusal(drawPicture(config(), REQUEST));
    expect(error.message).toBe("The image engine refused to draw this picture");
    expect(String(error.cause)).toMatch(
      /refused: .*\/v1\/images\/generations answered 401: .*Incorrect API key provided/,
    );
  });

  it("fetches a picture the endpoint answers as a link", async () => {
    openai.mode = "url";
    const picture = await drawPicture(config(), { ...REQUEST, ratio: "1:1" });
    await expectWebp(picture.bytes, 1024, 1024);
  });

  it.each(FAILURES)("%s → %s", async (mode, message) => {
    openai.mode = mode;
    const error = await refusal(drawPicture(config({ IMAGE_ENGINE_TIMEOUT_MS: 600 }), REQUEST));
    expect(error.says(message), error.message).toBe(true);
  });
});

describe("Stable Diffusion WebUI (A1111/Forge) txt2img", () => {
  const config = (more: Partial<PictureEngineConfig> = {}) =>
    configFor("a1111", a1111.url, {
      IMAGE_ENGINE_API_KEY: "fable:secret",
      IMAGE_ENGINE_MODEL: "dreamshaper_8",
      ...more,
    });

  it("sends prompt, negative prompt, size, steps and seed, and answers webp", async () => {
    a1111.mode = "ok";
    a1111.received.length = 0;
    const picture = await drawPicture(config(), REQUEST);
    await expectWebp(picture.bytes, 768, 1024);
    expect(a1111.received[0]?.json).toMatchObject({
      prompt: REQUEST.prompt,
      negative_prompt: "lowres, watermark",
      width: 768,
      height: 1024,
      steps: 20,
      seed: 4242,
      override_settings: { sd_model_checkpoint: "dreamshaper_8" },
    });
    expect(a1111.received[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from("fable:secret").toString("base64")}`,
    );
  });

  it.each(FAILURES)("%s → %s", async (mode, message) => {
    a1111.mode = mode;
    const error = await refusal(drawPicture(config({ IMAGE_ENGINE_TIMEOUT_MS: 600 }), REQUEST));
    expect(error.says(message), error.message).toBe(true);
  });
});

describe("ComfyUI workflow", () => {
  const config = (more: Partial<PictureEngineConfig> = {}) => configFor("comfyui", comfy.url, more);

  it("fills the placeholders, queues, polls the history and reads the output", async () => {
    comfy.mode = "ok";
    comfy.received.length = 0;
    const picture = await drawPicture(config(), { ...REQUEST, ratio: "1:1" });
    await expectWebp(picture.bytes, 1024, 1024);
    expect(comfy.received.map((entry) => entry.path.replace(/\?.*/, ""))).toEqual([
      "/prompt",
      "/history/5f0e-run-1",
      "/history/5f0e-run-1",
      "/view",
    ]);
    const sent = (comfy.received[0]!.json as { prompt: typeof WORKFLOW; client_id: string }).prompt;
    expect(sent["3"].inputs).toMatchObject({ seed: 4242, steps: 20, cfg: 7 });
    expect(sent["5"].inputs).toEqual({ width: 1024, height: 1024, batch_size: 1 });
    // The prompt, quotes and all, lands inside the node's text; nothing else of the workflow moved.
    expect(sent["6"].inputs.text).toBe(`masterpiece, ${REQUEST.prompt}`);
    expect(sent["7"].inputs.text).toBe("lowres, watermark");
    expect(sent["4"]).toEqual(WORKFLOW["4"]);
    expect(comfy.received[3]?.path).toBe("/view?filename=fable_00001_.png&subfolder=chat&type=output");
  });

  it("a run ComfyUI reports as failed is the engine's failure", async () => {
    comfy.mode = "runFails";
    const error = await refusal(drawPicture(config(), REQUEST));
    expect(error.says("ImageEngineMessages.engineFailed")).toBe(true);
  });

  it.each(FAILURES)("%s → %s", async (mode, message) => {
    comfy.mode = mode;
    const error = await refusal(drawPicture(config({ IMAGE_ENGINE_TIMEOUT_MS: 600 }), REQUEST));
    expect(error.says(message), error.message).toBe(true);
  });

  it("a workflow file that is not in API format is no engine, and the log names the file", async () => {
    const uiFormat = path.join(folder, "ui.json");
    writeFileSync(uiFormat, JSON.stringify({ nodes: [], links: [] }));
    const error = await refusal(drawPicture(config({ IMAGE_ENGINE_WORKFLOW: uiFormat }), REQUEST));
    expect(error.says("PictureMessages.notConfigured")).toBe(true);
    expect(String(error.cause)).toMatch(/ui\.json is not in ComfyUI's API format/);
  });
});
