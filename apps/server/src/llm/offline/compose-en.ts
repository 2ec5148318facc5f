import { type UserAction, userActionIn } from "./actions.ts";
import type { QuestionKind } from "./analyse.ts";
import { sayEnglish, sumIn } from "./arithmetic.ts";
import { consequenceOf, pickAction, stanceOf } from "./compose-parts-en.ts";
import { type ComposeInput, type Composition, fillable, fillTemplate, SentencePlan } from "./composition.ts";
import { rankFacts } from "./details.ts";
import type { Fact } from "./knowledge.ts";
import { spokenDetail } from "./spoken-en.ts";
import * as T from "./templates-en.ts";
import { capitalize, cjkShare, endSentence } from "./text.ts";

/** The first word of a detail may be lower-cased after a lead-in ("Well, the city…"), a name may not. */
const LOWERABLE =
  /^(?:The|A|An|My|It|Its|It's|There|This|That|Our|Every|Some|Most|Once|Now|Here|Nobody|No one)\b/;

const TITLES =
  /^(?:professor|captain|sir|sister|brother|inspector|doctor|dr\.?|mr\.?|mrs\.?|ms\.?|lady|lord|coach|grandma|grandpa|auntie|uncle|tavernkeep|sergeant|the|old|young|madam)$/i;

/** The English reply: an answer to what the user said, drawn from the card, fresh in the dialogue. */
export function composeEnglish(input: ComposeInput): Composition {
  const { context, knowledge, style, message, speaker, continuing } = input;
  const name = context.character.name;
  // "Professor Quill" is called Quill, not Professor.
  const words = name.split(/\s+/);
  const firstName = (TITLES.test(words[0] ?? "") && words.length > 1 ? words.at(-1) : words[0]) ?? "";
  const traits = knowledge.traits.filter((trait) => cjkShare(trait) === 0);
  const values: Record<string, string> = {
    user: context.userName,
    name: name || "someone you'll come to know",
    place: knowledge.place ?? "",
    Place: capitalize(knowledge.place ?? ""),
    time: knowledge.time ?? "",
    Time: capitalize(knowledge.time ?? ""),
    topic: message.topic ?? "",
    Topic: capitalize(message.topic ?? ""),
  };
  const linesOf = (templates: readonly string[], extra: Record<string, string> = {}) => {
    const filled = { ...values, ...extra };
    return templates
      .filter((template) => fillable(template, filled))
      .map((template) => endSentence(fillTemplate(template, filled)));
  };
  const say = (templates: readonly string[], extra: Record<string, string> = {}) =>
    speaker.any(linesOf(templates, extra));
  const plan = new SentencePlan();

  /** A detail of the card for this query, spoken after one of `leads`; the freshest relevant one. */
  const detail = (query: string, leads: readonly string[] = ["{detail}"], only?: (fact: Fact) => boolean) => {
    const facts = rankFacts(only ? knowledge.facts.filter(only) : knowledge.facts, query, speaker).slice(
      0,
      40,
    );
    for (const fact of facts) {
      const spoken = spokenDetail(fact, name);
      if (!spoken || speaker.mostlyUsed(spoken)) continue;
      const lowered = LOWERABLE.test(spoken) ? spoken.charAt(0).toLowerCase() + spoken.slice(1) : spoken;
      const line = speaker.first(
        speaker
          .shuffled(leads)
          .map((lead) => fillTemplate(lead, { detail: lead.startsWith("{detail}") ? spoken : lowered })),
      );
      if (line) return line;
    }
    return null;
  };
  const traitLine = () =>
    speaker.any(
      speaker
        .shuffled(traits)
        .slice(0, 4)
        .flatMap((trait) => linesOf(T.TRAIT_LINES, { trait, Trait: capitalize(trait) })),
    );
  const person = message.names[0];

  if (continuing) {
    plan.add(detail(message.text, T.CONTINUATIONS) ?? detail("") ?? traitLine(), 7);
    plan.add(detail(""), 4);
    plan.add(say(T.CLOSERS), 2);
    return { action: null, sentences: plan.take(3) };
  }

  const sum = sumIn(message.text);
  const deed = userActionIn(message.text, firstName || "them");
  let action: string | null = null;
  if (!message.text) {
    plan.add(say(T.OPENINGS), 5);
    if (knowledge.place) plan.add(say(T.PLACE_LINES), 3);
  }
  if (message.greeting) plan.add(say(T.GREETINGS), 5);
  if (message.farewell) plan.add(say(T.FAREWELLS), 5);
  if (message.emotion && !sum) plan.add(say(T.EMOTIONS[message.emotion]), 6);
  if (sum) {
    const spokenSum = sayEnglish(sum);
    plan.add(say(T.SUMS, { sum: spokenSum, Sum: capitalize(spokenSum), result: String(sum.result) }), 9);
    plan.add(traitLine(), 2);
  } else if (message.question) {
    // A second question gets its answer too, a little less surely than the first.
    message.questions.slice(0, 2).forEach((kind, index) => {
      for (const line of answer(kind)) plan.add(line, 8 - index);
    });
  } else if (deed) {
    action = narrate(deed);
    plan.add(detail(deed.deed) ?? traitLine(), 5);
  } else if (message.text && !message.greeting && !message.farewell && !message.emotion) {
    plan.add(echo() ?? say(message.topic ? T.TOPICS : T.STATEMENTS), 5);
    plan.add(detail(message.text), 4);
  } else if (message.text) {
    plan.add(detail(message.text), 3);
  }
  if (person && !plan.take(4).some((line) => line.includes(person))) {
    plan.add(
      detail(
        person,
        ["{person}? {detail}"].map((lead) => lead.replace("{person}", person)),
        (fact) => fact.text.includes(person),
      ) ?? say(T.NAMES, { person }),
      6,
    );
  }
  if (plan.size < 3)
    plan.add(
      detail(message.text, T.LORE, (fact) => fact.source === "lore"),
      3,
    );
  if (context.character.mantra && speaker.random.chance(0.3))
    plan.add(speaker.first([endSentence(context.character.mantra)]), 2);
  if (plan.size < 3 && speaker.random.chance(0.6)) plan.add(say(T.CLOSERS), 1);
  if (plan.size === 0)
    plan.add(detail("") ?? traitLine() ?? say([...T.STATEMENTS, ...T.CLOSERS]) ?? "Hm.", 1);

  const sentences = plan.take(4);
  if (!action && style.actions) action = pickAction(speaker, message, style, firstName);
  return { action, sentences };

  function narrate(userAction: UserAction): string | null {
    return consequenceOf(userAction, speaker, firstName || "they");
  }

  function echo(): string | null {
    const said = /^\s*I\s+(.{3,80}?)[,.!]?(?:\s+honestly)?[.!]*\s*$/i.exec(
      message.text.split(/[.!]\s/)[0] ?? "",
    );
    if (!said) return null;
    const restated = `you ${said[1]!
      .replace(/\bmy\b/gi, "your")
      .replace(/\bme\b/gi, "you")
      .replace(/\bI\b/g, "you")
      .replace(/\bam\b/g, "are")}`.replace(/[,;]\s*(?:honestly|really|though)$/i, "");
    return say(T.ECHOES, { echo: restated, Echo: capitalize(restated) });
  }

  /** Who the character is: the definition's first line it can say of itself, in its order. */
  function introduction(): string | null {
    const own = knowledge.facts.filter((fact) => fact.source === "description");
    return speaker.first(own.map((fact) => spokenDetail(fact, name)).filter((line) => line?.startsWith("I")));
  }

  function answer(kind: QuestionKind): string[] {
    const text = message.text;
    const lines: (string | null)[] = [];
    const aboutSelf = /\b(?:you|your|yourself)\b/i.test(text);
    if (
      (kind === "who" && aboutSelf && !person && !/\bwho else\b/i.test(text)) ||
      /\bwhat(?:'s| is) your name\b/i.test(text)
    ) {
      lines.push(say(T.INTRODUCTIONS), introduction() ?? detail(text));
    } else if (kind === "who" && person) {
      lines.push(
        detail(person, T.DETAIL_LEADS, (fact) => fact.text.includes(person)) ?? say(T.NAMES, { person }),
      );
    } else if (kind === "who") {
      const own = [name, context.userName, ...name.split(/\s+/)].map((word) => word.toLowerCase());
      const others = knowledge.knownNames.filter(
        (known) => !own.includes(known.toLowerCase()) && cjkShare(known) === 0,
      );
      const other = speaker
        .shuffled(others)
        .find((known) => !speaker.used(known.toLowerCase().split(/\s+/)[0]!));
      lines.push(other ? say(T.PEOPLE_LINES, { person: other }) : null);
      lines.push(
        detail(other ?? text, T.DETAIL_LEADS, other ? (fact) => fact.text.includes(other) : undefined) ??
          detail(text),
      );
    } else if (/\bhow (?:are|have) you\b|\bhow're you\b|\bhow's it going\b|\bhow do you do\b/i.test(text)) {
      lines.push(say(T.WELLBEING), detail(text));
    } else if (kind === "where" || /\bwhat(?:'s| is) (?:this|that) place\b|\bwhat place\b/i.test(text)) {
      lines.push(knowledge.place ? say(T.PLACE_LINES) : null);
      lines.push(
        detail(`${text} ${knowledge.place ?? ""}`, T.DETAIL_LEADS, (fact) => fact.source !== "personality"),
      );
    } else if (kind === "when") {
      lines.push(knowledge.time ? say(T.ANSWERS.when.known) : say(T.ANSWERS.when.unknown), detail(text));
    } else if (kind === "why" || kind === "how") {
      lines.push(traitLine(), detail(text, T.REASON_LEADS));
    } else if (kind === "yes-no") {
      const stance = stanceOf(text, speaker.random);
      lines.push(say(stance.yes ? T.YES : T.NO, stance.values) ?? (stance.yes ? "Yes." : "No."));
      lines.push(detail(text, T.REASON_LEADS) ?? traitLine());
    } else {
      lines.push(detail(text, T.DETAIL_LEADS) ?? traitLine() ?? say(T.ANSWERS.what.unknown));
    }
    return lines.filter((line): line is string => !!line);
  }
}
