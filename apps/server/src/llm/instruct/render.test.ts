import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { renderPrompt, renderPromptJson } from "./render.ts";
import { INSTRUCT_TEMPLATE_NAMES, INSTRUCT_TEMPLATES, type InstructTemplateName } from "./templates.ts";

const text = (value: string) => [{ type: "text" as const, text: value }];

/** System prompt, a greeting, the user's message and the character's answer, the user's last message. */
const PROMPT: LanguageModelV3Prompt = [
  { role: "system", content: "You are Marlow, a ferryman." },
  { role: "user", content: text("Hello there.") },
  { role: "assistant", content: text("*tips hat* Evening.") },
  { role: "user", content: text("Where does the river go?") },
];

/**
 * Each format as its model family publishes it (chat templates in the models' tokenizer configs,
 * FastChat's Vicuna v1.1, the Alpaca repository), BOS included: every character matters.
 */
const GOLDEN: Record<InstructTemplateName, string> = {
  chatml:
    "<|im_start|>system\nYou are Marlow, a ferryman.<|im_end|>\n" +
    "<|im_start|>user\nHello there.<|im_end|>\n" +
    "<|im_start|>assistant\n*tips hat* Evening.<|im_end|>\n" +
    "<|im_start|>user\nWhere does the river go?<|im_end|>\n" +
    "<|im_start|>assistant\n",
  llama3:
    "<|begin_of_text|>" +
    "<|start_header_id|>system<|end_header_id|>\n\nYou are Marlow, a ferryman.<|eot_id|>" +
    "<|start_header_id|>user<|end_header_id|>\n\nHello there.<|eot_id|>" +
    "<|start_header_id|>assistant<|end_header_id|>\n\n*tips hat* Evening.<|eot_id|>" +
    "<|start_header_id|>user<|end_header_id|>\n\nWhere does the river go?<|eot_id|>" +
    "<|start_header_id|>assistant<|end_header_id|>\n\n",
  mistral:
    "<s>[INST]You are Marlow, a ferryman.\n\nHello there.[/INST]*tips hat* Evening.</s>" +
    "[INST]Where does the river go?[/INST]",
  gemma:
    "<bos><start_of_turn>user\nYou are Marlow, a ferryman.\n\nHello there.<end_of_turn>\n" +
    "<start_of_turn>model\n*tips hat* Evening.<end_of_turn>\n" +
    "<start_of_turn>user\nWhere does the river go?<end_of_turn>\n" +
    "<start_of_turn>model\n",
  alpaca:
    "You are Marlow, a ferryman.\n\n" +
    "### Instruction:\nHello there.\n\n" +
    "### Response:\n*tips hat* Evening.\n\n" +
    "### Instruction:\nWhere does the river go?\n\n" +
    "### Response:\n",
  vicuna:
    "You are Marlow, a ferryman. USER: Hello there. ASSISTANT: *tips hat* Evening.</s>" +
    "USER: Where does the river go? ASSISTANT:",
  phi3:
    "<|system|>\nYou are Marlow, a ferryman.<|end|>\n" +
    "<|user|>\nHello there.<|end|>\n" +
    "<|assistant|>\n*tips hat* Evening.<|end|>\n" +
    "<|user|>\nWhere does the river go?<|end|>\n" +
    "<|assistant|>\n",
  "command-r":
    "<BOS_TOKEN>" +
    "<|START_OF_TURN_TOKEN|><|SYSTEM_TOKEN|>You are Marlow, a ferryman.<|END_OF_TURN_TOKEN|>" +
    "<|START_OF_TURN_TOKEN|><|USER_TOKEN|>Hello there.<|END_OF_TURN_TOKEN|>" +
    "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>*tips hat* Evening.<|END_OF_TURN_TOKEN|>" +
    "<|START_OF_TURN_TOKEN|><|USER_TOKEN|>Where does the river go?<|END_OF_TURN_TOKEN|>" +
    "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>",
};

describe("renderPrompt", () => {
  it.each(INSTRUCT_TEMPLATE_NAMES)("writes %s exactly as the model family publishes it", (name) => {
    expect(renderPrompt(PROMPT, INSTRUCT_TEMPLATES[name], { bos: true })).toBe(GOLDEN[name]);
  });

  it("leaves the BOS token to the server unless the template or the call asks to write it", () => {
    expect(renderPrompt(PROMPT, INSTRUCT_TEMPLATES.llama3)).toBe(
      GOLDEN.llama3.slice("<|begin_of_text|>".length),
    );
    expect(renderPrompt(PROMPT, { ...INSTRUCT_TEMPLATES.llama3, writeBos: true })).toBe(GOLDEN.llama3);
  });

  it("folds post-history instructions into the user's last turn where the format has no system role", () => {
    const prompt: LanguageModelV3Prompt = [...PROMPT, { role: "system", content: "Stay in character." }];
    expect(renderPrompt(prompt, INSTRUCT_TEMPLATES.gemma)).toBe(
      GOLDEN.gemma
        .slice("<bos>".length)
        .replace("Where does the river go?", "Where does the river go?\n\nStay in character."),
    );
    // A system message with no user turn beside it stands as one.
    const alone: LanguageModelV3Prompt = [
      { role: "system", content: "Narrate." },
      { role: "assistant", content: text("The fog lifts.") },
    ];
    expect(renderPrompt(alone, INSTRUCT_TEMPLATES.mistral)).toBe("[INST]Narrate.[/INST]The fog lifts.</s>");
  });

  it("renders a custom template from its affixes", () => {
    const custom = {
      system: { prefix: "[SYS] ", suffix: "\n" },
      user: { prefix: "> ", suffix: "\n" },
      assistant: { prefix: "Marlow: ", suffix: "\n" },
      bos: "<|bos|>",
      stop: ["\n> "],
    };
    expect(renderPrompt(PROMPT, custom, { bos: true })).toBe(
      "<|bos|>[SYS] You are Marlow, a ferryman.\n> Hello there.\nMarlow: *tips hat* Evening.\n> Where does the river go?\nMarlow: ",
    );
  });

  it("writes the prompt's JSON literal as JSON.stringify does, whatever the texts hold", () => {
    const tricky: LanguageModelV3Prompt = [
      { role: "system", content: 'Quotes " and \\ backslashes,\nnew lines, \u0001 controls' },
      { role: "user", content: text("emoji 🦊 and 中文, </script>") },
      { role: "assistant", content: text("") },
      { role: "system", content: "Stay in character." },
    ];
    const quoting = {
      user: { prefix: 'Ada said "', suffix: '"\n' },
      assistant: { prefix: "Marlow\\: ", suffix: "\t\n" },
      bos: "<s>",
      stop: [],
    };
    for (const template of [...Object.values(INSTRUCT_TEMPLATES), quoting]) {
      // Twice: the second time the texts come from the cache.
      for (let round = 0; round < 2; round += 1) {
        expect(renderPromptJson(tricky, template)).toBe(JSON.stringify(renderPrompt(tricky, template)));
        expect(renderPromptJson(tricky, template, { bos: true })).toBe(
          JSON.stringify(renderPrompt(tricky, template, { bos: true })),
        );
      }
    }
  });
});
