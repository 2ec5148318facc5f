import { JOYBOOK_LIMITS, type PostSummary } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { clip } from "../../llm/offline/text.ts";
import type { ModelScene } from "../../llm/registry.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { personas } from "../chat/chat.schema.ts";
import { generateOnce, sceneForUser } from "../chat/index.ts";
import { users } from "../users/users.schema.ts";
import type { PostMessage } from "./joybook.schema.ts";
import { offlinePostSummary } from "./offline-post-summary.ts";
import { loadShareableChat } from "./shareable-chat.ts";

const MAX_OUTPUT_TOKENS = 120;
/** Each message is shortened to this much for the model: a summary needs the gist, not every word. */
const MESSAGE_CHARS = 600;
/**
 * Characters per token assumed when fitting the transcript into the model's context: low, so chats
 * in languages that take more tokens per character still fit.
 */
const CHARS_PER_TOKEN = 2;
const INSTRUCTION = `Summarize this roleplay chat for a public post in one or two sentences, at most ${JOYBOOK_LIMITS.summaryMax} characters, in the language of the chat. Say what happens between the user and the character. Refer to the user as "the user", never by name. Answer with the summary only: no title, no quotes, no preamble.`;

/**
 * POST /messages/post/summary: a short summary of the messages the author chose to share, written
 * by the model that answers them, or built from the messages by the offline engine.
 */
export async function summarizeChosenMessages(
  ctx: UserContext,
  request: { dialogueId: string; msgIds: string[] },
): Promise<PostSummary> {
  const { dialogue, botName, messages } = await loadShareableChat(ctx, request);
  const scene = await sceneForUser(ctx, dialogue.userId);
  const answer = await generateOnce(ctx, {
    scene,
    call: (answering) => ({
      system: INSTRUCTION,
      prompt: transcript(messages, botName, answering),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
    }),
    account: { userId: dialogue.userId, dialogueId: dialogue.id, kind: "summary" },
    usable: (text) => cleanSummary(text) !== "",
  });
  if ("offline" in answer) {
    return { summary: offlinePostSummary(messages, botName, await speakerNames(ctx, dialogue)) };
  }
  return { summary: cleanSummary(answer.text) };
}

/** The names the author goes by in this chat: their account's and their persona's. */
async function speakerNames(
  ctx: ServiceContext,
  dialogue: { userId: number; maskId: number | null },
): Promise<string[]> {
  const [user] = await ctx.db
    .select({ userName: users.userName })
    .from(users)
    .where(eq(users.id, dialogue.userId));
  const [mask] =
    dialogue.maskId === null
      ? []
      : await ctx.db.select({ name: personas.name }).from(personas).where(eq(personas.id, dialogue.maskId));
  return [user?.userName, mask?.name].filter((name): name is string => Boolean(name));
}

/**
 * The chosen messages as "Name: text" lines, from the first on, as many as fit the model's context.
 * The author is "User": the summary may go on an anonymous post.
 */
function transcript(messages: PostMessage[], botName: string, scene: ModelScene): string {
  const budget = (scene.contextWindow - MAX_OUTPUT_TOKENS - 200) * CHARS_PER_TOKEN;
  const lines: string[] = [];
  let length = 0;
  for (const message of messages) {
    const line = `${message.role === "user" ? "User" : botName}: ${clip(message.text.trim(), MESSAGE_CHARS)}`;
    if (lines.length > 0 && length + line.length > budget) break;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join("\n");
}

/** The model's answer as a summary: one paragraph, no label or wrapping quotes, within the limit. */
export function cleanSummary(text: string): string {
  const flat = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:summary|摘要)\s*[:：]\s*/i, "")
    .replace(/^["“]([^"“”]*)["”]$/, "$1")
    .trim();
  return clip(flat, JOYBOOK_LIMITS.summaryMax - 1);
}
