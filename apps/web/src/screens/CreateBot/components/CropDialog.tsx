import { ZoomIn, ZoomOut } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import {
  type CropState,
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  moveBy,
  outputSide,
  outputType,
  type Size,
  sourceRect,
  zoomTo,
} from "../crop";

const VIEW = 288;
const KEY_STEP = 12;

export interface CropSource {
  image: HTMLImageElement;
  type: string;
}

function drawView(canvas: HTMLCanvasElement, image: HTMLImageElement, size: Size, state: CropState) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(VIEW * ratio);
  canvas.height = Math.round(VIEW * ratio);
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.imageSmoothingQuality = "high";
  const scale = (VIEW / Math.min(size.width, size.height)) * state.zoom;
  context.drawImage(image, state.x, state.y, size.width * scale, size.height * scale);
}

/** The chosen square, redrawn at its output size (at least 400 px, docs/product.md#upload-rules). */
function exportSquare(source: CropSource, size: Size, state: CropState): Promise<Blob | null> {
  const rect = sourceRect(size, VIEW, state);
  const side = outputSide(rect.side);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.imageSmoothingQuality = "high";
  context.drawImage(source.image, rect.x, rect.y, rect.side, rect.side, 0, 0, side, side);
  return new Promise((resolve) => canvas.toBlob(resolve, outputType(source.type), 0.92));
}

function CropEditor({
  source,
  onCancel,
  onCrop,
}: {
  source: CropSource;
  onCancel: () => void;
  onCrop: (blob: Blob) => void;
}) {
  const { t } = useTranslation();
  const size = { width: source.image.naturalWidth, height: source.image.naturalHeight };
  const [state, setState] = useState<CropState>(() => initialCrop(size, VIEW));
  const [busy, setBusy] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: size is derived from the image
  useEffect(() => {
    if (canvasRef.current) drawView(canvasRef.current, source.image, size, state);
  }, [source.image, state]);

  // A wheel listener that may cancel the page scroll has to be registered as non-passive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: size is derived from the image
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setState((current) => zoomTo(size, VIEW, current, current.zoom * (1 - event.deltaY * 0.0015)));
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    return () => canvas.removeEventListener("wheel", onWheel);
  }, [source.image]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drag.current;
    if (!last) return;
    drag.current = { x: event.clientX, y: event.clientY };
    setState((current) => moveBy(size, VIEW, current, event.clientX - last.x, event.clientY - last.y));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setState((current) => moveBy(size, VIEW, current, move[0], move[1]));
    } else if (event.key === "+" || event.key === "=" || event.key === "-") {
      event.preventDefault();
      const factor = event.key === "-" ? 1 / 1.1 : 1.1;
      setState((current) => zoomTo(size, VIEW, current, current.zoom * factor));
    }
  };

  const confirm = async () => {
    setBusy(true);
    const blob = await exportSquare(source, size, state);
    setBusy(false);
    if (blob) onCrop(blob);
  };

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative overflow-hidden rounded-[12px] bg-bg" style={{ width: VIEW, height: VIEW }}>
        <canvas
          ref={canvasRef}
          tabIndex={0}
          role="img"
          aria-label={t("create.avatar.cropArea")}
          data-testid="create-crop-canvas"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
          className="size-full cursor-grab touch-none active:cursor-grabbing"
          style={{ width: VIEW, height: VIEW }}
        />
        {/* Lists show avatars round: the ring shows what will be visible there. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgba(15,14,23,0.45)] ring-1 ring-white/40"
        />
      </div>
      <label className="flex w-full items-center gap-3 text-muted">
        <ZoomOut aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t("create.avatar.zoom")}</span>
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={state.zoom}
          onChange={(event) => setState((current) => zoomTo(size, VIEW, current, Number(event.target.value)))}
          className="w-full accent-accent"
        />
        <ZoomIn aria-hidden="true" className="size-4 shrink-0" />
      </label>
      <div className="flex w-full justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t("create.actions.cancel")}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} data-testid="create-crop-confirm">
          {t("create.avatar.useCrop")}
        </Button>
      </div>
    </div>
  );
}

/** Square crop of an uploaded picture: drag to move, wheel or slider to zoom (arrows and +/- too). */
export function CropDialog({
  source,
  onCancel,
  onCrop,
}: {
  source: CropSource | null;
  onCancel: () => void;
  onCrop: (blob: Blob) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t("create.avatar.cropTitle")}
      description={t("create.avatar.cropHint")}
      testId="create-crop-dialog"
    >
      {source ? (
        <CropEditor key={source.image.src} source={source} onCancel={onCancel} onCrop={onCrop} />
      ) : null}
    </Dialog>
  );
}
