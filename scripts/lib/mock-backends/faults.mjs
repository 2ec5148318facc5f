// Failures the mock model server acts out, chosen by the model name a request asks for, so a test
// (or a scene) picks one without any other channel: each wire format answers them in its backend's
// own error shape.
//
//   fault-401      the key is refused
//   fault-404      no such model (any model name starting "missing-" too)
//   fault-429      rate limited, with Retry-After: 7
//   fault-500      the server failed
//   fault-midway   the stream breaks off after 3 pieces (a whole reply: 3 words, no finish)
//   fault-empty    a finished reply with no text
//
// and two reasoning models, whose reply comes after their thinking:
//   think-tags     thinks in the reply text, `<think>…</think>`, the tags cut across pieces
//   think-field    thinks in a field of its own (OpenAI-compatible: `reasoning_content`; Anthropic:
//                  a thinking block of `thinking_delta`s; Gemini: parts marked `thought`)

/** The fault a model name asks for, or null. */
export function faultOf(model) {
  if (typeof model !== "string") return null;
  if (model.startsWith("missing-")) return "404";
  const match = /^fault-(401|404|429|500|midway|empty)$/.exec(model);
  return match ? match[1] : null;
}

/** The HTTP status and message of a fault answered before any reply, or null for the others. */
export function refusalOf(fault, model) {
  switch (fault) {
    case "401":
      return { status: 401, message: "Incorrect API key provided", headers: {} };
    case "404":
      return { status: 404, message: `The model \`${model}\` does not exist`, headers: {} };
    case "429":
      return {
        status: 429,
        message: "Rate limit reached; try again in 7 s",
        headers: { "retry-after": "7" },
      };
    case "500":
      return { status: 500, message: "The server had an error while processing your request", headers: {} };
    default:
      return null;
  }
}

/** The thinking a reasoning model writes before its reply, in pieces cut across the tags. */
export const THINKING_PIECES = ["<th", "ink>The user greets me.", " Stay in charac", "ter.</thi", "nk>\n\n"];
export const THINKING_TEXT = "The user greets me. Stay in character.";
/** THINKING_TEXT in the pieces a backend streams it in, each word with the space after it. */
export const THINKING_WORDS = THINKING_TEXT.split(" ").map((word) => `${word} `);
