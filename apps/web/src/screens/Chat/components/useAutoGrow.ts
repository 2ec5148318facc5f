import { useLayoutEffect, useRef } from "react";

/** A textarea that grows with its text up to `maxPx`, then scrolls. */
export function useAutoGrow(value: string, maxPx: number) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = "auto";
    const height = Math.min(element.scrollHeight, maxPx);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > maxPx ? "auto" : "hidden";
  }, [value, maxPx]);
  return ref;
}
