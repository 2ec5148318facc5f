import { createHash } from "node:crypto";
import { access, copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { imageWork, MAX_INPUT_PIXELS, openImage } from "../../modules/media/index.ts";

/** Portrait avatars are 3:4 like the home cards; creator avatars are square. */
const PORTRAIT = { width: 480, height: 640 };
const SQUARE = { width: 256, height: 256 };

/** The spec's webp quality 0.8. */
const WEBP_QUALITY = 80;

/** A small deterministic number stream from a slug, so the same slug always draws the same picture. */
function numbersFrom(seed: string) {
  const bytes = createHash("sha256").update(seed).digest();
  let index = 0;
  return () => {
    const value = bytes[index % bytes.length]! / 255;
    index += 1;
    return value;
  };
}

/**
 * An abstract portrait: the character's two colours as a gradient, soft light orbs,
 * and a head-and-shoulders silhouette. Drawn locally so no image ever comes from another host.
 */
export function avatarSvg(seed: string, palette: [string, string], size: { width: number; height: number }) {
  const next = numbersFrom(seed);
  const { width, height } = size;
  const orbs = Array.from({ length: 6 }, () => {
    const radius = Math.round((0.08 + next() * 0.22) * width);
    const x = Math.round(next() * width);
    const y = Math.round(next() * height * 0.7);
    const opacity = (0.12 + next() * 0.25).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#ffffff" opacity="${opacity}"/>`;
  }).join("");
  const angle = Math.round(next() * 360);
  const headRadius = width * 0.17;
  const headY = height * 0.5;
  const shoulderTop = headY + headRadius * 1.25;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="${width * 0.04}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g filter="url(#blur)">${orbs}</g>
  <g fill="#0f0e17" opacity="0.55">
    <circle cx="${width / 2}" cy="${headY}" r="${headRadius}"/>
    <path d="M ${width * 0.12} ${height} C ${width * 0.14} ${shoulderTop + headRadius * 0.4}, ${width * 0.3} ${shoulderTop}, ${width / 2} ${shoulderTop} C ${width * 0.7} ${shoulderTop}, ${width * 0.86} ${shoulderTop + headRadius * 0.4}, ${width * 0.88} ${height} Z"/>
  </g>
</svg>`;
}

async function exists(file: string) {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Writes uploads/seed/{kind}-{slug}.webp once and returns its public URL.
 * Already drawn pictures are kept, so reseeding is cheap.
 */
export async function ensureSeedAvatar(
  uploadsDir: string,
  kind: "bot" | "creator",
  slug: string,
  palette: [string, string],
): Promise<string> {
  const fileName = `${kind}-${slug}.webp`;
  const directory = path.join(uploadsDir, "seed");
  const file = path.join(directory, fileName);
  if (!(await exists(file))) {
    await mkdir(directory, { recursive: true });
    // The build draws them beside the bundle (blurred SVG is slow to render); otherwise draw here.
    const prerendered = path.join(PRERENDERED_DIR, fileName);
    if (await exists(prerendered)) await copyFile(prerendered, file);
    else await drawSeedAvatar(file, kind, slug, palette);
  }
  return `/uploads/seed/${fileName}`;
}

/** Where `npm run build` leaves the drawn seed avatars: beside the server bundle. */
export const PRERENDERED_DIR = path.join(import.meta.dirname, "seed-avatars");

export async function drawSeedAvatar(
  file: string,
  kind: "bot" | "creator",
  slug: string,
  palette: [string, string],
) {
  const size = kind === "bot" ? PORTRAIT : SQUARE;
  await imageWork(() =>
    openImage(Buffer.from(avatarSvg(`${kind}:${slug}`, palette, size)), MAX_INPUT_PIXELS)
      .webp({ quality: WEBP_QUALITY })
      .toFile(file),
  );
}
