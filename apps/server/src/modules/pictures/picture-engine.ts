import type { PictureRatio } from "@fable/contract";

/** What an engine is asked to draw: the prompt and the pixel size it should draw at. */
export interface EngineRequest {
  prompt: string;
  /** What the picture must not show; engines without a negative prompt (OpenAI images) ignore it. */
  negative: string;
  /** The size to draw (picture-sizes.ts): the ratio's pack resolution scaled to the engine's largest side. */
  width: number;
  height: number;
  ratio: PictureRatio;
  /** Makes a drawing repeatable where the engine takes one (A1111, ComfyUI). */
  seed: number;
  /**
   * What the user asked for in their words ("at the beach"), for an engine that chooses rather than
   * draws: the image-pack picker matches it against its pictures' captions.
   */
  subject: string;
  signal?: AbortSignal | undefined;
}

/**
 * One way of making pictures. "openai", "a1111" and "comfyui" draw with a configured service; "pack"
 * is the embedded default that picks from the character's image pack (built elsewhere, plugged in
 * through the front door's `drawPicture`). `draw` answers the engine's raw picture bytes, any format
 * sharp reads, at most MAX_PICTURE_BYTES; the front door checks and normalises them.
 */
export interface PictureEngine {
  kind: "openai" | "a1111" | "comfyui" | "pack";
  /** Throws PictureEngineError (unreachable, refused, failed, timeout, tooLarge, notPicture, aborted). */
  draw(request: EngineRequest): Promise<Uint8Array>;
}

/** A finished picture: webp at quality 80, exactly the size asked for. */
export interface Picture {
  bytes: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
  ratio: PictureRatio;
  engine: PictureEngine["kind"];
}
