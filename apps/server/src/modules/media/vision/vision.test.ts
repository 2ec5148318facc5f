import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { AppError } from "../../../errors.ts";
import { moderatePicture } from "./index.ts";
import { hashDistance, pictureHash } from "./picture-hash.ts";
import { detectFaces, useVisionPool } from "./picture-models.ts";
import { hasClearFace, moderationVerdict } from "./verdicts.ts";
import { VisionPool } from "./vision-pool.ts";

const picture = (name: string) => readFile(path.join(FIXTURES, "images", name));
const flatSquare = () =>
  sharp({ create: { width: 512, height: 512, channels: 3, background: "#7a9cc6" } })
    .png()
    .toBuffer();

afterAll(async () => {
  await useVisionPool(new VisionPool())?.close();
});

// The models load once for this file (the first check), then each picture takes ~100-200 ms.
describe.skipIf(!fixturesPresent)("offline face detection", () => {
  it("finds the one clear face of a portrait, with its box and score", async () => {
    const faces = await detectFaces(await picture("astronaut.png"));
    expect(faces).toHaveLength(1);
    const [face] = faces;
    expect(face?.score).toBeGreaterThan(0.9);
    // The face is in the upper middle of the portrait and about a fifth of its width.
    expect(face?.box.x).toBeGreaterThan(0.3);
    expect(face?.box.width).toBeGreaterThan(0.1);
    expect(face?.box.width).toBeLessThan(0.4);
    expect(hasClearFace(faces)).toBe(true);
  }, 60_000);

  it("finds no clear human face in a cat, a landscape, an object or a flat colour", async () => {
    for (const name of ["chelsea.png", "coffee.png", "rocket.jpg"]) {
      expect(hasClearFace(await detectFaces(await picture(name))), name).toBe(false);
    }
    expect(await detectFaces(await flatSquare())).toEqual([]);
  }, 60_000);

  it("does not call a face clear when it is a speck of a large picture", async () => {
    const face = await sharp(await picture("astronaut.png"))
      .resize(120, 120)
      .toBuffer();
    const vast = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#dddddd" } })
      .composite([{ input: face, left: 900, top: 900 }])
      .png()
      .toBuffer();
    expect(hasClearFace(await detectFaces(vast))).toBe(false);
  }, 30_000);
});

describe.skipIf(!fixturesPresent)("offline moderation", () => {
  it("passes ordinary pictures and a flat colour as safe", async () => {
    for (const bytes of [
      ...(await Promise.all(["astronaut.png", "chelsea.png", "coffee.png", "rocket.jpg"].map(picture))),
      await flatSquare(),
    ]) {
      const verdict = await moderatePicture(bytes);
      expect(verdict.refused).toBe(false);
      const total = Object.values(verdict.scores).reduce((sum, score) => sum + score, 0);
      expect(total).toBeGreaterThan(0.99);
    }
  }, 30_000);

  it("refuses explicit classes always and sexy ones unless NSFW is allowed", () => {
    const scores = (over: Partial<Record<"Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy", number>>) => ({
      Drawing: 0,
      Hentai: 0,
      Neutral: 0,
      Porn: 0,
      Sexy: 0,
      ...over,
    });
    expect(moderationVerdict(scores({ Porn: 0.8, Neutral: 0.2 }), true).refused).toBe(true);
    expect(moderationVerdict(scores({ Hentai: 0.6, Drawing: 0.4 }), true).refused).toBe(true);
    expect(moderationVerdict(scores({ Porn: 0.3, Hentai: 0.3, Neutral: 0.4 }), true).refused).toBe(true);
    expect(moderationVerdict(scores({ Sexy: 0.8, Neutral: 0.2 }), false).refused).toBe(true);
    expect(moderationVerdict(scores({ Sexy: 0.8, Neutral: 0.2 }), true).refused).toBe(false);
    expect(moderationVerdict(scores({ Sexy: 0.5, Porn: 0.2, Neutral: 0.3 }), false).refused).toBe(false);
    expect(moderationVerdict(scores({ Neutral: 0.9, Porn: 0.1 }), false).refused).toBe(false);
  });
});

describe("picture hashes", () => {
  it("keep a resized, recompressed copy near and an unrelated picture far", async () => {
    const original = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#204060" } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 400, channels: 3, background: "#f0c020" } })
            .png()
            .toBuffer(),
          left: 50,
          top: 100,
        },
      ])
      .png()
      .toBuffer();
    const copy = await sharp(original).resize(300, 300).jpeg({ quality: 60 }).toBuffer();
    const other = await sharp(original).flop().png().toBuffer();
    const hash = await pictureHash(original);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(hashDistance(hash, await pictureHash(copy))).toBeLessThanOrEqual(4);
    expect(hashDistance(hash, await pictureHash(other))).toBeGreaterThan(16);
  });
});

describe("failures of the check are clear refusals, never a pass or a hang", () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? error.message : String(error)),
    );

  it("refuses an undecodable or truncated picture before it reaches the models", async () => {
    const png = await flatSquare();
    expect(await refusal(detectFaces(new Uint8Array([1, 2, 3, 4])))).toBe("The image could not be read");
    expect(await refusal(moderatePicture(png.subarray(0, png.length / 2)))).toBe(
      "The image could not be read",
    );
  });

  it("answers 'too slow' when a check outlives its time, and the next check starts a new worker", async () => {
    const previous = useVisionPool(new VisionPool({ loadTimeoutMs: 1 }));
    try {
      expect(await refusal(detectFaces(await flatSquare()))).toBe(
        "Checking this picture took too long, please try another one",
      );
    } finally {
      await useVisionPool(previous ?? new VisionPool())?.close();
    }
  });

  it("answers 'unavailable' when the worker dies during a check", async () => {
    const dying = new VisionPool();
    const previous = useVisionPool(dying);
    try {
      const pending = refusal(detectFaces(await flatSquare()));
      // The worker is busy loading the models when it is ended: its task fails, it does not hang.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await dying.close();
      expect(await pending).toBe("Pictures cannot be checked right now, please try again later");
    } finally {
      useVisionPool(previous ?? new VisionPool());
    }
  }, 30_000);
});
