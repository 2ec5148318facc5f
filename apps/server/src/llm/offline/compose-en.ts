import type { QuestionKind } from "./analyse.ts";
import { type ComposeInput, type Composition, fillTemplate, SentencePlan } from "./composition.ts";
import { type Fact, relevantFacts } from "./knowledge.ts";
import {
  ACTIONS,
  ANSWERS,
  CLOSERS,
  EMOTIONS,
  FAREWELLS,
  GREETINGS,
  INTRODUCTIONS,
  LORE,
  NAMES,
  OPENINGS,
  STATEMENTS,
  TOPICS,
  WELLBEING,
} from "./templates-en.ts";
import { capitalize, cjkShare, clip, contentWords, endSentence, sentencesOf, stem } from "./text.ts";
import { toFirstPerson } from "./voice.ts";

/** A card line the character can say itself: its own words, or a third-person line turned to "I". */
function speakable(fact: Fact, name: string): string | null {
  if (cjkShare(fact.text) > 0.3) return null;
  const firstName = name.split(/\s+/)[0] ?? "";
  const aboutCharacter = (firstName && fact.text.includes(firstName)) || /\b(?:she|he)\b/i.test(fact.text);
  if (fact.source === "lore" || !aboutCharacter) return clip(fact.text, 220);
  const spoken = toFirstPerson(fact.text, name);
  return spoken ? clip(spoken, 220) : null;
}

/** The English reply: reactions, answers drawn from the card, a mirrored name, a lore fact, a closer. */
export function composeEnglish(input: ComposeInput): Composition {
  const { context, knowledge, style, message, random } = input;
  const name = context.character.name;
  const englishTraits = knowledge.traits.filter((trait) => cjkShare(trait) === 0);
  const values: Record<string, string> = {
    user: context.userName,
    name: name || "someone you'll come to know",
    place: knowledge.place ?? "",
    Place: capitalize(knowledge.place ?? ""),
    time: knowledge.time ?? "",
    Time: capitalize(knowledge.time ?? ""),
    trait: englishTraits.length > 0 ? random.pick(englishTraits) : "",
    topic: message.topic ?? "",
    Topic: capitalize(message.topic ?? ""),
  };
  const say = (templates: string[], extra: Record<string, string> = {}) =>
    endSentence(fillTemplate(random.pick(templates), { ...values, ...extra }));
  const plan = new SentencePlan();
  const usedFacts: string[] = [];
  const person = message.names[0];
  const factLine = (query: string) => {
    for (const fact of relevantFacts(knowledge.facts, query)) {
      const line = speakable(fact, name);
      if (line && !usedFacts.includes(fact.text)) {
        usedFacts.push(fact.text);
        return line;
      }
    }
    return null;
  };

  if (!message.text) {
    plan.add(say(OPENINGS), 5);
    if (knowledge.place) plan.add(say(ANSWERS.where.known), 3);
  }
  if (message.greeting) plan.add(say(GREETINGS), 5);
  if (message.farewell) plan.add(say(FAREWELLS), 5);
  if (message.emotion) plan.add(say(EMOTIONS[message.emotion]), 6);
  if (message.question) {
    // A second question gets its answer too, a little less surely than the first.
    message.questions.slice(0, 2).forEach((kind, index) => {
      for (const line of answer(kind)) plan.add(line, 7 - index);
    });
  } else if (message.text && !message.greeting && !message.farewell && !message.emotion) {
    plan.add(message.topic ? say(TOPICS) : say(STATEMENTS), 5);
    plan.add(factLine(message.text), 3);
  }

  if (person && !usedFacts.some((fact) => fact.includes(person))) {
    const known = knowledge.facts.find(
      (fact) => fact.text.includes(person) && !usedFacts.includes(fact.text),
    );
    const line = known ? speakable(known, name) : null;
    plan.add(line ? `${person}? ${line}` : say(NAMES, { person }), 6);
  }

  const lore = pickLore();
  if (lore) plan.add(say(LORE, { lore }), 6);

  if (context.character.mantra && random.chance(0.3)) plan.add(endSentence(context.character.mantra), 2);
  if (plan.size < 3 && random.chance(0.6)) plan.add(say(CLOSERS), 1);
  if (plan.size === 0) plan.add(say(STATEMENTS), 1);

  return { action: style.actions ? pickAction() : null, sentences: plan.take(4) };

  function answer(kind: QuestionKind): string[] {
    const aboutSelf = /\b(?:you|your|yourself)\b/i.test(message.text);
    if ((kind === "who" && aboutSelf && !person) || /\bwhat(?:'s| is) your name\b/i.test(message.text)) {
      const intro = knowledge.facts
        .filter((fact) => fact.source === "description")
        .map((fact) => toFirstPerson(fact.text, name))
        .find(Boolean);
      return [say(INTRODUCTIONS), intro ? clip(intro, 200) : null].filter((line): line is string => !!line);
    }
    if (kind === "who" && person) {
      // Without a card line about that person, the name is mirrored below instead.
      const fact = factLine(person);
      return fact ? [say(ANSWERS.who.known, { fact, person })] : [];
    }
    if (/\bhow (?:are|have) you\b|\bhow're you\b|\bhow's it going\b|\bhow do you do\b/i.test(message.text)) {
      return [say(WELLBEING)];
    }
    const asksPlace =
      kind === "where" || /\bwhat(?:'s| is) (?:this|that) place\b|\bwhat place\b/i.test(message.text);
    if (asksPlace && knowledge.place) return [say(ANSWERS.where.known)];
    if (kind === "when" && knowledge.time) return [say(ANSWERS.when.known)];
    if ((kind === "why" || kind === "how") && values.trait) {
      return [say(ANSWERS[kind].known), factLine(message.text)].filter((line): line is string => !!line);
    }
    const example = exampleAnswer();
    if (example) return [example];
    const fact = factLine(message.text);
    if (fact && (kind === "what" || kind === "yes-no" || kind === "who")) {
      const templates = kind === "who" && !person ? ANSWERS.what.known : ANSWERS[kind].known;
      return [say(templates, { fact, person: person ?? "" })];
    }
    return [say(ANSWERS[kind].unknown), fact].filter((line): line is string => !!line);
  }

  /** The card's own answer to a question like this one, when its example dialogue has one. */
  function exampleAnswer(): string | null {
    const wanted = contentWords(message.text).map(stem);
    const match = knowledge.exampleAnswers.find(
      (entry) =>
        wanted.length > 0 && wanted.filter((word) => entry.words.has(word)).length * 2 >= wanted.length,
    );
    return match && cjkShare(match.answer) === 0 ? match.answer : null;
  }

  /** One activated lore entry, preferring the one the message is about; its first sentence, verbatim. */
  function pickLore(): string | null {
    const entries = context.activatedLore.filter((entry) => cjkShare(entry) < 0.3);
    if (entries.length === 0) return null;
    const related = relevantFacts(
      entries.map((entry) => ({
        text: entry,
        source: "lore" as const,
        words: new Set(contentWords(entry).map(stem)),
      })),
      message.text,
    )[0];
    const entry = related?.text ?? random.pick(entries);
    if (usedFacts.some((used) => entry.includes(used))) return null;
    return clip(sentencesOf(entry)[0] ?? entry, 240);
  }

  function pickAction(): string {
    const mood = message.emotion ?? (message.greeting ? "greeting" : message.farewell ? "farewell" : null);
    const key = mood ?? (message.question ? "question" : "neutral");
    const verb = random.pick(ACTIONS[key] ?? ACTIONS.neutral!);
    return style.namedActions && name ? `${name.split(/\s+/)[0]} ${verb}` : verb;
  }
}
