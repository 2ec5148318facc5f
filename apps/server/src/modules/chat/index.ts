// The chat module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { chatRoutes } from "./chat.routes.ts";
import { messageRoutes } from "./messages.routes.ts";
import { personaRoutes } from "./personas/personas.routes.ts";
import { pictureRoutesPlugin } from "./pictures/pictures.routes.ts";
import { savedChatRoutes } from "./saved/saved-chats.routes.ts";
import { chatSettingsRoutes } from "./settings/chat-settings.routes.ts";
import { storyPlayRoutes } from "./story/story.routes.ts";
import { quotaRoutes } from "./turns/quotas.routes.ts";
import { visitorChatRoutes } from "./visitor/visitor-chat.routes.ts";

export type { StoredSwipeInfo } from "./chat.schema.ts";
export { historyColumns, shownText } from "./chat-message.ts";
export { dialogueInfo } from "./dialogue.service.ts";
export { assertChattable, type DialogueRow, loadChattableBot, loadOwnDialogue } from "./dialogue-access.ts";
export { foldForgotten, gist } from "./memory/rolling-summary.ts";
export { forgetPicturesOf, removeChatPicturesOf } from "./pictures/picture-files.ts";
export { modelScenes, sceneForUser, sceneForUserChat } from "./settings/model-choice.ts";
export { chaptersOf, isStoryBot } from "./story/story-turn.ts";
export { publicSwipeInfo, withSwipeInfoAt } from "./swipe-info.ts";
export { loreOf } from "./turns/bot-cache.ts";
export { streamReplyEvents } from "./turns/event-stream.ts";
export { generateOnce, type OneShotAnswer } from "./turns/one-shot.ts";
export { buildPromptInput, characterNameOf, HISTORY_ROWS } from "./turns/prompt-input.ts";
export { assertMayChatNow, consumeDailyQuota } from "./turns/quotas.ts";
export {
  aiSdk,
  modelFor,
  type Reply,
  type ReplyListeners,
  recordReplyUsage,
  streamReply,
} from "./turns/reply-stream.ts";
export { seedOf } from "./turns/turn.service.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(
  chatRoutes,
  messageRoutes,
  chatSettingsRoutes,
  quotaRoutes,
  pictureRoutesPlugin,
  personaRoutes,
  savedChatRoutes,
  visitorChatRoutes,
  storyPlayRoutes,
);
