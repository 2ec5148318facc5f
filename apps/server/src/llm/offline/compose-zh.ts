import { CONSEQUENCE_KEYS, userActionIn } from "./actions.ts";
import type { QuestionKind } from "./analyse.ts";
import { sayChinese, sumIn } from "./arithmetic.ts";
import { type ComposeInput, type Composition, fillable, fillTemplate, SentencePlan } from "./composition.ts";
import { rankFacts } from "./details.ts";
import type { Fact } from "./knowledge.ts";
import * as T from "./templates-zh.ts";
import { cjkShare, clip } from "./text.ts";
import { toFirstPersonChinese } from "./voice.ts";

/** A Chinese card fact as the character says it: "她是…" becomes "我是…"; English facts are not used. */
function spokenChinese(fact: Fact, name: string): string | null {
  if (cjkShare(fact.text) < 0.6) return null;
  const aboutCharacter = (name && fact.text.includes(name)) || /[她他]/.test(fact.text);
  // When the subject does not lead the sentence, the character is still the one speaking of itself.
  const line =
    fact.source === "lore" || !aboutCharacter
      ? fact.text
      : (toFirstPersonChinese(fact.text, name) ??
        (name ? fact.text.split(name).join("我") : fact.text)
          .replace(/她的|他的/g, "我的")
          .replace(/她|他/g, "我"));
  return line ? clip(line, 120) : null;
}

/**
 * The Chinese reply. Only Chinese card text is drawn on, so an English card still gets a reply
 * that reads as Chinese throughout.
 */
