import { eq, type SQL } from "drizzle-orm";
import { posts } from "../modules/joybook/joybook.schema.ts";
import { ownerOnly } from "./owner.ts";

/**
 * `delete`: a post's author only; anyone else's post does not exist for them. (Who may open a post
 * is its bot's: a post shows while its bot is listed, the bot policy's `isListed`.)
 */
export type PostAction = "delete";

export const canOnPost = ownerOnly<PostAction>();

/** `delete` as a condition on `posts`. */
export const postsDeletableBy = (actor: { userId: number }): SQL => eq(posts.userId, actor.userId);
