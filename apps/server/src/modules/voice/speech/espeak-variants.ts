import { createHash } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A voice pack's espeak-ng variant: base pitch and range in Hz, a speed factor, and the male or female
 * timbre it starts from. espeak-ng reads variants only from its data folder (voices/!v/NAME; a path
 * in `-v` is ignored, and `-p` moves pitch on a 0–99 scale, not to a frequency), so the engine keeps a
 * private copy of that folder made of symbolic links, adds each variant there as a small file, and
 * runs espeak-ng with `--path` pointing at it. docs/decisions/0032-speech-audio-format.md.
 */
export interface EspeakVariant {
  base: "male" | "female";
  /** The lowest pitch of the voice, Hz (espeak-ng's `pitch` first number). */
  pitch: number;
  /** How far intonation rises above it, Hz; 0 speaks in a monotone. */
  range: number;
  /** Times the speech rate's words per minute (the speaker's own pace), 0.5–2. */
  speed: number;
}

/**
 * espeak-ng speaks about 9 Hz under a variant's `pitch` (measured with YIN on monotone variants at
 * 100, 150 and 220 Hz: 91, 141, 211 Hz); the file asks for that much more so the voice lands on the pitch.
 */
const ESPEAK_PITCH_SHORTFALL_HZ = 9;

/** The stock variant whose formants (the timbre) a pack's variant starts from. */
const BASE_VARIANT = { male: "m3", female: "f3" } as const;

export function clampVariant(variant: EspeakVariant): EspeakVariant {
  const clamp = (value: number, low: number, high: number) =>
    Math.round(Math.min(high, Math.max(low, Number.isFinite(value) ? value : low)));
  return {
    base: variant.base === "female" ? "female" : "male",
    pitch: clamp(variant.pitch, 40, 400),
    range: clamp(variant.range, 0, 300),
    speed: Math.min(2, Math.max(0.5, Number.isFinite(variant.speed) ? variant.speed : 1)),
  };
}

/** A private espeak-ng data folder (links to the real one) where pack variants can be written. */
export class VariantFolder {
  readonly root: string;
  private readonly variants: string;
  private readonly written = new Set<string>();
  private readonly stock = new Map<string, string>();

  constructor(private readonly dataDir: string) {
    this.root = mkdtempSync(path.join(tmpdir(), "fable-espeak-"));
    const data = path.join(this.root, "espeak-ng-data");
    this.variants = path.join(data, "voices", "!v");
    mkdirSync(this.variants, { recursive: true });
    for (const entry of readdirSync(dataDir)) {
      if (entry !== "voices") symlinkSync(path.join(dataDir, entry), path.join(data, entry));
    }
    for (const entry of readdirSync(path.join(dataDir, "voices"))) {
      if (entry !== "!v") symlinkSync(path.join(dataDir, "voices", entry), path.join(data, "voices", entry));
    }
    for (const entry of readdirSync(path.join(dataDir, "voices", "!v"))) {
      symlinkSync(path.join(dataDir, "voices", "!v", entry), path.join(this.variants, entry));
    }
    process.once("exit", () => this.remove());
  }

  /** The variant's name for `-v language+NAME`, its file written on first use (named by its content). */
  nameFor(variant: EspeakVariant): string {
    const { base, pitch, range } = clampVariant(variant);
    const stock =
      this.stock.get(base) ??
      readFileSync(path.join(this.dataDir, "voices", "!v", BASE_VARIANT[base]), "utf8");
    this.stock.set(base, stock);
    // The stock file's timbre lines, with our own name and pitch instead of its.
    const timbre = stock
      .split("\n")
      .filter((line) => !/^\s*(name|pitch|language)\b/.test(line))
      .join("\n");
    const bottom = pitch + ESPEAK_PITCH_SHORTFALL_HZ;
    const file = `name fable pack\n${timbre}\npitch ${bottom} ${bottom + range}\n`;
    const name = `fable-${createHash("sha256").update(file).digest("hex").slice(0, 16)}`;
    if (!this.written.has(name)) {
      writeFileSync(path.join(this.variants, name), file);
      this.written.add(name);
    }
    return name;
  }

  remove() {
    rmSync(this.root, { recursive: true, force: true });
  }
}
