import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Usage } from "@ai-sdk/provider";

/**
 * A model that streams a reply's pieces straight to a callback (Fable's own HTTP clients), and its
 * reasoning fields to another when one is given.
 */
interface PieceStreamingModel {
  streamPieces(
    options: LanguageModelV3CallOptions,
    onPieces: (pieces: string[]) => void,
    onReasoning?: (text: string) => void,
  ): Promise<{ usage: LanguageModelV3Usage }>;
}

const streamsPieces = (model: LanguageModelV3): model is LanguageModelV3 & PieceStreamingModel =>
  typeof (model as Partial<PieceStreamingModel>).streamPieces === "function";

/** Any AI SDK model (the offline engine among them): its stream parts, each text piece on its own. */
async function streamParts(
  model: LanguageModelV3,
  options: LanguageModelV3CallOptions,
  onPieces: (pieces: string[]) => void,
  onReasoning: ((text: string) => void) | undefined,
): Promise<{ usage: LanguageModelV3Usage | undefined }> {
  const { stream } = await model.doStream(options);
  const reader = stream.getReader();
  let usage: LanguageModelV3Usage | undefined;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      const value = part.value;
      if (value.type === "text-delta" && value.delta) onPieces([value.delta]);
      else if (value.type === "reasoning-delta" && value.delta) onReasoning?.(value.delta);
      else if (value.type === "finish") usage = value.usage;
      else if (value.type === "error") throw value.error;
    }
    return { usage };
  } finally {
    // A failure (or a client that left) must not leave the upstream call running.
    void reader.cancel().catch(() => {});
  }
}

/**
 * Streams a model's reply to `onPieces`: through Fable's direct piece path when the model has one,
 * else through the AI SDK's stream parts. `onReasoning` receives the reasoning the backend sends
 * apart from the text; without it that reasoning is skipped as it is read.
 */
export function streamModel(
  model: LanguageModelV3,
  options: LanguageModelV3CallOptions,
  onPieces: (pieces: string[]) => void,
  onReasoning?: (text: string) => void,
): Promise<{ usage: LanguageModelV3Usage | undefined }> {
  return streamsPieces(model)
    ? model.streamPieces(options, onPieces, onReasoning)
    : streamParts(model, options, onPieces, onReasoning);
}
