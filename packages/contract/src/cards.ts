import { z } from "zod";

/** What POST /ai/roleInfo/importCard answers: the private draft bot made from the card. */
export const ImportedBot = z.object({
  botId: z.string(),
  botName: z.string(),
  /** The card's full name, which may break the bot name rule; the user edits botName before publishing. */
  characterName: z.string(),
  greeting: z.string(),
  needsGreeting: z.boolean(),
  loreCount: z.number().int(),
  alternateGreetingCount: z.number().int(),
  visibility: z.string(),
  avatar: z.string(),
});
export type ImportedBot = z.infer<typeof ImportedBot>;

export const ExportCardQuery = z.object({
  botId: z.string().regex(/^\d{1,18}$/, "botId must be a bot id"),
  format: z.enum(["png", "json"]).default("png"),
});
