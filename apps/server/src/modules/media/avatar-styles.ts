/**
 * Offline avatar styles (DiceBear) that read as character portraits, for botConfig and
 * generateAvatars. Kept apart from the drawing code so listing them loads no drawing library.
 */
export const AVATAR_STYLES = [
  { id: "adventurer", label: "Adventurer", labelZh: "冒险者" },
  { id: "lorelei", label: "Fine line", labelZh: "细线" },
  { id: "notionists", label: "Sketch", labelZh: "素描" },
  { id: "personas", label: "Minimal", labelZh: "简约" },
  { id: "avataaars", label: "Cartoon", labelZh: "卡通" },
  { id: "micah", label: "Illustration", labelZh: "插画" },
] as const;

export type AvatarStyleId = (typeof AVATAR_STYLES)[number]["id"];

/** The style a request names, or undefined for none or one this server does not draw. */
export function avatarStyleOf(id: string | undefined) {
  return AVATAR_STYLES.find((style) => style.id === id);
}
