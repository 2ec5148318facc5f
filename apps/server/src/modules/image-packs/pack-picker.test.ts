import { describe, expect, it } from "vitest";
import { pickPackPicture, wordsOf } from "./pack-picker.ts";
import { captionOf, framingOf, measurePixels } from "./picture-measures.ts";

const picture = (id: string, caption: string, tags: string[] = []) => ({
  id,
  order: Number(id),
  caption,
  tags,
});

describe("pickPackPicture", () => {
  const pack = [
    picture("1", "on the beach in a red swimsuit", ["bright", "daylight", "red"]),
    picture("2", "reading in the library", ["dim", "evening", "indoor-light", "brown"]),
    picture("3", "city street", ["dark", "night", "low-light", "blue"]),
    picture("4", "city street at noon", ["bright", "daylight", "grey"]),
  ];
  const pick = (request: string, scene = "", recentlyShown: string[] = []) =>
    pickPackPicture({ pictures: pack, request, scene, recentlyShown })?.id;

  it("picks the picture whose caption and tags match the request", () => {
    expect(pick("a selfie at the beach")).toBe("1");
    expect(pick("show me the library")).toBe("2");
    expect(pick("the street at night")).toBe("3");
    expect(pick("the street in daylight")).toBe("4");
  });

  it("reads synonyms and Chinese words a request uses", () => {
    expect(pick("street, nighttime")).toBe("3");
    expect(pick("晚上 street")).toBe("3");
  });

  it("lets the scene decide when the request alone does not", () => {
    expect(pick("send me a picture", "We were sitting in the library all evening")).toBe("2");
  });

  it("breaks ties toward the picture not shown lately, then the lower order; deterministic", () => {
    expect(pick("a picture")).toBe("1");
    expect(pick("a picture", "", ["1"])).toBe("2");
    expect(pick("a picture", "", ["2", "3", "4", "1"])).toBe("2");
    // Two pictures described alike: the one shown longer ago wins, whatever their order.
    const twins = [picture("7", "kitchen"), picture("8", "kitchen"), picture("9", "garden")];
    const twin = (recentlyShown: string[]) =>
      pickPackPicture({ pictures: twins, request: "in the kitchen", scene: "", recentlyShown })?.id;
    expect(twin([])).toBe("7");
    expect(twin(["7"])).toBe("8");
    expect(twin(["8", "7"])).toBe("8");
    expect(twin(["7", "8"])).toBe("7");
  });

  it("answers null for an empty pack", () => {
    expect(pickPackPicture({ pictures: [], request: "x", scene: "", recentlyShown: [] })).toBeNull();
  });

  it("splits tags into their parts", () => {
    expect(wordsOf("Low-light, Indoors")).toEqual(["low-light", "low", "light", "indoor"]);
  });
});

describe("picture measures and captions", () => {
  const solid = (r: number, g: number, b: number, count = 64) =>
    new Uint8Array(Array.from({ length: count }, () => [r, g, b]).flat());

  it("measures brightness, colourfulness and the main colours", () => {
    const night = measurePixels(solid(10, 12, 30), 3);
    expect(night.brightness).toBeLessThan(0.1);
    expect(night.colours).toEqual(["black"]);
    const grey = measurePixels(solid(128, 128, 128), 3);
    expect(grey.colourfulness).toBeLessThan(1);
    expect(grey.colours).toEqual(["grey"]);
    const halves = new Uint8Array([...solid(230, 30, 30, 32), ...solid(30, 60, 230, 32)]);
    const vivid = measurePixels(halves, 3);
    expect(vivid.colourfulness).toBeGreaterThan(70);
    expect(vivid.colours.sort()).toEqual(["blue", "red"]);
  });

  it("says where the crop kept the subject", () => {
    const source = { width: 1600, height: 900 };
    const scaled = { width: 900, height: 1600, scaledWidth: 2844, scaledHeight: 1600, top: 0 };
    expect(framingOf(source, { ...scaled, left: 0 })).toMatchObject({
      orientation: "landscape",
      side: "left",
    });
    expect(framingOf(source, { ...scaled, left: 1944 }).side).toBe("right");
    expect(framingOf(source, { ...scaled, left: 972 }).side).toBe("centre");
    expect(framingOf(source, { ...scaled, left: 972 }).kept).toBeCloseTo(900 / 2844, 2);
  });

  it("writes a caption from the measures and keeps the user's words first", () => {
    const { caption, tags } = captionOf(
      { brightness: 0.1, colourfulness: 5, colours: ["black"] },
      { orientation: "portrait", kept: 0.9, side: "centre" },
      "on the balcony",
    );
    expect(caption).toBe(
      "on the balcony — a dark, night-time picture, black and white, mostly black, showing most of the original",
    );
    expect(tags).toEqual([
      "dark",
      "night",
      "low-light",
      "black-and-white",
      "monochrome",
      "black",
      "portrait-source",
      "full-frame",
    ]);
  });
});
