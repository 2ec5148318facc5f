import { describe, expect, it } from "vitest";
import { ReplyStreamError } from "../http/reply-stream-reader.ts";
import { KoboldStreamReader } from "../koboldcpp/stream-reader.ts";
import { LlamaCppStreamReader } from "../llama-cpp/stream-reader.ts";
import { samplingCallOptions } from "../sampling.ts";
import { samplerFields, unsupportedSamplers } from "./sampler-fields.ts";
import { StopTrimmingReader } from "./stop-reader.ts";

describe("text-completion stream readers", () => {
  it("llama.cpp: an error inside the stream fails the reply, keeping the pieces before it", () => {
    const reader = new LlamaCppStreamReader();
    const chunk =
      'data: {"content":"Once","stop":false}\n\n' +
      'data: {"error":{"code":500,"message":"slot unavailable","type":"server_error"}}\n\n';
    const failure = (() => {
      try {
        reader.read(chunk);
      } catch (error) {
        return error;
      }
    })() as ReplyStreamError;
    expect(failure).toBeInstanceOf(ReplyStreamError);
    expect(failure.sent).toEqual({ code: 500, message: "slot unavailable", type: "server_error" });
    expect(failure.piecesBefore).toEqual(["Once"]);
  });

  it("llama.cpp: reads the finish from stop_type, or from the flags of older servers", () => {
    const reader = new LlamaCppStreamReader();
    reader.read('data: {"content":"","stop":true,"stopped_limit":true,"tokens_predicted":4}\n\n');
    expect(reader.finished).toBe(true);
    expect(reader.finishReason).toEqual({ unified: "length", raw: "limit" });
    expect(reader.usage.outputTokens.total).toBe(4);
  });

  it("KoboldCpp: an unreadable event fails the reply", () => {
    expect(() => new KoboldStreamReader().read("event: message\ndata: {not json\n\n")).toThrow(
      /unreadable chunk/,
    );
  });

  it("stop trimming: the pieces before an error are trimmed as well", () => {
    const reader = new StopTrimmingReader(new LlamaCppStreamReader(), ["<|im_end|>"]);
    const chunk =
      'data: {"content":"Aye.<|im_end|>more","stop":false}\n\n' +
      'data: {"error":{"code":500,"message":"gone","type":"server_error"}}\n\n';
    expect(() => reader.read(chunk)).toThrow(expect.objectContaining({ piecesBefore: ["Aye."] }));
  });
});

describe("samplerFields", () => {
  const options = {
    prompt: [],
    maxOutputTokens: 20,
    ...samplingCallOptions({ temperature: 0.5, frequencyPenalty: 0.4, extra: { dry_multiplier: 0.8 } }),
  };

  it("names each setting the backend takes, and sends the extras as they are", () => {
    expect(
      samplerFields(options, ["</s>"], { maxOutputTokens: "max_length", temperature: "temp", stop: "stop" }),
    ).toEqual({
      max_length: 20,
      temp: 0.5,
      stop: ["</s>"],
      dry_multiplier: 0.8,
    });
  });

  it("warns of the settings it has no field for", () => {
    expect(unsupportedSamplers(options, { maxOutputTokens: "max_length", temperature: "temp" })).toEqual([
      { type: "unsupported", feature: "frequencyPenalty" },
    ]);
  });
});
