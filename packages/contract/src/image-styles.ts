/**
 * The image styles a character's pictures and an image pack are drawn in (the bot form's "image style",
 * the pack's style): shared by the bots and image-packs modules and the picture prompt.
 */
export const IMAGE_STYLES = [
  { id: "", label: "Default", labelZh: "默认" },
  { id: "anime", label: "Anime", labelZh: "动漫" },
  { id: "realistic", label: "Realistic", labelZh: "写实" },
  { id: "illustration", label: "Illustration", labelZh: "插画" },
  { id: "painting", label: "Painting", labelZh: "油画" },
  { id: "3d", label: "3D render", labelZh: "3D 渲染" },
  { id: "pixel", label: "Pixel art", labelZh: "像素风" },
] as const;

export const isKnownImageStyle = (id: string) => IMAGE_STYLES.some((style) => style.id === id);
