import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What each model call cost in tokens: one row per reply, regeneration, continuation, suggestion,
 * summary or admin test message, append-only. Tokens come from the backend when it reports them,
 * else Fable counts them (`counted`). Plans' quotas and the operator's cost view per scene read it.
 */
export const modelUsage = pgTable(
  "model_usage",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a visitor's chat. */
    userId: bigint("user_id", { mode: "number" }),
    dialogueId: bigint("dialogue_id", { mode: "number" }),
    /**
     * The stored reply the call wrote or extended (chat_messages.id); null for suggestions, summaries
     * and visitors' replies. No foreign key: the cost stays counted when the message is deleted.
     */
    messageId: bigint("message_id", { mode: "number" }),
    /** The model scene that answered, and the model it named. */
    sceneId: text("scene_id").notNull(),
    model: text("model").notNull(),
    /** "reply", "regeneration", "continuation", "suggestion", "summary" or "test" (the admin's test message). */
    kind: text("kind").notNull(),
    inputTokens: integer("input_tokens").notNull(),
    outputTokens: integer("output_tokens").notNull(),
    /** The backend reported no usage: Fable counted the tokens itself. */
    counted: boolean("counted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("model_usage_user_idx").on(table.userId, table.createdAt),
    index("model_usage_scene_idx").on(table.sceneId, table.createdAt),
    index("model_usage_message_idx").on(table.messageId),
  ],
);
