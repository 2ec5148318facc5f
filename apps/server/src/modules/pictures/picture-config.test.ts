import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

describe("image engine configuration", () => {
  it("is off by default, with the documented defaults", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.IMAGE_ENGINE).toBeUndefined();
    expect(config).toMatchObject({
      IMAGE_ENGINE_STEPS: 25,
      IMAGE_ENGINE_MAX_SIDE: 1024,
      IMAGE_ENGINE_TIMEOUT_MS: 120_000,
    });
  });
  it.each([
    [{ IMAGE_ENGINE: "a1111" }, /IMAGE_ENGINE_URL: is required when IMAGE_ENGINE is set/],
    [{ IMAGE_ENGINE_URL: "http://127.0.0.1:7860" }, /IMAGE_ENGINE: is required when IMAGE_ENGINE_URL is set/],
    [
      { IMAGE_ENGINE: "comfyui", IMAGE_ENGINE_URL: "http://127.0.0.1:8188" },
      /IMAGE_ENGINE_WORKFLOW: is required/,
    ],
    [
      { IMAGE_ENGINE: "midjourney", IMAGE_ENGINE_URL: "http://x.test" },
      /IMAGE_ENGINE: must be "openai", "a1111" or "comfyui"/,
    ],
    [
      { IMAGE_ENGINE: "openai", IMAGE_ENGINE_URL: "http://x.test", IMAGE_ENGINE_SIZES: "big" },
      /IMAGE_ENGINE_SIZES: must be sizes/,
    ],
  ])("refuses %j", (env, problem) => {
    expect(() => loadConfig({ NODE_ENV: "test", ...env })).toThrow(problem);
  });
  it("accepts a complete ComfyUI setting", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      IMAGE_ENGINE: "comfyui",
      IMAGE_ENGINE_URL: "http://127.0.0.1:8188",
      IMAGE_ENGINE_WORKFLOW: "./workflow.json",
      IMAGE_ENGINE_SIZES: "1024x1024,1024x1536",
    });
    expect(config.IMAGE_ENGINE).toBe("comfyui");
  });
});
