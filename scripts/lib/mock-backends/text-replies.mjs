// What the mock model server's text-completion formats (openai-text, llama-cpp, koboldcpp) share:
// reading a prompt request with its faults, and the reply's stop strings. A backend stops where a
// stop string begins in its reply (and never sends the stop string); but some stream past one, and
// Fable must cut the reply itself: the model `ignores-stop` acts that out, writing the first stop
// string (split over two pieces, as tokens split it) after its third word and going on past it.
import { faultOf, refusalOf } from "./faults.mjs";
import { pieceJson, readJson, replyHead, replyPiece, replyText } from "./replies.mjs";

export const IGNORES_STOP = "ignores-stop";

/** The request's stop strings, given as one string or a list. */
export function stopStringsOf(stop) {
  if (typeof stop === "string") return stop ? [stop] : [];
  return Array.isArray(stop) ? stop.filter((item) => typeof item === "string" && item) : [];
}

/**
 * The reply of `pieces` words as a backend writes it given `stop`: `texts`, its pieces; `stopped`,
 * whether a stop string ended it, and `stopWord`, which. Null when the stop strings change nothing:
 * the plain reply is written then, from pieces made once.
 */
export function stoppedReply(model, stop, pieces) {
  const stops = stopStringsOf(stop);
  if (!stops.length) return null;
  const words = Array.from({ length: pieces }, (_, i) => replyPiece(i));
  if (model === IGNORES_STOP) {
    const marker = stops[0];
    const half = Math.ceil(marker.length / 2);
    const at = Math.min(3, words.length);
    const texts = [...words.slice(0, at), marker.slice(0, half), marker.slice(half), ...words.slice(at)];
    return { texts, stopped: false };
  }
  const text = words.join("");
  let cut = -1;
  let stopWord;
  for (const candidate of stops) {
    const at = text.indexOf(candidate);
    if (at !== -1 && (cut === -1 || at < cut)) [cut, stopWord] = [at, candidate];
  }
  if (cut === -1) return null;
  const texts = [];
  let written = 0;
  for (const word of words) {
    if (written >= cut) break;
    texts.push(word.slice(0, cut - written));
    written += word.length;
  }
  return { texts: texts.filter(Boolean), stopped: true, stopWord };
}

/**
 * A text-completion reply as the fakes write it: `pieces` (how many), `pieceJson(i)` (each as a JSON
 * literal), `text()` (all of it), and how it ended: `stopped` at `stopWord`, `cut` by the reply
 * limit, or finished (the model's end of turn).
 */
export function textReplyOf(head, stop, fault) {
  if (fault === "empty") return { pieces: 0, pieceJson, text: () => "", stopped: false, cut: head.cut };
  const plan = stoppedReply(head.model, stop, head.pieces);
  if (!plan) {
    return {
      pieces: head.pieces,
      pieceJson,
      text: () => replyText(head.pieces),
      stopped: false,
      cut: head.cut,
    };
  }
  return {
    pieces: plan.texts.length,
    pieceJson: (i) => JSON.stringify(plan.texts[i]),
    text: () => plan.texts.join(""),
    stopped: plan.stopped,
    stopWord: plan.stopWord,
    cut: !plan.stopped && head.cut,
  };
}

/**
 * Reads a text-completion request (a JSON body with a string `prompt`) and what it asks for. A bad
 * request or a fault its model name chooses is answered with the format's `sendError(response,
 * status, message, headers)`, and null returned. Otherwise: the body, the fault still to act out
 * (midway, empty), the reply's head (its length cut to `limitOf(body)`) and the reply given
 * `stopOf(body)`.
 */
export async function readTextRequest(request, response, settings, { sendError, limitOf, stopOf }) {
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    sendError(response, 400, error.message);
    return null;
  }
  if (body === null || typeof body !== "object" || typeof body.prompt !== "string") {
    sendError(response, 400, "prompt: a string is required");
    return null;
  }
  const fault = faultOf(body.model);
  const refusal = refusalOf(fault, body.model);
  if (refusal) {
    sendError(response, refusal.status, refusal.message, refusal.headers);
    return null;
  }
  const head = replyHead(body, settings, limitOf(body));
  return { body, fault, head, reply: textReplyOf(head, stopOf(body), fault) };
}
