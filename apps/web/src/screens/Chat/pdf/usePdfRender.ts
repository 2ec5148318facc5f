import { useEffect, useRef, useState } from "react";

type PdfDocument = import("pdfjs-dist").PDFDocumentProxy;

export type PdfLoad =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "open"; document: PdfDocument; pageCount: number };

/** Opens the PDF at `url` with pdf.js (loaded on first use) and closes it when the url changes or the viewer goes. */
export function usePdfFile(url: string): PdfLoad {
  const [load, setLoad] = useState<PdfLoad>({ status: "loading" });
  useEffect(() => {
    let active = true;
    let destroy: (() => Promise<void>) | null = null;
    setLoad({ status: "loading" });
    import("./pdfjs")
      .then(({ openPdf }) => {
        if (!active) return;
        const opened = openPdf(url);
        destroy = opened.destroy;
        return opened.promise.then((document) => {
          if (active) setLoad({ status: "open", document, pageCount: document.numPages });
        });
      })
      .catch(() => {
        if (active) setLoad({ status: "failed" });
      });
    return () => {
      active = false;
      void destroy?.();
    };
  }, [url]);
  return load;
}

/**
 * Draws `page` of an open document into the returned canvas ref, at the width of the canvas's
 * container, again when that width changes. `rendered` is the page last drawn completely.
 */
export function usePageCanvas(load: PdfLoad, page: number) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [rendered, setRendered] = useState<number | null>(null);

  useEffect(() => {
    const container = canvas.current?.parentElement;
    if (!container) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      // Small changes (a scrollbar appearing) are not worth a redraw.
      setWidth((previous) => (Math.abs(previous - next) > 8 ? next : previous));
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (load.status !== "open" || !canvas.current || width <= 0) return;
    const target = canvas.current;
    let cancel = () => {};
    let active = true;
    setRendered(null);
    void import("./pdfjs").then(({ drawPage }) => {
      if (!active) return;
      const draw = drawPage(load.document, page, target, width);
      cancel = draw.cancel;
      draw.done.then(
        () => active && setRendered(page),
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [load, page, width]);

  return { canvas, rendered };
}
