import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import type { BotRow } from "../../bots/bots.schema.ts";

/** What a picture is asked for: the bot, the chat it is sent in, and the user's words. */
export interface PictureAsk {
  userId: number;
  bot: BotRow;
  dialogueId: number;
  /** What the user asked for ("" when they only pressed the button). */
  request: string;
}

/** A picture ready to send, with where it came from and what describes it. */
export interface SourcedPicture {
  bytes: Uint8Array;
  /** "pack" or the engine's name. */
  source: string;
  /** The prompt an engine was given ("" for a pack's picture). */
  prompt: string;
  /** A short description shown with the picture unless the bot hides it. */
  description: string;
}

export type PictureSource = (ctx: ServiceContext, ask: PictureAsk) => Promise<SourcedPicture>;

/**
 * Where a bot's pictures come from: the configured image engine, else the bot's image pack; with
 * neither, the user is told so plainly — never sent a made-up picture.
 */
export function pictureSourceFor(_ctx: ServiceContext, _bot: BotRow): PictureSource {
  return async () => {
    throw AppError.invalidInput("PictureMessages.notConfigured");
  };
}
