// The OpenAI-compatible text completion wire format of the mock model server (vLLM, LM Studio,
// TabbyAPI, text-generation-webui, llama.cpp's OpenAI endpoint):
//   POST /v1/completions  `stream: true`: server-sent `text_completion` events (one per word, the
//                         finish, the usage when `stream_options.include_usage`, then `[DONE]`);
//                         otherwise one `text_completion` once the whole reply would have been written
// It honours `stop` (mock-backends/stops.mjs) and answers faults in OpenAI's error shape.
import { faultOf, refusalOf } from "./faults.mjs";
import { openAIError } from "./openai-chat.mjs";
import { afterReplyTime, pacedStream, readJson, replyHead, sendJson } from "./replies.mjs";
import { textReplyOf } from "./stops.mjs";

const usage = (head, completionTokens) => ({
  prompt_tokens: head.promptTokens,
  completion_tokens: completionTokens,
  total_tokens: head.promptTokens + completionTokens,
});

/** OpenAI's finish reason for how the reply ended. */
const finishReasonOf = (reply) => (reply.cut ? "length" : "stop");

function streamed(head, body, reply) {
  const prefix = `data: {"id":"cmpl-${head.id}","object":"text_completion","created":${head.created},"model":${JSON.stringify(head.model)},"choices":[`;
  return {
    piece: (i) =>
      `${prefix}{"index":0,"text":${reply.pieceJson(i)},"logprobs":null,"finish_reason":null}]}\n\n`,
    finish: () => {
      let tail = `${prefix}{"index":0,"text":"","logprobs":null,"finish_reason":"${finishReasonOf(reply)}"}]}\n\n`;
      if (body.stream_options?.include_usage === true) {
        tail += `${prefix}],"usage":${JSON.stringify(usage(head, reply.pieces))}}\n\n`;
      }
      return `${tail}data: [DONE]\n\n`;
    },
  };
}

async function completion(request, response, { settings, stats }) {
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    return openAIError(response, 400, error.message);
  }
  if (body === null || typeof body !== "object" || typeof body.prompt !== "string")
    return openAIError(response, 400, "prompt: a string is required");
  const fault = faultOf(body.model);
  const refusal = refusalOf(fault, body.model);
  if (refusal) return openAIError(response, refusal.status, refusal.message, refusal.headers);
  const head = replyHead(body, settings, body.max_tokens);
  const reply = textReplyOf(head, body.stop, fault);
  if (body.stream === true) {
    return pacedStream(
      response,
      { ...head, pieces: reply.pieces },
      settings,
      stats,
      streamed(head, body, reply),
      {
        stopAfter: fault === "midway" ? 3 : undefined,
      },
    );
  }
  return afterReplyTime(response, head, settings, () => {
    stats.piecesSent += reply.pieces;
    sendJson(response, 200, {
      id: `cmpl-${head.id}`,
      object: "text_completion",
      created: head.created,
      model: head.model,
      choices: [{ index: 0, text: reply.text(), logprobs: null, finish_reason: finishReasonOf(reply) }],
      usage: usage(head, reply.pieces),
    });
  });
}

export const openAITextRoutes = [{ method: "POST", path: "/v1/completions", handle: completion }];
