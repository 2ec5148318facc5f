import { mkdir } from "node:fs/promises";
import path from "node:path";
import { drawSeedAvatar, PRERENDERED_DIR } from "./db/seed/avatars.ts";
import { avatarsToDraw } from "./db/seed/catalogue.ts";

// Run by build.mjs: draws the seed catalogue's avatars once, beside the bundle, so a first start
// copies them instead of rendering them.
await mkdir(PRERENDERED_DIR, { recursive: true });
const pending = avatarsToDraw();
for (let start = 0; start < pending.length; start += 4) {
  await Promise.all(
    pending
      .slice(start, start + 4)
      .map((item) =>
        drawSeedAvatar(
          path.join(PRERENDERED_DIR, `${item.kind}-${item.slug}.webp`),
          item.kind,
          item.slug,
          item.palette,
        ),
      ),
  );
}
console.log(`${pending.length} seed avatars drawn`);
