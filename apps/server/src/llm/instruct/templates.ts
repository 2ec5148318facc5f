/**
 * Instruct templates: how a model trained on one chat format expects a conversation written out as
 * plain text, for backends that take a prompt string instead of messages (llama.cpp, KoboldCpp,
 * OpenAI-compatible /completions). Each is data, written from the model family's published format.
 */

/** What goes around one message of a role. */
export interface Affixes {
  prefix: string;
  suffix: string;
}

export interface InstructTemplate {
  /**
   * Around a system message. Left out for formats without a system role (Gemma, Mistral): a system
   * message is then folded into the user turn next to it, as those models were trained.
   */
  system?: Affixes;
  user: Affixes;
  assistant: Affixes;
  /**
   * The beginning-of-sequence token the format opens with, when it writes one in the text. The
   * servers Fable talks to (llama.cpp, KoboldCpp, vLLM and the like on /completions) add the model's
   * own BOS when they tokenize, and a doubled BOS degrades replies: it is written only with
   * `writeBos`.
   */
  bos?: string;
  /** Write `bos` in the prompt: a custom template that names one asks for it (template-setting.ts). */
  writeBos?: boolean;
  /**
   * How the assistant's turn opens when the model is to write it; the assistant prefix unless the
   * format opens it differently (Vicuna's "ASSISTANT:" has no space after it: the model writes one).
   */
  replyPrefix?: string;
  /** Strings that end the model's turn in this format: sent as stop strings and enforced here too. */
  stop: string[];
}

const chatml: InstructTemplate = {
  system: { prefix: "<|im_start|>system\n", suffix: "<|im_end|>\n" },
  user: { prefix: "<|im_start|>user\n", suffix: "<|im_end|>\n" },
  assistant: { prefix: "<|im_start|>assistant\n", suffix: "<|im_end|>\n" },
  stop: ["<|im_end|>"],
};

const llama3Turn = (role: string): Affixes => ({
  prefix: `<|start_header_id|>${role}<|end_header_id|>\n\n`,
  suffix: "<|eot_id|>",
});
const llama3: InstructTemplate = {
  bos: "<|begin_of_text|>",
  system: llama3Turn("system"),
  user: llama3Turn("user"),
  assistant: llama3Turn("assistant"),
  stop: ["<|eot_id|>"],
};

/** Mistral's V3-Tekken format (Mistral Nemo and later): no spaces around the [INST] markers. */
const mistral: InstructTemplate = {
  bos: "<s>",
  user: { prefix: "[INST]", suffix: "[/INST]" },
  assistant: { prefix: "", suffix: "</s>" },
  stop: ["</s>", "[INST]"],
};

/** Gemma 2 and 3: "model" is the assistant's role; no system role. */
const gemma: InstructTemplate = {
  bos: "<bos>",
  user: { prefix: "<start_of_turn>user\n", suffix: "<end_of_turn>\n" },
  assistant: { prefix: "<start_of_turn>model\n", suffix: "<end_of_turn>\n" },
  stop: ["<end_of_turn>"],
};

/** Alpaca: the system prompt stands alone above the first instruction. */
const alpaca: InstructTemplate = {
  system: { prefix: "", suffix: "\n\n" },
  user: { prefix: "### Instruction:\n", suffix: "\n\n" },
  assistant: { prefix: "### Response:\n", suffix: "\n\n" },
  stop: ["### Instruction:"],
};

/** Vicuna v1.1 (FastChat): turns separated by a space, each assistant turn closed by </s>. */
const vicuna: InstructTemplate = {
  system: { prefix: "", suffix: " " },
  user: { prefix: "USER: ", suffix: " " },
  assistant: { prefix: "ASSISTANT: ", suffix: "</s>" },
  replyPrefix: "ASSISTANT:",
  stop: ["</s>", "USER:"],
};

const phi3: InstructTemplate = {
  system: { prefix: "<|system|>\n", suffix: "<|end|>\n" },
  user: { prefix: "<|user|>\n", suffix: "<|end|>\n" },
  assistant: { prefix: "<|assistant|>\n", suffix: "<|end|>\n" },
  stop: ["<|end|>", "<|endoftext|>"],
};

const commandRTurn = (token: string): Affixes => ({
  prefix: `<|START_OF_TURN_TOKEN|>${token}`,
  suffix: "<|END_OF_TURN_TOKEN|>",
});
const commandR: InstructTemplate = {
  bos: "<BOS_TOKEN>",
  system: commandRTurn("<|SYSTEM_TOKEN|>"),
  user: commandRTurn("<|USER_TOKEN|>"),
  assistant: commandRTurn("<|CHATBOT_TOKEN|>"),
  stop: ["<|END_OF_TURN_TOKEN|>"],
};

/** The built-in templates, by the name a models file gives (`template: chatml`). */
export const INSTRUCT_TEMPLATES = {
  chatml,
  llama3,
  mistral,
  gemma,
  alpaca,
  vicuna,
  phi3,
  "command-r": commandR,
} as const satisfies Record<string, InstructTemplate>;

export type InstructTemplateName = keyof typeof INSTRUCT_TEMPLATES;
export const INSTRUCT_TEMPLATE_NAMES = Object.keys(INSTRUCT_TEMPLATES) as InstructTemplateName[];
