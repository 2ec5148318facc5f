// Image packs (issue 22 target: picker p95 ≤ 20 ms for a 50-picture pack): run by scripts/bench.mjs
// with `node --import tsx`; prints one JSON line. Also times offline training of one picture (crop,
// webp, measures, dHash) on the fixture photos, when ../shared/fixtures is there.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pickPackPicture } from "../src/modules/image-packs/pack-picker.ts";
import { preparePicture } from "../src/modules/image-packs/pack-picture-work.ts";
import { captionOf } from "../src/modules/image-packs/picture-measures.ts";
import { fixturesPresent, IMAGE_FIXTURES } from "../test/fixtures.ts";

const places = "beach cafe bedroom street park library office garden rooftop kitchen".split(" ");
const clothes = "dress hoodie suit uniform coat sweater jacket swimsuit shirt scarf".split(" ");
const colours = ["red", "blue", "green", "yellow", "purple", "pink", "orange", "white", "black", "grey"];

// 50 pictures captioned the way training captions them, with words a user might type.
const pictures = Array.from({ length: 50 }, (_, index) => {
  const { caption, tags } = captionOf(
    {
      brightness: ((index * 37) % 100) / 100,
      colourfulness: (index * 53) % 90,
      colours: [colours[index % 10]!, colours[(index * 3 + 1) % 10]!],
    },
    {
      orientation: index % 3 === 0 ? "portrait" : index % 3 === 1 ? "landscape" : "square",
      kept: 0.4 + ((index * 13) % 60) / 100,
      side: (["centre", "left", "right", "top", "bottom"] as const)[index % 5]!,
    },
    `smiling in a ${clothes[index % 10]} at the ${places[(index * 7) % 10]}`,
  );
  return { id: String(index + 1), order: index, caption, tags };
});

const requests = Array.from({ length: 1000 }, (_, index) => ({
  request: `send me a selfie at the ${places[index % 10]} at night in your ${clothes[(index * 3) % 10]}`,
  scene: `We walked along the ${places[(index * 7) % 10]} talking about the ${colours[index % 10]} sky. The evening was warm and you laughed.`,
}));

const recentlyShown: string[] = [];
const times: number[] = [];
for (const [index, asked] of requests.entries()) {
  const started = performance.now();
  const picked = pickPackPicture({ pictures, ...asked, recentlyShown });
  times.push(performance.now() - started);
  if (picked) recentlyShown.push(picked.id);
  if (recentlyShown.length > 10) recentlyShown.shift();
  if (index === 0) times.length = 0; // The first call warms the JIT up; it is not counted.
}
times.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 1000) / 1000;

const training: { file: string; ms: number }[] = [];
if (fixturesPresent) {
  for (const file of (await readdir(IMAGE_FIXTURES)).filter((name) => /\.(png|jpe?g)$/i.test(name)).sort()) {
    const bytes = await readFile(path.join(IMAGE_FIXTURES, file));
    await preparePicture(bytes, "3:4");
    const started = performance.now();
    await preparePicture(bytes, "3:4");
    training.push({ file, ms: Math.round(performance.now() - started) });
  }
}

console.log(
  JSON.stringify({
    pictures: pictures.length,
    picks: times.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    training,
  }),
);
