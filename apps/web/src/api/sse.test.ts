import { describe, expect, it } from "vitest";
import { createSseParser, type SseFrame } from "./sse";

function parse(chunks: string[]): SseFrame[] {
  const frames: SseFrame[] = [];
  const parser = createSseParser((frame) => frames.push(frame));
  for (const chunk of chunks) parser.push(chunk);
  parser.flush();
  return frames;
}

describe("createSseParser", () => {
  it("parses delta, done and error frames", () => {
    const frames = parse([
      'event: delta\ndata: {"text":"Hel"}\n\n',
      'event: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"id":"m1"}\n\n',
    ]);
    expect(frames).toEqual([
      { event: "delta", data: '{"text":"Hel"}' },
      { event: "delta", data: '{"text":"lo"}' },
      { event: "done", data: '{"id":"m1"}' },
    ]);
  });

  it("handles frames split across chunks anywhere, including inside CRLF", () => {
    const text = 'event: error\r\ndata: {"code":490,"message":"quota"}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: "error", data: '{"code":490,"message":"quota"}' },
      ]);
    }
  });

  it("joins multi-line data, skips comments and defaults the event name", () => {
    expect(parse([": keep-alive\n\ndata: a\ndata: b\n\n"])).toEqual([{ event: "message", data: "a\nb" }]);
  });

  it("delivers a trailing frame without a blank line on flush", () => {
    expect(parse(["event: done\ndata: {}"])).toEqual([{ event: "done", data: "{}" }]);
  });

  it("ignores frames without data", () => {
    expect(parse(["event: delta\n\n"])).toEqual([]);
  });
});
