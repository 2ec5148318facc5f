import { analyseMessage } from "./analyse.ts";
import { composeEnglish } from "./compose-en.ts";
import { composeChinese } from "./compose-zh.ts";
import { normalizeContext, type OfflineCharacterContext } from "./context.ts";
import { copyGuardFor } from "./copy-guard.ts";
import { gatherKnowledge } from "./knowledge.ts";
import type { PromptReading } from "./prompt-reading.ts";
import { hashText, seededRandom } from "./random.ts";
import { renderReply } from "./render.ts";
import { SaidBefore } from "./said-before.ts";
import { Speaker } from "./speaker.ts";
import { detectStyle } from "./style.ts";
import { isMostlyCjk } from "./text.ts";

/**
 * Writes the character's reply to the conversation's last user message (or more of its latest reply,
 * when the chat asks it to continue). Deterministic: the seed and the prompt fix every choice, so the
 * same swipe can be produced again and another seed gives another swipe.
 */
export function composeReply(
  rawContext: OfflineCharacterContext,
  reading: PromptReading,
  seed: number,
): string {
  const context = normalizeContext(rawContext);
  const knowledge = gatherKnowledge(context);
  const style = detectStyle(context.character);
  const guard = copyGuardFor(context);
  const { character } = context;
  const message = analyseMessage(reading.lastUserText, {
    knownNames: knowledge.knownNames,
    ownNames: [character.name, context.userName].filter(Boolean),
  });
  // Before the user has said anything, the card's own language decides.
  const chinese = message.text ? message.chinese : isMostlyCjk(`${character.greeting} ${character.name}`);
  const compose = chinese ? composeChinese : composeEnglish;
  const said = reading.earlierReplies;
  const stir = `${reading.lastUserText}\n${said.length}\n${reading.continuing}`;

  const heard = new SaidBefore(said);
  let fallback = "";
  let lastTried = "";
  // A regenerate must not hand back the very reply it replaces, and sentences fresh one by one can
  // still meet an old run across their joint; a few re-rolls are plenty for both.
  for (let attempt = 0; attempt < 4; attempt++) {
    const random = seededRandom(hashText(stir, (seed + attempt * 0x9e3779b9) >>> 0));
    const speaker = new Speaker(heard.copy(), guard, random);
    const continuing = reading.continuing;
    const composition = compose({ context, knowledge, style, message, speaker, continuing });
    const reply = renderReply(composition, style, random, chinese);
    lastTried = reply;
    if (reply === reading.lastAssistantText.trim()) continue;
    if (!heard.repeats(reply)) return reply;
    fallback ||= reply;
  }
  return fallback || lastTried;
}
