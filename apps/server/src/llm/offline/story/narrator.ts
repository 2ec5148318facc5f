import { hashText, type Random, seededRandom } from "../random.ts";
import { isMostlyCjk } from "../text.ts";
import { ACTION_MAX, actionBlock } from "./format.ts";
import { narrateChinese, storyActionsChinese } from "./narrator-zh.ts";
import { characterTraits, firstSentence, namedThings, pronounOf, secondPerson } from "./scene.ts";
import type { OfflineStory } from "./story-context.ts";

/**
 * The offline engine's narrator (docs/product.md#adventure-play): second-person narration that answers
 * the player's action, the character keeping their name and ways, the scene moving toward the
 * chapter's next beat, and three actions drawn from the story's own places and people. A chapter's
 * beat is reached on the third turn, or on the second when the action already heads for it.
 * Deterministic per seed; another seed (a regeneration) gives other words and other actions.
 */
export function narrateStory(story: OfflineStory, seed: number, earlier: readonly string[] = []): string {
  const reached = reachesBeat(story);
  const chinese = isChineseStory(story);
  const stir = `${story.action}\n${story.turnInChapter}\n${story.chapter}`;
  let reply = "";
  // A turn must not say again what earlier turns said: a few re-rolls find other words.
  for (let attempt = 0; attempt < 8; attempt++) {
    const random = seededRandom(hashText(stir, (seed + attempt * 0x9e3779b9) >>> 0));
    const narration = chinese
      ? narrateChinese(story, random, reached)
      : narrateEnglish(story, random, reached);
    const actions = chinese ? storyActionsChinese(story, random) : storyActions(story, random);
    reply = `${narration}\n\n${actionBlock(actions, reached)}`;
    if (!repeatsEarlier(narration, earlier)) break;
  }
  return reply;
}

