import { describe, expect, it } from "vitest";
import {
  clampOffset,
  initialCrop,
  MAX_ZOOM,
  moveBy,
  outputSide,
  outputType,
  scaleAt,
  sourceRect,
  zoomTo,
} from "./crop";

const landscape = { width: 1200, height: 800 };
const VIEW = 300;

describe("crop geometry", () => {
  it("starts centred with the short side filling the viewport", () => {
    const state = initialCrop(landscape, VIEW);
    expect(scaleAt(landscape, VIEW, 1)).toBeCloseTo(300 / 800);
    expect(state).toEqual({ zoom: 1, x: -75, y: 0 });
    expect(sourceRect(landscape, VIEW, state)).toEqual({ x: 200, y: 0, side: 800 });
  });

  it("never lets a gap show when moving", () => {
    const start = initialCrop(landscape, VIEW);
    expect(moveBy(landscape, VIEW, start, 500, 500)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(moveBy(landscape, VIEW, start, -500, -500)).toEqual({ zoom: 1, x: -150, y: 0 });
    expect(clampOffset(landscape, VIEW, { zoom: 2, x: -1000, y: 10 })).toEqual({ zoom: 2, x: -600, y: 0 });
  });

  it("zooms around the viewport centre and within bounds", () => {
    const zoomed = zoomTo(landscape, VIEW, initialCrop(landscape, VIEW), 2);
    // Centre of the image stays under the centre of the viewport.
    const rect = sourceRect(landscape, VIEW, zoomed);
    expect(rect.side).toBeCloseTo(400);
    expect(rect.x + rect.side / 2).toBeCloseTo(600);
    expect(rect.y + rect.side / 2).toBeCloseTo(400);
    expect(zoomTo(landscape, VIEW, zoomed, 99).zoom).toBe(MAX_ZOOM);
    expect(zoomTo(landscape, VIEW, zoomed, 0.1).zoom).toBe(1);
  });

  it("maps a moved, zoomed view back to image pixels", () => {
    const state = { zoom: 2, x: -300, y: -150 };
    const scale = scaleAt(landscape, VIEW, 2);
    expect(sourceRect(landscape, VIEW, state)).toEqual({ x: 300 / scale, y: 150 / scale, side: 300 / scale });
  });

  it("saves at least 400 and at most 1024 pixels a side", () => {
    expect(outputSide(200)).toBe(400);
    expect(outputSide(800)).toBe(800);
    expect(outputSide(3000)).toBe(1024);
  });

  it("keeps JPEG photos as JPEG and everything else as PNG", () => {
    expect(outputType("image/jpeg")).toBe("image/jpeg");
    expect(outputType("image/png")).toBe("image/png");
    expect(outputType("image/webp")).toBe("image/png");
  });
});
