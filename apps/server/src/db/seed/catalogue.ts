import { BotType } from "@fable/contract";
import { eq, sql } from "drizzle-orm";
import { botCategories, bots, categories, loreEntries } from "../../modules/bots/bots.schema.ts";
import { activities, activityBots } from "../../modules/discovery/discovery.schema.ts";
import { storyChapters } from "../../modules/novels/novels.schema.ts";
import { searchCounts } from "../../modules/search/search.schema.ts";
import { users } from "../../modules/users/users.schema.ts";
import type { Db } from "../client.ts";
import {
  activity,
  characters,
  creators,
  popularSearches,
  type SeedCharacter,
  type SeedStory,
  categories as seedCategories,
  stories,
} from "./content/index.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Avatar URLs by "kind:slug", drawn before the transaction so it holds no file I/O. */
export type AvatarUrls = Map<string, string>;

export const seedCounts = () => ({
  categories: seedCategories.length,
  creators: creators.length,
  characters: characters.length,
  stories: stories.length,
});

/** Every picture the catalogue needs, with its colours. */
export function avatarsToDraw() {
  return [
    ...creators.map((creator) => ({
      kind: "creator" as const,
      slug: creator.slug,
      palette: creator.palette,
    })),
    ...characters.map((character) => ({
      kind: "bot" as const,
      slug: character.slug,
      palette: character.palette,
    })),
    ...stories.map((story) => ({ kind: "bot" as const, slug: story.slug, palette: story.palette })),
  ];
}

/** Inserts or refreshes the whole catalogue by slug: running it twice changes nothing. */
export async function writeCatalogue(tx: Tx, avatars: AvatarUrls) {
  const categoryIds = await upsertCategories(tx);
  const creatorIds = await upsertCreators(tx, avatars);
  const botIds = new Map<string, number>();
  for (const character of characters) {
    const botId = await upsertCharacter(tx, character, creatorIds, avatars);
    await linkCategories(tx, botId, character.categories, categoryIds);
    await replaceLore(tx, botId, character);
    botIds.set(character.slug, botId);
  }
  for (const story of stories) {
    const botId = await upsertStory(tx, story, creatorIds, avatars);
    await linkCategories(tx, botId, story.categories, categoryIds);
    await upsertChapters(tx, botId, story);
  }
  await upsertActivity(tx, botIds);
  await seedPopularSearches(tx);
}

/** Seeded popular searches; a text already counted by real searchers keeps its count. */
async function seedPopularSearches(tx: Tx) {
  await tx
    .insert(searchCounts)
    .values(popularSearches.map((search) => ({ query: search.query, count: search.searchers })))
    .onConflictDoNothing();
}

function required<T>(map: Map<string, T>, slug: string, what: string): T {
  const value = map.get(slug);
  if (value === undefined) throw new Error(`Seed catalogue refers to unknown ${what} "${slug}"`);
  return value;
}

async function upsertCategories(tx: Tx) {
  const ids = new Map<string, number>();
  for (const [sort, category] of seedCategories.entries()) {
    const values = { slug: category.slug, name: category.name, nameZh: category.nameZh, sort };
    const [row] = await tx
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({ target: categories.slug, set: values })
      .returning({ id: categories.id });
    ids.set(category.slug, row!.id);
  }
  return ids;
}

async function upsertCreators(tx: Tx, avatars: AvatarUrls) {
  const ids = new Map<string, number>();
  for (const creator of creators) {
    const values = {
      slug: creator.slug,
      userName: creator.userName,
      bio: creator.bio,
      gender: creator.gender,
      userType: "creator",
      avatar: required(avatars, `creator:${creator.slug}`, "avatar"),
    };
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoUpdate({ target: users.slug, set: values })
      .returning({ id: users.id });
    ids.set(creator.slug, row!.id);
  }
  return ids;
}

