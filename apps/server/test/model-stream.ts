import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { expect, it } from "vitest";
import { partsOf } from "./recorded-mock.ts";

/** The reply text of a model's stream parts. */
export const textOf = (parts: LanguageModelV3StreamPart[]) =>
  parts.flatMap((part) => (part.type === "text-delta" ? [part.delta] : [])).join("");

/** The finish part that ends a whole stream. */
export const finishOf = (parts: LanguageModelV3StreamPart[]) =>
  parts.at(-1) as Extract<LanguageModelV3StreamPart, { type: "finish" }>;

/** A model of Fable's own HTTP clients: the AI SDK's stream and the direct piece path. */
interface PieceModel {
  doStream(
    options: LanguageModelV3CallOptions,
  ): PromiseLike<{ stream: ReadableStream<LanguageModelV3StreamPart> }>;
  doGenerate(options: LanguageModelV3CallOptions): PromiseLike<{ content: unknown[] }>;
  streamPieces(options: LanguageModelV3CallOptions, onPieces: (pieces: string[]) => void): Promise<unknown>;
}

/**
 * What every backend must do with the mock's broken replies (model names fault-midway and
 * fault-empty): `model(name)` builds the backend's client for that model, `call()` a call to it.
 */
export function itHandlesBrokenReplies(
  model: (name: string) => PieceModel,
  call: () => LanguageModelV3CallOptions,
) {
  it("fails a stream cut midway on both paths, never taking it for a whole reply", async () => {
    const { stream } = await model("fault-midway").doStream(call());
    // The connection is cut: an aborted response, never a finish part.
    await expect(partsOf(stream)).rejects.toThrow(/aborted|ended before it finished|broke off/);
    const pieces: string[] = [];
    await expect(
      model("fault-midway").streamPieces(call(), (more) => pieces.push(...more)),
    ).rejects.toThrow();
    expect(pieces.join("")).toBe("Once upon a");
  });

  it("finishes an empty reply as a whole one with no text", async () => {
    const parts = await partsOf((await model("fault-empty").doStream(call())).stream);
    expect(textOf(parts)).toBe("");
    expect(finishOf(parts).finishReason.unified).toBe("stop");
    expect((await model("fault-empty").doGenerate(call())).content).toEqual([{ type: "text", text: "" }]);
  });
}
