// llama.cpp's own server (llama-server) wire format on the mock model server:
//   POST /completion  `stream: true`: server-sent `data: {"content": …, "stop": false}` events, one
//                     per word, then `{"content": "", "stop": true, "stop_type": …, "timings": …}`
//                     (no `[DONE]`); otherwise that last object with the whole `content`
// It honours `stop` (mock-backends/stops.mjs), reports it as `stop_type: "word"` with the
// `stopping_word`, and answers faults in llama.cpp's error shape ({"error": {code, message, type}}).
import { faultOf, refusalOf } from "./faults.mjs";
import { afterReplyTime, pacedStream, readJson, replyHead, sendJson } from "./replies.mjs";
import { textReplyOf } from "./stops.mjs";

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
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    return llamaCppError(response, 400, error.message);
  }
  if (body === null || typeof body !== "object" || typeof body.prompt !== "string")
    return llamaCppError(response, 400, '"prompt" must be a string');
  const fault = faultOf(body.model);
  const refusal = refusalOf(fault, body.model);
  if (refusal) return llamaCppError(response, refusal.status, refusal.message, refusal.headers);
  const head = replyHead(body, settings, body.n_predict);
  const reply = textReplyOf(head, body.stop, fault);
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
