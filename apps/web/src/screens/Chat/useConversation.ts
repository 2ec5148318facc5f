import type { ChatMessage, DialogueInfo } from "@fable/contract";
import { chatRoutes } from "@fable/contract/routes/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api } from "../../api";
import { chatApi, chatKeys } from "../../queries/chat";
import { chatSettingsApi, chatSettingsKeys } from "../../queries/chatSettings";
import {
  canContinue,
  conversationReducer,
  emptyConversation,
  isLocalId,
  localId,
  oldestServerId,
  swipeMove,
} from "./conversation";
import { useConversationStore } from "./reducerStore";
import { type StartStream, streamTurn } from "./streamTurn";
import { toastFailure } from "./toastFailure";
import { useLoadOlder } from "./useLoadOlder";

const HISTORY_PAGE = 30;

export type DialogueHeader = Pick<DialogueInfo, "dialogueId" | "botId" | "botName" | "avatar" | "model">;

/**
 * The chat screen's conversation: the reducer's state plus every operation on it. Operations read the
 * store directly, so a callback never acts on a stale render.
 */
export function useConversation(botId: string, initial: DialogueInfo | undefined) {
  const { state, dispatch, current, controller, alive } = useConversationStore(
    conversationReducer,
    emptyConversation,
  );
  const [header, setHeader] = useState<DialogueHeader | null>(null);
  const [startingNew, setStartingNew] = useState(false);
  const queryClient = useQueryClient();
  const localIds = useRef(0);
  const refreshChats = () => void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, "chatting"] });

  const load = (info: DialogueInfo) => {
    dispatch({ type: "loaded", info });
    setHeader(info);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads each new answer once
  useEffect(() => {
    // The screen may ask again for the dialogue it shows (its query key changes once the signed-in
    // user's id is known): what is on screen is newer then, perhaps a reply streaming in.
    if (initial && initial.dialogueId !== current().dialogueId) load(initial);
  }, [initial]);

  /** Re-reads the newest messages, to learn what the server kept of a failed or stopped turn. */
  async function resync() {
    const dialogueId = current().dialogueId;
    if (!dialogueId || !alive.current) return;
    try {
      const info = await chatApi.enter({ botId, dialogueId });
      if (alive.current && current().dialogueId === info.dialogueId && !current().stream) {
        dispatch({ type: "synced", messages: info.messages, hasMore: info.hasMore });
      }
    } catch {
      // The note stays; its Regenerate reads the dialogue again when it must.
    }
  }

  async function run(start: StartStream) {
    const own = new AbortController();
    controller.current = own;
    const outcome = await streamTurn(start, dispatch, own.signal);
    if (controller.current === own) controller.current = null;
    if (outcome.kind === "rejected") toastFailure(outcome.error);
    if (outcome.kind === "failed" || outcome.kind === "stopped") await resync();
    refreshChats();
    return outcome;
  }

  /** Sends a message; false when the server refused it, so the composer can give the text back. */
  async function send(content: string): Promise<boolean> {
    const { dialogueId, stream } = current();
    if (!dialogueId || stream) return false;
    localIds.current += 1;
    dispatch({
      type: "sendStarted",
      userId: localId(localIds.current),
      content,
      createdAt: new Date().toISOString(),
    });
    const body = { botId, dialogueId, content };
    const outcome = await run((handlers) => api.stream(chatRoutes.streamChat, { body }, handlers));
    return outcome.kind !== "rejected";
  }

  /** A new swipe of a reply, or a first reply to the user's last message (after a failure). */
  async function regenerate(msgId: string) {
    const { dialogueId, stream, messages } = current();
    if (!dialogueId || stream) return;
    if (isLocalId(msgId)) {
      // The server never stored this message: send it again.
      const local = messages.find((message) => message.msgId === msgId);
      dispatch({ type: "messagesDeleted", ids: [msgId] });
      if (local) await send(local.content);
      return;
    }
    dispatch({ type: "regenerateStarted", targetId: msgId });
    const body = { dialogueId, msgId };
    await run((handlers) => api.stream(chatRoutes.regenerateStreamChat, { body }, handlers));
  }

  /** "Continue": more of the latest reply, streamed onto its end. */
  async function continueReply(msgId: string) {
    const { dialogueId } = current();
    if (!dialogueId || !canContinue(current(), msgId)) return;
    dispatch({ type: "continueStarted", targetId: msgId });
    const body = { dialogueId, msgId };
    await run((handlers) => api.stream(chatRoutes.continueStreamChat, { body }, handlers));
  }

  function stop() {
    controller.current?.abort();
  }

  async function swipe(msgId: string, step: -1 | 1) {
    const move = swipeMove(current(), msgId, step);
    if (!move) return;
    if (move.kind === "regenerate") return regenerate(msgId);
    const dialogueId = current().dialogueId!;
    const previous = current().messages.find((message) => message.msgId === msgId)!;
    dispatch({ type: "swipeSelected", msgId, swipeIndex: move.swipeIndex });
    try {
      dispatch({
        type: "messageUpdated",
        message: await chatApi.choose({ dialogueId, msgId, swipeIndex: move.swipeIndex }),
      });
    } catch (error) {
      dispatch({ type: "messageUpdated", message: previous });
      toastFailure(error);
    }
  }

  /** Runs a call that answers the changed message; false (after a toast) when it failed. */
  async function update(call: (dialogueId: string) => Promise<ChatMessage>): Promise<boolean> {
    const dialogueId = current().dialogueId;
    if (!dialogueId) return false;
    try {
      const message = await call(dialogueId);
      dispatch({ type: "messageUpdated", message });
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    }
  }

  const edit = (msgId: string, content: string) =>
    update((dialogueId) => chatApi.edit({ dialogueId, msgId, content }));

  const rate = (msgId: string, rating: 0 | 1 | 2) =>
    update((dialogueId) => chatApi.rate({ dialogueId, msgId, rating }));

  async function pin(msgId: string, pinned: boolean) {
    const saved = await update((dialogueId) => chatApi.pin({ dialogueId, msgId }, pinned));
    if (saved) void queryClient.invalidateQueries({ queryKey: chatKeys.pins(current().dialogueId ?? "") });
    return saved;
  }

  async function remove(msgId: string): Promise<boolean> {
    const dialogueId = current().dialogueId;
    if (!dialogueId) return false;
    try {
      const { deleted } = await chatApi.remove({ dialogueId, msgId });
      dispatch({ type: "messagesDeleted", ids: deleted });
      void queryClient.invalidateQueries({ queryKey: chatKeys.pins(dialogueId) });
      refreshChats();
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    }
  }

  const { loadingOlder, loadOlder } = useLoadOlder({
    alive,
    canLoad: () => current().dialogueId !== null && current().hasMore,
    load: async () => {
      const dialogueId = current().dialogueId!;
      const beforeMsgId = oldestServerId(current());
      const page = await chatApi.history({
        dialogueId,
        limit: HISTORY_PAGE,
        ...(beforeMsgId ? { beforeMsgId } : {}),
      });
      if (alive.current && current().dialogueId === dialogueId) {
        dispatch({ type: "olderLoaded", messages: page.messages, hasMore: page.hasMore });
      }
    },
  });

  /** Shows another dialogue with this bot, answered by `open`; false (after a toast) when it failed. */
  async function switchDialogue(open: () => Promise<DialogueInfo>): Promise<boolean> {
    if (current().stream || startingNew) return false;
    setStartingNew(true);
    try {
      const info = await open();
      if (alive.current) load(info);
      refreshChats();
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    } finally {
      if (alive.current) setStartingNew(false);
    }
  }

  /**
   * "New chat": a fresh dialogue that starts from the greeting. The server saves the one it replaces
   * (when anything was written in it); true then, so the screen can say where to find it.
   */
  async function newChat(): Promise<boolean> {
    let previousChatSaved = false;
    await switchDialogue(async () => {
      const info = await chatApi.enter({ botId, newChat: true });
      previousChatSaved = info.previousChatSaved === true;
      return info;
    });
    if (previousChatSaved)
      void queryClient.invalidateQueries({ queryKey: chatSettingsKeys.savedChats(botId) });
    return previousChatSaved;
  }

  /** "Save and start new chat": this chat joins the bot's saved chats and a fresh one opens. */
  async function saveAndStartNew(): Promise<boolean> {
    const dialogueId = current().dialogueId;
    if (!dialogueId) return false;
    const saved = await switchDialogue(() => chatSettingsApi.saveDialogue(dialogueId));
    if (saved) void queryClient.invalidateQueries({ queryKey: chatSettingsKeys.savedChats(botId) });
    return saved;
  }

  /** Opens one of the bot's dialogues (a saved chat) in place. */
  const openDialogue = (dialogueId: string) => switchDialogue(() => chatApi.enter({ botId, dialogueId }));

  /** Shows a message the server answered outside a turn, new or changed (a picture, once unlocked). */
  const showMessage = (message: ChatMessage, isNew: boolean) =>
    dispatch({ type: isNew ? "messageAdded" : "messageUpdated", message });

  return {
    state,
    header,
    showMessage,
    loadingOlder,
    startingNew,
    send,
    regenerate,
    continueReply,
    stop,
    swipe,
    edit,
    rate,
    pin,
    remove,
    loadOlder,
    newChat,
    saveAndStartNew,
    openDialogue,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
