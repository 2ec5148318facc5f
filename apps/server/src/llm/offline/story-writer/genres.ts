/**
 * The kinds of story the offline writer tells, each with the words it draws on in English and
 * Chinese. A draft's genre is the one whose keywords it uses most; "adventure" when none.
 */
export interface GenreWords {
  /** Where the story happens: completes "takes place in …". */
  places: readonly string[];
  /** Who the character is when the form does not say: completes "… is …". */
  roles: readonly string[];
  /** What threatens the world: one sentence. */
  tensions: readonly string[];
  /** What the character needs from the protagonist: completes "help with …". */
  goals: readonly string[];
  /** What goes wrong: completes "but …". */
  complications: readonly string[];
  /** A late discovery: one sentence. */
  twists: readonly string[];
  /** The last choice: completes "you must …". */
  choices: readonly string[];
  /** A sensory line that opens a scene. */
  sights: readonly string[];
  /** Bold actions the protagonist may take in the opening scene (at most 100 characters). */
  boldActions: readonly string[];
  /** Things in a scene worth searching: completes "Search …" / "查看…". */
  clues: readonly string[];
}

export type GenreId = "fantasy" | "scifi" | "mystery" | "horror" | "romance" | "adventure";

export const GENRE_KEYWORDS: Record<Exclude<GenreId, "adventure">, RegExp> = {
  fantasy:
    /\b(magic|mage|wizard|witch|dragon|kingdom|king|queen|sword|spell|elf|elves|knight|castle|realm|prophecy|rune)s?\b|魔法|巫师|女巫|龙|王国|国王|女王|剑|咒语|精灵|骑士|城堡|预言|修仙|仙|江湖|武林|门派/giu,
  scifi:
    /\b(space|planet|spaceship|starship|station|android|robot|cyber|alien|galaxy|orbit|colony|ai|laser|hacker)s?\b|太空|星球|飞船|空间站|机器人|仿生人|外星|银河|殖民|赛博|黑客|星际/giu,
  mystery:
    /\b(murder|detective|clue|secret|case|suspect|crime|police|investigat\w*|missing|witness)s?\b|谋杀|侦探|线索|秘密|案件|嫌疑|警察|调查|失踪|证人/giu,
  horror:
    /\b(ghost|haunted|curse|blood|demon|monster|zombie|nightmare|grave|corpse|dread)s?\b|鬼|闹鬼|诅咒|血|恶魔|怪物|僵尸|噩梦|坟墓|尸体/giu,
  romance:
    /\b(love|lover|heart|kiss|romance|wedding|date|crush|marry|married|boyfriend|girlfriend)s?\b|爱|恋|心动|亲吻|婚礼|约会|暗恋|结婚|男友|女友/giu,
};

/** The genre whose keywords the text uses most. */
export function genreOf(text: string): GenreId {
  let best: GenreId = "adventure";
  let bestCount = 0;
  for (const [genre, pattern] of Object.entries(GENRE_KEYWORDS)) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = genre as GenreId;
      bestCount = count;
    }
  }
  return best;
}

