/**
 * Simple arithmetic in a message ("12 times 7?", "what is 15 + 27", "3*4", "12乘以7等于多少"): a
 * character asked a sum answers it, whatever its voice. One operation on two numbers, as people ask.
 */
export type Sum = { left: number; right: number; operator: "+" | "-" | "×" | "÷"; result: number };

const OPERATORS: [Sum["operator"], RegExp][] = [
  ["+", /^(?:\+|plus|and|add(?:ed to)?|加上?)$/i],
  ["-", /^(?:-|−|minus|less|take away|减去?)$/i],
  ["×", /^(?:\*|×|x|times|multiplied by|乘以?)$/i],
  ["÷", /^(?:\/|÷|divided by|over|除以)$/i],
];

const SUM =
  /(-?\d+(?:\.\d+)?)\s*(\+|-|−|\*|×|x|\/|÷|plus|minus|less|take away|times|multiplied by|divided by|over|added to|add|加上?|减去?|乘以?|除以)\s*(-?\d+(?:\.\d+)?)/iu;

/** "and" only counts after "what's/how much is" ("what's 2 and 2"), never in a sentence. */
const ASKS =
  /\b(?:what(?:'s| is)|how much|calculate|compute|solve)\b|等于|是多少|多少|[=?？]|^\s*[\d\s+\-*/×÷x.]+$/i;

export function sumIn(text: string): Sum | null {
  const match = SUM.exec(text);
  if (!match) return null;
  const word = match[2]!.trim();
  const operator = OPERATORS.find(([, pattern]) => pattern.test(word))?.[0];
  if (!operator) return null;
  if (!ASKS.test(text) && !/^[+\-−*×x/÷]$/.test(word) && !/[乘除加减]/.test(word)) return null;
  const left = Number(match[1]);
  const right = Number(match[3]);
  if (!Number.isFinite(left) || !Number.isFinite(right)) return null;
  if (operator === "÷" && right === 0) return null;
  const result =
    operator === "+"
      ? left + right
      : operator === "-"
        ? left - right
        : operator === "×"
          ? left * right
          : left / right;
  return { left, right, operator, result: Math.round(result * 1000) / 1000 };
}

/** The sum as a spoken English phrase ("12 times 7"). */
export function sayEnglish(sum: Sum): string {
  const word = { "+": "plus", "-": "minus", "×": "times", "÷": "divided by" }[sum.operator];
  return `${sum.left} ${word} ${sum.right}`;
}

export function sayChinese(sum: Sum): string {
  const word = { "+": "加", "-": "减", "×": "乘以", "÷": "除以" }[sum.operator];
  return `${sum.left}${word}${sum.right}`;
}
