// The chat module's front door: what the rest of the server may use of it (docs/architecture.md#modules).

export { chatRoutes } from "./chat.routes.ts";
export { historyColumns } from "./chat-message.ts";
export { chatSettingsRoutes } from "./chat-settings.routes.ts";
export { dialogueInfo } from "./dialogue.service.ts";
export { assertChattable, type DialogueRow, loadChattableBot, loadOwnDialogue } from "./dialogue-access.ts";
export { messageRoutes } from "./messages.routes.ts";
export { modelScenes, sceneForUser } from "./model-choice.ts";
export { personaRoutes } from "./personas.routes.ts";
export { aiSdk, modelFor } from "./reply-stream.ts";
export { gist } from "./rolling-summary.ts";
export { savedChatRoutes } from "./saved-chats.routes.ts";
export { visitorChatRoutes } from "./visitor-chat.routes.ts";
