import { clsx } from "clsx";
import type { ReactNode } from "react";

type ChipTone = "neutral" | "brand" | "accent";

const tones: Record<ChipTone, string> = {
  neutral: "bg-black/55 text-text border border-white/10 backdrop-blur-sm",
  brand: "bg-brand text-white",
  accent: "bg-accent/20 text-accent-soft border border-accent/40",
};

export function Chip({
  children,
  tone = "neutral",
  className,
}: {
  children: ReactNode;
  tone?: ChipTone;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        "inline-flex max-w-full items-center truncate rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 tracking-wide",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
