import type { Random } from "../random.ts";
import { capitalize, endSentence } from "../text.ts";
import type { StoryFacts } from "./facts.ts";
import { GENRES_EN } from "./genres.ts";

/** "the stranger" until the form names the character. */
const nameOf = (facts: StoryFacts) => facts.name || "the stranger";
const NameOf = (facts: StoryFacts) => capitalize(nameOf(facts));

const pronouns = (facts: StoryFacts) =>
  facts.gender === "male"
    ? { they: "he", them: "him", their: "his" }
    : facts.gender === "female"
      ? { they: "she", them: "her", their: "her" }
      : { they: "they", them: "them", their: "their" };

/** The protagonist as a sentence about "you": the form's words when written ("You are …" kept as it is). */
function protagonistSentence(facts: StoryFacts, random: Random): string {
  if (!facts.protagonist)
    return random.pick([
      "You arrive with little more than your wits.",
      "You arrive alone, and a stranger here.",
    ]);
  const written = facts.protagonist.replace(/^(?:i am|i'm)\s+/i, "You are ");
  if (/^you\b/i.test(written)) return endSentence(capitalize(written));
  if (/^(?:a|an|the)\s/i.test(written))
    return `You arrive here as ${endSentence(written.charAt(0).toLowerCase() + written.slice(1))}`;
  return `You arrive here. ${endSentence(capitalize(written))}`;
}

/** The character as a sentence: the form's description, or a role the genre suggests. */
function characterSentence(facts: StoryFacts, random: Random): string {
  const words = GENRES_EN[facts.genre];
  if (!facts.character) return `${NameOf(facts)} is ${random.pick(words.roles)}.`;
  const named = facts.name && facts.character.toLowerCase().includes(facts.name.toLowerCase());
  if (named) return endSentence(facts.character);
  if (/^(?:a|an|the)\s/i.test(facts.character))
    return `${NameOf(facts)} is ${endSentence(facts.character.charAt(0).toLowerCase() + facts.character.slice(1))}`;
  return `${NameOf(facts)}: ${endSentence(facts.character)}`;
}

export function backgroundEn(facts: StoryFacts, random: Random): string {
  const words = GENRES_EN[facts.genre];
  const place = random.pick(words.places);
  const opening = facts.setting
    ? endSentence(facts.setting)
    : `${facts.title ? `“${facts.title}” takes place in` : "The story takes place in"} ${place}.`;
  return [
    opening,
    random.pick(words.tensions),
    characterSentence(facts, random),
    protagonistSentence(facts, random),
  ].join(" ");
}

export function storylineEn(facts: StoryFacts, random: Random): string {
  const words = GENRES_EN[facts.genre];
  const { they } = pronouns(facts);
  const name = nameOf(facts);
  const where = facts.setting ? "this place" : random.pick(words.places);
  return [
    `You arrive in ${where} and cross paths with ${name}, who seems to know more than ${they} will say.`,
    `${NameOf(facts)} asks for your help with ${random.pick(words.goals)}, but ${random.pick(words.complications)}.`,
    `As you dig deeper, the truth comes out. ${random.pick(words.twists)}`,
    `In the end, you and ${name} must ${random.pick(words.choices)}, and nothing will be the same afterwards.`,
  ].join(" ");
}

export function prologueEn(facts: StoryFacts, random: Random): string {
  const words = GENRES_EN[facts.genre];
  return [
    facts.setting ? endSentence(facts.setting) : `This is ${random.pick(words.places)}.`,
    random.pick(words.tensions),
    protagonistSentence(facts, random),
    `Somewhere ahead, ${nameOf(facts)} is waiting, though neither of you knows it yet.`,
  ].join(" ");
}

export function openingSceneEn(facts: StoryFacts, random: Random): { text: string; actions: string[] } {
  const words = GENRES_EN[facts.genre];
  const { their } = pronouns(facts);
  const name = nameOf(facts);
  const text = [
    random.pick(words.sights),
    `${NameOf(facts)} is already here, watching you with ${their} arms folded.`,
    random.pick([
      `“You're late,” ${name} says. “Sit down before someone sees you.”`,
      `“So you came after all,” ${name} says quietly. “Good. We don't have much time.”`,
    ]),
    "What do you do?",
  ].join(" ");
  const actions = [
    `Ask ${name} what is really going on`,
    `Search ${random.pick(words.clues)}`,
    random.pick(words.boldActions),
  ];
  return { text, actions };
}