export const GENRES_EN: Record<GenreId, GenreWords> = {
  fantasy: {
    places: [
      "a kingdom whose old magic is failing one village at a time",
      "a walled city built on the bones of a sleeping dragon",
      "a realm where every spell is paid for with a memory",
    ],
    roles: [
      "a hedge witch with more enemies than friends",
      "a knight who broke her oath",
      "an exiled court mage",
    ],
    tensions: [
      "The crown is weak, the wards are thinning, and something old is waking beneath the hills.",
      "A prophecy names a saviour nobody trusts, and the temples are arming for war.",
    ],
    goals: ["a forbidden spell", "the theft of a royal seal", "breaking a curse before the new moon"],
    complications: [
      "the king's hunters are already on the road",
      "the spell demands a price neither of you wants to pay",
    ],
    twists: [
      "The curse was never meant for the kingdom: it was meant to protect it.",
      "The mentor who sent you is the one who woke the dragon.",
    ],
    choices: [
      "decide who keeps the last of the old magic",
      "choose between the crown and the people it failed",
    ],
    sights: [
      "Lantern light flickers over wet cobblestones, and somewhere a bell tolls the curfew.",
      "The air tastes of ash and rain; blue runes glow faintly along the ruined arch.",
    ],
    boldActions: [
      "Draw your blade and step into the light",
      "Speak the word of power you swore never to use",
    ],
    clues: ["the runes on the broken arch", "the satchel of sealed letters"],
  },
  scifi: {
    places: [
      "a mining station on the edge of charted space, three weeks from help",
      "a drowned megacity where the rich live above the clouds",
      "a colony ship whose crew woke a century too early",
    ],
    roles: [
      "a salvage pilot with a price on her head",
      "an android who remembers being human",
      "a station medic",
    ],
    tensions: [
      "The station's AI has started answering questions nobody asked, and the oxygen reserves are falling.",
      "The corporations have stopped pretending to obey the law, and the signal from deep space grows louder.",
    ],
    goals: [
      "smuggling a stolen core off the station",
      "finding the source of the signal",
      "repairing a dying reactor",
    ],
    complications: [
      "the docking codes have been changed",
      "someone aboard is sending your position to the fleet",
    ],
    twists: [
      "The signal is a recording of your own voice, sent years from now.",
      "The crew were never meant to wake: the ship was steering itself somewhere else.",
    ],
    choices: [
      "decide who gets the last seat on the escape shuttle",
      "choose whether to wake the rest of the colony",
    ],
    sights: [
      "Warning lights pulse red along the corridor, and the hull groans as the station turns.",
      "Rain runs down the neon signs, and a drone hums overhead, scanning faces.",
    ],
    boldActions: [
      "Override the airlock and go outside",
      "Jack into the station's core without a safety line",
    ],
    clues: ["the flickering terminal", "the crate stamped with a corporate seal"],
  },
  mystery: {
    places: [
      "a seaside town where everyone has something to hide",
      "a grand old hotel closed for the winter, except for one guest",
      "a rain-soaked city in the last year before the war",
    ],
    roles: [
      "a detective who no longer trusts the police",
      "a widow with too many alibis",
      "a journalist chasing a story",
    ],
    tensions: [
      "A body was found at dawn, the police have closed the case, and the killer is still in town.",
      "Letters keep arriving from someone who died ten years ago.",
    ],
    goals: [
      "a disappearance nobody will talk about",
      "finding the missing ledger",
      "proving an innocent man did not do it",
    ],
    complications: ["every witness tells a different story", "the evidence keeps vanishing overnight"],
    twists: [
      "The victim staged the first death to escape the second.",
      "The person who hired you wrote the letters.",
    ],
    choices: [
      "name the culprit in front of the whole town",
      "decide whether the truth is worth what it will cost",
    ],
    sights: [
      "Rain taps at the window, and the smell of cold coffee hangs over a desk buried in files.",
      "The hotel lobby is dark except for one lamp, left burning beside the register.",
    ],
    boldActions: ["Accuse the nearest suspect to their face", "Pick the lock of the study door"],
    clues: ["the torn page in the register", "the muddy footprints by the door"],
  },
  horror: {
    places: [
      "a village that vanishes from the map every winter",
      "a hospital closed after the fire, where the lights still come on at night",
      "a manor at the end of a road no one drives twice",
    ],
    roles: [
      "a caretaker who knows the house's rules",
      "the last priest of a forgotten parish",
      "a girl who sees the dead",
    ],
    tensions: [
      "Something in the walls is learning your name, and the doors lock themselves after dark.",
      "The dead are restless, and whatever keeps them in their graves is failing.",
    ],
    goals: [
      "finishing a ritual before midnight",
      "finding a way out before the fog comes back",
      "laying a ghost to rest",
    ],
    complications: [
      "the house rearranges its rooms each night",
      "the thing you are fleeing wears a familiar face",
    ],
    twists: [
      "You have been here before; the house remembers you.",
      "The ghost is trying to warn you, not harm you.",
    ],
    choices: ["decide who stays behind to hold the door", "choose whether to break the curse or inherit it"],
    sights: [
      "The candle gutters though there is no draught, and the portraits seem to lean closer.",
      "Fog presses against the windows, and somewhere upstairs a floorboard creaks, then another.",
    ],
    boldActions: ["Open the door you were told never to open", "Call out to whatever is on the stairs"],
    clues: ["the scratches on the inside of the wardrobe", "the diary left open on the bed"],
  },
  romance: {
    places: [
      "a little seaside town in its last week of summer",
      "a busy city café where the same stranger always takes the corner table",
      "a vineyard about to be sold, with one harvest left",
    ],
    roles: [
      "a florist who pretends not to believe in love",
      "an old friend back after ten years",
      "a rival chef",
    ],
    tensions: [
      "Summer is ending, the town is changing, and some chances only come once.",
      "Two families have feuded for years, and a wedding is about to make things worse.",
    ],
    goals: ["saving the café from closing", "a fake engagement that is getting too real", "one last harvest"],
    complications: ["an old flame arrives in town", "a secret from the past resurfaces at the worst moment"],
    twists: [
      "The letter you never answered was never delivered.",
      "The rival bid was made to protect you, not to beat you.",
    ],
    choices: [
      "say what you feel before the last train leaves",
      "choose between the life you planned and the one in front of you",
    ],
    sights: [
      "Warm light spills from the café, and the smell of fresh bread follows you in from the street.",
      "The sea is silver at sunset, and music drifts from a party somewhere along the shore.",
    ],
    boldActions: ["Ask them to dance, right here", "Tell the truth about why you came back"],
    clues: ["the old photograph behind the counter", "the unsent letter in the drawer"],
  },
  adventure: {
    places: [
      "a frontier at the edge of the known maps",
      "a harbour city where every ship carries a secret cargo",
      "a chain of islands no two charts agree on",
    ],
    roles: [
      "a guide who knows every shortcut and every liar",
      "a treasure hunter down on her luck",
      "a smuggler with a code",
    ],
    tensions: [
      "A lost treasure has been found, and half the world is racing to reach it first.",
      "The old trade routes are closing, and desperate people are taking desperate risks.",
    ],
    goals: [
      "reaching the ruins before the rival expedition",
      "delivering a package nobody may open",
      "finding a lost map",
    ],
    complications: ["the map is incomplete", "the rival expedition is led by someone you trust"],
    twists: [
      "The treasure was never gold: it is a way home.",
      "Your guide has made this journey before, and came back alone.",
    ],
    choices: [
      "decide who gets to keep what you found",
      "choose between the treasure and the people who came with you",
    ],
    sights: [
      "Gulls scream over the docks, and the air smells of tar, salt and spice.",
      "Dust devils spin across the plain, and the ruins shimmer in the heat ahead.",
    ],
    boldActions: ["Climb to the highest point and look around", "Make a run for the boat"],
    clues: ["the half-burned map", "the crates stacked on the dock"],
  },
};

