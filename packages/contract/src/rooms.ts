import { z } from "zod";
import { ChatMessages, idLike, SwipeInfo } from "./chat.ts";

/**
 * Rooms: group chats of the user with 2-8 characters (docs/product.md#rooms, spec §3 "Room: name,
 * characters, optional topic", §9 "Rooms offer top 5000 public characters").
 */
export const ROOM_LIMITS = {
  nameMax: 40,
  topicMax: 500,
  minCharacters: 2,
  maxCharacters: 8,
  /** Public characters a room may draw from: the most popular ones. */
  candidatePool: 5000,
  candidatePageSize: 30,
  /** Characters that may answer one message of the user, in order. */
  repliesPerMessageMax: 3,
  /** "Let them talk": turns asked for at once. */
  letThemTalkMax: 5,
  /** Character replies in a row without a message of the user; past it the user must speak. */
  repliesWithoutUserMax: 12,
  roomsPerUserMax: 100,
  messageMax: 4000,
  historyPageSize: 30,
  /** The room's memory note, as long as a dialogue's. */
  memoryMax: 2000,
} as const;

export const RoomMessages = {
  nameLength: `Room name must be 1-${ROOM_LIMITS.nameMax} characters`,
  topicLength: `Topic must be at most ${ROOM_LIMITS.topicMax} characters`,
  tooFewCharacters: `Choose at least ${ROOM_LIMITS.minCharacters} characters`,
  tooManyCharacters: `A room holds at most ${ROOM_LIMITS.maxCharacters} characters`,
  duplicateCharacter: "Each character can join a room once",
  characterUnavailable: "This character cannot join a room",
  notInRoom: "This character is not in the room",
  roomNotFound: "This room does not exist",
  tooManyRooms: `You can have at most ${ROOM_LIMITS.roomsPerUserMax} rooms`,
  userMustSpeak: "The characters are waiting for you: send a message first",
  messageNotFound: "This message does not exist",
  onlyLastReply: "Only the latest reply can be regenerated",
} as const;

const roomId = idLike("roomId");
const botId = idLike("botId");

export const RoomCharacter = z.object({
  botId: z.string(),
  name: z.string(),
  avatar: z.string(),
  intro: z.string(),
});
export type RoomCharacter = z.infer<typeof RoomCharacter>;

/** One message of a room: the user's (botId null) or one character's, with swipes like a chat message. */
export const RoomMessage = z.object({
  msgId: z.string(),
  roomId: z.string(),
  role: z.enum(["user", "bot"]),
  /** The character who spoke; null for the user's messages. */
  botId: z.string().nullable(),
  content: z.string(),
  swipes: z.array(z.string()),
  swipeIndex: z.number().int(),
  swipeInfo: z.array(SwipeInfo.nullable()),
  pinned: z.boolean(),
  createdAt: z.string(),
});
export type RoomMessage = z.infer<typeof RoomMessage>;

