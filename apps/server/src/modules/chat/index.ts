// The chat module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { chatRoutes } from "./chat.routes.ts";
import { chatSettingsRoutes } from "./chat-settings.routes.ts";
import { messageRoutes } from "./messages.routes.ts";
import { personaRoutes } from "./personas.routes.ts";
import { savedChatRoutes } from "./saved-chats.routes.ts";
import { visitorChatRoutes } from "./visitor-chat.routes.ts";

export { historyColumns } from "./chat-message.ts";
export { dialogueInfo } from "./dialogue.service.ts";
export { assertChattable, type DialogueRow, loadChattableBot, loadOwnDialogue } from "./dialogue-access.ts";
export { modelScenes, sceneForUser } from "./model-choice.ts";
export { aiSdk, modelFor } from "./reply-stream.ts";
export { gist } from "./rolling-summary.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(
  chatRoutes,
  messageRoutes,
  chatSettingsRoutes,
  personaRoutes,
  savedChatRoutes,
  visitorChatRoutes,
);
