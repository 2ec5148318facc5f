import { clsx } from "clsx";

/** A placeholder block; decorative, so hidden from assistive technology (the region says "loading"). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx("skeleton rounded-md", className)} />;
}

/** A loading list: one card-shaped placeholder per height class, announced once as `label`. */
export function ListSkeleton({ heights, label }: { heights: string[]; label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {heights.map((height, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Skeleton key={row} className={clsx(height, "w-full rounded-[12px]")} />
      ))}
    </div>
  );
}
