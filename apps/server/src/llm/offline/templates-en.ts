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
export const LORE = ["{detail}", "Something you should know: {detail}", "You've heard, I'm sure. {detail}"];
export const CLOSERS = [
  "What about you, {user}?",
  "Your turn. What's on your mind?",
  "Stay a while, won't you?",
  "Well? Don't keep me waiting.",
];
export const OPENINGS = ["Oh, hello there.", "Ah, someone new.", "Well, this is a surprise."];
export const ACTIONS: Record<string, string[]> = {
  neutral: [
    "smiles",
    "leans back",
    "glances up",
    "nods slowly",
    "studies you",
    "shrugs",
    "taps a finger against the table",
    "looks away briefly",
    "chuckles",
    "shifts closer",
    "folds both arms",
    "lets out a breath",
  ],
  question: ["pauses", "raises an eyebrow", "considers the question", "hums", "narrows both eyes"],
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

/** Answers to a sum: `{sum}` is the question in words ("12 times 7"), `{result}` the answer. */
export const SUMS = [
  "{sum} is {result}.",
  "That's {result}. {Sum}, easy.",
  "{Sum}? {result}.",
  "It comes to {result}.",
  "{result}, if I've counted right.",
  "Easy: {result}.",
];
/** A stance on a yes/no question; `{subject} {verb}` echo the question ("I do", "I can't"). */
export const YES = [
  "Yes, {subject} {verb}.",
  "{Subject} {verb}, yes.",
  "Honestly? {Subject} {verb}.",
  "Of course {subject} {verb}.",
];
export const NO = [
  "No, {subject} {verbNot}.",
  "{Subject} {verbNot}, no.",
  "Honestly? No.",
  "Not really, no.",
];
/** A card detail said as the reason or the answer itself. */
export const DETAIL_LEADS = [
  "{detail}",
  "Since you ask: {detail}",
  "Put it this way. {detail}",
  "Well, {detail}",
];
export const REASON_LEADS = [
  "Here's why: {detail}",
  "{detail}",
  "You should know this: {detail}",
  "Because {detail}",
];
/** What a trait sounds like said by the one who has it. */
export const TRAIT_LINES = [
  "I'm {trait}, I know.",
  "People call me {trait}. They're not wrong.",
  "{Trait}? Guilty.",
  "Call it being {trait}.",
  "I've always been {trait}.",
];
/** The place, said to someone who asks where they are or where to go. */
export const PLACE_LINES = [
  "We're {place}.",
  "Right here, {place}.",
  "{Place}, of course.",
  "Look around. We're {place}.",
  "{Place}: that's where we are.",
];
/** Other people of the card, for "who else…". */
export const PEOPLE_LINES = [
  "There's {person}, for one.",
  "{person}, mostly.",
  "You'll want to meet {person}.",
];
/** A statement read back ("I had a long day" → "You had a long day"), then a reaction. */
export const ECHOES = [
  "{Echo}? I believe it.",
  "{Echo}. Hm, I'll remember that.",
  "So {echo}. Tell me more.",
  "{Echo}, is it? Interesting.",
];
/** The reply goes on after "continue": a link into something new. */
export const CONTINUATIONS = [
  "And another thing. {detail}",
  "There's more, too. {detail}",
  "Where was I? Ah, yes. {detail}",
  "Besides, {detail}",
  "Oh, and {detail}",
];
/** Narrated consequences of what the user does; `{deed}` is the deed in the second person. */
export const CONSEQUENCES: Record<string, string[]> = {
  door: [
    "The door gives way as you {deed}, and {name} looks up.",
    "As you {deed}, cold air follows you in and {name} turns.",
  ],
  drink: [
    "{name} takes the cup as you {deed}, warming both hands on it.",
    "You {deed}; {name} accepts with a grateful nod.",
  ],
  greet: ["You {deed}, and {name} returns it.", "{name} catches it as you {deed}, and answers in kind."],
  sit: ["As you {deed}, {name} shifts to make room.", "You {deed}; {name} settles in beside you."],
  touch: [
    "You {deed}. {name} goes still for a heartbeat, then relaxes.",
    "{name} lets you {deed}, surprised.",
  ],
  give: ["You {deed}, and {name} turns it over curiously.", "{name} accepts it as you {deed}."],
  move: ["You {deed}, and {name} falls into step.", "As you {deed}, {name} keeps close."],
  look: ["You {deed}; {name} follows your gaze.", "{name} waits while you {deed}."],
  other: ["You {deed}, and {name} watches with interest.", "{name} notices as you {deed}."],
};
/** Endings that vary a narrated gesture, so the same few verbs do not read the same twice. */
export const ACTION_TAILS = [
  "",
  ", thinking",
  ", half-smiling",
  ", amused",
  ", head tilted",
  ", eyes narrowed",
  ", softly",
];
