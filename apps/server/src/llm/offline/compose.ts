import { analyseMessage } from "./analyse.ts";
import { composeEnglish } from "./compose-en.ts";
import { composeChinese } from "./compose-zh.ts";
import { normalizeContext, type OfflineCharacterContext } from "./context.ts";
import { gatherKnowledge } from "./knowledge.ts";
import type { PromptReading } from "./prompt-reading.ts";
import { hashText, seededRandom } from "./random.ts";
import { renderReply } from "./render.ts";
import { detectStyle } from "./style.ts";
import { isMostlyCjk } from "./text.ts";

/**
 * Writes the character's reply to the conversation's last user message. Deterministic: the seed
 * and the message fix every choice, so the same swipe can be produced again and another seed gives
 * another swipe.
 */
export function composeReply(
  rawContext: OfflineCharacterContext,
  reading: PromptReading,
  seed: number,
): string {
  const context = normalizeContext(rawContext);
  const knowledge = gatherKnowledge(context);
  const style = detectStyle(context.character);
  const { character } = context;
  const message = analyseMessage(reading.lastUserText, {
    knownNames: knowledge.knownNames,
    ownNames: [character.name, context.userName].filter(Boolean),
  });
  // Before the user has said anything, the card's own language decides.
  const chinese = message.text ? message.chinese : isMostlyCjk(`${character.greeting} ${character.name}`);
  const compose = chinese ? composeChinese : composeEnglish;

  let reply = "";
  // A regenerate must not hand back the very reply it replaces; a few re-rolls are plenty.
  for (let attempt = 0; attempt < 4; attempt++) {
    const random = seededRandom(hashText(reading.lastUserText, (seed + attempt * 0x9e3779b9) >>> 0));
    reply = renderReply(compose({ context, knowledge, style, message, random }), style, random, chinese);
    if (reply !== reading.lastAssistantText.trim()) break;
  }
  return reply;
}