export function composeChinese(input: ComposeInput): Composition {
  const { context, knowledge, style, message, speaker, continuing } = input;
  const name = context.character.name;
  const traits = knowledge.traits.filter((trait) => cjkShare(trait) === 1);
  const values: Record<string, string> = {
    user: context.userName,
    name: name || "一个你以后会熟悉的人",
    place: knowledge.placeChinese ?? "",
    time: knowledge.timeChinese ?? "",
    topic: message.topic ?? "",
  };
  const linesOf = (templates: readonly string[], extra: Record<string, string> = {}) => {
    const filled = { ...values, ...extra };
    return templates
      .filter((template) => fillable(template, filled))
      .map((template) => fillTemplate(template, filled));
  };
  const say = (templates: readonly string[], extra: Record<string, string> = {}) =>
    speaker.any(linesOf(templates, extra));
  const detail = (query: string, leads: readonly string[] = ["{detail}"], only?: (fact: Fact) => boolean) => {
    for (const fact of rankFacts(only ? knowledge.facts.filter(only) : knowledge.facts, query, speaker).slice(
      0,
      40,
    )) {
      const spoken = spokenChinese(fact, name);
      const line =
        spoken &&
        speaker.first(speaker.shuffled(leads).map((lead) => fillTemplate(lead, { detail: spoken })));
      if (line) return line;
    }
    return null;
  };
  const traitLine = () =>
    speaker.any(
      speaker
        .shuffled(traits)
        .slice(0, 4)
        .flatMap((trait) => linesOf(T.TRAIT_LINES, { trait })),
    );
  const plan = new SentencePlan();
  const person = message.names[0];

  if (continuing) {
    plan.add(detail(message.text, T.CONTINUATIONS) ?? detail("") ?? traitLine(), 7);
    plan.add(say(T.CLOSERS), 2);
    return { action: null, sentences: plan.take(3) };
  }
  const sum = sumIn(message.text);
  const deed = message.question ? null : userActionIn(message.text, name || "对方");
  let action: string | null = null;
  if (!message.text) plan.add(say(T.OPENINGS), 5);
  if (message.greeting) plan.add(say(T.GREETINGS), 5);
  if (message.farewell) plan.add(say(T.FAREWELLS), 5);
  if (message.emotion && !sum) plan.add(say(T.EMOTIONS[message.emotion]), 6);
  if (sum) {
    plan.add(say(T.SUMS, { sum: sayChinese(sum), result: String(sum.result) }), 9);
  } else if (message.question) {
    message.questions.slice(0, 2).forEach((kind, index) => {
      for (const line of answer(kind)) plan.add(line, 8 - index);
    });
  } else if (deed) {
    const key = CONSEQUENCE_KEYS.find(([, pattern]) => pattern.test(deed.deed))?.[0] ?? "other";
    action = speaker.any(
      linesOf([...(T.CONSEQUENCES[key] ?? []), ...(T.CONSEQUENCES.other ?? [])], { deed: deed.deed }),
    );
    plan.add(detail(deed.deed) ?? traitLine(), 5);
  } else if (message.text) {
    const echo = /^\s*我(.{2,30}?)[，,。.!！]/u.exec(message.text)?.[1];
    plan.add(echo ? say(T.ECHOES, { echo: `你${echo}` }) : say(message.topic ? T.TOPICS : T.STATEMENTS), 5);
    plan.add(detail(message.text), 4);
  }
  if (person && !plan.take(4).some((line) => line.includes(person))) plan.add(say(T.NAMES, { person }), 6);
  if (plan.size < 3)
    plan.add(
      detail(message.text, T.LORE, (fact) => fact.source === "lore"),
      3,
    );
  if (plan.size < 3 && speaker.random.chance(0.6)) plan.add(say(T.CLOSERS), 1);
  if (plan.size === 0)
    plan.add(detail("") ?? traitLine() ?? say([...T.STATEMENTS, ...T.CLOSERS]) ?? "嗯。", 1);

  if (!action && style.actions) {
    const mood = message.emotion ?? (message.greeting ? "greeting" : message.farewell ? "farewell" : null);
    const verbs = [
      ...(T.ACTIONS[mood ?? (message.question ? "question" : "neutral")] ?? []),
      ...(T.ACTIONS.neutral ?? []),
    ];
    // A Chinese name runs into the verb ("露娜微微一笑"); a Latin one keeps a space ("Luna 微微一笑").
    const subject =
      !style.namedActions || !name ? "" : cjkShare(name) > 0 ? name : `${name.split(/\s+/)[0]} `;
    action = speaker.any(verbs.map((verb) => `${subject}${verb}`));
  }
  return { action, sentences: plan.take(4) };

  function answer(kind: QuestionKind): string[] {
    const text = message.text;
    const lines: (string | null)[] = [];
    if (/你好吗|还好吗|最近怎么样|过得怎么样/.test(text)) lines.push(say(T.WELLBEING), detail(text));
    else if ((kind === "who" && /你是谁|你叫什么/.test(text)) || /你叫什么/.test(text)) {
      lines.push(
        say(T.INTRODUCTIONS),
        detail(text, ["{detail}"], (fact) => fact.source === "description") ?? detail(text),
      );
    } else if (kind === "who" && person)
      lines.push(detail(person, T.DETAIL_LEADS, (fact) => fact.text.includes(person)));
    else if (kind === "where")
      lines.push(values.place ? say(T.PLACE_LINES) : null, detail(`${text}${values.place}`, T.DETAIL_LEADS));
    else if (kind === "when")
      lines.push(values.time ? say(T.ANSWERS.when.known) : say(T.ANSWERS.when.unknown), detail(text));
    else if (kind === "why" || kind === "how") lines.push(traitLine(), detail(text, T.DETAIL_LEADS));
    else if (kind === "yes-no") {
      const verb = /(能|会|可以|相信|喜欢|开心|愿意|是)/.exec(text)?.[1] ?? "是";
      const yes = speaker.random.chance(0.7);
      const verbNot = verb === "是" ? "不是" : `不${verb}`;
      lines.push(
        say(yes ? T.YES : T.NO, { verb, verbNot }) ?? (yes ? "是的。" : "不。"),
        detail(text) ?? traitLine(),
      );
    } else lines.push(detail(text, T.DETAIL_LEADS) ?? traitLine() ?? say(T.ANSWERS.what.unknown));
    return lines.filter((line): line is string => !!line);
  }
}
