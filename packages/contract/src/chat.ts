import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { ChatPicture } from "./pictures.ts";

/** Chat messages (docs/product.md#spec-messages). */
/** How many personas (masks) one account keeps. */
export const MAX_PERSONAS = 20;

export const ChatMessages = {
  congested: "The server is congested, please try to regenerate",
  /** The model could not be reached at all (refused, timed out, key or model refused): regenerating now will not help. */
  modelUnreachable: "The model is unreachable right now, please try again later",
  networkUnavailable: "Network resources are not available, please try again later",
  dialogueInvalid: "dialogue id is invalid",
  botUnavailable: "Bot unavailable now, try something else",
  inputFlagged: "Beep! Some words in your input might need tweaks",
  tooFrequent: "You are sending requests too frequently, please try again in a minute",
  dailyLimit: "You have used all of today's {{action}} on your plan. Upgrade for more",
  /** The words that fill dailyLimit's {{action}}. */
  regenerations: "regenerations",
  edits: "edits",
  suggestions: "suggestions",
  messages: "messages",
  pictures: "pictures",
  messageEmpty: "Type a message first",
  messageTooLong: "Messages must be at most 4000 characters",
  messageNotFound: "This message no longer exists",
  onlyBotMessages: "Only the character's replies can be regenerated",
  onlyLatestContinues: "Only the character's latest reply can be continued",
  visitorLimit: "Sign in to keep chatting",
  visitorDailyLimit: "Visitors have used today's free messages. Sign in to keep chatting",
  visitorOrder: "messages: must alternate between user and bot, starting with the user's",
  definitionHidden: "The creator keeps this character's definition private",
  maskNotFound: "This persona no longer exists",
  personaLimit: `You can keep up to ${MAX_PERSONAS} personas`,
  personaNameRequired: "Give the persona a name",
  personaNameTooLong: "Names must be at most 50 characters",
  personaDescriptionTooLong: "Descriptions must be at most 1000 characters",
  memoryTooLong: "Memory must be at most 2000 characters",
  onlyLatestSwipes: "Only the latest reply can be swiped",
  noSuchSwipe: "swipeIndex: no such swipe",
  greetingUndeletable: "The greeting cannot be deleted",
  /** A text adventure whose last chapter ended: it is restarted, not played on. */
  storyEnded: "This story has ended. Restart it to play again",
  /** continueStreamChat in a text adventure. */
  storyNotContinued: "A story goes on with your next action",
  /** The rating choices at the end of a story chapter (GET /v1/chat/getScoreConf), 1 to 5. */
  score1: "Not for me",
  score2: "It was okay",
  score3: "Good",
  score4: "Really good",
  score5: "Loved it",
  onlyBotRatings: "Only the character's replies can be rated",
  noSuchModel: "sceneId: no such model",
  modelNeedsUpgrade: "Upgrade your plan to use this model",
  adultNeedsAge: "Confirm that you are 18 or older to enable adult content",
  adultNeedsPlan: "Adult content needs a Pro plan",
} as const;

/** The most messages a visitor may send per conversation (VISITOR_MESSAGES) can be set to. */
export const VISITOR_MESSAGES_MAX = 100;
/** A character's reply a visitor sends back: far above any reply length a model is given. */
const VISITOR_REPLY_MAX = 20_000;

