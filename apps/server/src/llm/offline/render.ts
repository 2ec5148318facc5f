import type { Composition } from "./composition.ts";
import type { Random } from "./random.ts";
import type { CharacterStyle } from "./style.ts";

/**
 * Turns a composition into the reply text in the character's manner: narration in asterisks,
 * speech in quotes when the card does that, and its habits of punctuation (exclaiming, trailing
 * off, a tilde or an emoji).
 */
export function renderReply(
  composition: Composition,
  style: CharacterStyle,
  random: Random,
  chinese: boolean,
): string {
  const sentences = [...composition.sentences];
  const styled = (index: number, change: (sentence: string) => string) => {
    if (sentences[index] !== undefined) sentences[index] = change(sentences[index]!);
  };
  const period = chinese ? /。$/ : /\.$/;
  if (style.exclaims && random.chance(0.8))
    styled(0, (sentence) => sentence.replace(period, chinese ? "！" : "!"));
  if (style.trailsOff && sentences.length > 1 && random.chance(0.8)) {
    styled(random.int(sentences.length - 1), (sentence) => sentence.replace(period, chinese ? "……" : "..."));
  }
  const last = sentences.length - 1;
  if (style.tilde) styled(last, (sentence) => sentence.replace(/[.。!！]?$/, (mark) => `${mark}~`));
  if (style.emoji) styled(last, (sentence) => `${sentence} ${style.emoji}`);

  const speech = sentences.join(chinese ? "" : " ");
  if (!composition.action) return speech;
  const action = `*${composition.action}*`;
  if (!style.quotedSpeech) return `${action} ${speech}`;
  return chinese ? `${action}“${speech}”` : `${action} "${speech}"`;
}
