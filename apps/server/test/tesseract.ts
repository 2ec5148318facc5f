import { spawnSync } from "node:child_process";

/**
 * Whether Debian's `tesseract` (OCR of scanned PDF pages) is installed. Tests that need it are wrapped
 * in `describe.skipIf(!tesseractPresent)` and skip with a warning elsewhere; CI installs it (.ci/run)
 * and sets FIXTURES_REQUIRED=1, so there a missing tesseract fails the run instead of quietly skipping.
 */
export const tesseractPresent = spawnSync("tesseract", ["--version"], { stdio: "ignore" }).status === 0;

if (!tesseractPresent) {
  if (process.env.FIXTURES_REQUIRED === "1")
    throw new Error("FIXTURES_REQUIRED=1 but tesseract is not installed (apt-get install -y tesseract-ocr)");
  console.warn("skipped: OCR tests need tesseract (apt-get install -y tesseract-ocr)");
}
