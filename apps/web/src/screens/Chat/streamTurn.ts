import type { StreamDone } from "@fable/contract";
import { ApiError } from "../../api/errors";
import type { StreamHandlers } from "../../api/stream";

/** How a streamed turn ended; the screen re-reads the dialogue after "failed" and "stopped". */
export type TurnOutcome =
  | { kind: "done" }
  /** Refused before streaming: nothing was stored. */
  | { kind: "rejected"; error: ApiError }
  /** Failed while streaming: the user's message is stored, the reply is not. */
  | { kind: "failed"; error: ApiError }
  | { kind: "stopped" };

/** Starts one streaming call with the given handlers (`api.stream` of a chat or room route). */
export type StartStream<Done = StreamDone> = (handlers: StreamHandlers<Done>) => Promise<void>;

/** What a streamed turn tells its conversation (the chat's ConversationAction, the room's RoomAction). */
export type TurnAction<Done> =
  | { type: "delta"; text: string }
  | { type: "reasoning"; text: string }
  | { type: "streamDone"; done: Done }
  | { type: "streamRejected" }
  | { type: "streamFailed"; message: string; stopped?: boolean };

/**
 * Runs one streaming call (streamChat, regenerateStreamChat or continueStreamChat; a room's replies too) and turns its events
 * into conversation actions: `delta` pieces (and `reasoning`, for a scene that shows it), then `streamDone`, `streamRejected` or `streamFailed`.
 * Aborting the signal is the Stop button: the server stops the model and the turn ends as "stopped".
 */
export async function streamTurn<Done extends { msgId: string } = StreamDone>(
  start: StartStream<Done>,
  dispatch: (action: TurnAction<Done>) => void,
  signal: AbortSignal,
): Promise<TurnOutcome> {
  let outcome: TurnOutcome | null = null;
  await start({
    signal,
    onDelta: (text) => dispatch({ type: "delta", text }),
    onReasoning: (text) => dispatch({ type: "reasoning", text }),
    onDone: (done) => {
      if (!done || typeof done !== "object" || typeof done.msgId !== "string") {
        outcome = { kind: "failed", error: new ApiError(-1, "") };
        dispatch({ type: "streamFailed", message: "" });
        return;
      }
      outcome = { kind: "done" };
      dispatch({ type: "streamDone", done });
    },
    onError: (error) => {
      // An answer before the stream started carries an HTTP status; errors inside the stream do not.
      if (error.status !== undefined) {
        outcome = { kind: "rejected", error };
        dispatch({ type: "streamRejected" });
      } else {
        outcome = { kind: "failed", error };
        dispatch({ type: "streamFailed", message: error.message });
      }
    },
  });
  if (outcome) return outcome;
  dispatch({ type: "streamFailed", message: "", stopped: true });
  return { kind: "stopped" };
}
