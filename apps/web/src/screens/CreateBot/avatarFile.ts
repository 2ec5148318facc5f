import type { BotCreationConfig } from "@fable/contract";

/** Client checks of an avatar file, named by the contract message each one shows. */
export type AvatarProblem = "imageType" | "imageTooLarge" | "avatarTooSmall" | "imageUnreadable";

const EXTENSION_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** "image/png", "png" or ".png" → "image/png", so the configured list may use either spelling. */
export function normalizeType(type: string): string {
  const lower = type.trim().toLowerCase().replace(/^\./, "");
  if (lower === "image/jpg") return "image/jpeg";
  return lower.includes("/") ? lower : (EXTENSION_TYPES[lower] ?? lower);
}

/** A file's type, from the browser or else from its name. */
export function fileType(file: { type: string; name: string }): string {
  if (file.type) return normalizeType(file.type);
  const extension = file.name.split(".").pop() ?? "";
  return EXTENSION_TYPES[extension.toLowerCase()] ?? "";
}

export function checkAvatarFile(
  file: { type: string; name: string; size: number },
  limits: BotCreationConfig["avatar"],
): AvatarProblem | null {
  const allowed = limits.types.map(normalizeType);
  if (!allowed.includes(fileType(file))) return "imageType";
  if (file.size > limits.maxBytes) return "imageTooLarge";
  return null;
}

export function checkAvatarDimensions(
  size: { width: number; height: number },
  minSide: number,
): AvatarProblem | null {
  return size.width >= minSide && size.height >= minSide ? null : "avatarTooSmall";
}

export const isGif = (file: { type: string; name: string }) => fileType(file) === "image/gif";

/** Accept attribute of the file input for the configured types. */
export const acceptList = (types: readonly string[]) => types.map(normalizeType).join(",");

/** Reads an image's pixel size in the browser; rejects when it is not a readable image. */
export function readImageSize(
  file: Blob,
): Promise<{ width: number; height: number; image: HTMLImageElement }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight, image });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("imageUnreadable"));
    };
    image.src = url;
  });
}

/** Character card files the import accepts (JSON, PNG or CHARX: docs/product.md#card-import). */
export const CARD_EXTENSIONS = ["json", "png", "charx"] as const;

export function isCardFile(name: string): boolean {
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  return (CARD_EXTENSIONS as readonly string[]).includes(extension) && name.includes(".");
}
