/**
 * Geometry of the square avatar crop: the image covers a square viewport of side `view`, scaled by a
 * zoom of at least 1, and is moved by its top-left offset. All numbers are in viewport pixels except
 * the source rectangle, which is in image pixels.
 */

export interface Size {
  width: number;
  height: number;
}

export interface CropState {
  zoom: number;
  /** Top-left corner of the drawn image relative to the viewport (0 or negative). */
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/**
 * Avatars are at least this many pixels a side (docs/product.md#upload-rules), and larger ones are not
 * needed.
 */
export const MIN_OUTPUT_SIDE = 400;
export const MAX_OUTPUT_SIDE = 1024;

/** Image pixels → viewport pixels at a zoom: zoom 1 makes the short side fill the viewport. */
export const scaleAt = (image: Size, view: number, zoom: number) =>
  (view / Math.min(image.width, image.height)) * zoom;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampZoom = (zoom: number) => clamp(zoom, MIN_ZOOM, MAX_ZOOM);

/** Keeps the viewport covered: the image may not be moved so far that a gap shows. */
export function clampOffset(image: Size, view: number, state: CropState): CropState {
  const scale = scaleAt(image, view, state.zoom);
  return {
    zoom: state.zoom,
    x: clamp(state.x, view - image.width * scale, 0),
    y: clamp(state.y, view - image.height * scale, 0),
  };
}

/** The image centred at zoom 1. */
export function initialCrop(image: Size, view: number): CropState {
  const scale = scaleAt(image, view, 1);
  return { zoom: 1, x: (view - image.width * scale) / 2, y: (view - image.height * scale) / 2 };
}

/** A new zoom, keeping the point under the viewport's centre where it is. */
export function zoomTo(image: Size, view: number, state: CropState, nextZoom: number): CropState {
  const zoom = clampZoom(nextZoom);
  const before = scaleAt(image, view, state.zoom);
  const after = scaleAt(image, view, zoom);
  const centreX = (view / 2 - state.x) / before;
  const centreY = (view / 2 - state.y) / before;
  return clampOffset(image, view, { zoom, x: view / 2 - centreX * after, y: view / 2 - centreY * after });
}

export function moveBy(image: Size, view: number, state: CropState, dx: number, dy: number): CropState {
  return clampOffset(image, view, { ...state, x: state.x + dx, y: state.y + dy });
}

/** The square of the image the viewport shows, in image pixels. */
export function sourceRect(image: Size, view: number, state: CropState) {
  const scale = scaleAt(image, view, state.zoom);
  const side = Math.min(view / scale, image.width, image.height);
  return {
    x: clamp(-state.x / scale, 0, image.width - side),
    y: clamp(-state.y / scale, 0, image.height - side),
    side,
  };
}

/** The side of the saved square: the source's own size, kept between 400 and 1024 pixels. */
export const outputSide = (sourceSide: number) =>
  clamp(Math.round(sourceSide), MIN_OUTPUT_SIDE, MAX_OUTPUT_SIDE);

/** PNG keeps transparency (PNG, WebP); photos go as JPEG, which is smaller. */
export const outputType = (inputType: string) =>
  inputType === "image/jpeg" || inputType === "image/jpg" ? "image/jpeg" : "image/png";
