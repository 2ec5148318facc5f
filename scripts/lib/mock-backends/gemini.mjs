// Google's Gemini API wire format of the mock model server:
//   POST /v1beta/models/{model}:streamGenerateContent?alt=sse  server-sent events, each a whole
//        GenerateContentResponse with the next word, CRLF line ends as Google writes them; the last
//        one has the finish reason and the final usage (no closing event, like the real stream)
//   POST /v1beta/models/{model}:generateContent  one GenerateContentResponse once the whole reply
//        would have been written
// The model is named in the path. Like the real service it wants a key (x-goog-api-key, or `key` in
// the query) and refuses in Google's error shape: {"error":{"code","message","status"}}.
import { faultOf, refusalOf, THINKING_WORDS } from "./faults.mjs";
import { answerReply, pieceJson, readJson, replyHead, replyText, sendJson } from "./replies.mjs";

const STATUSES = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
};

/** Google's error shape; a 429 also says when to retry as Google does, in its details. */
export function geminiError(response, status, message, headers = {}) {
  const error = { code: status, message, status: STATUSES[status] ?? "UNKNOWN" };
  if (status === 429 && headers["retry-after"]) {
    error.details = [
      { "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: `${headers["retry-after"]}s` },
    ];
  }
  sendJson(response, status, { error }, headers);
}

/** What the real API refuses before any reply, or null. */
function invalidRequest(body) {
  if (body === null || typeof body !== "object") return "Invalid JSON payload received.";
  if (!Array.isArray(body.contents) || body.contents.length === 0)
    return "* GenerateContentRequest.contents: contents is not specified";
  for (const [index, content] of body.contents.entries()) {
    if (content?.role !== "user" && content?.role !== "model")
      return `* GenerateContentRequest.contents[${index}].role: must be "user" or "model"`;
    if (
      !Array.isArray(content.parts) ||
      content.parts.length === 0 ||
      content.parts.some((part) => part?.text === "")
    )
      return `* GenerateContentRequest.contents[${index}].parts: contains an empty part`;
  }
  const temperature = body.generationConfig?.temperature;
  if (temperature !== undefined && !(temperature >= 0 && temperature <= 2))
    return "* GenerateContentRequest.generation_config.temperature: must be between 0 and 2";
  return null;
}

const usageMetadata = (head, candidates) => ({
  promptTokenCount: head.promptTokens,
  ...(candidates !== undefined ? { candidatesTokenCount: candidates } : {}),
  totalTokenCount: head.promptTokens + (candidates ?? 0),
});

function streamed(head, pieces) {
  const tail = `,"usageMetadata":${JSON.stringify(usageMetadata(head))},"modelVersion":${JSON.stringify(head.model)},"responseId":"${head.id}"}\r\n\r\n`;
  const thought = (text) =>
    `data: {"candidates":[{"content":{"parts":[{"text":${JSON.stringify(text)},"thought":true}],"role":"model"},"index":0}]${tail}`;
  return {
    // A thinking model's thoughts (think-field) come before its reply, as includeThoughts has them sent.
    start: head.model === "think-field" ? THINKING_WORDS.map(thought).join("") : "",
    piece: (i) =>
      `data: {"candidates":[{"content":{"parts":[{"text":${pieceJson(i)}}],"role":"model"},"index":0}]${tail}`,
    finish: () =>
      `data: ${JSON.stringify({
        candidates: [
          {
            content: { parts: [{ text: "" }], role: "model" },
            finishReason: head.cut ? "MAX_TOKENS" : "STOP",
            index: 0,
          },
        ],
        usageMetadata: usageMetadata(head, pieces),
        modelVersion: head.model,
        responseId: head.id,
      })}\r\n\r\n`,
  };
}

async function generateContent(request, response, { settings, stats, url }) {
  const [, model, method] = GEMINI_PATH.exec(url.pathname);
  if (!request.headers["x-goog-api-key"] && !url.searchParams.get("key")) {
    request.resume();
    return geminiError(response, 401, "Method doesn't allow unregistered callers. Please use an API key.");
  }
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    return geminiError(response, 400, error.message);
  }
  const invalid = invalidRequest(body);
  if (invalid) return geminiError(response, 400, invalid);
  const modelName = decodeURIComponent(model);
  const fault = faultOf(modelName);
  const refusal = refusalOf(fault, modelName);
  if (refusal) return geminiError(response, refusal.status, refusal.message, refusal.headers);
  const head = replyHead({ ...body, model: modelName }, settings, body.generationConfig?.maxOutputTokens);
  const stream = method === "streamGenerateContent";
  if (stream && url.searchParams.get("alt") !== "sse")
    return geminiError(response, 400, "this mock streams only as server-sent events (alt=sse)");
  return answerReply(response, {
    head,
    settings,
    stats,
    fault,
    stream,
    writer: (pieces) => streamed(head, pieces),
    whole: (pieces) => ({
      candidates: [
        {
          content: { parts: [{ text: replyText(pieces) }], role: "model" },
          finishReason: head.cut ? "MAX_TOKENS" : "STOP",
          index: 0,
        },
      ],
      usageMetadata: usageMetadata(head, pieces),
      modelVersion: head.model,
      responseId: head.id,
    }),
  });
}

const GEMINI_PATH = /^\/v1beta\/models\/([^/:]+):(streamGenerateContent|generateContent)$/;

export const geminiRoutes = [{ method: "POST", path: GEMINI_PATH, handle: generateContent }];
