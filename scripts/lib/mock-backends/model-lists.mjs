// The model-listing endpoints of the mock model server, each answering as its real API does, so
// Fable's start-up probe (apps/server/src/llm/probe/) can ask whether a model is served:
//   GET /v1/models                  OpenAI-compatible list ({object: "list", data: [{id …}]}); also what
//                                   llama.cpp's server and OpenRouter answer
//   GET /v1/models/{id}             one model: Anthropic's shape when the request carries
//                                   anthropic-version, else OpenAI's; 404 in the API's error shape
//   GET /v1beta/models/{model}      Gemini's model resource, or its NOT_FOUND error
//   GET /api/v1/model               KoboldCpp's loaded model ({"result": "koboldcpp/<name>"})
// The mock answers any model name (faults are chosen by it), except the ones that mean "no such
// model" (fault-404, missing-*): those are not found. fault-401 is refused as a bad key where the
// model is named in the path. The list names the configured model and the named behaviours.
import { anthropicError } from "./anthropic.mjs";
import { faultOf, refusalOf } from "./faults.mjs";
import { geminiError } from "./gemini.mjs";
import { openAIError } from "./openai-chat.mjs";
import { sendJson } from "./replies.mjs";
import { IGNORES_STOP } from "./text-replies.mjs";

/** The model names with a behaviour of their own (faults.mjs, text-replies.mjs) that are served. */
const NAMED_BEHAVIOURS = [
  "fault-401",
  "fault-429",
  "fault-500",
  "fault-midway",
  "fault-empty",
  "think-tags",
  "think-field",
  IGNORES_STOP,
];

const servedModels = (settings) => [settings.model, ...NAMED_BEHAVIOURS];

async function listModels(request, response, { settings }) {
  request.resume();
  sendJson(response, 200, {
    object: "list",
    data: servedModels(settings).map((id) => ({ id, object: "model", created: 0, owned_by: "fable-mock" })),
  });
}

/** The refusal a model name in the path asks for: no such model, or a refused key. */
function lookupRefusal(model) {
  const fault = faultOf(model);
  return fault === "404" || fault === "401" ? refusalOf(fault, model) : null;
}

const ONE_MODEL = /^\/v1\/models\/([^/]+)$/;

async function oneModel(request, response, { url }) {
  request.resume();
  const id = decodeURIComponent(ONE_MODEL.exec(url.pathname)[1]);
  if (request.headers["anthropic-version"]) {
    if (!request.headers["x-api-key"]) return anthropicError(response, 401, "x-api-key header is required");
    const refusal = lookupRefusal(id);
    if (refusal)
      return anthropicError(
        response,
        refusal.status,
        refusal.status === 404 ? `model: ${id}` : refusal.message,
      );
    return sendJson(response, 200, {
      type: "model",
      id,
      display_name: id,
      created_at: "2025-01-01T00:00:00Z",
    });
  }
  const refusal = lookupRefusal(id);
  if (refusal) return openAIError(response, refusal.status, refusal.message);
  sendJson(response, 200, { id, object: "model", created: 0, owned_by: "fable-mock" });
}

const GEMINI_MODEL = /^\/v1beta\/models\/([^/:]+)$/;

async function geminiModel(request, response, { url }) {
  request.resume();
  const model = decodeURIComponent(GEMINI_MODEL.exec(url.pathname)[1]);
  if (!request.headers["x-goog-api-key"] && !url.searchParams.get("key"))
    return geminiError(response, 401, "Method doesn't allow unregistered callers. Please use an API key.");
  const refusal = lookupRefusal(model);
  if (refusal?.status === 404)
    return geminiError(
      response,
      404,
      `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
    );
  if (refusal)
    return geminiError(response, refusal.status, "API key not valid. Please pass a valid API key.");
  sendJson(response, 200, {
    name: `models/${model}`,
    version: "001",
    displayName: model,
    inputTokenLimit: 1_048_576,
    outputTokenLimit: 65_536,
    supportedGenerationMethods: ["generateContent", "countTokens"],
  });
}

async function koboldModel(request, response, { settings }) {
  request.resume();
  sendJson(response, 200, { result: `koboldcpp/${settings.model}` });
}

export const modelListRoutes = [
  { method: "GET", path: "/v1/models", handle: listModels },
  { method: "GET", path: ONE_MODEL, handle: oneModel },
  { method: "GET", path: GEMINI_MODEL, handle: geminiModel },
  { method: "GET", path: "/api/v1/model", handle: koboldModel },
];