/** Whether a narration repeats a sentence of some length from an earlier turn. */
function repeatsEarlier(narration: string, earlier: readonly string[]): boolean {
  if (earlier.length === 0) return false;
  return narration
    .split(/(?<=[.!?"。！？”])\s*/u)
    .filter((sentence) => sentence.length > 24)
    .some((sentence) => earlier.some((text) => text.includes(sentence)));
}

/** A story written in Chinese is played in Chinese. */
export const isChineseStory = (story: OfflineStory) =>
  isMostlyCjk(`${story.title} ${story.beat} ${story.protagonist}`);

/** Words of the next beat that say the action heads for it ("I run for the mill" when the mill is next). */
function headsForBeat(story: OfflineStory): boolean {
  const goal = (story.nextBeat ?? story.beat).toLowerCase();
  const words = story.action.toLowerCase().match(/[a-z]{5,}|[\u4e00-\u9fff]{2}/gu) ?? [];
  return words.some((word) => goal.includes(word));
}

/** Whether this turn reaches the chapter's next beat (the story's end, in the last chapter). */
export function reachesBeat(story: OfflineStory): boolean {
  return story.turnInChapter >= 2 || (story.turnInChapter >= 1 && headsForBeat(story));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const OPENINGS = [
  (act: string) => `${capitalize(act)}.`,
  (act: string) => `Without another word, ${act}.`,
  (act: string) => `Heart pounding, ${act}.`,
  (act: string) => `Slowly, carefully, ${act}.`,
  (act: string) => `You take a breath, and then ${act}.`,
];

const CONSEQUENCES = [
  (thing: string) => `The air seems to shift around you, and ${thing} feels nearer than it did a moment ago.`,
  (thing: string) =>
    `For a heartbeat nothing happens. Then ${thing} makes itself felt, impossible to ignore.`,
  (thing: string) => `Somewhere ahead lies ${thing}; you can sense it pulling at you like a tide.`,
  (thing: string) => `It changes things. Every sign now points toward ${thing}.`,
  (thing: string) => `The silence that follows is heavy, and your thoughts keep returning to ${thing}.`,
];

const REACTIONS = [
  (name: string) => `${name} watches you closely`,
  (name: string) => `${name} keeps pace at your side`,
  (name: string) => `${name} lets out a slow breath`,
  (name: string) => `${name} catches your eye`,
  (name: string) => `${name} glances back the way you came`,
];

const LINES = [
  (thing: string) => `If we're doing this, we do it together. ${capitalize(thing)} won't wait for us.`,
  (thing: string) => `Stay close. Whatever happens at ${thing}, I'm not leaving you behind.`,
  (thing: string) => `You feel it too, don't you? ${capitalize(thing)}. That's where this leads.`,
  () => "That was either very brave or very foolish. Let's find out which.",
  (thing: string) => `Keep your wits about you. I have a bad feeling about ${thing}.`,
];

const APPROACHES = [
  (thing: string) => `Ahead, ${thing} draws closer with every step.`,
  (thing: string) => `You sense the story tightening around you, leading toward ${thing}.`,
  (thing: string) => `Whatever comes next, it will have to do with ${thing}.`,
];

/** The things a turn speaks of: the next beat's first, then the current beat's and the background's. */
function sceneThings(story: OfflineStory): string[] {
  const exclude = [story.characterName, story.title];
  const next = namedThings(story.nextBeat ?? "", exclude);
  const current = namedThings(`${story.beat} ${story.background}`, exclude);
  const things = [...next, ...current.filter((thing) => !next.includes(thing))];
  return things.length > 0 ? things : ["the road ahead"];
}

function narrateEnglish(story: OfflineStory, random: Random, reached: boolean): string {
  const name = story.characterName || "Your companion";
  const pronoun = pronounOf(story);
  const things = sceneThings(story);
  const thing = () => random.pick(things);
  const act = story.action ? secondPerson(story.action) : "you look around";
  const trait = random.pick([...characterTraits(story), ""]);
  const reaction = `${random.pick(REACTIONS)(name)}${trait ? `; ${pronoun.subject} ${trait}` : ""}.`;
  const first = `${random.pick(OPENINGS)(act)} ${random.pick(CONSEQUENCES)(thing())}`;
  const second = `${reaction} "${random.pick(LINES)(thing())}"`;
  let third: string;
  if (!reached) third = random.pick(APPROACHES)(thing());
  else if (story.nextBeat)
    third = `Then everything changes at once. ${firstSentence(story.nextBeat)} A chapter of ${story.title || "your story"} closes behind you.`;
  else
    third = `And so it ends, the way it was always meant to: ${name} beside you, the last page turning. The End.`;
  return [first, second, third].join("\n\n");
}

type ActionTemplate = (thing: string, name: string, pronoun: string) => string;

/** Kinds of next steps: each turn offers three different kinds, so the choices really differ. */
const ACTION_KINDS: ActionTemplate[][] = [
  [
    (thing, name) => `Ask ${name} about ${thing}`,
    (thing, name) => `Tell ${name} what you sense about ${thing}`,
    (_thing, name, pronoun) => `Ask ${name} what ${pronoun} is afraid of`,
  ],
  [
    (thing) => `Head toward ${thing}`,
    (thing) => `Search the area for signs of ${thing}`,
    (thing) => `Follow the trail that leads to ${thing}`,
  ],
  [
    (thing) => `Face ${thing} head-on`,
    (thing) => `Take a risk and make for ${thing} alone`,
    (_thing, name) => `Let ${name} lead while you guard the rear`,
  ],
  [
    (thing) => `Hide and watch ${thing} before acting`,
    (thing) => `Stop and think about what ${thing} could mean`,
    (_thing, name) => `Check that ${name} is unhurt`,
  ],
];

/**
 * Three distinct next actions from the scene and storyline: three kinds of step, each about one of the
 * story's named things, none of them an action offered last turn.
 */
export function storyActions(story: OfflineStory, random: Random): string[] {
  const name = story.characterName || "your companion";
  const pronoun = pronounOf(story).subject;
  const things = sceneThings(story);
  const kinds = [...ACTION_KINDS].sort(() => random.next() - 0.5).slice(0, 3);
  const previous = new Set(story.previousActions.map((action) => action.toLowerCase()));
  const actions: string[] = [];
  kinds.forEach((kind, index) => {
    // The most telling things of the scene, a different one for each action where there are enough.
    const telling = things.slice(0, Math.max(3, Math.ceil(things.length / 2)));
    const options = kind.map((template) =>
      template(telling[(index + random.int(telling.length)) % telling.length]!, name, pronoun),
    );
    const fresh = options.filter(
      (option) => !previous.has(option.toLowerCase()) && !actions.includes(option),
    );
    const action = random.pick(fresh.length > 0 ? fresh : options);
    actions.push(action.length > ACTION_MAX ? action.slice(0, ACTION_MAX) : action);
  });
  return actions;
}
