// KoboldCpp's KoboldAI API on the mock model server:
//   POST /api/v1/generate              {"results": [{"text": …, "finish_reason": …}]} once the whole
//                                      reply would have been written
//   POST /api/extra/generate/stream    server-sent `event: message` / `data: {"token": …,
//                                      "finish_reason": null}`, one per word, the last event with
//                                      "stop" or "length"; the connection then ends (no `[DONE]`)
// The reply limit is `max_length`; it honours `stop_sequence` (mock-backends/stops.mjs) and answers
// faults in KoboldCpp's error shape ({"detail": {msg, type}}). KoboldCpp serves the model it loaded
// and takes no model name; the fake reads the `model` Fable sends along to choose a fault.
import { faultOf, refusalOf } from "./faults.mjs";
import { afterReplyTime, pacedStream, readJson, replyHead, sendJson } from "./replies.mjs";
import { textReplyOf } from "./stops.mjs";

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

/** Reads and checks a generate request; answers a refusal itself and returns null then. */
async function generateRequest(request, response, settings) {
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    koboldError(response, 400, error.message);
    return null;
  }
  if (body === null || typeof body !== "object" || typeof body.prompt !== "string") {
    koboldError(response, 400, "prompt: a string is required");
    return null;
  }
  const fault = faultOf(body.model);
  const refusal = refusalOf(fault, body.model);
  if (refusal) {
    koboldError(response, refusal.status, refusal.message, refusal.headers);
    return null;
  }
  const head = replyHead(body, settings, body.max_length);
  return { head, fault, reply: textReplyOf(head, body.stop_sequence, fault) };
}

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
