// The pictures module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
// No routes yet: chat's text2Img, unlock and gallery are built on drawPicture, picturePrompt and asksForPicture.

export { type DrawPictureRequest, drawPicture } from "./draw-picture.ts";
export { PictureEngineError, type PictureEngineErrorKind } from "./engine-errors.ts";
export { MAX_PICTURE_BYTES } from "./engine-fetch.ts";
export { PICTURE_WEBP_QUALITY } from "./normalise-picture.ts";
export type { EngineRequest, Picture, PictureEngine } from "./picture-engine.ts";
export {
  MAX_PROMPT_CHARS,
  type PictureMessage,
  type PicturePromptInput,
  type PromptCharacter,
  picturePrompt,
} from "./picture-prompt.ts";
export { asksForPicture, type PictureAsk, pictureRequest } from "./picture-request.ts";
export { engineOf } from "./picture-setup.ts";
export { engineSize, type PixelSize } from "./picture-sizes.ts";
