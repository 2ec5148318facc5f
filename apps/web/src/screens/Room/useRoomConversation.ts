import type { RoomDetail, RoomMessage } from "@fable/contract";
import { roomRoutes } from "@fable/contract/routes/rooms";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiError, api } from "../../api";
import { roomApi, roomKeys } from "../../queries/rooms";
import { localId } from "../Chat/conversation";
import { useConversationStore } from "../Chat/reducerStore";
import { type StartStream, streamTurn, type TurnOutcome } from "../Chat/streamTurn";
import { toastFailure } from "../Chat/toastFailure";
import { useLoadOlder } from "../Chat/useLoadOlder";
import { emptyRoomConversation, nextSwipe, oldestRoomMessageId, roomReducer } from "./roomConversation";
import { runSpeakers } from "./speakers";

/**
 * The room screen's conversation: the reducer's state plus every operation on it. Like the chat's
 * useConversation, operations read the store directly so a callback never acts on a stale render.
 */
export function useRoomConversation(roomId: string, initial: RoomDetail | undefined) {
  const { state, dispatch, current, controller, alive } = useConversationStore(
    roomReducer,
    emptyRoomConversation,
  );
  const queryClient = useQueryClient();
  const localIds = useRef(0);
  const busy = () => current().stream !== null || controller.current !== null;
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: [...roomKeys.all, "list"] });

  useEffect(() => {
    if (initial) dispatch({ type: "loaded", roomId, messages: initial.messages, hasMore: initial.hasMore });
  }, [initial, roomId, dispatch]);

  /** Runs the streamed replies of one turn under one Stop button; toasts a refusal. */
  async function turn(body: (signal: AbortSignal) => Promise<TurnOutcome>): Promise<TurnOutcome> {
    const own = new AbortController();
    controller.current = own;
    let outcome: TurnOutcome;
    try {
      outcome = await body(own.signal);
    } catch (error) {
      // The call that picks the speakers was refused: nothing streams.
      dispatch({ type: "streamRejected" });
      outcome = { kind: "rejected", error: asApiError(error) };
    }
    if (controller.current === own) controller.current = null;
    if (outcome.kind === "rejected") toastFailure(outcome.error);
    if (outcome.kind === "failed" || outcome.kind === "stopped") await resync();
    refreshList();
    return outcome;
  }

  /** Re-reads the newest messages, to learn what the server kept of a failed or stopped reply. */
  async function resync() {
    try {
      const detail = await roomApi.detail(roomId);
      if (alive.current && !current().stream)
        dispatch({ type: "synced", messages: detail.messages, hasMore: detail.hasMore });
    } catch {
      // The note stays; its Retry asks again.
    }
  }

  const streamOf = (start: StartStream<RoomMessage>, signal: AbortSignal) =>
    streamTurn(start, dispatch, signal);

  /** One character's reply, streamed after the others of the turn. */
  const speak = (botId: string, signal: AbortSignal) => {
    dispatch({ type: "replyStarted", botId });
    return streamOf(
      (handlers) => api.stream(roomRoutes.streamRoomReply, { body: { roomId, botId } }, handlers),
      signal,
    );
  };

  const speakAll = (speakers: string[], signal: AbortSignal) => {
    dispatch({ type: "speakersQueued", speakers });
    return runSpeakers(speakers, (botId) =>
      signal.aborted ? Promise.resolve({ kind: "stopped" }) : speak(botId, signal),
    );
  };

  /** Sends a message (to `speakerId` when one was asked); false when refused, so the text comes back. */
  async function send(content: string, speakerId?: string): Promise<boolean> {
    if (busy()) return false;
    localIds.current += 1;
    const local = localId(localIds.current);
    dispatch({ type: "userSent", message: localMessage(roomId, local, content) });
    let stored = false;
    await turn(async (signal) => {
      let sent: Awaited<ReturnType<typeof roomApi.send>>;
      try {
        sent = await roomApi.send({ roomId, content, ...(speakerId ? { speakerId } : {}) });
      } catch (error) {
        dispatch({ type: "userRejected", localId: local });
        throw error;
      }
      stored = true;
      dispatch({ type: "userStored", localId: local, message: sent.message });
      return speakAll(sent.speakers, signal);
    });
    return stored;
  }

  /** A character asked to speak now, without a message of the user (or to try again after a failure). */
  const speakNow = (botId: string) => (busy() ? undefined : void turn((signal) => speakAll([botId], signal)));

  const letThemTalk = (turns: number) =>
    busy()
      ? undefined
      : void turn(async (signal) =>
          speakAll((await roomApi.letThemTalk({ roomId, turns })).speakers, signal),
        );

  /** A new version of the latest character reply, by the same character. */
  function regenerate(msgId: string) {
    const target = current().messages.find((message) => message.msgId === msgId);
    if (busy() || !target?.botId) return;
    const botId = target.botId;
    void turn((signal) => {
      dispatch({ type: "regenerateStarted", targetId: msgId, botId });
      return streamOf(
        (handlers) => api.stream(roomRoutes.regenerateRoomReply, { body: { roomId, msgId } }, handlers),
        signal,
      );
    });
  }

  const stop = () => controller.current?.abort();

  /** Runs a call that answers the changed message; false (after a toast) when it failed. */
  async function update(call: () => Promise<RoomMessage>): Promise<boolean> {
    try {
      dispatch({ type: "messageUpdated", message: await call() });
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    }
  }

  function swipe(msgId: string, step: -1 | 1) {
    const message = current().messages.find((candidate) => candidate.msgId === msgId);
    if (!message || busy()) return;
    const move =
      step === 1 ? nextSwipe(message) : { kind: "choose" as const, swipeIndex: message.swipeIndex - 1 };
    if (move.kind === "regenerate") return regenerate(msgId);
    if (move.swipeIndex < 0) return;
    void update(() => roomApi.choose({ roomId, msgId, swipeIndex: move.swipeIndex }));
  }

  const edit = (msgId: string, content: string) => update(() => roomApi.edit({ roomId, msgId, content }));
  const pin = (msgId: string, pinned: boolean) => update(() => roomApi.pin({ roomId, msgId, pinned }));

  async function remove(msgId: string) {
    try {
      await roomApi.removeMessage({ roomId, msgId });
      dispatch({ type: "messagesDeleted", ids: [msgId] });
      refreshList();
    } catch (error) {
      toastFailure(error);
    }
  }

  const { loadingOlder, loadOlder } = useLoadOlder({
    alive,
    canLoad: () => current().hasMore,
    load: async () => {
      const beforeMsgId = oldestRoomMessageId(current());
      const page = await roomApi.history({ roomId, ...(beforeMsgId ? { beforeMsgId } : {}) });
      if (alive.current) dispatch({ type: "olderLoaded", messages: page.messages, hasMore: page.hasMore });
    },
  });

  return {
    state,
    loadingOlder,
    send,
    speakNow,
    letThemTalk,
    regenerate,
    stop,
    swipe,
    edit,
    pin,
    remove,
    loadOlder,
  };
}

export type RoomConversation = ReturnType<typeof useRoomConversation>;

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(-1, error instanceof Error ? error.message : "");

function localMessage(roomId: string, msgId: string, content: string): RoomMessage {
  return {
    msgId,
    roomId,
    role: "user",
    botId: null,
    content,
    swipes: [content],
    swipeIndex: 0,
    swipeInfo: [null],
    pinned: false,
    createdAt: new Date().toISOString(),
  };
}
