import { z } from "zod";
import { INSTRUCT_TEMPLATE_NAMES, INSTRUCT_TEMPLATES, type InstructTemplate } from "./templates.ts";

const Affixes = z.strictObject({
  prefix: z.string().max(200),
  suffix: z.string().max(200),
});

const templateNames = INSTRUCT_TEMPLATE_NAMES.join(", ");

/**
 * A scene's `template` in the models file: a built-in's name (`template: chatml`), or the format
 * spelt out for a model none of them fits.
 */
export const TemplateSetting = z.union(
  [
    z.enum(INSTRUCT_TEMPLATE_NAMES),
    z.strictObject({
      system: Affixes.optional(),
      user: Affixes,
      assistant: Affixes,
      bos: z.string().min(1).max(50).optional(),
      replyPrefix: z.string().max(200).optional(),
      stop: z.array(z.string().min(1).max(200)).max(16).optional(),
    }),
  ],
  {
    error: (issue) =>
      typeof issue.input === "string"
        ? `"${issue.input}" is not a built-in template; use one of ${templateNames}, or give { system, user, assistant } with prefix and suffix`
        : `must be a built-in template's name (${templateNames}) or { system: {prefix, suffix}, user: {…}, assistant: {…}, bos?, stop? }`,
  },
);
export type TemplateSetting = z.infer<typeof TemplateSetting>;

/**
 * The template a setting names or spells out. A built-in's BOS is left to the server, which adds
 * it; a custom template's `bos` is written as given, for a server that does not.
 */
export function templateOf(setting: TemplateSetting): InstructTemplate {
  if (typeof setting === "string") return INSTRUCT_TEMPLATES[setting];
  return { ...setting, stop: setting.stop ?? [], ...(setting.bos ? { writeBos: true } : {}) };
}
