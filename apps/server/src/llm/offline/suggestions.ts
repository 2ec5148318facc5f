import { normalizeContext, OfflineCharacterContext, type OfflineCharacterContextInput } from "./context.ts";
import { gatherKnowledge } from "./knowledge.ts";
import { hashText, type Random, seededRandom } from "./random.ts";
import { detectStyle } from "./style.ts";
import { cjkShare, isMostlyCjk } from "./text.ts";

/** Takes one line from each group in turn, so the three suggestions ask about different things. */
function pickAcross(groups: string[][], random: Random, count: number): string[] {
  const picked: string[] = [];
  const pools = groups.map((group) => [...group]).filter((group) => group.length > 0);
  while (picked.length < count && pools.some((pool) => pool.length > 0)) {
    for (const pool of pools) {
      if (picked.length >= count || pool.length === 0) continue;
      const [line] = pool.splice(random.int(pool.length), 1);
      if (line && !picked.includes(line)) picked.push(line);
    }
  }
  return picked;
}

/**
 * Three short things the user might say next ("suggested replies"), drawn from the character and
 * its world; `lastReply` lets them answer a question the character just asked. Seeded like replies.
 */
export function offlineSuggestions(
  context: OfflineCharacterContextInput,
  seed: number,
  lastReply = "",
): string[] {
  const normalized = normalizeContext(OfflineCharacterContext.parse(context));
  const { character } = normalized;
  const knowledge = gatherKnowledge(normalized);
  const style = detectStyle(character);
  const random = seededRandom(hashText(`${character.name}\n${lastReply}`, seed >>> 0));
  const asked = /[?？]\s*["”」*]?\s*$/.test(lastReply.trim());
  const chinese = isMostlyCjk(lastReply || `${character.greeting} ${character.name}`);
  const ownWords = character.name.toLowerCase().split(/\s+/);
  const others = knowledge.knownNames.filter(
    (name) =>
      cjkShare(name) === 0 &&
      !name
        .toLowerCase()
        .split(/\s+/)
        .some((word) => ownWords.includes(word)),
  );
  const trait = knowledge.traits.find((candidate) => cjkShare(candidate) === (chinese ? 1 : 0));

  if (chinese) {
    return pickAcross(
      [
        asked ? ["好啊，说来听听。", "嗯……让我想想。"] : ["这里是什么地方？", "接下来我们做什么？"],
        [
          `${character.name || "你"}，说说你自己吧。`,
          "你平时都做些什么？",
          ...(trait ? [`你为什么这么${trait}？`] : []),
        ],
        style.actions
          ? ["*在你身边坐下*", "*好奇地看着你*"]
          : ["我可以多待一会儿吗？", "我一直在想你说的话。"],
      ],
      random,
      3,
    );
  }
  const addressed = character.name ? `, ${character.name.split(/\s+/)[0]}` : "";
  return pickAcross(
    [
      asked
        ? ["Yes, tell me more.", "Honestly? I'm not sure.", "Why do you ask?"]
        : [
            knowledge.place ? "What is this place?" : "Where are we, exactly?",
            "What should we do next?",
            ...others.slice(0, 3).map((name) => `What do you know about ${name}?`),
          ],
      [
        `Tell me about yourself${addressed}.`,
        "What do you do for fun?",
        ...(trait ? [`Why are you so ${trait}?`] : []),
      ],
      style.actions
        ? ["*sits down beside you*", "*smiles back*", "*takes a step closer*"]
        : ["Can I stay a while?", "I've been thinking about what you said.", "You're not what I expected."],
    ],
    random,
    3,
  );
}
