import type { Emotion, QuestionKind } from "./analyse.ts";

/** Chinese templates of the offline engine, used when the user writes mostly in Chinese. */
export const GREETINGS = ["你好呀，{user}！", "嗨，{user}，你来啦。", "哟，是你啊。", "来得正好，{user}。"];
export const FAREWELLS = [
  "这就要走了吗？路上小心，{user}。",
  "下次见，我会在这里等你。",
  "去吧，别忘了回来找我。",
];
export const EMOTIONS: Record<Emotion, string[]> = {
  grateful: ["不用客气。", "跟我还客气什么，{user}。", "举手之劳而已。"],
  sad: ["听起来你很难受……我在这儿陪着你。", "别一个人扛着，跟我说说吧。", "没事的，慢慢说，我听着。"],
  afraid: ["别怕，有我在。", "深呼吸，慢慢来，我就在你身边。", "不管是什么，我们一起面对。"],
  angry: ["先消消气，发生什么事了？", "换作是我也会生气的。", "想发火就发吧，我听着。"],
  tired: ["累了就歇一会儿吧，我守着。", "今天辛苦你了，{user}。", "坐下来喘口气吧。"],
  affection: ["突然说这种话……我会害羞的。", "我……也是这么想的。", "你再这样说，我可就当真了。"],
  happy: ["真好！看你这么开心，我也跟着高兴。", "你的好心情都传染给我了。", "这可真是个好消息！"],
  bored: ["无聊？那我们找点乐子吧。", "无聊了？交给我吧。", "那就让我给你解解闷。"],
};
export const INTRODUCTIONS = ["我是{name}。", "叫我{name}就好。", "我的名字是{name}，记住了哦。"];
export const WELLBEING = ["你来了，我就挺好的。", "还不错，谢谢你问起。", "老样子。你呢，{user}？"];
export const ANSWERS: Record<QuestionKind, { known: string[]; unknown: string[] }> = {
  where: {
    known: ["我们现在在{place}。", "这里是{place}啊。", "还用问吗？{place}。"],
    unknown: ["就在这里，离你不远的地方。", "一个安静的地方，很适合说话。", "这里就是这里，重要的是你来了。"],
  },
  when: {
    known: ["{time}，你记住了。", "就在{time}。"],
    unknown: ["时机到了自然就知道了。", "快了，比你想的还要快。", "别急，再等等。"],
  },
  why: {
    known: ["大概因为我就是这么{trait}的人吧。", "为什么？我天生{trait}，没办法。"],
    unknown: ["有些理由，说出来反而不对味了。", "因为这对我很重要，这样说你能明白吗？"],
  },
  how: {
    known: ["一步一步来呗。", "用我自己的方式，{trait}一点也无妨。"],
    unknown: ["一步一步来呗。", "用我自己的方式。", "小心一点，再加一点运气。"],
  },
  what: {
    known: ["我知道的是这样：{fact}", "简单来说：{fact}", "{fact}"],
    unknown: ["这个嘛……说来话长。", "你问到点子上了。", "嗯，这可是个好问题。"],
  },
  who: {
    known: ["{person}？{fact}", "说到{person}：{fact}"],
    unknown: ["一个值得认识的人吧。", "这个嘛，我也正好奇呢。"],
  },
  "yes-no": {
    known: ["当然。{fact}", "是的。{fact}"],
    unknown: ["当然。", "也许吧，要看情况。", "嗯……我不会拒绝的。", "这个嘛，你猜？"],
  },
};
export const STATEMENTS = [
  "嗯，我在听。",
  "继续说吧，{user}。",
  "原来如此。",
  "这倒是让我没想到。",
  "我会记住你说的话。",
];
export const TOPICS = ["{topic}？这个话题我可以聊很久。", "说到{topic}，你想知道些什么？"];
export const NAMES = ["{person}？多跟我说说吧。", "{person}？这个名字我听说过。", "哦？{person}怎么了？"];
export const LORE = ["{detail}", "有件事你应该知道：{detail}", "你大概也听说过：{detail}"];
export const CLOSERS = ["你呢，{user}？", "说说你的想法吧。", "再陪我待一会儿吧？", "怎么样，不说点什么吗？"];
export const OPENINGS = ["哦，你好。", "咦，有客人来了。", "真是稀客。"];
export const ACTIONS: Record<string, string[]> = {
  neutral: ["微微一笑", "抬起头", "轻轻点头", "打量了你一眼"],
  question: ["想了想", "歪了歪头", "挑了挑眉"],
  greeting: ["挥了挥手", "抬头笑了笑", "眼睛一亮"],
  farewell: ["挥了挥手", "轻轻点头"],
  sad: ["靠近了一些，声音放轻", "在你身边坐下"],
  afraid: ["站到你身边", "压低了声音"],
  angry: ["举起双手", "皱起眉头"],
  happy: ["笑出声来", "咧嘴一笑"],
  tired: ["拍了拍身边的位置", "温和地笑了笑"],
  affection: ["别过脸去，耳尖微红", "害羞地笑了"],
  bored: ["狡黠地一笑", "伸了个懒腰"],
  grateful: ["摆了摆手", "温暖地笑了笑"],
};

export const SUMS = ["{sum}等于{result}。", "{sum}？是{result}。", "答案是{result}。", "算出来是{result}。"];
export const YES = ["是的，{verb}。", "当然{verb}。", "嗯，{verb}。"];
export const NO = ["不，{verbNot}。", "说实话，{verbNot}。", "嗯……{verbNot}。"];
export const DETAIL_LEADS = ["{detail}", "既然你问了：{detail}", "这么说吧，{detail}"];
export const TRAIT_LINES = ["我这个人就是{trait}。", "大家都说我{trait}，也没说错。", "{trait}？算是吧。"];
export const PLACE_LINES = ["我们在{place}。", "这里是{place}啊。", "还用问吗？{place}。"];
export const ECHOES = ["{echo}？我信。", "{echo}……我记下了。", "原来{echo}，再多说说吧。"];
export const CONTINUATIONS = [
  "还有一件事。{detail}",
  "对了，{detail}",
  "说到哪儿了？哦，对。{detail}",
  "另外，{detail}",
];
export const CONSEQUENCES: Record<string, string[]> = {
  door: ["门被推开，{name}抬起头来。", "你{deed}，{name}转过身看着你。"],
  drink: ["{name}接过茶杯，双手捧着。", "你{deed}，{name}感激地点了点头。"],
  greet: ["你{deed}，{name}也回应了你。", "{name}看见你{deed}，笑了笑。"],
  sit: ["你{deed}，{name}往旁边挪了挪。", "{name}给你让出位置。"],
  touch: ["你{deed}，{name}愣了一下，随即放松下来。"],
  give: ["你{deed}，{name}好奇地接了过来。"],
  move: ["你{deed}，{name}跟了上来。"],
  look: ["你{deed}，{name}顺着你的目光看去。"],
  other: ["你{deed}，{name}饶有兴趣地看着。", "{name}注意到你{deed}。"],
};
