import { clsx } from "clsx";
import { useState } from "react";

interface AvatarProps {
  src: string;
  alt: string;
  className?: string;
  /** Off-screen images (carousels, long grids) wait until they are near the viewport. */
  lazy?: boolean;
}

/**
 * An image that is always `object-fit: cover`; when the address is empty or fails to load it shows
 * the first letter of the name on the brand gradient instead of a broken image.
 */
export function Avatar({ src, alt, className, lazy = true }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={clsx(
          "flex items-center justify-center bg-linear-to-br from-accent/70 to-accent-pink/70 font-semibold text-white",
          className,
        )}
      >
        <span aria-hidden="true" className="text-[1.5em] leading-none">
          {Array.from(alt.trim())[0]?.toUpperCase() ?? "?"}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx("object-cover", className)}
    />
  );
}