const id = (name: string) => z.string().regex(/^\d{1,18}$/, `${name} must be an id`);
/** Ids arrive as strings or numbers from older clients; both mean the same row. */
export const idLike = (name: string) =>
  z.union([id(name), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);

export const ChatMessageRole = z.enum(["user", "bot"]);

/**
 * Which model wrote one swipe of a bot reply, what it cost and what it thought. Replies stored before
 * Fable kept this, greetings and user messages have none (null).
 */
export const SwipeInfo = z.object({
  /** The model scene that answered, and its label as users know it. */
  sceneId: z.string(),
  label: z.string(),
  /** The offline engine answered. */
  offline: z.boolean(),
  /** The scene the turn asked for, when it failed and this one answered instead (its fallback). */
  fallbackFrom: z.string().optional(),
  /** Tokens the model read and wrote for it (a continued reply adds the continuation's). */
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** Fable counted the tokens itself: the backend reported none. */
  counted: z.boolean(),
  /** The model's reasoning before it answered, for a scene that shows it; never part of the reply. */
  reasoning: z.string().optional(),
});
export type SwipeInfo = z.infer<typeof SwipeInfo>;

/** One message of a dialogue; a bot message may have several swipes (alternatives) of which one is shown. */
/**
 * Where a text adventure stands after a narrator turn (docs/product.md#adventure-play): the three next
 * actions offered, the chapter, and whether the turn reached the storyline's next beat.
 */
export const StoryTurnInfo = z.object({
  /** Exactly three suggested next actions. */
  actions: z.array(z.string()),
  /** The chapter this turn belongs to (1-based). */
  chapter: z.number().int(),
  /** True when this turn reached the storyline's next beat: the chapter is over. */
  chapterEnded: z.boolean(),
});
export type StoryTurnInfo = z.infer<typeof StoryTurnInfo>;

export const ChatMessage = z.object({
  msgId: z.string(),
  dialogueId: z.string(),
  role: ChatMessageRole,
  content: z.string(),
  /** Every alternative of this message, oldest first; `content` is `swipes[swipeIndex]`. */
  swipes: z.array(z.string()),
  swipeIndex: z.number().int(),
  /** What is known of each swipe, in the same order as `swipes` (null where nothing is). */
  swipeInfo: z.array(SwipeInfo.nullable()),
  /** 0 none, 1 up, 2 down. */
  rating: z.number().int(),
  pinned: z.boolean(),
  createdAt: z.string(),
  /** A narrator turn of a text adventure: its shown swipe's actions and chapter (absent in ordinary chats). */
  story: StoryTurnInfo.nullable().optional(),
  /** A picture the character sent (absent on messages without one). */
  picture: ChatPicture.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** The model answering a dialogue; `offline` marks the embedded engine (spec: "Offline model" label). */
export const ModelSceneSummary = z.object({
  id: z.string(),
  label: z.string(),
  offline: z.boolean(),
});

/**
 * A visitor's message (docs/product.md#visitor-chat). Visitors' conversations live in their browser, so
 * every call carries the conversation so far; the user's messages have the same limits as a send.
 */
export const VisitorMessage = z.discriminatedUnion("role", [
  z.object({
    role: z.literal("user"),
    content: z.string().trim().min(1, ChatMessages.messageEmpty).max(4000, ChatMessages.messageTooLong),
  }),
  z.object({ role: z.literal("bot"), content: z.string().trim().min(1).max(VISITOR_REPLY_MAX) }),
]);
export type VisitorMessage = z.infer<typeof VisitorMessage>;

/**
 * POST /v1/chat/preview/chat (the conversation so far, without the greeting, ending with the new
 * user message) and POST /v1/chat/visitor/adopt (ending with the character's reply).
 */
export const VisitorConversation = z.object({
  botId: idLike("botId"),
  messages: z
    .array(VisitorMessage)
    .min(1)
    .max(VISITOR_MESSAGES_MAX * 2),
});
export const VisitorChatRequest = VisitorConversation;
export const AdoptVisitorChatRequest = VisitorConversation;

/** The `done` event of /v1/chat/preview/chat: the whole reply (nothing is stored) and what is left. */
export const VisitorChatDone = z.object({
  role: z.literal("bot"),
  content: z.string(),
  /** Messages the visitor may still send in this conversation today before signing in. */
  messagesLeft: z.number().int(),
});
export type VisitorChatDone = z.infer<typeof VisitorChatDone>;

/** GET /v1/chat/preview/allowance: how much a visitor may chat before signing in. */
export const VisitorAllowance = z.object({
  /** User messages per conversation. */
  messagesPerChat: z.number().int(),
  /** Messages this address may still send today (all conversations); null when unlimited. */
  leftToday: z.number().int().nullable(),
});
export type VisitorAllowance = z.infer<typeof VisitorAllowance>;

/** POST /v1/chat/enterDialogueV2. */
export const EnterDialogueRequest = z.object({
  botId: idLike("botId"),
  /** Resume this dialogue; without it the bot's latest dialogue of the user is resumed, or a new one starts. */
  dialogueId: idLike("dialogueId").optional(),
  /** Where the chat was opened from (home, profile, search…), kept for statistics. */
  entrance: z.string().max(50).optional(),
  /** Start a new dialogue even when one exists ("new chat"). */
  newChat: z.boolean().optional(),
});

/** A persona the user speaks as (spec "mask"). */
export const Persona = z.object({
  maskId: z.string(),
  name: z.string(),
  description: z.string(),
  avatar: z.string(),
  isDefault: z.boolean(),
});
export type Persona = z.infer<typeof Persona>;

export const DialogueInfo = z.object({
  dialogueId: z.string(),
  botId: z.string(),
  botName: z.string(),
  avatar: z.string(),
  /** 1 a character, 2 a story: the chat screen of a story sends the user to its adventure screen. */
  botType: z.number().int().optional(),
  model: ModelSceneSummary,
  /** The persona the user speaks as in this dialogue (null: their account name). */
  mask: Persona.nullable(),
  /** The newest messages, oldest first (the greeting is message 0 of a new dialogue). */
  messages: z.array(ChatMessage),
  hasMore: z.boolean(),
  /**
   * New chat only: the chat it replaced had messages beyond the greeting and is now among the bot's
   * saved chats (and on the Chats page), so the screen can say where to find it.
   */
  previousChatSaved: z.boolean().optional(),
});
export type DialogueInfo = z.infer<typeof DialogueInfo>;

/** POST /v1/chat/streamChat and /v1/chat/chat. */
export const SendMessageRequest = z.object({
  botId: idLike("botId"),
  dialogueId: idLike("dialogueId"),
  content: z.string().trim().min(1, ChatMessages.messageEmpty).max(4000, ChatMessages.messageTooLong),
});

/** POST /v1/chat/chat answers both stored messages. */
export const ChatExchange = z.object({ userMessage: ChatMessage, reply: ChatMessage });

/** POST /v2/chat/regenerateStreamChat and /v1/chat/regenerateChat. */
export const RegenerateRequest = z.object({ dialogueId: idLike("dialogueId"), msgId: idLike("msgId") });

/** POST /v2/chat/chooseMessage. */
export const ChooseMessageRequest = z.object({
  dialogueId: idLike("dialogueId"),
  msgId: idLike("msgId"),
  swipeIndex: z.number().int().min(0).max(LIMITS.integerMax),
});

/** POST /v1/chat/chatHistory: older messages, newest first. */
export const ChatHistoryRequest = z.object({
  dialogueId: idLike("dialogueId"),
  /** Messages before this one; the newest page without it. */
  beforeMsgId: idLike("beforeMsgId").optional(),
  limit: z.number().int().min(1).max(100).default(30),
});
export const ChatHistoryPage = z.object({ messages: z.array(ChatMessage), hasMore: z.boolean() });
export type ChatHistoryPage = z.infer<typeof ChatHistoryPage>;

/** Server-sent events of the streaming calls (ARCHITECTURE.md "Streaming endpoints"). */
export const StreamDelta = z.object({ text: z.string() });
/** `event: reasoning`: a piece of the model's reasoning, for a scene that shows it (never reply text). */
export const StreamReasoning = z.object({ text: z.string() });
export const StreamError = z.object({ code: z.number().int(), message: z.string() });
/** The `done` event also carries the user's stored message when the call sent one. */
export const StreamDone = ChatMessage.extend({ userMessage: ChatMessage.optional() });
export type StreamDone = z.infer<typeof StreamDone>;

/** POST /v1/chat/edit/bot/message: rewrite the shown text of a message. */
export const EditMessageRequest = z.object({
  dialogueId: idLike("dialogueId"),
  msgId: idLike("msgId"),
  content: z.string().trim().min(1, ChatMessages.messageEmpty).max(4000, ChatMessages.messageTooLong),
});

/** POST /v1/chat/delete/bot/message (JSON or form). */
export const MessageRef = z.object({ dialogueId: idLike("dialogueId"), msgId: idLike("msgId") });
/** Deleting a message answers the ids of every message it removed. */
export const DeletedMessageIds = z.object({ deleted: z.array(z.string()) });

/** POST /v1/chat/rateMsg: 0 clears, 1 good, 2 bad. */
export const RateMessageRequest = MessageRef.extend({
  rating: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const DialogueRef = z.object({ dialogueId: idLike("dialogueId") });
/** A dialogue named in a query string. */
export const DialogueIdQuery = z.object({ dialogueId: id("dialogueId") });

/** What the dialogue remembers besides its messages: the user's own note and the rolling summary. */
export const DialogueMemory = z.object({
  content: z.string(),
  /** Written automatically from the messages that no longer fit the model's context. */
  summary: z.string(),
});
export type DialogueMemory = z.infer<typeof DialogueMemory>;
export const CustomMemoryUpdate = DialogueRef.extend({
  content: z.string().trim().max(2000, ChatMessages.memoryTooLong),
});

/** GET /v1/chat/getBotsWithChatting: the /chats list, most recent first. */
export const ChattingBot = z.object({
  botId: z.string(),
  botName: z.string(),
  avatar: z.string(),
  dialogueId: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** The bot's saved chats (earlier conversations kept by New chat or "save and start new chat"). */
  savedChats: z.number().int(),
});
export type ChattingBot = z.infer<typeof ChattingBot>;

/** POST /mask/saveMask: create (no maskId) or update. */
export const SavePersonaRequest = z.object({
  maskId: idLike("maskId").optional(),
  name: z.string().trim().min(1, ChatMessages.personaNameRequired).max(50, ChatMessages.personaNameTooLong),
  description: z.string().trim().max(1000, ChatMessages.personaDescriptionTooLong).default(""),
  avatar: z.string().max(500).default(""),
  isDefault: z.boolean().default(false),
});
export const PersonaRef = z.object({ maskId: idLike("maskId") });
export const RemovedPersona = z.object({ removed: z.string() });
/** POST /mask/setMask: the persona of one dialogue (null: none). */
export const SetPersonaRequest = z.object({
  dialogueId: idLike("dialogueId"),
  maskId: idLike("maskId").nullable(),
});
/** The persona a dialogue speaks as after /mask/setMask (null: the account's own name). */
export const DialoguePersona = z.object({ dialogueId: z.string(), mask: Persona.nullable() });

/** GET /model/scene/getModelSceneInfo. */
export const ModelSceneInfo = z.object({
  scenes: z.array(
    ModelSceneSummary.extend({
      contextWindow: z.number().int(),
      maxReplyTokens: z.number().int(),
      available: z.boolean(),
    }),
  ),
  selected: z.string(),
});
export type ModelSceneInfo = z.infer<typeof ModelSceneInfo>;
export const ChooseModelSceneRequest = z.object({ sceneId: z.string().min(1).max(100) });

/** POST /v1/chat/saveDialogue: keep this chat among the bot's saved chats and start a new one. */
export const SaveDialogueRequest = z.object({ dialogueId: idLike("dialogueId") });
export const SavedChat = z.object({
  dialogueId: z.string(),
  botId: z.string(),
  lastMessage: z.string(),
  messageCount: z.number().int(),
  savedAt: z.string(),
});
export type SavedChat = z.infer<typeof SavedChat>;
export const HiddenSavedChat = z.object({ dialogueId: z.string(), hidden: z.boolean() });

/** GET /v1/chat/like and cancelLike. */
export const BotLikeState = z.object({ botId: z.string(), liked: z.boolean(), likes: z.number().int() });
export type BotLikeState = z.infer<typeof BotLikeState>;

/** Today's use of a limited action (regenerations, edits, suggestions); limit null: unlimited. */
export const DailyUsage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

/** POST /v1/chat/generated-message: short replies the user might send next. */
export const ReplySuggestions = z.object({ suggestions: z.array(z.string()) });

/** POST /v1/chat/setNsfw: turning adult content on needs an 18+ confirmation (and a paid plan). */
export const AdultContentChange = z.object({ enabled: z.boolean(), confirmAdult: z.boolean().optional() });
export const AdultContentState = z.object({ enabled: z.boolean() });

/** GET /v1/chat/checkCurrentMinuteChatCount. */
export const MinuteChatCount = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  allowed: z.boolean(),
});
