import type { PostCard, PostSort } from "@fable/contract";
import { chatPath } from "../../lib/paths";

/** `/joydtl/{id}` (docs/product.md#joybook): a post's page. */
export function postPath(postId: string): string {
  return `/joydtl/${encodeURIComponent(postId)}`;
}

/** The absolute address of a post, for copying: the server's share path on this origin. */
export function postShareUrl(origin: string, sharePath: string): string {
  return new URL(sharePath, origin).toString();
}

/**
 * `/profile/{userId}-{userName}` (docs/product.md#routes) of a post's author; null for an anonymous post,
 * which carries no author to link to.
 */
export function authorPath(post: Pick<PostCard, "userId" | "userName">): string | null {
  if (post.userId === null) return null;
  const name = post.userName.trim();
  return `/profile/${encodeURIComponent(post.userId)}${name ? `-${encodeURIComponent(name)}` : ""}`;
}

/** The chat screen opened on one dialogue (the chat reads `dialogueId` from the query). */
export function dialoguePath(dialogue: { botId: string; botName: string; dialogueId: string }): string {
  return `${chatPath(dialogue)}?dialogueId=${encodeURIComponent(dialogue.dialogueId)}`;
}

/** The feed's order from `?sort=`: "popular" when asked for, otherwise the newest first. */
export function feedSort(search: URLSearchParams): PostSort {
  return search.get("sort") === "popular" ? "popular" : "newest";
}
