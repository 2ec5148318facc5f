import type { Random } from "../random.ts";
import { firstSentence, namedThingsZh } from "./scene.ts";
import type { OfflineStory } from "./story-context.ts";

/** The offline narrator for stories written in Chinese: the same turn shape as narrateEnglish. */

function thingsOf(story: OfflineStory): string[] {
  const exclude = [story.characterName, story.title];
  const things = [
    ...namedThingsZh(story.nextBeat ?? "", exclude),
    ...namedThingsZh(`${story.beat}${story.background}`, exclude),
  ];
  return things.length > 0 ? [...new Set(things)] : ["前方的路"];
}

/** "我推开门" → "你推开门". */
const secondPersonZh = (action: string) => {
  const text = action
    .trim()
    .replace(/[。！!.]+$/u, "")
    .replace(/我/g, "你");
  return text.startsWith("你") ? text : `你${text}`;
};

const OPENINGS = [
  (act: string) => `${act}。`,
  (act: string) => `没有再犹豫，${act}。`,
  (act: string) => `你深吸一口气，${act.replace(/^你/, "")}。`,
  (act: string) => `心跳得厉害，${act}。`,
];
const CONSEQUENCES = [
  (thing: string) => `四周的空气仿佛变了，${thing}似乎比刚才更近了。`,
  (thing: string) => `片刻的寂静之后，${thing}的存在再也无法忽视。`,
  (thing: string) => `一切迹象都指向${thing}。`,
];
const LINES = [
  (thing: string) => `既然要做，就一起做。${thing}可不会等我们。`,
  (thing: string) => `跟紧我。不管${thing}那里有什么，我都不会丢下你。`,
  () => "这一步要么很勇敢，要么很傻。走着瞧吧。",
];

export function narrateChinese(story: OfflineStory, random: Random, reached: boolean): string {
  const name = story.characterName || "你的同伴";
  const things = thingsOf(story);
  const act = story.action ? secondPersonZh(story.action) : "你环顾四周";
  const first = `${random.pick(OPENINGS)(act)}${random.pick(CONSEQUENCES)(random.pick(things))}`;
  const second = `${name}${random.pick(["看了你一眼", "紧跟在你身边", "轻轻吐出一口气"])}：“${random.pick(LINES)(random.pick(things))}”`;
  const third = !reached
    ? `前方，${random.pick(things)}越来越近。`
    : story.nextBeat
      ? `就在这时，一切都变了。${firstSentence(story.nextBeat)}这一章就此落幕。`
      : `故事就这样走到了尽头，${name}仍在你身旁。全剧终。`;
  return [first, second, third].join("\n\n");
}

const KINDS: ((thing: string, name: string) => string)[][] = [
  [(thing, name) => `问${name}关于${thing}的事`, (_thing, name) => `问${name}在害怕什么`],
  [(thing) => `朝${thing}走去`, (thing) => `在附近寻找${thing}的线索`],
  [(thing) => `正面迎向${thing}`, (_thing, name) => `让${name}带路，你来断后`],
  [(thing) => `先躲起来观察${thing}`, (_thing, name) => `确认${name}有没有受伤`],
];

export function storyActionsChinese(story: OfflineStory, random: Random): string[] {
  const name = story.characterName || "同伴";
  const things = thingsOf(story);
  const previous = new Set(story.previousActions);
  const kinds = [...KINDS].sort(() => random.next() - 0.5).slice(0, 3);
  return kinds.map((kind) => {
    const options = kind.map((template) => template(random.pick(things), name));
    const fresh = options.filter((option) => !previous.has(option));
    return random.pick(fresh.length > 0 ? fresh : options);
  });
}
