import type { OfflineCharacterContext } from "./context.ts";
import { hashText } from "./random.ts";
import { COMMON_WORDS, contentWords, sentencesOf, stem } from "./text.ts";

export type FactSource = "scenario" | "description" | "personality" | "lore" | "greeting";
export type Fact = { text: string; source: FactSource; words: Set<string> };

/** What the engine can say about the character's world, read once per reply from the card and lore. */
export type Knowledge = {
  facts: Fact[];
  /** A place phrase with its preposition ("in the Grand Library of Celestia"). */
  place: string | null;
  /** The same from Chinese text ("玄天宗宗门大殿"), for Chinese replies. */
  placeChinese: string | null;
  /** A time phrase ("at dawn", "during the harvest festival"). */
  time: string | null;
  timeChinese: string | null;
  /** Short personality traits ("curious", "fiercely loyal"). */
  traits: string[];
  /** Capitalised names the card and lore use; a user writing one is mirrored with confidence. */
  knownNames: string[];
};

const PLACE_NOUNS =
  /\b(?:city|town|village|castle|tower|forest|woods|house|home|room|tavern|inn|academy|school|ship|station|kingdom|realm|library|street|shop|caf[eé]|temple|palace|mountains?|sea|island|garden|hall|camp|guild(?:house)?|clearing|cave|dungeon|office|apartment|bar|park|beach|river|lake|desert|airship|ship|boat|train|harbou?r|port|market|square|church|shrine|manor|estate|study|lab|laboratory|hospital|court|capital|valley|plains|ruins|sect|hut|cabin|bridge|road|path|world|classroom|dorm|bedroom|kitchen|garage|studio|base|colony|planet)\b/i;
const NOT_PLACES =
  /^(?:love|time|fact|order|general|particular|mind|all|front|case|addition|spite|way|turn|return|peace|silence|secret|need|charge|search|hands?|tears|pain|public|private|truth|reality|person|silence|fear|awe|detail|part|hopes?|her|his|their|its|itself|herself|himself)\b/i;
