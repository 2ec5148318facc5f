// The worker thread that reads a PDF's text (pdf-reader.ts starts it with memory and time limits),
// and draws the pages the reader asks for, to be read by OCR.
// Plain JavaScript so it runs as it is under tsx, vitest and the built server alike.
import { parentPort, workerData } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A page's text is cut here: a page of a real document is a few thousand characters. */
const PAGE_TEXT_MAX = 50_000;

/** Scripts written without spaces between words: no space is put between two such characters. */
const UNSPACED = /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Where an item sits: `along` the writing direction and `across` it (larger is earlier). */
function placed(item) {
  const [a, b, c, d, e, f] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
  if (item.dir === "ttb") return { along: -f, across: -e, size, extent: item.height, item };
  const norm = Math.hypot(a, b) || 1;
  const ux = a / norm;
  const uy = b / norm;
  return { along: e * ux + f * uy, across: -e * uy + f * ux, size, extent: item.width, item };
}

/**
 * The page's text in reading order. Lines follow the content stream (which keeps columns and
 * vertical Japanese columns, right to left, as written); the pieces of a line are sorted along the
 * writing direction (right to left when the line is mostly RTL, top to bottom when vertical), with a
 * space where the gap is a word's and the script uses spaces.
 */
function pageText(items) {
  const lines = [];
  let line = null;
  for (const raw of items) {
    if (typeof raw.str !== "string" || raw.str.length === 0) continue;
    const piece = placed(raw);
    if (line && Math.abs(piece.across - line.across) <= line.size * 0.5) line.pieces.push(piece);
    else {
      line = { across: piece.across, size: piece.size, pieces: [piece] };
      lines.push(line);
    }
  }
  let text = "";
  let previous = null;
  for (const current of lines) {
    const rtl = current.pieces.filter((p) => p.item.dir === "rtl").length * 2 > current.pieces.length;
    current.pieces.sort((x, y) => (rtl ? y.along - x.along : x.along - y.along));
    let lineText = "";
    let end = null;
    for (const piece of current.pieces) {
      const str = piece.item.str;
      const gap = end === null ? 0 : rtl ? end - (piece.along + piece.extent) : piece.along - end;
      const joinsWords =
        lineText.length > 0 && !/\s$/u.test(lineText) && !/^\s/u.test(str) && gap > piece.size * 0.15;
      if (joinsWords && !(UNSPACED.test(lineText.at(-1) ?? "") && UNSPACED.test(str[0] ?? "")))
        lineText += " ";
      lineText += str;
      end = rtl ? piece.along : piece.along + piece.extent;
    }
    lineText = lineText.trim();
    if (!lineText) continue;
    if (previous) {
      // A gap of more than a line and a half is a new paragraph.
      const gap = Math.abs(previous.across - current.across);
      text += gap > previous.size * 1.8 ? "\n\n" : "\n";
    }
    text += lineText;
    previous = current;
    if (text.length > PAGE_TEXT_MAX) break;
  }
  return text.normalize("NFKC").slice(0, PAGE_TEXT_MAX);
}

/**
 * The commands of the reader when OCR is on: after each page's text it answers "render" (that page
 * has no readable text: draw it for OCR) or "next". Messages are queued until asked for.
 */
const commands = [];
let waiting = null;
parentPort.on("message", (command) => {
  if (waiting) {
    waiting(command);
    waiting = null;
  } else commands.push(command);
});
const nextCommand = () =>
  commands.length > 0 ? Promise.resolve(commands.shift()) : new Promise((take) => (waiting = take));

/**
 * The page drawn at `dpi` as a grayscale picture in binary PGM (what tesseract reads on stdin without
 * an encoder in between), scaled down so it has at most `maxPixels` pixels and `maxSide` per side: a
 * page with a hostile size (a MediaBox of kilometres) costs no more memory than an ordinary one.
 */
async function renderPage(page, canvasFactory, { dpi, maxPixels, maxSide }) {
  const unit = page.getViewport({ scale: 1 });
  const scale = Math.min(
    dpi / 72,
    Math.sqrt(maxPixels / Math.max(1, unit.width * unit.height)),
    maxSide / Math.max(1, unit.width),
    maxSide / Math.max(1, unit.height),
  );
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const { canvas, context } = canvasFactory.create(width, height);
  try {
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
    const image = new Uint8Array(header.length + width * height);
    image.set(header);
    // Luma (ITU-R BT.601) in integers; pdfjs paints the page on white, so alpha is always full.
    for (let i = 0, j = header.length; j < image.length; i += 4, j++)
      image[j] = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
    return { image, dpi: Math.max(1, Math.round(scale * 72)) };
  } finally {
    canvasFactory.destroy({ canvas, context });
  }
}

/** Answers the reader's command about a page: its picture when asked, else nothing. */
async function answerCommand(doc, number) {
  if ((await nextCommand()) !== "render") return;
  let rendered = null;
  try {
    const page = await doc.getPage(number);
    rendered = await renderPage(page, doc.canvasFactory, workerData.ocr);
    page.cleanup();
  } catch {
    // A page that cannot be drawn (a damaged stream, no canvas) stays without text.
  }
  if (rendered) parentPort.postMessage({ type: "image", page: number, ...rendered }, [rendered.image.buffer]);
  else parentPort.postMessage({ type: "image", page: number, image: null, dpi: 0 });
}

function failureOf(error) {
  const name = error?.name ?? "";
  if (name === "PasswordException") return "encrypted";
  if (error instanceof RangeError) return "tooComplex";
  return "corrupt";
}

async function read() {
  const { data, maxPages, cMapUrl, standardFontDataUrl } = workerData;
  const task = getDocument({
    data,
    cMapUrl,
    cMapPacked: true,
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  const pageCount = doc.numPages;
  const pages = Math.min(pageCount, maxPages);
  parentPort.postMessage({ type: "opened", pageCount, pages });
  for (let number = 1; number <= pages; number++) {
    let text = "";
    try {
      const page = await doc.getPage(number);
      const content = await page.getTextContent({ disableNormalization: false });
      text = pageText(content.items);
      page.cleanup();
    } catch (error) {
      // One unreadable page (a damaged stream) leaves the others; a broken document fails on page 1.
      if (number === 1 && pages === 1) throw error;
      if (failureOf(error) === "encrypted") throw error;
    }
    parentPort.postMessage({ type: "page", page: number, text });
    if (workerData.ocr) await answerCommand(doc, number);
  }
  await doc.destroy();
  parentPort.postMessage({ type: "done" });
}

read().catch((error) => {
  parentPort.postMessage({
    type: "failed",
    reason: failureOf(error),
    detail: String(error?.message ?? error),
  });
});
