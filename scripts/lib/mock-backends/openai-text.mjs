// The OpenAI-compatible text completion wire format of the mock model server (vLLM, LM Studio,
// TabbyAPI, text-generation-webui, llama.cpp's OpenAI endpoint):
//   POST /v1/completions  `stream: true`: server-sent `text_completion` events (one per word, the
//                         finish, the usage when `stream_options.include_usage`, then `[DONE]`);
//                         otherwise one `text_completion` once the whole reply would have been written
// It honours `stop` (mock-backends/text-replies.mjs) and answers faults in OpenAI's error shape.
import { openAIError } from "./openai-chat.mjs";
import { afterReplyTime, pacedStream, sendJson } from "./replies.mjs";
import { readTextRequest } from "./text-replies.mjs";

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
  const call = await readTextRequest(request, response, settings, {
    sendError: openAIError,
    limitOf: (body) => body.max_tokens,
    stopOf: (body) => body.stop,
  });
  if (!call) return;
  const { body, fault, head, reply } = call;
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
