// Anthropic's Messages API wire format of the mock model server:
//   POST /v1/messages  `stream: true`: server-sent events named as Anthropic names them
//                      (message_start, content_block_start, ping, one content_block_delta with a
//                      text_delta per word, content_block_stop, message_delta with the stop reason
//                      and output tokens, message_stop); otherwise one `message` once the whole
//                      reply would have been written
// Like the real service it wants the x-api-key and anthropic-version headers, max_tokens, a
// temperature of at most 1 and not with top_p, and a conversation that opens with a user turn and
// alternates; it refuses otherwise in Anthropic's error shape.
import { faultOf, refusalOf, THINKING_WORDS } from "./faults.mjs";
import { answerReply, pieceJson, readJson, replyHead, replyText, sendJson } from "./replies.mjs";

const ERROR_TYPES = {
  400: "invalid_request_error",
  401: "authentication_error",
  404: "not_found_error",
  429: "rate_limit_error",
  500: "api_error",
};

/** Anthropic's error shape. */
export function anthropicError(response, status, message, headers = {}) {
  const type = ERROR_TYPES[status] ?? "api_error";
  sendJson(response, status, { type: "error", error: { type, message } }, headers);
}

/** What the real API refuses before any reply, or null. */
function invalidRequest(body) {
  if (body === null || typeof body !== "object") return "body: an object is required";
  if (typeof body.model !== "string" || !body.model) return "model: Field required";
  if (!Number.isInteger(body.max_tokens) || body.max_tokens < 1) return "max_tokens: Field required";
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return "messages: at least one message is required";
  if (body.system !== undefined && typeof body.system !== "string" && !Array.isArray(body.system))
    return "system: Input should be a valid string";
  for (const [index, message] of body.messages.entries()) {
    const expected = index % 2 === 0 ? "user" : "assistant";
    if (message?.role !== expected)
      return index === 0
        ? "messages: the first message must use the user role"
        : `messages.${index}: roles must alternate between user and assistant`;
    if (typeof message.content !== "string" && !Array.isArray(message.content))
      return `messages.${index}.content: Input should be a valid string or list`;
    if (message.content.length === 0) return `messages.${index}: content must be non-empty`;
  }
  if (body.temperature !== undefined && !(body.temperature >= 0 && body.temperature <= 1))
    return "temperature: Input should be less than or equal to 1";
  // As the Claude models since Sonnet 4.5 do.
  if (body.temperature !== undefined && body.top_p !== undefined)
    return "`temperature` and `top_p` cannot both be specified for this model. Please use only one.";
  return null;
}

const usage = (head, outputTokens) => ({
  input_tokens: head.promptTokens,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  output_tokens: outputTokens,
});

const event = (name, data) => `event: ${name}\ndata: ${data}\n\n`;

/** A thinking block before the reply's text block (think-field), as extended thinking streams it. */
function thinkingBlock(head) {
  if (head.model !== "think-field") return "";
  const delta = (fields) =>
    event("content_block_delta", JSON.stringify({ type: "content_block_delta", index: 0, delta: fields }));
  return (
    event(
      "content_block_start",
      '{"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":""}}',
    ) +
    THINKING_WORDS.map((thinking) => delta({ type: "thinking_delta", thinking })).join("") +
    delta({ type: "signature_delta", signature: "mock-signature" }) +
    event("content_block_stop", '{"type":"content_block_stop","index":0}')
  );
}

function streamed(head, pieces) {
  const message = {
    id: `msg_${head.id}`,
    type: "message",
    role: "assistant",
    model: head.model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: usage(head, 1),
  };
  // After a thinking block the text is the second block.
  const block = head.model === "think-field" ? 1 : 0;
  return {
    start:
      event("message_start", JSON.stringify({ type: "message_start", message })) +
      thinkingBlock(head) +
      event(
        "content_block_start",
        `{"type":"content_block_start","index":${block},"content_block":{"type":"text","text":""}}`,
      ) +
      event("ping", '{"type": "ping"}'),
    piece: (i) =>
      event(
        "content_block_delta",
        `{"type":"content_block_delta","index":${block},"delta":{"type":"text_delta","text":${pieceJson(i)}}}`,
      ),
    finish: () =>
      event("content_block_stop", `{"type":"content_block_stop","index":${block}}`) +
      event(
        "message_delta",
        JSON.stringify({
          type: "message_delta",
          delta: { stop_reason: head.cut ? "max_tokens" : "end_turn", stop_sequence: null },
          usage: { output_tokens: pieces },
        }),
      ) +
      event("message_stop", '{"type":"message_stop"}'),
  };
}

async function messages(request, response, { settings, stats }) {
  if (!request.headers["x-api-key"]) {
    request.resume();
    return anthropicError(response, 401, "x-api-key header is required");
  }
  if (!request.headers["anthropic-version"]) {
    request.resume();
    return anthropicError(response, 400, "anthropic-version: header is required");
  }
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    return anthropicError(response, 400, error.message);
  }
  const invalid = invalidRequest(body);
  if (invalid) return anthropicError(response, 400, invalid);
  const fault = faultOf(body.model);
  const refusal = refusalOf(fault, body.model);
  if (refusal) return anthropicError(response, refusal.status, refusal.message, refusal.headers);
  const head = replyHead(body, settings, body.max_tokens);
  return answerReply(response, {
    head,
    settings,
    stats,
    fault,
    stream: body.stream === true,
    writer: (pieces) => streamed(head, pieces),
    whole: (pieces) => ({
      id: `msg_${head.id}`,
      type: "message",
      role: "assistant",
      model: head.model,
      content: pieces ? [{ type: "text", text: replyText(pieces) }] : [],
      stop_reason: head.cut ? "max_tokens" : "end_turn",
      stop_sequence: null,
      usage: usage(head, pieces),
    }),
  });
}

export const anthropicRoutes = [{ method: "POST", path: "/v1/messages", handle: messages }];
