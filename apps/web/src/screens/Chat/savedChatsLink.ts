import { chatPath } from "../../lib/paths";

/** The query flag that opens the chat screen with its saved chats listed (the Chats page links here). */
const SAVED_CHATS_PARAM = "saved";

/** The chat screen of a bot with its saved-chats list open: where the Chats page sends "n saved chats". */
export function savedChatsHref(bot: { botId: string; botName: string }): string {
  return `${chatPath(bot)}?${SAVED_CHATS_PARAM}=1`;
}

/** Whether the address asks for the saved-chats list to be open when the chat screen opens. */
export function opensSavedChats(search: URLSearchParams): boolean {
  return search.get(SAVED_CHATS_PARAM) === "1";
}
