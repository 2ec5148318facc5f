import type { SeedCreator } from "./types.ts";

export const creators: SeedCreator[] = [
  {
    slug: "inkwell-mira",
    userName: "Inkwell Mira",
    bio: "Writes witches, dragons and maps that refuse to sit still. Powered by black tea and unreasonable optimism.",
    gender: "female",
    palette: ["#2f5d50", "#e9c46a"],
  },
  {
    slug: "dex-halloran",
    userName: "Dex Halloran",
    bio: "Former ship's engineer turned weekend worldbuilder. Every one of my characters has at least one broken airlock.",
    gender: "male",
    palette: ["#1d2b3a", "#e07a3f"],
  },
  {
    slug: "lantern-sol",
    userName: "Lantern Sol",
    bio: "I write the stories you tell with the lights on. They/them, collector of ghost lore and lighthouse postcards.",
    gender: "non-binary",
    palette: ["#1f1a2e", "#c9a227"],
  },
  {
    slug: "pomelo-chen",
    userName: "Pomelo Chen",
    bio: "Anime kid, teahouse regular, professional overthinker. My characters are loud, soft-hearted and always a little hungry.",
    gender: "female",
    palette: ["#ff8fab", "#ffd166"],
  },
  {
    slug: "old-atlas",
    userName: "Old Atlas",
    bio: "Retired history teacher building worlds out of dusty footnotes. Canals, caravans, clockwork and candlelit archives.",
    gender: "male",
    palette: ["#6b4f2a", "#d8c3a5"],
  },
  {
    slug: "bramble-kit",
    userName: "Bramble Kit",
    bio: "I make gentle helpers (tutors, coaches and small garden spirits) and go by they/them. Be kind to yourself today.",
    gender: "non-binary",
    palette: ["#588157", "#f2e8cf"],
  },
  {
    slug: "juniper-vale",
    userName: "Juniper Vale",
    bio: "Slow-burn romance and rain-soaked detective stories. If it has a trench coat or a handwritten letter, it's probably mine.",
    gender: "female",
    palette: ["#5e548e", "#f4acb7"],
  },
  {
    slug: "rook-okafor",
    userName: "Rook Okafor",
    bio: "Game designer by day, speedrunner by night. I write NPCs who know a little too much about your save file.",
    gender: "male",
    palette: ["#1e3a8a", "#00f5d4"],
  },
];
