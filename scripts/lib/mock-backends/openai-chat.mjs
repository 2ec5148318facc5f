// The OpenAI-compatible chat completion wire format of the mock model server:
//   POST /v1/chat/completions  `stream: true`: server-sent `chat.completion.chunk` events (a role
//                              piece, one event per word, the finish, the usage when
//                              `stream_options.include_usage`, then `[DONE]`); otherwise one
//                              `chat.completion` once the whole reply would have been written
import { faultOf, refusalOf, THINKING_PIECES, THINKING_TEXT } from "./faults.mjs";
import { answerReply, pieceJson, readJson, replyHead, replyText, sendJson } from "./replies.mjs";

/** OpenAI's error shape. */
export function openAIError(response, status, message, headers = {}) {
  const type =
    status === 401 ? "authentication_error" : status === 429 ? "rate_limit_error" : "invalid_request_error";
  sendJson(response, status, { error: { message, type, code: null } }, headers);
}

const usage = (head, completionTokens) => ({
  prompt_tokens: head.promptTokens,
  completion_tokens: completionTokens,
  total_tokens: head.promptTokens + completionTokens,
});

function streamed(head, body, pieces) {
  const finishReason = head.cut ? "length" : "stop";
  // Everything before the choices is the same in each event of the stream: written out once.
  const prefix = `data: {"id":"chatcmpl-${head.id}","object":"chat.completion.chunk","created":${head.created},"model":${JSON.stringify(head.model)},"choices":[`;
  const delta = (fields) =>
    `${prefix}{"index":0,"delta":${JSON.stringify(fields)},"finish_reason":null}]}\n\n`;
  // A reasoning model's thinking comes first: in the text (think-tags) or a field of its own (think-field).
  const thinking =
    head.model === "think-tags"
      ? THINKING_PIECES.map((content) => delta({ content }))
      : head.model === "think-field"
        ? THINKING_TEXT.split(" ").map((word) => delta({ content: null, reasoning_content: `${word} ` }))
        : [];
  return {
    // The role comes first and at once, before any word, as OpenAI's streams start.
    start: delta({ role: "assistant", content: "" }) + thinking.join(""),
    piece: (i) => `${prefix}{"index":0,"delta":{"content":${pieceJson(i)}},"finish_reason":null}]}\n\n`,
    finish: () => {
      let tail = `${prefix}{"index":0,"delta":{},"finish_reason":"${finishReason}"}]}\n\n`;
      if (body.stream_options?.include_usage === true) {
        tail += `${prefix}],"usage":${JSON.stringify(usage(head, pieces))}}\n\n`;
      }
      return `${tail}data: [DONE]\n\n`;
    },
  };
}

async function chatCompletion(request, response, { settings, stats }) {
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    return openAIError(response, 400, error.message);
  }
  if (body === null || typeof body !== "object" || !Array.isArray(body.messages))
    return openAIError(response, 400, "messages: an array is required");
  const fault = faultOf(body.model);
  const refusal = refusalOf(fault, body.model);
  if (refusal) return openAIError(response, refusal.status, refusal.message, refusal.headers);
  const head = replyHead(body, settings, body.max_completion_tokens ?? body.max_tokens);
  return answerReply(response, {
    head,
    settings,
    stats,
    fault,
    stream: body.stream === true,
    writer: (pieces) => streamed(head, body, pieces),
    whole: (pieces) => ({
      id: `chatcmpl-${head.id}`,
      object: "chat.completion",
      created: head.created,
      model: head.model,
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: `${head.model === "think-tags" ? THINKING_PIECES.join("") : ""}${replyText(pieces)}`,
            ...(head.model === "think-field" ? { reasoning_content: THINKING_TEXT } : {}),
          },
          finish_reason: head.cut ? "length" : "stop",
        },
      ],
      usage: usage(head, pieces),
    }),
  });
}

export const openAIChatRoutes = [{ method: "POST", path: "/v1/chat/completions", handle: chatCompletion }];
