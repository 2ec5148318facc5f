// KoboldCpp's KoboldAI API on the mock model server:
//   POST /api/v1/generate              {"results": [{"text": …, "finish_reason": …}]} once the whole
//                                      reply would have been written
//   POST /api/extra/generate/stream    server-sent `event: message` / `data: {"token": …,
//                                      "finish_reason": null}`, one per word, the last event with
//                                      "stop" or "length"; the connection then ends (no `[DONE]`)
// The reply limit is `max_length`; it honours `stop_sequence` (mock-backends/text-replies.mjs) and answers
// faults in KoboldCpp's error shape ({"detail": {msg, type}}). KoboldCpp serves the model it loaded
// and takes no model name; the fake reads the `model` Fable sends along to choose a fault.
import { afterReplyTime, pacedStream, sendJson } from "./replies.mjs";
import { readTextRequest } from "./text-replies.mjs";

const ERROR_TYPES = {
  400: "bad_input",
  401: "bad_input",
  404: "not_found",
  429: "service_unavailable",
  500: "server_error",
};

export function koboldError(response, status, message, headers = {}) {
  sendJson(
    response,
    status,
    { detail: { msg: message, type: ERROR_TYPES[status] ?? "server_error" } },
    headers,
  );
}

const finishReasonOf = (reply) => (reply.cut ? "length" : "stop");

/** Reads a generate request; a refusal is answered and null returned (text-replies.mjs). */
const generateRequest = (request, response, settings) =>
  readTextRequest(request, response, settings, {
    sendError: koboldError,
    limitOf: (body) => body.max_length,
    stopOf: (body) => body.stop_sequence,
  });

async function generate(request, response, { settings, stats }) {
  const call = await generateRequest(request, response, settings);
  if (!call) return;
  const { head, reply } = call;
  return afterReplyTime(response, head, settings, () => {
    stats.piecesSent += reply.pieces;
    sendJson(response, 200, {
      results: [{ text: reply.text(), finish_reason: finishReasonOf(reply), logprobs: null }],
    });
  });
}

async function generateStream(request, response, { settings, stats }) {
  const call = await generateRequest(request, response, settings);
  if (!call) return;
  const { head, reply, fault } = call;
  const stream = {
    piece: (i) => `event: message\ndata: {"token":${reply.pieceJson(i)},"finish_reason":null}\n\n`,
    finish: () => `event: message\ndata: {"token":"","finish_reason":"${finishReasonOf(reply)}"}\n\n`,
  };
  return pacedStream(response, { ...head, pieces: reply.pieces }, settings, stats, stream, {
    stopAfter: fault === "midway" ? 3 : undefined,
  });
}

export const koboldCppRoutes = [
  { method: "POST", path: "/api/v1/generate", handle: generate },
  { method: "POST", path: "/api/extra/generate/stream", handle: generateStream },
];
