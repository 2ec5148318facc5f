/**
 * What the user does, as opposed to says: narration between asterisks ("*waves*") or a first-person
 * deed ("I open the door"). The reply narrates what happens next, so the deed is read back in the
 * second person ("you open the door").
 */
export type UserAction = { deed: string; chinese: boolean };

/** "I think…", "I feel…" report a state of mind: a statement, not a deed to narrate. */
const NOT_DEEDS =
  /^(?:am|was|think|thought|feel|felt|know|knew|guess|believe|hope|wish|mean|need|want|like|love|hate|have|had|see|saw|remember|wonder|just|really|can|can't|could|would|will|won't|do|don't|did|didn't|must|should|agree|suppose|heard|bet)\b/i;
const CHINESE_DEED =
  /^\s*我(?!觉得|认为|想|希望|喜欢|爱|是|有|知道|感觉|相信|猜|今天|刚才|也|还|很|真|不)(.{2,40}?)[。！!.]?\s*$/u;

const verbBase = (verb: string) =>
  /(?:ch|sh|ss|x|o)es$/i.test(verb)
    ? verb.slice(0, -2)
    : /ies$/i.test(verb)
      ? `${verb.slice(0, -3)}y`
      : /[^s]s$/i.test(verb)
        ? verb.slice(0, -1)
        : verb;

/** "sits down beside you and offers a cup" → "sit down beside {them} and offer a cup". */
function thirdToSecond(narration: string, characterRef: string): string {
  const clauses = narration.split(/(\s+(?:and|then)\s+|,\s*)/);
  return clauses
    .map((clause) => {
      if (/^\s*(?:and|then)\s*$|^,\s*$/.test(clause)) return clause;
      return clause.replace(
        /^(\s*)([a-z]+)/i,
        (_all, space: string, verb: string) => `${space}${verbBase(verb)}`,
      );
    })
    .join("")
    .replace(/\byour\b/gi, `${characterRef}'s`)
    .replace(/\byou\b/gi, characterRef)
    .replace(/\b(?:his|her|their)\b/gi, "your")
    .replace(/\b(?:himself|herself|themselves)\b/gi, "yourself");
}

/** "I open the door and step inside" → "open the door and step inside", my → your. */
function firstToSecond(deed: string, characterRef: string): string {
  return deed
    .replace(/\byou\b/gi, characterRef)
    .replace(/\bmy\b/gi, "your")
    .replace(/\bme\b/gi, "you")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bI\b/g, "you");
}

export function userActionIn(text: string, characterRef: string): UserAction | null {
  const narrated = /\*([^*]{2,120})\*/.exec(text)?.[1]?.trim();
  if (narrated) {
    if (/\p{Script=Han}/u.test(narrated)) return { deed: narrated.replace(/^我/, ""), chinese: true };
    const withoutSubject = narrated.replace(/^(?:I|you)\s+/i, "");
    return { deed: thirdToSecond(withoutSubject, characterRef).replace(/[.!]+$/, ""), chinese: false };
  }
  const first = /^\s*I\s+([a-z]+)\b(.{0,120}?)[.!]?\s*$/i.exec(text);
  if (first && !NOT_DEEDS.test(first[1]!) && !/[?]/.test(text))
    return { deed: firstToSecond(`${first[1]}${first[2]}`, characterRef), chinese: false };
  const chinese = CHINESE_DEED.exec(text);
  if (chinese && !/[？?吗]/.test(text)) return { deed: chinese[1]!, chinese: true };
  return null;
}

/** What the character does in return, by what the deed touches; the first matching group wins. */
export const CONSEQUENCE_KEYS: [string, RegExp][] = [
  ["door", /\b(?:door|gate|hatch|window)\b|门|窗/],
  ["drink", /\b(?:tea|coffee|cup|drink|mug|wine|ale|water)\b|茶|酒|水|咖啡/],
  ["greet", /\b(?:wave|bow|nod|salute|smile)\b|挥|鞠躬|点头|笑/],
  ["sit", /\b(?:sit|sits|lie|rest|lean)\b|坐|躺|靠/],
  ["touch", /\b(?:hug|hold|touch|kiss|pat|hand|shake)\b|抱|握|拍|牵/],
  ["give", /\b(?:give|offer|hand over|show|present)\b|给|递|送|拿出/],
  ["move", /\b(?:walk|step|enter|go|run|climb|follow|come|leave|approach)\b|走|进|跑|跟|来到|离开/],
  ["look", /\b(?:look|watch|stare|glance|read|search|examine|inspect)\b|看|读|找|检查/],
];
