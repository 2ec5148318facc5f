import { clsx } from "clsx";
import { CircleAlert, CircleCheck, CircleDashed, CircleX, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BadgeState } from "../modelsView";

const base =
  "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] leading-4 font-semibold";
const iconClass = "size-3 shrink-0";

const LOOKS: Record<BadgeState, { className: string; Icon: typeof CircleCheck }> = {
  ok: { className: "border-success/40 bg-success/15 text-green-300", Icon: CircleCheck },
  degraded: { className: "border-warning/40 bg-warning/15 text-amber-300", Icon: CircleAlert },
  unreachable: { className: "border-danger/40 bg-danger/15 text-red-300", Icon: CircleX },
  checking: { className: "border-border bg-raised text-muted", Icon: LoaderCircle },
  unchecked: { className: "border-border bg-raised text-muted", Icon: CircleDashed },
};

const LABEL_KEYS = {
  ok: "adminModels.status.ok",
  degraded: "adminModels.status.degraded",
  unreachable: "adminModels.status.unreachable",
  checking: "adminModels.status.checking",
  unchecked: "adminModels.status.unchecked",
} as const;

/** A scene's health at a glance: ok, degraded, unreachable, checking, or not checked yet. */
export function StatusBadge({ state }: { state: BadgeState }) {
  const { t } = useTranslation();
  const { className, Icon } = LOOKS[state];
  return (
    <span data-testid="model-status" data-status={state} className={clsx(base, className)}>
      <Icon
        aria-hidden="true"
        className={clsx(iconClass, state === "checking" && "animate-spin motion-reduce:animate-none")}
      />
      {t(LABEL_KEYS[state])}
    </span>
  );
}