export const GENRES_ZH: Record<GenreId, GenreWords> = {
  fantasy: {
    places: [
      "一个古老魔法正在一村一村消失的王国",
      "一座建在沉睡巨龙骨骸上的城",
      "一个每道咒语都要用记忆来偿还的国度",
    ],
    roles: ["一个仇人比朋友多的乡野女巫", "一个背弃了誓言的骑士", "一个被逐出宫廷的法师"],
    tensions: [
      "王权衰弱，结界日渐稀薄，山下有古老的东西正在苏醒。",
      "预言指向一位无人信任的救世主，各地神殿正在备战。",
    ],
    goals: ["一道禁咒", "偷出王室印玺", "在新月之前解除诅咒"],
    complications: ["国王的猎手已经上路", "那道咒语要付出你们都不愿付出的代价"],
    twists: ["诅咒从来不是为了毁灭王国，而是为了守护它。", "派你前来的导师，正是唤醒巨龙的人。"],
    choices: ["决定最后的古老魔法由谁保管", "在王冠与被它辜负的百姓之间作出选择"],
    sights: [
      "灯火在湿漉漉的石板路上摇曳，远处的钟声宣告宵禁开始。",
      "空气里有灰烬和雨的味道，残破的拱门上符文发着微弱的蓝光。",
    ],
    boldActions: ["拔剑走进光里", "念出你发誓永不使用的咒语"],
    clues: ["残破拱门上的符文", "装满密信的挎包"],
  },
  scifi: {
    places: [
      "一座位于已知星域边缘、离救援三周航程的采矿站",
      "一座富人住在云层之上的水下巨城",
      "一艘船员提前一百年醒来的殖民舰",
    ],
    roles: ["一个被悬赏的打捞飞行员", "一个记得自己曾是人类的仿生人", "空间站的医生"],
    tensions: [
      "空间站的人工智能开始回答没人问过的问题，氧气储备在不断下降。",
      "财团不再假装守法，深空传来的信号越来越强。",
    ],
    goals: ["把偷来的核心运出空间站", "找到信号的来源", "修好一座濒临崩溃的反应堆"],
    complications: ["对接密码已经被改掉", "船上有人在向舰队发送你的位置"],
    twists: ["那段信号是你自己的声音，来自多年以后。", "船员本不该醒来：飞船一直在驶向别的地方。"],
    choices: ["决定逃生舱的最后一个座位给谁", "选择是否唤醒殖民地的其他人"],
    sights: [
      "走廊里警报灯闪着红光，空间站转动时船壳发出呻吟。",
      "雨水顺着霓虹招牌流下，一架无人机在头顶嗡嗡作响，扫描着每一张脸。",
    ],
    boldActions: ["强行打开气闸走到外面", "不系安全索直接接入空间站核心"],
    clues: ["闪烁的终端", "印着财团标志的货箱"],
  },
  mystery: {
    places: [
      "一个人人都藏着秘密的海边小镇",
      "一家冬季歇业、却还住着一位客人的老旅馆",
      "战前最后一年阴雨连绵的城市",
    ],
    roles: ["一个不再信任警方的侦探", "一个不在场证明太多的寡妇", "一个追查真相的记者"],
    tensions: [
      "黎明时发现了一具尸体，警方已经结案，而凶手还在镇上。",
      "一个十年前就去世的人，还在不断寄来信件。",
    ],
    goals: ["一桩没人愿意谈起的失踪案", "找到丢失的账本", "证明一个无辜的人没有犯罪"],
    complications: ["每个证人的说法都不一样", "证据总在夜里消失"],
    twists: ["受害者伪造了第一次死亡，为的是逃过第二次。", "雇你的人，正是写信的人。"],
    choices: ["当着全镇人的面说出凶手", "决定真相是否值得它的代价"],
    sights: [
      "雨点敲打着窗户，堆满卷宗的桌上飘着冷咖啡的味道。",
      "旅馆大堂一片漆黑，只有登记簿旁还亮着一盏灯。",
    ],
    boldActions: ["当面指认离你最近的嫌疑人", "撬开书房的门锁"],
    clues: ["登记簿上被撕掉的一页", "门边沾着泥的脚印"],
  },
  horror: {
    places: [
      "一个每到冬天就从地图上消失的村庄",
      "一家火灾后关闭、夜里却仍会亮灯的医院",
      "一条没人敢走第二次的路尽头的庄园",
    ],
    roles: ["一个熟知这座宅子规矩的看守人", "一个被遗忘教区的最后一位神父", "一个能看见亡灵的女孩"],
    tensions: [
      "墙里的东西正在学会你的名字，天黑后门会自己锁上。",
      "亡者不得安宁，而镇住他们的力量正在失效。",
    ],
    goals: ["在午夜前完成仪式", "在雾回来之前找到出路", "让一个鬼魂安息"],
    complications: ["宅子每晚都会重新排列房间", "你在逃避的东西长着一张熟悉的脸"],
    twists: ["你以前来过这里，宅子还记得你。", "那个鬼魂是在警告你，而不是要伤害你。"],
    choices: ["决定谁留下来守住那扇门", "选择打破诅咒，还是继承它"],
    sights: [
      "明明没有风，烛火却在摇晃，墙上的画像仿佛在向你靠近。",
      "浓雾贴着窗户，楼上某处的地板响了一声，接着又是一声。",
    ],
    boldActions: ["打开那扇你被告诫永远不要打开的门", "朝楼梯上的东西喊一声"],
    clues: ["衣柜内侧的抓痕", "摊开在床上的日记"],
  },
  romance: {
    places: [
      "一个夏天最后一周的海边小镇",
      "一家热闹的城市咖啡馆，角落的座位总坐着同一个陌生人",
      "一座即将出售、只剩最后一次收获的葡萄园",
    ],
    roles: ["一个假装不相信爱情的花店老板", "一个十年后归来的老朋友", "一个作为对手的厨师"],
    tensions: ["夏天要结束了，小镇在变，有些机会只有一次。", "两个家族争斗多年，一场婚礼就要让事情更糟。"],
    goals: ["挽救即将关门的咖啡馆", "一场越来越像真的假订婚", "最后一次收获"],
    complications: ["旧情人回到了镇上", "过去的秘密在最糟的时候浮出水面"],
    twists: ["你从未回复的那封信，其实从没寄到。", "那次竞价是为了保护你，而不是击败你。"],
    choices: ["在末班车开走之前说出心里话", "在计划好的人生和眼前的人之间作出选择"],
    sights: [
      "暖黄的灯光从咖啡馆里透出来，新鲜面包的香味跟着你走进门。",
      "日落时海面泛着银光，岸边某处的派对飘来音乐。",
    ],
    boldActions: ["就在这里邀请对方跳一支舞", "说出你回来的真正原因"],
    clues: ["柜台后面的旧照片", "抽屉里没寄出的信"],
  },
  adventure: {
    places: [
      "已知地图边缘的一片荒原",
      "一座每艘船都装着秘密货物的港口城市",
      "一串没有两张海图能对得上的群岛",
    ],
    roles: ["一个熟悉每条捷径、也认得每个骗子的向导", "一个时运不济的寻宝人", "一个讲规矩的走私者"],
    tensions: [
      "一处失落的宝藏被找到了，半个世界都在抢先赶去。",
      "古老的商路正在关闭，走投无路的人开始铤而走险。",
    ],
    goals: ["赶在对手的探险队之前抵达遗迹", "送一个谁也不许打开的包裹", "找到一张失落的地图"],
    complications: ["地图并不完整", "对手的探险队由你信任的人带领"],
    twists: ["宝藏从来不是黄金，而是一条回家的路。", "你的向导以前走过这段路，而且是独自回来的。"],
    choices: ["决定找到的东西归谁", "在宝藏和同行的人之间作出选择"],
    sights: [
      "海鸥在码头上空尖叫，空气里混着焦油、海盐和香料的味道。",
      "尘卷风掠过平原，前方的遗迹在热浪中微微晃动。",
    ],
    boldActions: ["爬到最高处看看四周", "朝小船冲过去"],
    clues: ["烧掉一半的地图", "码头上堆着的货箱"],
  },
};
