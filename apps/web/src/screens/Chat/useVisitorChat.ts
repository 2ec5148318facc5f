import { ResponseCode, type VisitorChatDone } from "@fable/contract";
import { visitorChatRoutes } from "@fable/contract/routes/visitor-chat";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { api } from "../../api";
import type { ApiError } from "../../api/errors";
import { useVisitorAllowance, visitorChatKeys } from "../../queries/visitorChat";
import { openLogin } from "../../stores/login";
import {
  messagesLeft,
  previewRequest,
  readVisitorChat,
  sessionStore,
  visitorChatReducer,
  visitorChatState,
  writeVisitorChat,
} from "./visitorConversation";

type Outcome =
  | { kind: "done"; done: VisitorChatDone }
  | { kind: "error"; error: ApiError }
  /** Stopped by the visitor, after `received` text had arrived. */
  | { kind: "stopped"; received: string };

/**
 * A visitor's chat with one bot: the conversation (kept in sessionStorage), the reply being streamed,
 * and what is left before the sign-in prompt, which opens by itself when nothing is.
 */
export function useVisitorChat(botId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const allowance = useVisitorAllowance();
  const [state, dispatch] = useReducer(visitorChatReducer, botId, (id) =>
    visitorChatState(readVisitorChat(sessionStore(), id)),
  );
  const controller = useRef<AbortController | null>(null);
  const left = messagesLeft(state, allowance.data);

  useEffect(() => {
    writeVisitorChat(sessionStore(), botId, state.messages);
  }, [botId, state.messages]);

  // Leaving the screen stops the reply; the server then stops the model.
  useEffect(() => () => controller.current?.abort(), []);

  const limitReached = left === 0 && state.stream === null;
  useEffect(() => {
    if (limitReached) openLogin("chat");
  }, [limitReached]);

  function run(content: string, signal: AbortSignal) {
    let received = "";
    return new Promise<Outcome>((resolve) => {
      void api
        .stream(
          visitorChatRoutes.previewChat,
          { body: previewRequest(botId, state.messages, content) },
          {
            signal,
            // Code 109 here means "sign in to keep chatting", not a lost session.
            skipCodeEffects: true,
            onDelta: (text) => {
              received += text;
              dispatch({ type: "delta", text });
            },
            onDone: (done) => resolve({ kind: "done", done }),
            onError: (error) => resolve({ kind: "error", error }),
          },
        )
        .then(() => resolve({ kind: "stopped", received }));
    });
  }

  /** Sends a message; false when it got no reply, so the composer gives the text back. */
  async function send(content: string): Promise<boolean> {
    if (state.stream) return false;
    if (left === 0) {
      openLogin("chat");
      return false;
    }
    const own = new AbortController();
    controller.current = own;
    dispatch({ type: "sendStarted", content });
    const outcome = await run(content, own.signal);
    if (controller.current === own) controller.current = null;

    if (outcome.kind === "done" && typeof outcome.done?.content === "string" && outcome.done.content) {
      dispatch({ type: "replied", content: outcome.done.content, messagesLeft: outcome.done.messagesLeft });
      return true;
    }
    // The server counted the message whatever came of it.
    void queryClient.invalidateQueries({ queryKey: visitorChatKeys.allowance });
    if (outcome.kind === "stopped") {
      // A reply that had begun stays; one that had not gives the message back.
      dispatch({ type: "stopped" });
      return outcome.received.trim() !== "";
    }
    dispatch({ type: "failed" });
    if (outcome.kind === "error" && outcome.error.code === ResponseCode.NEED_LOGIN) {
      toast.info(t("chat.visitor.limitReached"));
      openLogin("chat");
    } else if (outcome.kind === "error" && outcome.error.code === ResponseCode.ADS_LOCKED) {
      // A character locked behind an ad opens for accounts that watch one: signing in comes first.
      toast.info(outcome.error.message);
      openLogin("chat");
    } else {
      const message = outcome.kind === "error" ? outcome.error.message : "";
      toast.error(message || t("chat.replyFailed"));
    }
    return false;
  }

  const stop = () => controller.current?.abort();

  return { state, left, send, stop };
}
