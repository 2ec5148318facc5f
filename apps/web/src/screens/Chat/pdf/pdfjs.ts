/**
 * pdf.js for the chat's viewer, imported on demand (never in the home chunk). Its worker and its data
 * files (CMaps for CJK text, the standard fonts) are bundled as hashed assets by Vite, so the viewer needs
 * nothing from outside this server and works under the app's Content-Security-Policy (no eval, workers
 * and fetches from our own origin only).
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

// The package is hoisted to the workspace root, where this relative path finds it.
const cmaps = import.meta.glob("../../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap", {
  query: "?url",
  import: "default",
  eager: true,
}) as Record<string, string>;
const fonts = import.meta.glob("../../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}", {
  query: "?url",
  import: "default",
  eager: true,
}) as Record<string, string>;

const byFileName = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url]));
const DATA_FILES: Record<string, Map<string, string>> = {
  cMapUrl: byFileName(cmaps),
  standardFontDataUrl: byFileName(fonts),
};

/** The bytes of a bundled asset; a small one Vite inlined as a data: URL is decoded here, not fetched. */
async function readAsset(url: string): Promise<Uint8Array> {
  if (url.startsWith("data:")) {
    const base64 = url.slice(url.indexOf(",") + 1);
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** pdf.js's BinaryDataFactory: CMaps and standard fonts come from the bundled assets above. */
class BundledDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = DATA_FILES[kind]?.get(filename);
    if (!url) throw new Error(`No bundled ${kind} file ${filename}`);
    return readAsset(url);
  }
}

/** Opens a PDF by its address. */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  const task = getDocument({
    url,
    BinaryDataFactory: BundledDataFactory,
    useWorkerFetch: false,
    cMapPacked: true,
    isEvalSupported: false,
    // Decoders compiled to WebAssembly would need 'wasm-unsafe-eval'; pdf.js's JavaScript ones do instead.
    useWasm: false,
    // One whole download instead of range requests that pdf.js would abort half-read (each abort logged
    // by the server as an error); documents are capped at pdfMaxBytes.
    disableRange: true,
    disableStream: true,
  });
  return { promise: task.promise, destroy: () => task.destroy() };
}

/**
 * Draws one page into a canvas at `width` CSS pixels wide (sharp on high-density screens); answers a
 * cancel for a draw overtaken by the next one.
 */
export function drawPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
): { done: Promise<void>; cancel: () => void } {
  let cancelled = false;
  let cancelRender = () => {};
  const done = (async () => {
    const page = await document.getPage(pageNumber);
    if (cancelled) return;
    const base = page.getViewport({ scale: 1 });
    const scale = width / base.width;
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    const task = page.render({ canvas, viewport });
    cancelRender = () => task.cancel();
    await task.promise;
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      cancelRender();
    },
  };
}
