import { clsx } from "clsx";

/** A placeholder block; decorative, so hidden from assistive technology (the region says "loading"). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx("skeleton rounded-md", className)} />;
}
