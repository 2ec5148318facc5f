import { ROWS } from "./rows.ts";
import type { Target } from "./world.ts";

/** Ids in the shape of a fixture, for reading which ids a row's request names. */
const SHAPE: Target = {
  ...Object.fromEntries(
    [
      "botId",
      "dialogueId",
      "userMsgId",
      "replyMsgId",
      "postId",
      "reviewId",
      "reportId",
      "maskId",
      "spareMaskId",
      "chatterId",
      "creatorId",
    ].map((key) => [key, "1"]),
  ),
  secret: "",
  definitionSecret: "",
  definitionShared: false,
} as Target;

/** Rows whose request names a message or persona beside the dialogue that should hold it. */
export const MIXED_ROWS = ROWS.filter((row) => {
  const body = row.request(SHAPE).body ?? {};
  return "dialogueId" in body && ("msgId" in body || "msgIds" in body || "maskId" in body);
});
