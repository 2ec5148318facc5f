/**
 * Where users write to. A self-hosted installation sets its own address at build time with
 * `VITE_SUPPORT_EMAIL`; the default names no real mailbox outside this machine.
 */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || "support@fable.localhost";

export function supportMailto(subject?: string): string {
  return `mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}
