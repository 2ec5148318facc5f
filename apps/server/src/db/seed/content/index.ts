import { z } from "zod";
import activityFile from "./activity.json" with { type: "json" };
import categoriesFile from "./categories.json" with { type: "json" };
import charactersFile from "./characters.json" with { type: "json" };
import creatorsFile from "./creators.json" with { type: "json" };
import popularSearchesFile from "./popular-searches.json" with { type: "json" };
import {
  SeedActivity,
  SeedCategory,
  SeedCharacter,
  SeedCreator,
  SeedPopularSearch,
  SeedStory,
} from "./schema.ts";
import storiesFile from "./stories.json" with { type: "json" };

export type { SeedCharacter, SeedStory } from "./schema.ts";

/**
 * A content file checked against its shape: a mistyped field fails the seed (and its test) naming
 * the file and the field, not a database constraint later. The files are bundled into the build.
 */
function checked<Shape extends z.ZodType>(shape: Shape, content: unknown, file: string): z.output<Shape> {
  const result = shape.safeParse(content);
  if (!result.success) throw new Error(`Seed content ${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

export const categories = checked(SeedCategory.array(), categoriesFile, "categories.json");
export const creators = checked(SeedCreator.array(), creatorsFile, "creators.json");
export const characters = checked(SeedCharacter.array(), charactersFile, "characters.json");
export const stories = checked(SeedStory.array(), storiesFile, "stories.json");
export const activity = checked(SeedActivity, activityFile, "activity.json");
export const popularSearches = checked(
  SeedPopularSearch.array(),
  popularSearchesFile,
  "popular-searches.json",
);