const PLACE_PATTERN =
  /\b(in|at|inside|within|near|beneath|under|above|below|over|across|beside|outside|aboard|on|deep in)\s+((?:the|a|an|this|that|his|her|their|our|my|your)\s+)?([^.,;:!?\n"“”*()]{2,60})/gi;
const CLAUSE_BREAK =
  /\s+(?:where|which|who|while|and|as|that|to|when|with|because|but|for|after|before|since|at|during|drifting|looking)\s.*$/i;

function placeCandidates(text: string): { phrase: string; score: number }[] {
  const candidates: { phrase: string; score: number }[] = [];
  for (const match of text.matchAll(PLACE_PATTERN)) {
    const [, preposition, determiner = "", rest] = match;
    const head = rest!.replace(CLAUSE_BREAK, "").split(/\s+/).slice(0, 7).join(" ").trim();
    if (!head || NOT_PLACES.test(head) || /^\d/.test(head)) continue;
    const capitals = head.split(/\s+/).filter((word) => /^[A-Z]/.test(word)).length;
    const placeNoun = PLACE_NOUNS.test(head);
    // "on" and "at" lead to too many non-places ("on her mind", "at once") without a place word.
    if ((preposition === "on" || preposition === "at") && !placeNoun && capitals === 0) continue;
    const score = capitals * 2 + (placeNoun ? 3 : 0);
    if (score === 0) continue;
    // The card describes the character in the third person; spoken by the character it is "my study".
    const spokenDeterminer = determiner.replace(/^(?:his|her|their)\s+$/i, "my ");
    candidates.push({ phrase: `${preposition!.toLowerCase()} ${spokenDeterminer}${head}`, score });
  }
  return candidates;
}

const TIME_PATTERN =
  /\b(?:at (?:dawn|dusk|midnight|night|noon|sunset|sunrise|twilight)|tonight|this (?:morning|evening|night|afternoon|winter|summer|autumn|spring|year)|in the (?:year \d+|morning|evening|night|afternoon|spring|summer|autumn|winter)|in \d{3,4}|(?:during|after|before|since|until) (?:the|a|an|his|her|their|my|our|next|last) [\p{L}'-]+(?: [\p{L}'-]+){0,3}?(?=[.,;!?]|$)|(?:it'?s|it is|it was) (?:morning|evening|afternoon|night|noon|midnight|dawn|dusk)\b)/giu;

function timeOf(texts: string[]): string | null {
  for (const text of texts) {
    const found = text.match(TIME_PATTERN)?.[0];
    if (!found) continue;
    // "It's morning in Stoneridge" sets the hour of the scene: spoken as "this morning".
    const hour = /^(?:it'?s|it is|it was)\s+(\w+)/i.exec(found)?.[1]?.toLowerCase();
    if (!hour) return found.trim();
    return hour === "night"
      ? "tonight"
      : ["noon", "midnight", "dawn", "dusk"].includes(hour)
        ? `at ${hour}`
        : `this ${hour}`;
  }
  return null;
}

const CHINESE_PLACE =
  /(?:在|位于|来到|走进|住在)([\p{Script=Han}]{2,12}?)(?:里|中|内|上|旁|边|前|外|，|。|的|！)/u;
const CHINESE_TIME = /清晨|黎明|黄昏|傍晚|深夜|午夜|今晚|今夜|明天|早上|晚上|中午|[春夏秋冬]天|[春夏秋冬]日/u;

const firstMatch = (texts: string[], pattern: RegExp, group = 0) =>
  texts.map((text) => pattern.exec(text)?.[group]).find(Boolean) ?? null;

function traitsOf(character: OfflineCharacterContext["character"]): string[] {
  const sources = [character.personality];
  const named = /\b(?:is|has an?|with an?)\s+([\p{L}, -]+?)\s+(?:personality|nature|temperament)\b/iu.exec(
    character.description,
  );
  if (named) sources.push(named[1]!);
  const nameWords = character.name.toLowerCase().split(/\s+/);
  return [
    ...new Set(
      sources
        .flatMap((source) => source.split(/[,;.\n/，、；。]|\band\b|\bbut\b|\bor\b/i))
        .map((part) =>
          part
            .trim()
            .toLowerCase()
            .replace(/^(?:(?:she|he|they|[\p{L}]+) (?:is|are|can be|seems)\s+)/u, "")
            .replace(/^(?:very|quite|a bit|somewhat|also)\s+/, ""),
        )
        .filter(
          (part) =>
            (/^[\p{L}-]+(?: [\p{L}-]+){0,2}$/u.test(part) || /^\p{Script=Han}{2,6}$/u.test(part)) &&
            part.length <= 30 &&
            !/\b(?:she|he|her|his|they|their|the|a|an|with|of)\b/.test(part) &&
            // "enjoys wordplay" is a habit, not a trait to be ("I'm enjoys wordplay").
            !/^[\p{L}]+(?<!ous|ss)s /u.test(part) &&
            !nameWords.some((word) => part.split(" ").includes(word)),
        ),
    ),
  ];
}

function knownNamesOf(texts: string[], characterName: string): string[] {
  const names = new Set<string>(characterName ? characterName.split(/\s+/) : []);
  for (const text of texts) {
    for (const match of text.matchAll(
      /(?<!(?:^|[.!?:;"*\n])\s*)\b[A-Z][\p{Ll}]{2,}(?:\s+[A-Z][\p{Ll}]+)*/gu,
    )) {
      const words = match[0].split(/\s+/).filter((word) => !COMMON_WORDS.has(word.toLowerCase()));
      if (words.length > 0) names.add(words.join(" "));
    }
  }
  return [...names];
}

/**
 * Lines shaped like dialogue ("Alex: What is the glade?", quoted speech) or template markup are not
 * facts: said by the character they would put words in someone else's mouth.
 */
const DIALOGUE_LIKE = /^[^:：]{1,40}[:：]|["“”「」]|\{\{|<\/?[a-z]+>|^\[|\]$/i;

/** Huge cards are read this far: enough facts for any chat, and bounded time per reply. */
const FIELD_CAP = 20_000;
const LORE_CAP = 120;

const factsFrom = (text: string, source: FactSource): Fact[] =>
  sentencesOf(text.slice(0, FIELD_CAP))
    .filter((sentence) => sentence.length >= 12 && sentence.length <= 260 && !DIALOGUE_LIKE.test(sentence))
    .map((sentence) => ({ text: sentence, source, words: new Set(contentWords(sentence).map(stem)) }));

const cache = new Map<number, Knowledge>();
const CACHE_SIZE = 32;

/** What a card offers, read once per card and lore set and kept in a small cache across replies. */
export function gatherKnowledge(context: OfflineCharacterContext): Knowledge {
  const capped: OfflineCharacterContext = {
    ...context,
    character: Object.fromEntries(
      Object.entries(context.character).map(([key, value]) => [key, value.slice(0, FIELD_CAP)]),
    ) as OfflineCharacterContext["character"],
    activatedLore: context.activatedLore.slice(0, LORE_CAP).map((entry) => entry.slice(0, FIELD_CAP)),
  };
  // The seed changes every swipe; what the card offers does not.
  const key = hashText(JSON.stringify({ ...capped, seed: undefined }));
  const known = cache.get(key);
  if (known) return known;
  const knowledge = readKnowledge(capped);
  cache.set(key, knowledge);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return knowledge;
}

function readKnowledge(context: OfflineCharacterContext): Knowledge {
  const { character } = context;
  // Narration in the greeting often sets the scene when the card has no scenario ("morning in Stoneridge").
  const greetingNarration = character.greeting.match(/\*[^*]+\*/g)?.join(" ") ?? character.greeting;
  // The scenario and the greeting set the scene the chat is in; the description often tells a backstory.
  const settingTexts = [
    character.scenario,
    greetingNarration,
    character.description,
    ...context.activatedLore,
  ];
  const place =
    settingTexts
      .map((text) => placeCandidates(text).sort((left, right) => right.score - left.score)[0])
      .find(Boolean)?.phrase ?? null;
  return {
    facts: [
      ...factsFrom(character.scenario, "scenario"),
      ...factsFrom(character.description, "description"),
      ...factsFrom(character.personality, "personality"),
      ...context.activatedLore.flatMap((entry) => factsFrom(entry, "lore")),
    ],
    place,
    placeChinese: firstMatch(settingTexts, CHINESE_PLACE, 1),
    time: timeOf(settingTexts),
    timeChinese: firstMatch(settingTexts, CHINESE_TIME),
    traits: traitsOf(character),
    knownNames: knownNamesOf(
      [character.scenario, character.description, character.greeting, ...context.activatedLore],
      character.name,
    ),
  };
}

/** Facts sharing words with the message, the most shared first; none when nothing overlaps. */
export function relevantFacts(facts: readonly Fact[], message: string): Fact[] {
  const wanted = new Set(contentWords(message).map(stem));
  return facts
    .map((fact) => ({ fact, overlap: [...wanted].filter((word) => fact.words.has(word)).length }))
    .filter((entry) => entry.overlap > 0)
    .sort((left, right) => right.overlap - left.overlap)
    .map((entry) => entry.fact);
}
