import { AD_ROWS } from "./ad-rows.ts";
import { BOT_ROWS } from "./bot-rows.ts";
import { CHAT_ROWS } from "./chat-rows.ts";
import { COMMUNITY_ROWS } from "./community-rows.ts";
import { NOVEL_ROWS } from "./novel-rows.ts";
import { PDF_ROWS } from "./pdf-rows.ts";
import { PICTURE_ROWS } from "./picture-rows.ts";
import { ROOM_ROWS } from "./room-rows.ts";
import type { Row } from "./table.ts";
import { TRACKING_ROWS } from "./tracking-rows.ts";
import { VOICE_ROWS } from "./voice-rows.ts";

/** The whole matrix: every route that addresses an object, one row per kind of object it takes. */
export const ROWS: readonly Row[] = [
  ...BOT_ROWS,
  ...CHAT_ROWS,
  ...COMMUNITY_ROWS,
  ...TRACKING_ROWS,
  ...AD_ROWS,
  ...NOVEL_ROWS,
  ...ROOM_ROWS,
  ...PDF_ROWS,
  ...VOICE_ROWS,
  ...PICTURE_ROWS,
];
