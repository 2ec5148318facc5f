// Face check and moderation per picture (targets ≤ 300 ms each, ≤ 200 MB added RSS): run by
// scripts/bench.mjs (`npm run bench -- vision`) with `node --import tsx`; prints one JSON line.
// The worker thread is in this process, so the process's RSS counts the models.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { detectFaces, moderatePicture } from "../src/modules/media/vision/index.ts";
import { useVisionPool } from "../src/modules/media/vision/picture-models.ts";
import { VisionPool } from "../src/modules/media/vision/vision-pool.ts";
import { longestBlock } from "../test/event-loop.ts";
import { FIXTURES } from "../test/fixtures.ts";

const ROUNDS = 5;
const names = ["astronaut.png", "chelsea.png", "coffee.png", "rocket.jpg"];
const pictures = await Promise.all(names.map((name) => readFile(path.join(FIXTURES, "images", name))));

const rss = () => process.memoryUsage().rss / 1024 / 1024;
const before = rss();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 10);

const loadStarted = performance.now();
await detectFaces(pictures[0] as Buffer);
const loadMs = performance.now() - loadStarted;
const peakAtLoad = peak;
peak = rss();
const afterLoad = rss();

const faceTimes: number[] = [];
const moderationTimes: number[] = [];
const blocks: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const picture of pictures) {
    const faces = await longestBlock(async () => {
      const started = performance.now();
      await detectFaces(picture);
      faceTimes.push(performance.now() - started);
      const moderated = performance.now();
      await moderatePicture(picture);
      moderationTimes.push(performance.now() - moderated);
    });
    // Wall time: the CPU figure would count the worker thread, which is the point of having one.
    blocks.push(faces.wallMs);
  }
}
clearInterval(sampler);
const ms = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};
await useVisionPool(new VisionPool())?.close();
console.log(
  JSON.stringify({
    pictures: pictures.length * ROUNDS,
    loadMs: Math.round(loadMs),
    faceP50: ms(faceTimes, 0.5),
    faceP95: ms(faceTimes, 0.95),
    moderationP50: ms(moderationTimes, 0.5),
    moderationP95: ms(moderationTimes, 0.95),
    loadPeakAddedMb: Math.round(peakAtLoad - before),
    steadyAddedMb: Math.round(afterLoad - before),
    perPicturePeakAddedMb: Math.round(peak - afterLoad),
    longestBlockMs: Math.round(Math.max(...blocks)),
  }),
);
