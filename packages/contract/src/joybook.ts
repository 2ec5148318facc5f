import { z } from "zod";
import { ChatMessage, ChatMessages, DialogueInfo } from "./chat.ts";
import { LIMITS } from "./limits.ts";

/** Joybook (public shared chats) limits. */
export const JOYBOOK_LIMITS = {
  titleMax: 50,
  summaryMax: 200,
  messagesMax: 50,
  pageSizeMax: 50,
  pageSizeDefault: 20,
} as const;

/** Post visibility (docs/product.md#post): 1 shows the author, anything else hides them. */
export const PostVisibility = { HIDDEN: 0, SHOW_AUTHOR: 1 } as const;

/**
 * The speaker name of the author's messages when they shared anonymously: a neutral label key the
 * web app translates; never the author's name.
 */
export const ANONYMOUS_AUTHOR = "Anonymous";

/** Messages of Joybook calls (the spec's wording where it names them: docs/product.md#spec-messages). */
export const JoybookMessages = {
  unsuitable: "Beep! Unsuitable content for share",
  botUnavailable: ChatMessages.botUnavailable,
  onlyPublicBots: "Only chats with public bots can be shared",
  postNotFound: "This post no longer exists",
  titleRequired: "Give the post a title",
  titleTooLong: `Titles must be at most ${JOYBOOK_LIMITS.titleMax} characters`,
  summaryTooLong: `Summaries must be at most ${JOYBOOK_LIMITS.summaryMax} characters`,
  chooseMessages: `Choose 1 to ${JOYBOOK_LIMITS.messagesMax} messages to share`,
  messagesRepeated: "msgIds: each message can be chosen once",
  messagesNotInDialogue: "msgIds: every message must belong to this dialogue",
} as const;

const id = (name: string) => z.string().regex(/^\d{1,18}$/, `${name} must be an id`);
/** Ids arrive as strings or numbers from older clients; both mean the same row. */
const idLike = (name: string) =>
  z.union([id(name), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);

/** The messages of one dialogue chosen for a post. */
const ChosenMessages = z.object({
  dialogueId: idLike("dialogueId"),
  msgIds: z
    .array(idLike("msgId"))
    .min(1, JoybookMessages.chooseMessages)
    .max(JOYBOOK_LIMITS.messagesMax, JoybookMessages.chooseMessages)
    .refine((ids) => new Set(ids).size === ids.length, JoybookMessages.messagesRepeated),
});

/** POST /messages/post/summary. */
export const PostSummaryRequest = ChosenMessages;
export const PostSummary = z.object({ summary: z.string() });
export type PostSummary = z.infer<typeof PostSummary>;

/** POST /messages/post/add. */
export const AddPostRequest = ChosenMessages.extend({
  title: z
    .string()
    .trim()
    .min(1, JoybookMessages.titleRequired)
    .max(JOYBOOK_LIMITS.titleMax, JoybookMessages.titleTooLong),
  summary: z.string().trim().max(JOYBOOK_LIMITS.summaryMax, JoybookMessages.summaryTooLong).default(""),
  /** Spec visibility 1: the post names its author; false shares it anonymously. */
  showAuthor: z.boolean(),
});
export type AddPostRequest = z.infer<typeof AddPostRequest>;

const Paging = z.object({
  page: z.number().int().min(1).max(LIMITS.integerMax).default(1),
  limit: z.number().int().min(1).max(JOYBOOK_LIMITS.pageSizeMax).default(JOYBOOK_LIMITS.pageSizeDefault),
});

export const PostSort = z.enum(["newest", "popular"]);
export type PostSort = z.infer<typeof PostSort>;

/** POST /messages/post/list: the public feed, optionally of one bot. */
export const PostListRequest = Paging.extend({
  sort: PostSort.default("newest"),
  botId: idLike("botId").optional(),
});
export type PostListRequest = z.infer<typeof PostListRequest>;

/** POST /messages/post/getPersonalPosts. */
export const PersonalPostsRequest = Paging;
export type PersonalPostsRequest = z.infer<typeof PersonalPostsRequest>;

/** POST /messages/post/getUserPosts: another user's posts that name them. */
export const UserPostsRequest = Paging.extend({ userId: idLike("userId") });
export type UserPostsRequest = z.infer<typeof UserPostsRequest>;

/** A post named in a query string (info, like, share, checkPostValid). */
export const PostIdQuery = z.object({ postId: id("postId") });
/** A post named in a JSON body (delete, createDialogue). */
export const PostRef = z.object({ postId: idLike("postId") });

/**
 * A post card (docs/product.md#post). When the author shared anonymously (visibility 0) the author fields
 * are blank and userId is null for everyone, the author included: the post reads the same to all.
 */
export const PostCard = z.object({
  id: z.string(),
  botId: z.string(),
  botName: z.string(),
  botAvatar: z.string(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  visibility: z.number().int(),
  userId: z.string().nullable(),
  userSlug: z.string(),
  userName: z.string(),
  userAvatar: z.string(),
  createdAt: z.string(),
  likes: z.number().int(),
  chatNum: z.number().int(),
  shares: z.number().int(),
  /** Whether the signed-in viewer liked it (false for visitors). */
  liked: z.boolean(),
  /** Whether the viewer wrote it (they may delete it). */
  isMine: z.boolean(),
  /** False when its bot is no longer public: only the author still sees such a post, in their own list. */
  available: z.boolean(),
});
export type PostCard = z.infer<typeof PostCard>;

export const PostPage = z.object({
  list: z.array(PostCard),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PostPage = z.infer<typeof PostPage>;

/** One message of a shared chat, as copied when it was shared. */
export const PostChatLine = z.object({
  role: ChatMessage.shape.role,
  text: z.string(),
  /** The bot's name, or the author's (ANONYMOUS_AUTHOR when hidden). */
  name: z.string(),
});
export type PostChatLine = z.infer<typeof PostChatLine>;

/** GET /messages/post/info: the card and the whole shared chat. */
export const PostDetail = PostCard.extend({ messages: z.array(PostChatLine) });
export type PostDetail = z.infer<typeof PostDetail>;

/** GET /messages/post/like and /messages/post/cancel/like. */
export const PostLikeState = z.object({ postId: z.string(), liked: z.boolean(), likes: z.number().int() });
export type PostLikeState = z.infer<typeof PostLikeState>;

/** GET /messages/post/share: the web path to share (spec route /joydtl/{id}). */
export const PostShare = z.object({ postId: z.string(), shares: z.number().int(), sharePath: z.string() });
export type PostShare = z.infer<typeof PostShare>;

/** GET /post/chat/checkPostValid (failures answer 404 or 2001 instead). */
export const PostValidity = z.object({ postId: z.string(), botId: z.string(), valid: z.literal(true) });
export type PostValidity = z.infer<typeof PostValidity>;

/** POST /post/chat/createDialogue: the new dialogue, as enterDialogueV2 answers. */
export const PostDialogue = DialogueInfo;

export const DeletedPost = z.object({ postId: z.string() });
