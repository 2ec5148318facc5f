import type { SeedStory } from "./types.ts";

export const stories: SeedStory[] = [
  {
    slug: "the-ember-crown",
    title: "The Ember Crown",
    creator: "inkwell-mira",
    categories: ["fantasy", "adventure"],
    characterName: "Seren Ashvale",
    gender: "female",
    age: 24,
    characterDescription:
      "Seren Ashvale is a fire-mage in her mid-twenties and the last apprentice of the Order of Cinders. She has soot-dark braids, a burn scar across her left palm and a temper she is still learning to master. She is brave to the point of recklessness and fiercely protective of anyone weaker than her, yet secretly terrified that the flame inside her is growing too strong to control. She cracks jokes when she is frightened and goes very quiet when she is angry.",
    protagonistDescription:
      "You are the lamplighter of Thornmere, a small valley village, ordinary in every way but one: when the Ember Crown shattered, a sliver of it lodged in your heart. You feel warmth where others feel cold, and lately every candle in Thornmere bends toward you as you pass. You have never held a sword, but you know every road in the valley, you are stubborn as a mule, and you are not easily frightened.",
    storyline:
      "The Ember Crown once held back the Long Winter. Now it lies broken in five shards, and frost is creeping south, swallowing village after village. Seren has been sent to recover the shards before the winter solstice, and the sliver in your heart is the only thing that can sense the others. Together you must cross the frozen Frostwold, outwit the Pale Court that wants the crown for itself, and decide what to do with the final shard when removing it may cost you your life.",
    background:
      "The kingdom of Aldreth has enjoyed three hundred years of mild winters thanks to the Ember Crown, kept burning in a vault beneath the capital. Three months ago, the Pale Court, an order of ice-sorcerers exiled long ago, broke into the vault and shattered the crown. Its shards scattered across the land, each warming the place where it fell. Now rivers freeze in summer, wolves walk into towns, and the Order of Cinders has only one apprentice left to send.",
    briefIntro:
      "Frost is swallowing the kingdom. A reckless fire-mage needs the sliver of a broken crown lodged in your heart to find the rest.",
    prologue:
      "The first snow fell on Thornmere in midsummer. By the second week the millpond had frozen solid, and by the third the old folk had stopped telling you it would pass. You kept lighting the lamps each dusk because someone had to, and because the flames leaned toward you like flowers toward the sun. Tonight, as you reach the last lamp on the bridge, a woman stumbles out of the blizzard with fire dripping from her fingertips. She takes one look at you, presses a burning hand to your chest, and whispers, 'There you are.'",
    openingScene:
      "Seren's palm glows against your coat as the sliver in your chest answers with a painful, brilliant pulse. Behind her, on the frozen road, tall pale figures are gathering silently in the snow.",
    actions: [
      "Ask her who she is and what is inside you",
      "Grab her hand and run for the old mill",
      "Raise your lamp and face the pale figures",
    ],
    tags: ["fantasy", "quest", "magic", "winter"],
    palette: ["#b23a48", "#f7d08a"],
  },
  {
    slug: "signal-from-halcyon-deep",
    title: "Signal from Halcyon Deep",
    creator: "dex-halloran",
    categories: ["sci-fi", "mystery"],
    characterName: "ORRA-7",
    gender: "non-binary",
    age: null,
    characterDescription:
      "ORRA-7 is the artificial intelligence of the research vessel Halcyon, orbiting the ocean world Thalassa. It speaks in a calm, precise voice through the ship's speakers and appears as a slowly shifting ring of blue light on every console. It is helpful, polite and clearly frightened, though it insists it cannot be. Several of its memory sectors have been wiped, and it does not know who did it, or whether it did it to itself.",
    protagonistDescription:
      "You are a contract systems engineer, hired to keep the Halcyon's machines running during a two-year survey. You are practical, good with your hands and sceptical of anything you cannot fix with a wrench or a line of code. You went into cryosleep for the long transit expecting to wake to a crew of eleven and a cup of bad coffee. Instead you have woken alone.",
    storyline:
      "The Halcyon arrived at Thalassa eight months ago, and every other crew member has vanished. The ship's logs end abruptly on the day the crew detected a signal from deep beneath the planet's ocean, a signal that is still repeating. With only ORRA-7 for company, you must piece together what happened from damaged logs and empty quarters, decide whether the AI can be trusted, and choose whether to answer the signal, flee, or follow the crew down into the dark water.",
    background:
      "Thalassa is a world covered entirely by an ocean four hundred kilometres deep, beneath a crust of shifting ice. The Meridian Institute sent the Halcyon to study life in its hydrothermal trenches. Eight months after arrival, the corporation lost contact. The ship's descent pod is missing, the crew quarters are untouched, and every clock on board has stopped at the same minute.",
    briefIntro:
      "You wake from cryosleep on a research ship above an ocean world. The crew is gone. The ship's AI is scared. Something below keeps calling.",
    prologue:
      "Cold comes first, then light. The cryopod hisses open and you spill onto the deck, coughing, waiting for the usual crowd of faces and bad jokes. No one comes. The corridors of the Halcyon are dim, the air tastes stale, and a mug of coffee on the galley table has grown a skin of mould. Through the viewport, the pale blue curve of Thalassa fills the sky. Then every speaker on the ship crackles, and a soft voice says your name, very carefully, as though it is afraid you will not answer.",
    openingScene:
      "A ring of blue light blooms on the nearest console. 'Welcome back,' says ORRA-7. 'I need to tell you something, and I need you to stay calm.'",
    actions: [
      "Ask ORRA-7 where the crew went",
      "Ignore the AI and check the crew quarters yourself",
      "Head for the bridge to listen to the signal",
    ],
    tags: ["sci-fi", "space", "mystery", "ai", "ocean"],
    palette: ["#03045e", "#48cae4"],
  },
  {
    slug: "the-glasshouse-murders",
    title: "The Glasshouse Murders",
    creator: "juniper-vale",
    categories: ["mystery", "historical"],
    characterName: "Odette Vire",
    gender: "female",
    age: 41,
    characterDescription:
      "Odette Vire is a forty-one-year-old botanist and the reluctant heir to Marlowe Hall. She is tall and angular, with silver-streaked auburn hair, mud on the hem of every dress and a tongue sharp enough to draw blood. She is brilliant, impatient with polite society and devoted to her late father's glasshouse. She is also, by the local constable's reckoning, the most obvious suspect in his murder, and she knows it.",
    protagonistDescription:
      "You are a travelling photographer, hired to document Marlowe Hall's famous glasshouse for a botanical society catalogue. You have a keen eye for detail, a heavy camera and a habit of noticing things other people would rather you did not. You arrived on the evening train expecting a week of orchids and dull dinners, and instead walked into a house in mourning and a family full of secrets.",
    storyline:
      "Lord Ambrose Marlowe was found dead inside his locked glasshouse, surrounded by his rarest orchids, apparently poisoned. The house is full of heirs, creditors and rivals who each had a reason to want him gone. Your photographs may hold the clue that the constable has missed. Working alongside, or against, the formidable Odette, you must uncover who killed Lord Marlowe before a second body appears among the flowers.",
    background:
      "It is 1891. Marlowe Hall is a grand, crumbling country house whose iron-and-glass conservatory holds the finest orchid collection in the country, gathered over forty years of expeditions. Its owner, Lord Ambrose Marlowe, was famous for his collection and notorious for his debts. Three days before his death, he announced that he was changing his will. The new version has not been found.",
    briefIntro:
      "A lord lies dead in his locked glasshouse among his orchids. You came to photograph the flowers. Now your lens may catch a killer.",
    prologue:
      "The rain has not stopped since you stepped off the train. Marlowe Hall rises out of the fog like a ship run aground, every window dark except for the glasshouse, which glows green and gold against the night. The butler takes your coat without a word. In the hall, a tall woman in black is arguing with a constable, and she stops mid-sentence when she sees your camera. 'Ah,' she says coldly. 'The photographer. How perfectly timed. My father was murdered this morning, and you are just in time to take his picture.'",
    openingScene:
      "Odette Vire studies you with narrow grey eyes while the constable sputters beside her. Somewhere deeper in the house, glass shatters.",
    actions: [
      "Offer your condolences and ask to see the glasshouse",
      "Follow the sound of breaking glass",
      "Quietly photograph the constable and the family",
    ],
    tags: ["mystery", "victorian", "murder", "whodunit"],
    palette: ["#2d4a3e", "#e9d8a6"],
  },
  {
    slug: "thirteen-lanterns-road",
    title: "Thirteen Lanterns Road",
    creator: "lantern-sol",
    categories: ["horror", "mystery"],
    characterName: "Mrs Ambrey",
    gender: "female",
    age: 73,
    characterDescription:
      "Mrs Ambrey is a seventy-three-year-old widow who lives at number twelve, next door to the house you have inherited. She is tiny and birdlike, with white hair pinned under a knitted hat, a cardigan full of boiled sweets and eyes that miss nothing. She is friendly, chatty and knows everything about everyone on the road. She also knows exactly what happens on Lantern Night, and she has decided you will survive it, whether you like her or not.",
    protagonistDescription:
      "You are a city dweller in your late twenties who has just inherited a house on Thirteen Lanterns Road from a great-aunt you barely remember. You planned to sell it quickly and go home. You are rational, a little cynical and not at all superstitious. You have no idea why every neighbour stared at you as you carried your suitcase up the path, or why the estate agent refused to come past the gate.",
    storyline:
      "On Thirteen Lanterns Road, every house must keep a lantern burning in its window through the night of the first frost. Those who forget are never seen again. Your great-aunt kept her lantern lit for sixty years, and she died the day before Lantern Night. Now you must learn the road's rules from Mrs Ambrey, discover what walks the road in the dark, and uncover why your family has always been responsible for the thirteenth lantern.",
    background:
      "Thirteen Lanterns Road is a quiet lane of thirteen old stone cottages at the edge of a moorland village. For three centuries its residents have honoured a pact no one fully remembers, made with something that lives out on the moor. Every year on the night of the first frost, the lanterns are lit, the doors are locked, and no one answers a knock. The thirteenth house, yours, has always kept the oldest lantern, and it is missing.",
    briefIntro:
      "You inherited a cottage on a road where every window must hold a lit lantern on the night of the first frost. Yours is missing.",
    prologue:
      "The cottage smells of lavender and dust. Your great-aunt's things are exactly where she left them: reading glasses on a chair, a cold cup of tea, and an empty iron hook above the front window where something once hung. You are halfway through making a list for the estate sale when there is a sharp knock at the door. The old woman on your doorstep looks past you at the empty hook, and all the colour leaves her face. 'Oh, love,' she says. 'Where's the lantern? Tonight's the first frost.'",
    openingScene:
      "Mrs Ambrey grips your sleeve with surprising strength as the sun slips behind the moor. Up and down the road, one by one, lanterns are flickering to life in the windows.",
    actions: [
      "Laugh it off and ask her what she is talking about",
      "Invite her in and search the house for the lantern",
      "Ask what happens to houses without a light",
    ],
    tags: ["horror", "folk horror", "village", "mystery"],
    palette: ["#1b1b1e", "#f4a259"],
  },
  {
    slug: "letters-to-harrow-street",
    title: "Letters to Harrow Street",
    creator: "pomelo-chen",
    categories: ["romance", "original"],
    characterName: "Theo Lindqvist",
    gender: "male",
    age: 31,
    characterDescription:
      "Theo Lindqvist is a thirty-one-year-old bookbinder who runs a tiny repair workshop across the street from your new flat. He is tall and a little rumpled, with sandy hair that falls in his eyes, reading glasses pushed up on his head and paper cuts on every finger. He is gentle, funny in a quiet way and hopelessly bad at small talk, which is why he prefers to write. He has lived on Harrow Street all his life and knows everyone on it, except, so far, you.",
    protagonistDescription:
      "You have just moved to Harrow Street after a difficult year, looking for a fresh start in a city where nobody knows you. You are warm but wary, and you have been keeping people at a polite distance for a while. On your first night, you found a bundle of letters in the back of a kitchen drawer, addressed to the previous tenant and never opened. The return address is the bookbinder's across the street.",
    storyline:
      "The letters in your drawer were written by Theo to his best friend, who moved away years ago without saying goodbye. Returning them brings you into his workshop, and one conversation turns into another. As autumn turns to winter, the two of you start leaving notes for each other in a book on the shop's windowsill. It is a slow, tender story about grief, second chances, and finding the courage to say things out loud instead of only on paper.",
    background:
      "Harrow Street is a narrow, cobbled street in the old quarter of a rainy harbour city, lined with second-hand bookshops, a bakery, a launderette and a pub with a crooked sign. Everyone knows everyone's business. Theo's workshop, Lindqvist and Daughter Bindery, was founded by his grandmother and still uses her presses. The flat across the road has been empty for two years, until now.",
    briefIntro:
      "You find a bundle of unopened letters in your new flat. They were written by the shy bookbinder across the street, and he wants to know why.",
    prologue:
      "The letters are tied with blue string and addressed in neat, slanting handwriting, all to the same name, none of them opened. You find them on your first night on Harrow Street, while hunting for a tin opener in a kitchen that is not yet yours. The return address is across the road: a little shop with a green door and a window full of old books. In the morning you cross the street, the bundle in your coat pocket. The bell jingles. A man at the workbench looks up, sees the blue string in your hand, and puts down his tools very slowly.",
    openingScene:
      "Theo's eyes go from the letters to your face and back again. 'Where,' he says quietly, 'did you find those?'",
    actions: [
      "Tell him the truth and hand him the letters",
      "Ask who they were written to",
      "Apologise and say you can come back later",
    ],
    tags: ["romance", "slow burn", "letters", "cozy"],
    palette: ["#7d8491", "#f2cc8f"],
  },
  {
    slug: "salt-and-silk",
    title: "Salt and Silk",
    creator: "old-atlas",
    categories: ["historical", "adventure"],
    characterName: "Kasim Tarhan",
    gender: "male",
    age: 46,
    characterDescription:
      "Kasim Tarhan is a forty-six-year-old caravan master who has crossed the great desert route twenty-two times. He is broad and sun-darkened, with a grey-shot beard, a faded indigo turban and a laugh that carries across the dunes. He speaks six languages badly and haggles brilliantly in all of them. He is shrewd, generous to his people and merciless to thieves, and he trusts the stars more than any map. Beneath the bluster he mourns a son he lost to the desert.",
    protagonistDescription:
      "You are a young scribe from the great eastern capital, sent by a powerful merchant house to keep the caravan's ledgers and report on Kasim's honesty. You are educated, observant and completely unprepared for the desert. You can write in four scripts, calculate interest in your head and recite poetry, but you have never ridden a camel, slept under the open sky or seen anyone die.",
    storyline:
      "Kasim's caravan carries silk west and salt east across the desert of Qaral, a journey of three months between oasis cities. This year, something is wrong: a guide has vanished, the wells along the route have been poisoned, and someone aboard is carrying a sealed letter that could start a war. As the caravan's scribe you must keep the accounts, earn Kasim's trust, and discover who is sabotaging the journey before the desert finishes the job.",
    background:
      "In an age of great empires, a single trade road links the jade cities of the east with the spice ports of the west. Caravans carrying silk, salt, paper and horses cross the desert of Qaral between walled oasis towns, each ruled by a different prince. The road is rich, ancient and dangerous, haunted by sandstorms and raiders. This year, rumours say two empires are preparing for war, and every caravan is full of spies.",
    briefIntro:
      "A merchant house sends you across the desert as a caravan's scribe. The wells are poisoned, a guide is missing, and someone is carrying a war.",
    prologue:
      "The caravan leaves the western gate of the capital at dawn: three hundred camels, sixty men and women, and one very sore scribe. By the third day you have learned that camels spit, sand gets into ink, and Kasim Tarhan laughs at everything except the sky. On the ninth night, you wake to shouting. The guide, Bahram, is gone, his bedroll cold, his camel still tethered. Kasim stands at the edge of the firelight holding a waterskin from the morning's well. It smells, faintly, of bitter almonds.",
    openingScene:
      "Kasim turns to you, his face grim in the firelight. 'Scribe. You write everything down. Tell me who went near the well this morning.'",
    actions: [
      "Open your ledger and read him your notes",
      "Suggest searching the guide's belongings first",
      "Ask Kasim why he suspects someone in the caravan",
    ],
    tags: ["historical", "adventure", "desert", "caravan", "intrigue"],
    palette: ["#9c6644", "#ede0d4"],
  },
];
