import { ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/errors";
import { joybookFailureKey, joybookFailureMessage } from "./failures";

const t = (key: string) => `t:${key}`;

describe("Joybook failures", () => {
  it("says a missing post is gone and a private bot's chat cannot be shared", () => {
    expect(joybookFailureKey(new ApiError(ResponseCode.NOT_FOUND, "Resource not found", 404))).toBe(
      "joybook.post.gone",
    );
    expect(joybookFailureKey(new ApiError(ResponseCode.FORBIDDEN, "Forbidden", 403))).toBe(
      "joybook.share.onlyPublic",
    );
  });

  it("keeps the server's message otherwise", () => {
    const unavailable = new ApiError(
      ResponseCode.BOT_UNAVAILABLE,
      "Bot unavailable now, try something else",
      200,
    );
    expect(joybookFailureMessage(unavailable, t)).toBe("Bot unavailable now, try something else");
    const unsuitable = new ApiError(ResponseCode.INVALID_INPUT, "Beep! Unsuitable content for share", 400);
    expect(joybookFailureMessage(unsuitable, t)).toBe("Beep! Unsuitable content for share");
    expect(joybookFailureMessage(new ApiError(ResponseCode.NOT_FOUND, "x", 404), t)).toBe(
      "t:joybook.post.gone",
    );
  });
});
