import { z } from "zod";

/** The sections a prompt is assembled from, in prompt order. */
export const PromptSectionName = z.enum([
  "system",
  "persona",
  "character",
  "scenario",
  "lore_before",
  "lore_after",
  /** Passages retrieved from the bot's PDFs for the latest message (docs/product.md#pdf-bots). */
  "documents",
  "memory",
  "examples",
  "history",
  "post_history",
]);
export type PromptSectionName = z.infer<typeof PromptSectionName>;

/**
 * POST /v1/chat/debugPrompt: the prompt the next reply of a dialogue would get, with the tokens of
 * each section and what did not fit, so a creator can see why the character said what it said.
 */
export const PromptDebug = z.object({
  model: z.object({
    id: z.string(),
    contextWindow: z.number().int(),
    maxReplyTokens: z.number().int(),
    /** The sampler settings the reply is made with: the scene's, with the bot's overrides (clamped) on top. */
    sampling: z.record(z.string(), z.unknown()),
  }),
  budget: z.number(),
  totalTokens: z.number(),
  /** Every section, empty ones with 0 tokens. */
  sections: z.array(z.object({ name: PromptSectionName, tokens: z.number() })),
  historyIncluded: z.number().int(),
  historyDropped: z.number().int(),
  examplesIncluded: z.number().int(),
  examplesDropped: z.number().int(),
  /** Ids of the lore entries in the prompt, in insertion order. */
  activatedLore: z.array(z.string()),
  /** The messages the model would be sent. */
  messages: z.array(z.object({ role: z.enum(["system", "user", "assistant"]), content: z.string() })),
});
export type PromptDebug = z.infer<typeof PromptDebug>;
