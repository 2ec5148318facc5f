import { clsx } from "clsx";
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "dangerGhost";
export type ButtonSize = "sm" | "md";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition duration-150 ease-out disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-sm hover:brightness-110 active:brightness-95",
  secondary: "border border-border bg-raised text-text hover:border-accent/60 hover:bg-raised/80",
  ghost: "text-muted hover:bg-raised hover:text-text",
  danger: "bg-danger text-white shadow-sm hover:brightness-110 active:brightness-95",
  dangerGhost: "text-danger hover:bg-danger/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
};

/** Class names for anything that should look like a button (also links). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return clsx(base, variants[variant], sizes[size], extra);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
