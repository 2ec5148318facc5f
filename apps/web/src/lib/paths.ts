import type { BotCard, CreatorCard, NovelCard } from "@fable/contract";

/** `/chat/{botId}-{botName}` (spec §2); the name only makes the URL readable. */
export function chatPath(bot: Pick<BotCard, "botId" | "botName">): string {
  const name = bot.botName.trim();
  return `/chat/${encodeURIComponent(bot.botId)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

export function creatorPath(creator: Pick<CreatorCard, "userId" | "userSlug">): string {
  return `/profile/${encodeURIComponent(creator.userSlug || creator.userId)}`;
}

/** `/profile/{userId}-{userName}` (spec §2); the name only makes the URL readable. */
export function profilePath(person: { userId: string; userName: string }): string {
  const name = person.userName.trim();
  return `/profile/${encodeURIComponent(person.userId)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

export function novelPath(novel: Pick<NovelCard, "id" | "characterName">): string {
  const name = novel.characterName.trim();
  return `/AI-novels/detail/${encodeURIComponent(novel.id)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

export function activityPath(activity: { id: string; tagName: string }): string {
  const name = activity.tagName.trim();
  return `/activity/${encodeURIComponent(activity.id)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}
