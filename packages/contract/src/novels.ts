import { z } from "zod";
import { NovelCard } from "./home.ts";
import { LIMITS } from "./limits.ts";

/** AI novels (docs/product.md#novels): numbers the server and the web app share. */
export const NOVEL_LIMITS = {
  /** Novels per page of the list (spec §9). */
  pageSize: 50,
  /** Reader font size: the default (spec §9) and the range the settings panel offers. */
  fontSizeDefault: 16,
  fontSizeMin: 12,
  fontSizeMax: 28,
  /** A stored chapter's longest text, in characters: 900 words of prose with room to spare. */
  chapterMaxChars: 20_000,
  chapterTitleMax: 120,
  /** Chapters a novel may have, in all. */
  chaptersMax: 1000,
  /** Chapters one user may have written in a UTC day. */
  writesPerDay: 5,
} as const;

/** What the novel calls answer when they refuse. */
export const NovelMessages = {
  notAStory: "This story is not available as a novel",
  chapterNotFound: "This chapter is not available",
  finished: "This novel is finished: it has no next chapter",
  chapterPending: "The next chapter is waiting for review",
  dailyWrites: "You have had the most chapters written for today; try again tomorrow",
  chapterNotPending: "This chapter is not waiting for review",
  chapterFlagged: "Beep! Unsuitable content for share",
} as const;

const id = (name: string) => z.string().regex(/^\d{1,18}$/, `${name} must be an id`);
/** Ids arrive as strings or numbers from older clients; both mean the same row. */
const idLike = (name: string) =>
  z.union([id(name), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);
/** A number in a query string; left empty it takes its default. */
const queryNumber = (max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(max).default(fallback),
  );
const chapterNumber = z.coerce.number().int().min(1).max(NOVEL_LIMITS.chaptersMax);

export const NovelSort = z.enum(["hot", "new"]);
export type NovelSort = z.infer<typeof NovelSort>;

/** GET /ai/roleInfo/listStoryBots. */
export const NovelListQuery = z.object({
  page: queryNumber(LIMITS.integerMax, 1),
  limit: queryNumber(NOVEL_LIMITS.pageSize, NOVEL_LIMITS.pageSize),
  categoryId: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(LIMITS.integerMax).optional(),
  ),
  sort: z.preprocess((value) => (value === "" ? undefined : value), NovelSort.default("hot")),
});
export type NovelListQuery = z.infer<typeof NovelListQuery>;

/** GET /ai/roleInfo/listLikeStoryBots. */
export const LikedNovelsQuery = NovelListQuery.pick({ page: true, limit: true });
export type LikedNovelsQuery = z.infer<typeof LikedNovelsQuery>;

export const NovelPage = z.object({
  list: z.array(NovelCard),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type NovelPage = z.infer<typeof NovelPage>;

export const StoryBotQuery = z.object({ botId: id("botId") });

/** A chapter as the chapter list names it. */
export const ChapterHeading = z.object({ number: z.number().int(), title: z.string() });
export type ChapterHeading = z.infer<typeof ChapterHeading>;

/** GET /ai/roleInfo/getStoryBotDetail: a novel's page. */
export const StoryBotDetail = NovelCard.extend({
  /** The story's background, shown under the intro. */
  background: z.string(),
  /** The character's description. */
  description: z.string(),
  /** Approved chapters, in order. */
  chapters: z.array(ChapterHeading),
  liked: z.boolean(),
  /** The chapter the signed-in reader reached; null for visitors and new readers. */
  progress: z.number().int().nullable(),
  /** The next chapter is written and waits for a reviewer. */
  nextChapterPending: z.boolean(),
});
export type StoryBotDetail = z.infer<typeof StoryBotDetail>;

/** GET /v1/story/chapter. */
export const ChapterQuery = z.object({ botId: id("botId"), number: chapterNumber });

/** One chapter to read. */
export const NovelChapter = z.object({
  botId: z.string(),
  number: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** How many approved chapters the novel has. */
  chapterCount: z.number().int(),
});
export type NovelChapter = z.infer<typeof NovelChapter>;

export const ReaderTheme = z.enum(["none", "light", "sepia", "green", "dark"]);
export type ReaderTheme = z.infer<typeof ReaderTheme>;

/** Reading settings (spec §3): kept per user on the server, in the browser for visitors. */
export const ReadSetting = z.object({
  fontSize: z.number().int().min(NOVEL_LIMITS.fontSizeMin).max(NOVEL_LIMITS.fontSizeMax),
  theme: ReaderTheme,
  settingTipShowed: z.boolean(),
  rateShowed: z.boolean(),
  /** The chapters the reader rated, as "botId:chapter" keys (the rating prompt's memory). */
  scoreConf: z.array(z.string().max(40)).max(200),
});
export type ReadSetting = z.infer<typeof ReadSetting>;

export const DEFAULT_READ_SETTING: ReadSetting = {
  fontSize: NOVEL_LIMITS.fontSizeDefault,
  theme: "none",
  settingTipShowed: false,
  rateShowed: false,
  scoreConf: [],
};

/** POST /v1/chat/story/saveReadSetting: the fields to change. */
export const SaveReadSettingRequest = ReadSetting.partial();
export type SaveReadSettingRequest = z.infer<typeof SaveReadSettingRequest>;

/** POST /v1/story/saveProgress. */
export const SaveProgressRequest = z.object({
  botId: idLike("botId"),
  chapter: z.number().int().min(1).max(NOVEL_LIMITS.chaptersMax),
});

/** POST /v1/story/writeNextChapter. */
export const WriteChapterRequest = z.object({ botId: idLike("botId") });

/** What asking for the next chapter gave: the chapter, readable now or once a reviewer approves it. */
export const WrittenChapter = z.object({
  number: z.number().int(),
  title: z.string(),
  status: z.enum(["approved", "pending"]),
});
export type WrittenChapter = z.infer<typeof WrittenChapter>;

/** A written chapter in the reviewers' queue. */
export const ChapterReviewItem = z.object({
  botId: z.string(),
  storyTitle: z.string(),
  number: z.number().int(),
  title: z.string(),
  text: z.string(),
  writtenAt: z.string(),
});
export type ChapterReviewItem = z.infer<typeof ChapterReviewItem>;

/** POST /admin/review/decideChapter. */
export const DecideChapterRequest = z.object({
  botId: idLike("botId"),
  number: z.number().int().min(1).max(NOVEL_LIMITS.chaptersMax),
  decision: z.enum(["approve", "reject"]),
});
