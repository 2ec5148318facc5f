import { describe, expect, it } from "vitest";
import { requestJson } from "./request-json.ts";

describe("requestJson", () => {
  it("writes the document JSON.stringify writes, whatever the texts hold", () => {
    const body = {
      model: "tiny-model",
      max_tokens: 300,
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: "system" as const, content: 'Quotes " and \\ backslashes,\nnew lines, \u0001 controls' },
        { role: "user" as const, content: "emoji 🦊 and 中文, </script>" },
        { role: "assistant" as const, content: "" },
      ],
    };
    // Twice: the second time the texts come from the cache.
    for (let round = 0; round < 2; round += 1) {
      expect(JSON.parse(requestJson(body))).toEqual(body);
    }
  });

  it("writes a request with no other settings", () => {
    const body = { messages: [{ role: "user" as const, content: "hi" }] };
    expect(requestJson(body)).toBe(JSON.stringify(body));
  });
});
