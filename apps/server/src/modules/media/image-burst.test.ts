import { AVATAR_MAX_SIDE, CharacterMessages } from "@fable/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { iend, ihdr, pngChunk, pngFile } from "../../../test/hostile-files.ts";
import { fillImageQueue } from "../../../test/image-queue.ts";
import { stillImage, uploadImage } from "../../../test/uploads.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { UPLOAD_SIGNING_SECRET: "b".repeat(40) } });
  token = (await buildSession(harness.database.db)).token;
});
afterAll(() => harness.close());

const MB = 1024 * 1024;

/** RSS once the garbage collector has run and libvips' threads have let go (the file runs with --expose-gc). */
async function settledRss() {
  let lowest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 8; round++) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 250));
    lowest = Math.min(lowest, process.memoryUsage().rss);
  }
  return lowest;
}

/** An animation of `frames` plain frames, each `side` pixels square and each another colour (equal ones get merged). */
async function animation(side: number, frames: number) {
  const frame = (index: number) =>
    sharp({
      create: { width: side, height: side, channels: 3, background: { r: index * 15, g: 100, b: 50 } },
    })
      .png()
      .toBuffer();
  const pictures = await Promise.all(Array.from({ length: frames }, (_, index) => frame(index)));
  return sharp(pictures, { join: { animated: true } })
    .gif()
    .toBuffer();
}

describe("a burst of pictures that are cheap to send and expensive to decode", () => {
  it("refuses the bombs at once, processes the legal ones, and gives the memory back", async () => {
    // Legal but as heavy as an avatar may be: a few kilobytes that decode to 2048 x 2048.
    const heaviest = await stillImage(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE);
    expect(heaviest.length).toBeLessThan(100_000);
    const bombs: [label: string, bytes: Buffer, purpose: "avatar" | "image", message: string][] = [
      [
        "avatar one pixel over",
        await stillImage(AVATAR_MAX_SIDE + 1, AVATAR_MAX_SIDE),
        "avatar",
        CharacterMessages.avatarTooManyPixels,
      ],
      [
        "17 frames of 1024 x 1024",
        await animation(1024, 17),
        "avatar",
        CharacterMessages.avatarTooManyPixels,
      ],
      ["picture of 24.1 MP", await stillImage(4910, 4910), "image", CharacterMessages.imageTooManyPixels],
      [
        "100000 x 100000 header",
        pngFile([
          ihdr(100_000, 100_000),
          pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])),
          iend(),
        ]),
        "image",
        CharacterMessages.imageTooManyPixels,
      ],
    ];
    // Warm up (libvips, the routes, the first webp encoder), so what stays afterwards is not start-up cost.
    expect((await uploadImage(harness.app, token, heaviest)).code).toBe(0);
    const before = await settledRss();

    const started = Date.now();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);
    const legal = Array.from({ length: 20 }, () =>
      uploadImage(harness.app, token, heaviest).then((answer) => ({ answer, at: Date.now() - started })),
    );
    const refused = bombs.map(([label, bytes, purpose, message]) =>
      uploadImage(harness.app, token, bytes, purpose).then((answer) => ({
        label,
        message,
        answer,
        at: Date.now() - started,
      })),
    );
    const [legalAnswers, bombAnswers] = await Promise.all([Promise.all(legal), Promise.all(refused)]);
    clearInterval(sampler);

    for (const { answer } of legalAnswers) expect(answer).toMatchObject({ status: 200, code: 0 });
    const lastLegal = Math.max(...legalAnswers.map(({ at }) => at));
    for (const { label, message, answer, at } of bombAnswers) {
      expect(answer, label).toMatchObject({ status: 400, message });
      // Refused from the header while the queue is still busy with the legal ones.
      expect(at, label).toBeLessThan(lastLegal);
    }
    const after = await settledRss();
    console.info(
      `20 legal + ${bombs.length} bombs in ${lastLegal} ms; RSS before ${Math.round(before / MB)} MB, ` +
        `peak ${Math.round(peak / MB)} MB, after ${Math.round(after / MB)} MB`,
    );
    expect(after - before).toBeLessThan(50 * MB);
  }, 180_000);

  it("answers 503 'busy, try again' when the image queue is full, and works again once it drains", async () => {
    const picture = await stillImage(600, 600);
    const drain = fillImageQueue();
    const busy = await uploadImage(harness.app, token, picture);
    await drain();
    expect(busy).toMatchObject({ status: 503, code: 503, message: CharacterMessages.imagesBusy });
    expect(await uploadImage(harness.app, token, picture)).toMatchObject({ status: 200, code: 0 });
  });
});
