import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillWorkflow, loadWorkflow } from "./comfyui-workflow.ts";

const folder = mkdtempSync(path.join(tmpdir(), "fable-workflows-"));
function file(name: string, text: string) {
  const at = path.join(folder, name);
  writeFileSync(at, text);
  return at;
}

const NODE = { class_type: "CLIPTextEncode", inputs: { text: "{{prompt}}", clip: ["4", 1] } };
const VALUES = { prompt: "p", negative: "n", width: 576, height: 1024, seed: 7, steps: 20 };

describe("loadWorkflow", () => {
  it("reads an API-format workflow with a {{prompt}}", () => {
    expect(loadWorkflow(file("ok.json", JSON.stringify({ "6": NODE })))).toEqual({ "6": NODE });
  });
  it.each([
    ["missing.json", null, /missing\.json cannot be read/],
    ["broken.json", "{ not json", /broken\.json is not JSON/],
    ["ui.json", JSON.stringify({ nodes: [{ id: 1 }], links: [] }), /ui\.json is not in ComfyUI's API format/],
    ["array.json", JSON.stringify([NODE]), /array\.json is not in ComfyUI's API format/],
    [
      "noprompt.json",
      JSON.stringify({ "6": { ...NODE, inputs: { text: "a cat" } } }),
      /noprompt\.json has no \{\{prompt\}\}/,
    ],
  ])("refuses %s, naming the problem", (name, text, problem) => {
    const at = text === null ? path.join(folder, name) : file(name, text);
    expect(() => loadWorkflow(at)).toThrow(problem);
  });
});

describe("fillWorkflow", () => {
  it("puts numbers where a value is one placeholder and text inside longer strings", () => {
    const filled = fillWorkflow(
      {
        "5": {
          class_type: "EmptyLatentImage",
          inputs: { width: "{{width}}", height: "{{height}}", batch_size: 1 },
        },
        "6": { class_type: "CLIPTextEncode", inputs: { text: "best quality, {{prompt}} ({{steps}} steps)" } },
        "9": { class_type: "SaveImage", inputs: { filename_prefix: "{{unknown}}", tags: ["{{seed}}"] } },
      },
      VALUES,
    );
    expect(filled).toEqual({
      "5": { class_type: "EmptyLatentImage", inputs: { width: 576, height: 1024, batch_size: 1 } },
      "6": { class_type: "CLIPTextEncode", inputs: { text: "best quality, p (20 steps)" } },
      "9": { class_type: "SaveImage", inputs: { filename_prefix: "{{unknown}}", tags: [7] } },
    });
  });
  it("never reads placeholders or JSON out of the values themselves", () => {
    const prompt = '"}, "9": {"class_type": "Evil"}, {{negative}} {{width}}';
    const filled = fillWorkflow({ "6": NODE }, { ...VALUES, prompt });
    expect(filled).toEqual({ "6": { ...NODE, inputs: { ...NODE.inputs, text: prompt } } });
  });
});
