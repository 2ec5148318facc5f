import { always, BOT_NOT_FOUND, CHAPTER_NOT_PENDING, NOT_A_STORY, openOr } from "./outcomes.ts";
import { forSignedIn, REVIEWERS, type Row, signedInExcept } from "./table.ts";

/**
 * The matrix's bots are characters, not stories: a viewer who may see the bot is told it is no novel,
 * anyone else that the bot is unavailable, as the bot profile tells them (modules/novels/novel-access.ts).
 */
const SEEN_AS_NO_NOVEL = openOr(NOT_A_STORY, BOT_NOT_FOUND);
const READ = {
  ...signedInExcept(SEEN_AS_NO_NOVEL, { creator: always(NOT_A_STORY) }),
  anonymous: SEEN_AS_NO_NOVEL,
};
const SIGNED_IN = { ...forSignedIn(SEEN_AS_NO_NOVEL), creator: always(NOT_A_STORY) };

/** AI novels (novels module): a novel's page, its chapters, reading progress, new chapters and their review. */
export const NOVEL_ROWS: Row[] = [
  {
    name: "novel page",
    method: "GET",
    path: "/ai/roleInfo/getStoryBotDetail",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: READ,
  },
  {
    name: "novel chapter",
    method: "GET",
    path: "/v1/story/chapter",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId, number: "1" } }),
    expect: READ,
  },
  {
    name: "reading progress",
    method: "POST",
    path: "/v1/story/saveProgress",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, chapter: 1 } }),
    expect: SIGNED_IN,
  },
  {
    name: "write the next chapter",
    method: "POST",
    path: "/v1/story/writeNextChapter",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId } }),
    expect: SIGNED_IN,
  },
  {
    name: "decide a written chapter",
    method: "POST",
    path: "/admin/review/decideChapter",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, number: 1, decision: "approve" } }),
    expect: REVIEWERS(always(CHAPTER_NOT_PENDING)),
  },
];