async function upsertBot(tx: Tx, values: typeof bots.$inferInsert) {
  const { slug: _slug, ...changes } = values;
  const [row] = await tx
    .insert(bots)
    .values(values)
    .onConflictDoUpdate({ target: bots.slug, set: { ...changes, updatedAt: sql`now()` } })
    .returning({ id: bots.id });
  return row!.id;
}

function upsertCharacter(
  tx: Tx,
  character: SeedCharacter,
  creatorIds: Map<string, number>,
  avatars: AvatarUrls,
) {
  return upsertBot(tx, {
    slug: character.slug,
    creatorId: required(creatorIds, character.creator, "creator"),
    botType: BotType.CHARACTER,
    name: character.name,
    greeting: character.greeting,
    intro: character.intro,
    scenario: character.scenario,
    personality: character.personality,
    description: character.description,
    exampleDialogue: character.exampleDialogue,
    tags: character.tags,
    gender: character.gender,
    age: character.age,
    visibility: "public",
    avatar: required(avatars, `bot:${character.slug}`, "avatar"),
    handPicked: character.handPicked,
  });
}

function upsertStory(tx: Tx, story: SeedStory, creatorIds: Map<string, number>, avatars: AvatarUrls) {
  return upsertBot(tx, {
    slug: story.slug,
    creatorId: required(creatorIds, story.creator, "creator"),
    botType: BotType.STORY,
    name: story.characterName,
    greeting: story.prologue,
    intro: story.briefIntro,
    scenario: story.background,
    description: story.characterDescription,
    tags: story.tags,
    gender: story.gender,
    age: story.age,
    visibility: "public",
    avatar: required(avatars, `bot:${story.slug}`, "avatar"),
    story: {
      title: story.title,
      titleZh: story.titleZh,
      introZh: story.briefIntroZh,
      protagonistDescription: story.protagonistDescription,
      storyline: story.storyline,
      background: story.background,
      prologue: story.prologue,
      openingScene: story.openingScene,
      actions: [...story.actions],
      finished: story.finished,
    },
  });
}

/**
 * A seeded novel's chapters, approved, by number (docs/product.md#novels). Chapters written later on
 * readers' request come after them and are kept.
 */
async function upsertChapters(tx: Tx, botId: number, story: SeedStory) {
  for (const [index, chapter] of story.chapters.entries()) {
    const values = { title: chapter.title, text: chapter.text, reviewStatus: "approved", writtenFor: null };
    await tx
      .insert(storyChapters)
      .values({ botId, number: index + 1, ...values })
      .onConflictDoUpdate({ target: [storyChapters.botId, storyChapters.number], set: values });
  }
}

async function linkCategories(tx: Tx, botId: number, slugs: string[], categoryIds: Map<string, number>) {
  await tx.delete(botCategories).where(eq(botCategories.botId, botId));
  const rows = slugs.map((slug, position) => ({
    botId,
    categoryId: required(categoryIds, slug, "category"),
    position,
  }));
  if (rows.length > 0) await tx.insert(botCategories).values(rows);
}

async function replaceLore(tx: Tx, botId: number, character: SeedCharacter) {
  await tx.delete(loreEntries).where(eq(loreEntries.botId, botId));
  const rows = character.lore.map((entry, position) => ({
    botId,
    keywords: entry.keywords,
    content: entry.content,
    position,
  }));
  if (rows.length > 0) await tx.insert(loreEntries).values(rows);
}

async function upsertActivity(tx: Tx, botIds: Map<string, number>) {
  const values = { slug: activity.slug, tagName: activity.tagName, description: activity.description };
  const [row] = await tx
    .insert(activities)
    .values(values)
    .onConflictDoUpdate({ target: activities.slug, set: values })
    .returning({ id: activities.id });
  const activityId = row!.id;
  await tx.delete(activityBots).where(eq(activityBots.activityId, activityId));
  await tx
    .insert(activityBots)
    .values(activity.bots.map((slug) => ({ activityId, botId: required(botIds, slug, "character") })));
}
