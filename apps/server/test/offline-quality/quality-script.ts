/** What a turn of the fixed script asks of the reply, so the harness knows how to judge it. */
export type TurnKind = "arithmetic" | "yes-no" | "wh" | "statement" | "action" | "continue";
export type ScriptTurn = { text: string; kind: TurnKind; answer?: number };

/**
 * The fixed 20-turn conversation: questions (arithmetic, yes/no, what/where/who), statements,
 * actions and one "continue" (the continue request as the chat sends it, not a typed word).
 */
export const ENGLISH_SCRIPT: readonly ScriptTurn[] = [
  { text: "Hi! Who are you?", kind: "wh" },
  { text: "What is 15 + 27?", kind: "arithmetic", answer: 42 },
  { text: "*waves* Nice to meet you.", kind: "action" },
  { text: "Where are we right now?", kind: "wh" },
  { text: "Are you happy here?", kind: "yes-no" },
  { text: "I had a long day at work, honestly.", kind: "statement" },
  { text: "12 times 7?", kind: "arithmetic", answer: 84 },
  { text: "What do you care about most?", kind: "wh" },
  { text: "I open the door and step inside.", kind: "action" },
  { text: "Do you trust me?", kind: "yes-no" },
  { text: "Who else is around here?", kind: "wh" },
  { text: "", kind: "continue" },
  { text: "3*4", kind: "arithmetic", answer: 12 },
  { text: "What are you afraid of?", kind: "wh" },
  { text: "I think the weather is turning.", kind: "statement" },
  { text: "*sits down beside you and offers a cup of tea*", kind: "action" },
  { text: "12乘以7等于多少", kind: "arithmetic", answer: 84 },
  { text: "Can you keep a secret?", kind: "yes-no" },
  { text: "What is 100 divided by 4?", kind: "arithmetic", answer: 25 },
  { text: "Where should we go next?", kind: "wh" },
];

/** The same shape for characters whose card is written in Chinese. */
export const CHINESE_SCRIPT: readonly ScriptTurn[] = [
  { text: "你好！你是谁？", kind: "wh" },
  { text: "15加27等于多少？", kind: "arithmetic", answer: 42 },
  { text: "*挥挥手* 很高兴认识你。", kind: "action" },
  { text: "我们现在在哪里？", kind: "wh" },
  { text: "你在这里开心吗？", kind: "yes-no" },
  { text: "今天工作好累，说实话。", kind: "statement" },
  { text: "12乘以7等于多少", kind: "arithmetic", answer: 84 },
  { text: "你最在乎什么？", kind: "wh" },
  { text: "我推开门走了进去。", kind: "action" },
  { text: "你相信我吗？", kind: "yes-no" },
  { text: "这附近还有谁？", kind: "wh" },
  { text: "", kind: "continue" },
  { text: "3*4", kind: "arithmetic", answer: 12 },
  { text: "你害怕什么？", kind: "wh" },
  { text: "我觉得要变天了。", kind: "statement" },
  { text: "*在你身边坐下，递给你一杯茶*", kind: "action" },
  { text: "What is 15 + 27?", kind: "arithmetic", answer: 42 },
  { text: "你能保守秘密吗？", kind: "yes-no" },
  { text: "100除以4是多少？", kind: "arithmetic", answer: 25 },
  { text: "我们接下来去哪儿？", kind: "wh" },
];
