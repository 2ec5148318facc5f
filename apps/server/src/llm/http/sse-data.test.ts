import { describe, expect, it } from "vitest";
import { SseDataLines } from "./sse-data.ts";

describe("SseDataLines", () => {
  it("returns each data payload once its line is complete, however the chunks are cut", () => {
    const lines = new SseDataLines();
    expect(lines.push('data: {"a":')).toEqual([]);
    expect(lines.push("1}\n\nda")).toEqual(['{"a":1}']);
    expect(lines.push("ta: [DONE]\n")).toEqual(["[DONE]"]);
  });

  it("reads CRLF line ends, data without the space, and skips comments and other fields", () => {
    const lines = new SseDataLines();
    expect(lines.push(': keep-alive\r\nevent: message\r\nid: 7\r\ndata:{"b":2}\r\n\r\ndata: x\r\n')).toEqual([
      '{"b":2}',
      "x",
    ]);
  });
});
