import type { SeedActivity } from "./types.ts";

export const activity: SeedActivity = {
  slug: "winter-tales",
  tagName: "Winter Tales",
  description: `## Winter Tales

The nights are long, the windows are frosted, and somewhere a kettle is always on. This season, Fable is gathering the characters who feel most at home in the snow: a dragon who keeps unsent letters in a frozen mountain, a young officer trapped in Arctic ice, a nun guarding a valley from a bell that rings by itself, a grandmother with soup on the stove, and a baker warming his ovens after a winter storm.

Pull up a chair by the fire and share a story with them. Cosy or chilling, sweet or strange, every winter tale is welcome, and the best conversations will be featured on the home page throughout the season.

**How to take part**

- Start a chat with any of the Winter Tales characters below and let the story unfold.
- Create your own character with a wintry theme and add the tag **Winter Tales** to it.
- Share your favourite moment from a winter chat with the community.
- Be kind in the comments: everyone deserves a warm seat by the fire.`,
  bots: ["vaelith", "tobias-finch", "sister-agathe", "grandma-odile", "rafe-delacroix"],
};
