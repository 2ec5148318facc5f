import { escapeRegExp } from "./text.ts";

/**
 * Cards describe the character in the third person ("Luna is a celestial mage…"); when the character
 * introduces itself the same sentence must read "I'm a celestial mage…". Only sentences whose shape
 * is clear are converted; the rest return null so the caller chooses another line.
 */
export function toFirstPerson(sentence: string, name: string): string | null {
  const subjects = [...name.split(/\s+/).filter(Boolean), name, "She", "He", "They"].map(escapeRegExp);
  const possessive = new RegExp(`^(?:${subjects.join("|")})'s\\s+(.*)$`, "i");
  const ownedThing = possessive.exec(sentence);
  if (ownedThing) return clean(`My ${ownedThing[1]}`, name);
  const subjectVerb = new RegExp(`^(?:${subjects.join("|")})\\s+([a-z]+)\\b\\s*(.*)$`, "i");
  const match = subjectVerb.exec(sentence);
  if (!match) return null;
  const [, verb = "", rest = ""] = match;
  const lower = verb.toLowerCase();
  const irregular: Record<string, string> = {
    is: "I'm",
    are: "I'm",
    was: "I was",
    has: "I have",
    does: "I do",
  };
  let subjectAndVerb = irregular[lower];
  if (!subjectAndVerb) {
    if (
      ["can", "will", "would", "could", "might", "must", "never", "always", "often", "also"].includes(lower)
    ) {
      subjectAndVerb = `I ${lower}`;
    } else if (lower.endsWith("ies")) subjectAndVerb = `I ${lower.slice(0, -3)}y`;
    else if (/(?:ch|sh|ss|x|o)es$/.test(lower)) subjectAndVerb = `I ${lower.slice(0, -2)}`;
    else if (lower.endsWith("s")) subjectAndVerb = `I ${lower.slice(0, -1)}`;
    else return null;
  }
  return clean(`${subjectAndVerb} ${rest}`, name);
}

function clean(sentence: string, name: string): string | null {
  // A second "she" or the name again means the sentence is about more than the speaker; leave it.
  const nameWords = name.split(/\s+/).filter((word) => word.length > 1);
  if (/\b(?:she|he)\b/i.test(sentence) || nameWords.some((word) => sentence.includes(word))) return null;
  return (
    sentence
      .replace(/\b(?:her|his|their)\s+own\b/gi, "my own")
      .replace(/\b(?:herself|himself|themselves)\b/gi, "myself")
      .replace(/\b(?:his|their)\b(?=\s+[a-z])/gi, "my")
      // "her" is also an object ("protect her"); only after these words is it surely possessive.
      .replace(
        /\b(with|of|in|on|from|by|into|wear|wears|have|has|hold|holds|carry|carries|love|loves|and)\s+her\b(?=\s+[a-z])/gi,
        "$1 my",
      )
      .trim()
  );
}

/** The Chinese counterpart: "露娜是一名法师" becomes "我是一名法师" when the subject leads the sentence. */
export function toFirstPersonChinese(sentence: string, name: string): string | null {
  const subjects = [name, "她", "他"].filter(Boolean).map(escapeRegExp).join("|");
  const match = new RegExp(`^(?:${subjects})(?=[是有喜会正在很总常曾住来])`).exec(sentence);
  if (!match) return null;
  const rest = sentence.slice(match[0].length).replace(/她的|他的/g, "我的");
  return /她|他/.test(rest) || (name && rest.includes(name)) ? null : `我${rest}`;
}
