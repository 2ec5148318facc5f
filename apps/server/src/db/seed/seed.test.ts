import { access } from "node:fs/promises";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneTemplateDatabase, testConfig } from "../../../test/harness.ts";
import { botCategories, bots, categories, loreEntries } from "../../modules/bots/bots.schema.ts";
import { activityBots } from "../../modules/discovery/discovery.schema.ts";
import { storyChapters } from "../../modules/novels/novels.schema.ts";
import { users } from "../../modules/users/users.schema.ts";
import type { Database } from "../client.ts";
import { seedCounts } from "./catalogue.ts";
import { stories } from "./content/index.ts";
import { seedDatabase } from "./index.ts";

let database: Database;
beforeAll(async () => {
  database = await cloneTemplateDatabase();
});
afterAll(() => database.close());

async function rowCounts() {
  const tables = { users, bots, categories, botCategories, loreEntries, activityBots, storyChapters };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("seed catalogue", () => {
  it("holds the whole catalogue", async () => {
    const counts = await rowCounts();
    const expected = seedCounts();
    expect(expected.characters).toBeGreaterThanOrEqual(40);
    expect(expected.creators).toBe(8);
    expect(expected.stories).toBe(12);
    expect(counts.bots).toBe(expected.characters + expected.stories);
    expect(counts.users).toBe(expected.creators);
    expect(counts.categories).toBe(expected.categories);
    expect(counts.loreEntries).toBeGreaterThan(0);
  });

  it("does nothing on a normal start once applied, and changes no counts when forced", async () => {
    const uploadsDir = testConfig().uploadsDir;
    const before = await rowCounts();
    expect(await seedDatabase(database, uploadsDir)).toBe(false);
    expect(await seedDatabase(database, uploadsDir, { force: true })).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it("writes every seeded novel's chapters, approved and in order, and whether it is finished", async () => {
    for (const story of stories) {
      const [bot] = await database.db.select().from(bots).where(eq(bots.slug, story.slug));
      expect(bot!.story!.finished).toBe(story.finished);
      const chapters = await database.db
        .select()
        .from(storyChapters)
        .where(eq(storyChapters.botId, bot!.id))
        .orderBy(asc(storyChapters.number));
      expect(chapters.map((chapter) => [chapter.number, chapter.title, chapter.text])).toEqual(
        story.chapters.map((chapter, index) => [index + 1, chapter.title, chapter.text]),
      );
      for (const chapter of chapters)
        expect(chapter).toMatchObject({ reviewStatus: "approved", writtenFor: null });
    }
  });

  it("draws every avatar as a webp file of the right shape", async () => {
    const rows = await database.db.select({ avatar: bots.avatar }).from(bots);
    const uploadsDir = testConfig().uploadsDir;
    for (const { avatar } of rows) {
      const file = path.join(uploadsDir, avatar.replace(/^\/uploads\//, ""));
      await access(file);
    }
    const metadata = await sharp(
      path.join(uploadsDir, rows[0]!.avatar.replace(/^\/uploads\//, "")),
    ).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width! / metadata.height!).toBeCloseTo(3 / 4);
  });
});
