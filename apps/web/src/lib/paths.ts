import type { BotCard, CreatorCard, NovelCard } from "@fable/contract";

/** `/chat/{botId}-{botName}` (spec §2); the name only makes the URL readable. */
export function chatPath(bot: Pick<BotCard, "botId" | "botName">): string {
  const name = bot.botName.trim();
  return `/chat/${encodeURIComponent(bot.botId)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

/**
 * `/profile/{userId}-{username}` (spec §2). Built from the id rather than the stored slug: the
 * profile looks people up by id, and seeded creators' slugs are words, not ids.
 */
export function creatorPath(creator: Pick<CreatorCard, "userId" | "userName">): string {
  const name = creator.userName.trim();
  return `/profile/${encodeURIComponent(creator.userId)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

/**
 * The id at the head of a `{id}` or `{id}-{name}` route segment (profiles, activities); null when
 * the segment does not start with one, so the screen shows its not-found state.
 */
export function leadingId(segment: string | undefined): string | null {
  const match = /^(\d{1,18})(?:-.*)?$/s.exec(segment ?? "");
  return match ? match[1]! : null;
}

export function novelPath(novel: Pick<NovelCard, "id" | "characterName">): string {
  const name = novel.characterName.trim();
  return `/AI-novels/detail/${encodeURIComponent(novel.id)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

export function activityPath(activity: { id: string; tagName: string }): string {
  const name = activity.tagName.trim();
  return `/activity/${encodeURIComponent(activity.id)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}
