import type { BotCard, NovelCard } from "@fable/contract";

/** `/chat/{botId}-{botName}` (docs/product.md#routes); the name only makes the URL readable. */
export function chatPath(bot: Pick<BotCard, "botId" | "botName">): string {
  const name = bot.botName.trim();
  return `/chat/${encodeURIComponent(bot.botId)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

/**
 * The id at the head of a `{id}` or `{id}-{name}` route segment (profiles, activities); null when
 * the segment does not start with one, so the screen shows its not-found state.
 */
export function leadingId(segment: string | undefined): string | null {
  const match = /^(\d{1,18})(?:-.*)?$/s.exec(segment ?? "");
  return match ? match[1]! : null;
}

/** `/profile/{userId}-{userName}` (docs/product.md#routes); the name only makes the URL readable. */
export function profilePath(person: { userId: string; userName: string }): string {
  const name = person.userName.trim();
  return `/profile/${encodeURIComponent(person.userId)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

/**
 * A novel's page, `/AI-novels/detail/{botId}-{botName}`, or for the configured novels (spec §9) its
 * reader, `/AI-novels/read/{botId}-{botName}`.
 */
export function novelPath(
  novel: Pick<NovelCard, "id" | "botName" | "opensInReader">,
  page: "detail" | "read" = novel.opensInReader ? "read" : "detail",
): string {
  const name = novel.botName.trim();
  return `/AI-novels/${page}/${encodeURIComponent(novel.id)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

export function activityPath(activity: { id: string; tagName: string }): string {
  const name = activity.tagName.trim();
  return `/activity/${encodeURIComponent(activity.id)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}
