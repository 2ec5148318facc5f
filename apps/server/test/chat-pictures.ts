import { type AppDeps, backgroundContext } from "../src/context.ts";
import { chatPictures } from "../src/modules/chat/chat-pictures.schema.ts";
import { storeChatPicture } from "../src/modules/chat/pictures/picture-files.ts";
import { appendMessage } from "../src/modules/chat/turns/turn.service.ts";

/**
 * A picture a bot sent in a dialogue, stored as text2Img stores one (webp and its blurred preview),
 * locked unless `unlocked`: for tests of what follows a sent picture, where no image engine or pack
 * is set up to make one.
 */
export async function buildChatPicture(
  deps: Pick<AppDeps, "config" | "database">,
  owner: { userId: number; botId: number; dialogueId: number },
  bytes: Uint8Array,
  options: { unlocked?: boolean } = {},
) {
  const ctx = { ...backgroundContext(deps), userId: owner.userId };
  const stored = await storeChatPicture(ctx, owner.userId, bytes);
  const text = "*sends you a picture*";
  const message = await appendMessage(ctx, owner.dialogueId, { role: "bot", text, info: null });
  const [row] = await deps.database.db
    .insert(chatPictures)
    .values({
      ...owner,
      messageId: message.id,
      ...stored,
      source: "test",
      unlockedAt: options.unlocked ? new Date() : null,
    })
    .returning();
  return row!;
}
