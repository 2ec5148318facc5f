import { clsx } from "clsx";
import { CircleAlert, Hourglass, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type Tone = "info" | "warning" | "danger";

const tones: Record<Tone, { frame: string; icon: LucideIcon; iconClass: string }> = {
  info: { frame: "border-border bg-surface", icon: Info, iconClass: "text-accent-soft" },
  warning: { frame: "border-warning/40 bg-warning/10", icon: Hourglass, iconClass: "text-warning" },
  danger: { frame: "border-danger/40 bg-danger/10", icon: CircleAlert, iconClass: "text-danger" },
};

/** A one-message notice above the form (review state, import hints). */
export function Banner({
  tone,
  title,
  children,
  testId,
}: {
  tone: Tone;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  const { frame, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === "info" ? "note" : "status"}
      data-testid={testId}
      className={clsx("flex gap-3 rounded-[12px] border px-4 py-3 text-sm", frame)}
    >
      <Icon aria-hidden="true" className={clsx("mt-0.5 size-4 shrink-0", iconClass)} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium text-text">{title}</p>
        {children ? <div className="break-words text-muted">{children}</div> : null}
      </div>
    </div>
  );
}
