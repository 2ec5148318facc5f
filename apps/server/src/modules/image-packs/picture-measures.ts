/**
 * What can honestly be measured of a picture's pixels, and the words it gives a caption: brightness,
 * colourfulness (Hasler & Süsstrunk 2003) and the dominant colour names. Pure functions over raw RGB,
 * so they are tested without sharp and cost a few milliseconds on a 64 x 64 thumbnail.
 */

export interface PixelMeasures {
  /** Mean luma, 0 (black) to 1 (white). */
  brightness: number;
  /** Hasler & Süsstrunk's M: under ~15 is nearly grey, over ~60 vivid. */
  colourfulness: number;
  /** The names of the hues that cover the most saturated pixels, most first (at most two). */
  colours: string[];
}

/** Hue bins by name, in degrees (a bin runs to the next one's start). */
const HUES: readonly [number, string][] = [
  [0, "red"],
  [15, "orange"],
  [45, "yellow"],
  [70, "green"],
  [165, "cyan"],
  [195, "blue"],
  [255, "purple"],
  [290, "pink"],
  [340, "red"],
];

function hueName(hue: number): string {
  let name = "red";
  for (const [start, label] of HUES) if (hue >= start) name = label;
  return name;
}

/** Colour of one pixel as a name, or null when it is too grey or dark to have one; black/white/grey apart. */
function colourOf(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (max < 40) return "black";
  if (chroma < 25 || chroma / max < 0.18) return max > 215 ? "white" : "grey";
  let hue: number;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  // Dark oranges and reds read as brown.
  const name = hueName(hue);
  return (name === "orange" || name === "yellow") && max < 150 ? "brown" : name;
}

/** Measures raw interleaved pixels (`channels` per pixel, RGB first). */
export function measurePixels(pixels: Uint8Array, channels: number): PixelMeasures {
  const count = Math.floor(pixels.length / channels);
  let luma = 0;
  let rgSum = 0;
  let rgSq = 0;
  let ybSum = 0;
  let ybSq = 0;
  const names = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const r = pixels[i * channels] ?? 0;
    const g = pixels[i * channels + 1] ?? 0;
    const b = pixels[i * channels + 2] ?? 0;
    luma += 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const rg = r - g;
    const yb = 0.5 * (r + g) - b;
    rgSum += rg;
    rgSq += rg * rg;
    ybSum += yb;
    ybSq += yb * yb;
    const name = colourOf(r, g, b);
    names.set(name, (names.get(name) ?? 0) + 1);
  }
  const n = Math.max(1, count);
  const rgMean = rgSum / n;
  const ybMean = ybSum / n;
  const rgStd = Math.sqrt(Math.max(0, rgSq / n - rgMean * rgMean));
  const ybStd = Math.sqrt(Math.max(0, ybSq / n - ybMean * ybMean));
  const colourfulness =
    Math.sqrt(rgStd * rgStd + ybStd * ybStd) + 0.3 * Math.sqrt(rgMean * rgMean + ybMean * ybMean);
  // A name counts when it covers at least a tenth of the picture.
  const colours = [...names.entries()]
    .filter(([, pixelCount]) => pixelCount >= n * 0.1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([name]) => name);
  return { brightness: luma / n / 255, colourfulness, colours };
}

/** Where the crop kept the picture's subject, and how much of the picture it kept. */
export interface Framing {
  /** The source's shape: "portrait", "landscape" or "square". */
  orientation: "portrait" | "landscape" | "square";
  /** Share of the source's area the crop kept, 0-1. */
  kept: number;
  /** Where the kept part sits in the source: "left", "right", "top", "bottom" or "centre". */
  side: "left" | "right" | "top" | "bottom" | "centre";
}

/** Framing from the source's size and the crop sharp chose (its offset in the resized picture). */
export function framingOf(
  source: { width: number; height: number },
  crop: {
    width: number;
    height: number;
    left: number;
    top: number;
    scaledWidth: number;
    scaledHeight: number;
  },
): Framing {
  const ratio = source.width / source.height;
  const orientation = ratio > 1.05 ? "landscape" : ratio < 0.95 ? "portrait" : "square";
  const kept = Math.min(1, (crop.width * crop.height) / (crop.scaledWidth * crop.scaledHeight));
  const spareX = crop.scaledWidth - crop.width;
  const spareY = crop.scaledHeight - crop.height;
  let side: Framing["side"] = "centre";
  if (spareX > crop.scaledWidth * 0.05) {
    const at = crop.left / spareX;
    side = at < 0.3 ? "left" : at > 0.7 ? "right" : "centre";
  } else if (spareY > crop.scaledHeight * 0.05) {
    const at = crop.top / spareY;
    side = at < 0.3 ? "top" : at > 0.7 ? "bottom" : "centre";
  }
  return { orientation, kept, side };
}

/** A caption and its tags, in English: the words the picker matches a request against. */
export function captionOf(
  measures: PixelMeasures,
  framing: Framing,
  userWords: string,
): { caption: string; tags: string[] } {
  const tags: string[] = [];
  const { brightness, colourfulness } = measures;
  if (brightness < 0.22) tags.push("dark", "night", "low-light");
  else if (brightness < 0.42) tags.push("dim", "evening", "indoor-light");
  else if (brightness < 0.68) tags.push("soft-light", "day");
  else tags.push("bright", "daylight", "sunny");
  if (colourfulness < 12) tags.push("black-and-white", "monochrome");
  else if (colourfulness < 35) tags.push("muted-colours");
  else if (colourfulness > 70) tags.push("vivid-colours", "colourful");
  tags.push(...measures.colours);
  tags.push(`${framing.orientation}-source`);
  if (framing.kept < 0.6) tags.push("close-crop");
  else tags.push("full-frame");
  if (framing.side !== "centre") tags.push(`subject-${framing.side}`);
  const light =
    tags[0] === "dark"
      ? "a dark, night-time"
      : tags[0] === "dim"
        ? "a dim, indoor-light"
        : tags[0] === "soft-light"
          ? "a softly lit"
          : "a bright, daylight";
  const colour =
    measures.colours.length > 0 ? `mostly ${measures.colours.join(" and ")}` : "without one main colour";
  const shade =
    colourfulness < 12
      ? "black and white"
      : colourfulness < 35
        ? "muted colours"
        : colourfulness > 70
          ? "vivid colours"
          : "natural colours";
  const frame = framing.kept < 0.6 ? "closely cropped" : "showing most of the original";
  const words = `${light} picture, ${shade}, ${colour}, ${frame}`;
  const caption = userWords ? `${userWords.trim()} — ${words}` : words;
  return { caption, tags: [...new Set(tags)] };
}