export const RoomSummary = z.object({
  roomId: z.string(),
  name: z.string(),
  topic: z.string(),
  characters: z.array(RoomCharacter),
  lastMessage: z.string(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RoomSummary = z.infer<typeof RoomSummary>;

export const RoomList = z.object({ rooms: z.array(RoomSummary) });

/** The room screen: the room, the persona the user plays, memory, and the newest messages. */
export const RoomDetail = RoomSummary.extend({
  maskId: z.string().nullable(),
  customMemory: z.string(),
  messages: z.array(RoomMessage),
  hasMore: z.boolean(),
});
export type RoomDetail = z.infer<typeof RoomDetail>;

const name = z
  .string()
  .trim()
  .min(1, RoomMessages.nameLength)
  .max(ROOM_LIMITS.nameMax, RoomMessages.nameLength);
const topic = z.string().trim().max(ROOM_LIMITS.topicMax, RoomMessages.topicLength);
const botIds = z
  .array(botId)
  .min(ROOM_LIMITS.minCharacters, RoomMessages.tooFewCharacters)
  .max(ROOM_LIMITS.maxCharacters, RoomMessages.tooManyCharacters)
  .refine((ids) => new Set(ids).size === ids.length, RoomMessages.duplicateCharacter);

export const CreateRoomRequest = z.object({ name, topic: topic.default(""), botIds });
export type CreateRoomRequest = z.infer<typeof CreateRoomRequest>;
export type CreateRoomInput = z.input<typeof CreateRoomRequest>;

/** Fields left out stay as they are; maskId null plays as yourself. */
export const UpdateRoomRequest = z.object({
  roomId,
  name: name.optional(),
  topic: topic.optional(),
  botIds: botIds.optional(),
  maskId: idLike("maskId").nullable().optional(),
  customMemory: z.string().trim().max(ROOM_LIMITS.memoryMax, ChatMessages.memoryTooLong).optional(),
});
export type UpdateRoomRequest = z.infer<typeof UpdateRoomRequest>;

export const RoomRef = z.object({ roomId });

/** GET /room/memory: what every character of the room remembers besides its recent messages. */
export const RoomMemory = z.object({
  /** Pinned messages, oldest first. */
  pins: z.array(RoomMessage),
  customMemory: z.string(),
  /** Written automatically from the messages that no longer fit the model's context. */
  summary: z.string(),
});
export type RoomMemory = z.infer<typeof RoomMemory>;
export const RoomHistoryQuery = z.object({ roomId, beforeMsgId: idLike("beforeMsgId").optional() });
export const RoomHistoryPage = z.object({ messages: z.array(RoomMessage), hasMore: z.boolean() });

/** Characters a room can hold: the 5000 most popular public ones and the caller's own, searched by name. */
export const RoomCandidatesQuery = z.object({
  keyword: z.string().trim().max(50).default(""),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const RoomCandidates = z.object({
  bots: z.array(RoomCharacter.extend({ mine: z.boolean() })),
  hasMore: z.boolean(),
});
export type RoomCandidates = z.infer<typeof RoomCandidates>;

/**
 * POST /room/sendMessage: stores the user's message and answers who will reply, in order. `speakerId`
 * asks a particular character to answer; otherwise a character named in the message answers first,
 * then the room's choice (docs/product.md#rooms "who speaks").
 */
export const SendRoomMessageRequest = z.object({
  roomId,
  content: z
    .string()
    .trim()
    .min(1, ChatMessages.messageEmpty)
    .max(ROOM_LIMITS.messageMax, ChatMessages.messageTooLong),
  speakerId: botId.optional(),
});
export const RoomSpeakers = z.object({
  /** Characters who will answer, in order: stream each with POST /room/streamReply. */
  speakers: z.array(z.string()),
  /** Why the first one was chosen: named in the message, asked for, or the room's choice. */
  reason: z.enum(["asked", "named", "chosen"]),
});
export type RoomSpeakers = z.infer<typeof RoomSpeakers>;
export const SentRoomMessage = RoomSpeakers.extend({ message: RoomMessage });
export type SentRoomMessage = z.infer<typeof SentRoomMessage>;

/** POST /room/streamReply (text/event-stream): one character's reply; `done` carries the stored message. */
export const StreamRoomReplyRequest = z.object({ roomId, botId });

/** POST /room/letThemTalk: the characters carry on among themselves; answers who speaks, in order. */
export const LetThemTalkRequest = z.object({
  roomId,
  turns: z.number().int().min(1).max(ROOM_LIMITS.letThemTalkMax).default(2),
});

/** POST /room/regenerateReply (stream): a new swipe of the latest character reply, by the same character. */
export const RoomMessageRef = z.object({ roomId, msgId: idLike("msgId") });
export const EditRoomMessageRequest = RoomMessageRef.extend({
  content: z
    .string()
    .trim()
    .min(1, ChatMessages.messageEmpty)
    .max(ROOM_LIMITS.messageMax, ChatMessages.messageTooLong),
});
export const ChooseRoomSwipeRequest = RoomMessageRef.extend({ swipeIndex: z.number().int().min(0) });
export const PinRoomMessageRequest = RoomMessageRef.extend({ pinned: z.boolean() });
