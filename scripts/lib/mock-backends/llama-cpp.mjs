// llama.cpp's own server (llama-server) wire format on the mock model server:
//   POST /completion  `stream: true`: server-sent `data: {"content": …, "stop": false}` events, one
//                     per word, then `{"content": "", "stop": true, "stop_type": …, "timings": …}`
//                     (no `[DONE]`); otherwise that last object with the whole `content`
// It honours `stop` (mock-backends/text-replies.mjs), reports it as `stop_type: "word"` with the
// `stopping_word`, and answers faults in llama.cpp's error shape ({"error": {code, message, type}}).
import { afterReplyTime, pacedStream, sendJson } from "./replies.mjs";
import { readTextRequest } from "./text-replies.mjs";

const ERROR_TYPES = {
  400: "invalid_request_error",
  401: "authentication_error",
  404: "not_found_error",
  429: "unavailable_error",
  500: "server_error",
};

export function llamaCppError(response, status, message, headers = {}) {
  const type = ERROR_TYPES[status] ?? "server_error";
  sendJson(response, status, { error: { code: status, message, type } }, headers);
}

/** The object that ends an answer: why it stopped and what it counted. */
function finalObject(head, reply, content) {
  return {
    index: 0,
    content,
    tokens: [],
    id_slot: 0,
    stop: true,
    model: head.model,
    tokens_predicted: reply.pieces,
    tokens_evaluated: head.promptTokens,
    truncated: false,
    stop_type: reply.stopped ? "word" : reply.cut ? "limit" : "eos",
    stopping_word: reply.stopWord ?? "",
    tokens_cached: head.promptTokens + reply.pieces,
    timings: {
      prompt_n: head.promptTokens,
      prompt_ms: 1,
      predicted_n: reply.pieces,
      predicted_ms: 1,
    },
  };
}

async function completion(request, response, { settings, stats }) {
  const call = await readTextRequest(request, response, settings, {
    sendError: llamaCppError,
    limitOf: (body) => body.n_predict,
    stopOf: (body) => body.stop,
  });
  if (!call) return;
  const { body, fault, head, reply } = call;
  if (body.stream === true) {
    const stream = {
      piece: (i) =>
        `data: {"index":0,"content":${reply.pieceJson(i)},"tokens":[],"stop":false,"id_slot":0}\n\n`,
      finish: () => `data: ${JSON.stringify(finalObject(head, reply, ""))}\n\n`,
    };
    return pacedStream(response, { ...head, pieces: reply.pieces }, settings, stats, stream, {
      stopAfter: fault === "midway" ? 3 : undefined,
    });
  }
  return afterReplyTime(response, head, settings, () => {
    stats.piecesSent += reply.pieces;
    sendJson(response, 200, finalObject(head, reply, reply.text()));
  });
}

export const llamaCppRoutes = [{ method: "POST", path: "/completion", handle: completion }];
