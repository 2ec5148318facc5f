import type { Random } from "../random.ts";
import { endSentence } from "../text.ts";
import type { StoryFacts } from "./facts.ts";
import { GENRES_ZH } from "./genres.ts";

const nameOf = (facts: StoryFacts) => facts.name || "那个陌生人";
const pronounOf = (facts: StoryFacts) =>
  facts.gender === "female" ? "她" : facts.gender === "male" ? "他" : "对方";
const end = (text: string) => endSentence(text, "。");

function protagonistSentence(facts: StoryFacts, random: Random): string {
  if (!facts.protagonist)
    return random.pick(["你孤身而来，除了机智一无所有。", "你是这里的陌生人，独自一人。"]);
  return facts.protagonist.startsWith("你") ? end(facts.protagonist) : `你是${end(facts.protagonist)}`;
}

function characterSentence(facts: StoryFacts, random: Random): string {
  if (!facts.character) return `${nameOf(facts)}是${random.pick(GENRES_ZH[facts.genre].roles)}。`;
  return facts.name && facts.character.includes(facts.name)
    ? end(facts.character)
    : `${nameOf(facts)}：${end(facts.character)}`;
}

export function backgroundZh(facts: StoryFacts, random: Random): string {
  const words = GENRES_ZH[facts.genre];
  const opening = facts.setting
    ? end(facts.setting)
    : `${facts.title ? `《${facts.title}》` : "故事"}发生在${random.pick(words.places)}。`;
  return [
    opening,
    random.pick(words.tensions),
    characterSentence(facts, random),
    protagonistSentence(facts, random),
  ].join("");
}

export function storylineZh(facts: StoryFacts, random: Random): string {
  const words = GENRES_ZH[facts.genre];
  const name = nameOf(facts);
  const where = facts.setting ? "这里" : random.pick(words.places);
  return [
    `你来到${where}，遇见了${name}，${pronounOf(facts)}似乎知道的比说出口的多得多，却始终不肯向你透露半句实情。`,
    `${name}请你帮忙${random.pick(words.goals)}，可是${random.pick(words.complications)}，你们不得不另想办法，一步一步往前走。`,
    `随着你越查越深，真相终于浮出水面：${random.pick(words.twists)}这让你们之前的一切打算都变得不再可靠。`,
    `最后，你和${name}必须${random.pick(words.choices)}，无论怎样选择，一切都再也回不到从前的样子了。`,
  ].join("");
}

export function prologueZh(facts: StoryFacts, random: Random): string {
  const words = GENRES_ZH[facts.genre];
  return [
    facts.setting ? end(facts.setting) : `这是${random.pick(words.places)}。`,
    random.pick(words.tensions),
    protagonistSentence(facts, random),
    `在前方的某个地方，${nameOf(facts)}正在等着你，只是你们谁都还不知道。`,
  ].join("");
}

export function openingSceneZh(facts: StoryFacts, random: Random): { text: string; actions: string[] } {
  const words = GENRES_ZH[facts.genre];
  const name = nameOf(facts);
  const text = [
    random.pick(words.sights),
    `${name}已经在这里了，抱着双臂打量着你。`,
    random.pick([
      `“你来晚了，”${name}说，“快坐下，别让人看见。”`,
      `“你终究还是来了，”${name}低声说，“很好，我们时间不多。”`,
    ]),
    "你要怎么做？",
  ].join("");
  const actions = [
    `问${name}到底发生了什么`,
    `查看${random.pick(words.clues)}`,
    random.pick(words.boldActions),
  ];
  return { text, actions };
}
