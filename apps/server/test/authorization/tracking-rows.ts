import { ALLOWED, NEED_LOGIN } from "./outcomes.ts";
import type { Row } from "./table.ts";

const EVERYONE = {
  anonymous: ALLOWED,
  free: ALLOWED,
  vip: ALLOWED,
  creator: ALLOWED,
  chatter: ALLOWED,
  reviewer: ALLOWED,
};

/** Tracking records what was seen; it reads nothing back, so a caller may send any bot's id. */
export const TRACKING_ROWS: Row[] = (
  [
    [
      "/user/event/record/add",
      { ...EVERYONE, anonymous: NEED_LOGIN },
      (botId: string) => ({ eventName: "bot_view", botId }),
    ],
    ["/user/bot/record/add", EVERYONE, (botId: string) => ({ botId, type: "show" })],
    [
      "/user-action",
      EVERYONE,
      (botId: string) => ({ botId, tag: "task_share_copylink", type: "VISITED_BY_SHARE_LINK" }),
    ],
  ] as const
).map(
  ([path, expect, body]): Row => ({
    name: `tracking (${path})`,
    method: "POST",
    path,
    object: "the bot (recorded, never read back)",
    fixture: "main",
    states: "bot",
    request: (t) => ({ body: body(t.botId) }),
    expect,
  }),
);
