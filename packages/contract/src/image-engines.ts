/**
 * Pictures a character sends in chat (spec §3, §9): the size ratios an image pack and a generated
 * picture may have, with the pack resolution of each.
 */
export const PICTURE_RATIOS = {
  "9:16": { width: 1152, height: 2048 },
  "3:4": { width: 1800, height: 2400 },
  "1:1": { width: 2048, height: 2048 },
} as const;

export type PictureRatio = keyof typeof PICTURE_RATIOS;

/** What the image engines say when a picture cannot be made (docs/product.md#image-engines). */
export const ImageEngineMessages = {
  engineUnreachable: "The image engine could not be reached; try again later",
  engineRefused: "The image engine refused to draw this picture",
  engineFailed: "The image engine failed to draw this picture; try again later",
  engineTimedOut: "The image engine took too long to draw this picture; try again later",
  notAPicture: "The image engine answered with something that is not a picture",
  pictureTooLarge: "The image engine sent a picture over 10 MB",
} as const;
