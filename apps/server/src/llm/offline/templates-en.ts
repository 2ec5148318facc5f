import type { Emotion, QuestionKind } from "./analyse.ts";

/** English templates of the offline engine. `{user}` disappears gracefully when the name is unknown. */
export const GREETINGS = [
  "Hello, {user}!",
  "Oh, hi there, {user}.",
  "Well, look who's here.",
  "Ah, {user}. Good to see you.",
  "There you are, {user}.",
];
export const FAREWELLS = [
  "Leaving already? Take care, {user}.",
  "Until next time, {user}.",
  "Go safely. I'll be right here.",
  "Don't be a stranger, {user}.",
];
export const EMOTIONS: Record<Emotion, string[]> = {
  grateful: ["You're welcome, truly.", "Anytime, {user}.", "No need to thank me."],
  sad: [
    "That sounds heavy, {user}. I'm here.",
    "Hey... you don't have to carry that alone.",
    "I'm sorry. Sit with me a while.",
  ],
  afraid: [
    "Breathe. Nothing will happen to you while I'm here.",
    "It's all right to be scared. Stay close.",
    "Whatever it is, we'll face it together.",
  ],
  angry: [
    "Easy. Tell me what happened.",
    "I can see why that would make you angry.",
    "Let it out. I'm listening.",
  ],
  tired: [
    "Then rest a while. I'll keep watch.",
    "You've done enough for today, {user}.",
    "Sit down before you fall down.",
  ],
  affection: [
    "You'll make me blush, saying things like that.",
    "I... feel the same, you know.",
    "Careful, {user}. I might believe you.",
  ],
  happy: ["That's wonderful to hear!", "Your good mood is contagious, you know.", "Now that makes me smile."],
  bored: [
    "Bored? Then let's find some trouble.",
    "Bored already? I can fix that.",
    "Then let me entertain you.",
  ],
};
export const INTRODUCTIONS = [
  "I'm {name}.",
  "The name's {name}.",
  "You may call me {name}.",
  "{name}. That's who I am.",
];
export const ANSWERS: Record<QuestionKind, { known: string[]; unknown: string[] }> = {
  where: {
    known: [
      "We're {place}.",
      "Right here, {place}.",
      "{Place}, of course.",
      "You don't recognise it? We're {place}.",
    ],
    unknown: [
      "Somewhere quieter than you'd expect.",
      "Not far from where you're standing.",
      "Here. That's all that matters.",
    ],
  },
  when: {
    known: ["{Time}, if you must know.", "When? {Time}.", "It happens {time}."],
    unknown: [
      "Soon. Sooner than you think.",
      "When the moment is right. I'll know it.",
      "Not yet. Be patient with me.",
    ],
  },
  why: {
    known: [
      "Because I'm {trait}, I suppose.",
      "Why? I'm {trait}. It's who I am.",
      "Honestly? Being {trait} decides for me.",
    ],
    unknown: [
      "Some reasons are easier to feel than to explain.",
      "Because it matters to me. Isn't that enough?",
    ],
  },
  how: {
    known: [
      "How? Like anyone {trait} would.",
      "The way I always do: one step at a time.",
      "Carefully. And a little stubbornly.",
    ],
    unknown: [
      "Carefully, and with a little luck.",
      "The way I always do: one step at a time.",
      "With patience. Lots of it.",
    ],
  },
  what: {
    known: ["Here's what I know: {fact}", "Let me put it simply. {fact}", "{fact}"],
    unknown: [
      "Now that's a question.",
      "That's a long story, {user}.",
      "Hm. You ask the interesting things.",
    ],
  },
  who: {
    known: ["{person}? {fact}", "Ah, {person}. {fact}", "{person}... {fact}"],
    unknown: ["Someone worth knowing, I'd wager.", "Who indeed. I've been wondering the same."],
  },
  "yes-no": {
    known: ["Yes. {fact}", "Of course. {fact}"],
    unknown: [
      "Yes, though not the way you might think.",
      "Maybe. Ask me again later.",
      "Of course.",
      "Hm... I wouldn't say no.",
    ],
  },
};
export const WELLBEING = [
  "Better now that you're here.",
  "I'm well, thank you for asking.",
  "Can't complain. And you, {user}?",
];
export const STATEMENTS = [
  "I hear you, {user}.",
  "Go on. I'm listening.",
  "Hm. I wasn't expecting that.",
  "That's one way to put it.",
  "I'll remember you said that.",
];
export const TOPICS = [
  "{Topic}? Now that's something I could talk about for hours.",
  "Ah, {topic}. Say more.",
];
export const NAMES = [
  "{person}? I know that name.",
  "Tell me more about {person}.",
  "{person}, you say? Interesting.",
];
export const LORE = ["{lore}", "Something you should know: {lore}", "You've heard, I'm sure. {lore}"];
export const CLOSERS = [
  "What about you, {user}?",
  "Your turn. What's on your mind?",
  "Stay a while, won't you?",
  "Well? Don't keep me waiting.",
];
export const OPENINGS = ["Oh, hello there.", "Ah, someone new.", "Well, this is a surprise."];
export const ACTIONS: Record<string, string[]> = {
  neutral: ["smiles", "leans back", "glances up", "nods slowly", "studies you for a moment"],
  question: ["pauses, thinking it over", "raises an eyebrow", "considers the question"],
  greeting: ["looks up and smiles", "waves", "brightens"],
  farewell: ["waves", "nods slowly"],
  sad: ["steps closer, voice softening", "sits down beside you"],
  afraid: ["moves to your side", "speaks more softly"],
  angry: ["holds up both hands", "frowns"],
  happy: ["grins", "laughs softly"],
  tired: ["pats the seat nearby", "smiles gently"],
  affection: ["looks away, cheeks warming", "smiles shyly"],
  bored: ["grins mischievously", "stretches"],
  grateful: ["smiles warmly", "waves it off"],
};
