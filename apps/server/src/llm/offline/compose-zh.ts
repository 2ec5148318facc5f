import type { QuestionKind } from "./analyse.ts";
import { type ComposeInput, type Composition, fillTemplate, SentencePlan } from "./composition.ts";
import { relevantFacts } from "./knowledge.ts";
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
} from "./templates-zh.ts";
import { cjkShare, clip, sentencesOf } from "./text.ts";
import { toFirstPersonChinese } from "./voice.ts";

const chineseOnly = (text: string | null) => (text && cjkShare(text) > 0.6 ? text : null);

/**
 * The Chinese reply. Only Chinese card text is quoted in it, so an English card still gets a reply
 * that reads as Chinese throughout.
 */
export function composeChinese(input: ComposeInput): Composition {
  const { context, knowledge, style, message, random } = input;
  const name = context.character.name;
  const traits = knowledge.traits.filter((trait) => cjkShare(trait) === 1);
  const values: Record<string, string> = {
    user: context.userName,
    name: name || "一个你以后会熟悉的人",
    place: knowledge.placeChinese ?? "",
    time: knowledge.timeChinese ?? "",
    trait: traits.length > 0 ? random.pick(traits) : "",
    topic: message.topic ?? "",
  };
  const say = (templates: string[], extra: Record<string, string> = {}) =>
    fillTemplate(random.pick(templates), { ...values, ...extra });
  const plan = new SentencePlan();
  const usedFacts: string[] = [];
  const factLine = (query: string) => {
    for (const fact of relevantFacts(knowledge.facts, query)) {
      if (usedFacts.includes(fact.text) || cjkShare(fact.text) < 0.6) continue;
      const aboutCharacter = (name && fact.text.includes(name)) || /[她他]/.test(fact.text);
      const line =
        fact.source === "lore" || !aboutCharacter ? fact.text : toFirstPersonChinese(fact.text, name);
      if (line) {
        usedFacts.push(fact.text);
        return clip(line, 120);
      }
    }
    return null;
  };
  const person = message.names[0];

  if (!message.text) plan.add(say(OPENINGS), 5);
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
  if (person && !usedFacts.some((fact) => fact.includes(person))) plan.add(say(NAMES, { person }), 6);

  const lore = context.activatedLore.filter((entry) => cjkShare(entry) > 0.6);
  if (lore.length > 0) {
    const entry = relevantFacts(
      knowledge.facts.filter((fact) => fact.source === "lore"),
      message.text,
    )[0]?.text;
    const chosen = chineseOnly(entry ?? null) ?? random.pick(lore);
    if (!usedFacts.some((used) => chosen.includes(used))) {
      plan.add(say(LORE, { lore: clip(sentencesOf(chosen)[0] ?? chosen, 120) }), 6);
    }
  }
  const mantra = chineseOnly(context.character.mantra);
  if (mantra && random.chance(0.3)) plan.add(mantra, 2);
  if (plan.size < 3 && random.chance(0.6)) plan.add(say(CLOSERS), 1);
  if (plan.size === 0) plan.add(say(STATEMENTS), 1);

  const mood = message.emotion ?? (message.greeting ? "greeting" : message.farewell ? "farewell" : null);
  const verb = random.pick(ACTIONS[mood ?? (message.question ? "question" : "neutral")] ?? ACTIONS.neutral!);
  // A Chinese name runs into the verb ("露娜微微一笑"); a Latin one keeps a space ("Luna 微微一笑").
  const subject = cjkShare(name) > 0 ? name : `${name.split(/\s+/)[0]} `;
  const action = style.actions ? (style.namedActions && name ? `${subject}${verb}` : verb) : null;
  return { action, sentences: plan.take(4) };

  function answer(kind: QuestionKind): string[] {
    if (/你好吗|还好吗|最近怎么样|过得怎么样/.test(message.text)) return [say(WELLBEING)];
    if ((kind === "who" && /你/.test(message.text) && !person) || /你叫什么/.test(message.text)) {
      const intro = knowledge.facts
        .filter((fact) => fact.source === "description")
        .map((fact) => toFirstPersonChinese(fact.text, name))
        .find(Boolean);
      return [say(INTRODUCTIONS), intro ? clip(intro, 120) : null].filter((line): line is string => !!line);
    }
    if (kind === "who" && person) {
      const fact = factLine(person);
      return fact ? [say(ANSWERS.who.known, { fact, person })] : [];
    }
    if (kind === "where" && values.place) return [say(ANSWERS.where.known)];
    if (kind === "when" && values.time) return [say(ANSWERS.when.known)];
    if ((kind === "why" || kind === "how") && values.trait) return [say(ANSWERS[kind].known)];
    const fact = factLine(message.text);
    if (fact && (kind === "what" || kind === "yes-no" || (kind === "who" && person))) {
      return [say(ANSWERS[kind].known, { fact, person: person ?? "" })];
    }
    return [say(ANSWERS[kind].unknown), fact].filter((line): line is string => !!line);
  }
}
