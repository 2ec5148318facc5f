import { describe, expect, it } from "vitest";
import {
  acceptList,
  checkAvatarDimensions,
  checkAvatarFile,
  fileType,
  isCardFile,
  isGif,
  normalizeType,
} from "./avatarFile";

const limits = {
  minSide: 400,
  maxBytes: 10 * 1024 * 1024,
  types: ["image/png", "jpeg", ".webp", "image/gif"],
};

describe("avatar file checks", () => {
  it("accepts configured types in any spelling", () => {
    expect(normalizeType("JPG")).toBe("image/jpeg");
    expect(normalizeType(".webp")).toBe("image/webp");
    expect(normalizeType("image/jpg")).toBe("image/jpeg");
    expect(acceptList(limits.types)).toBe("image/png,image/jpeg,image/webp,image/gif");
  });

  it("reads the type from the name when the browser gives none", () => {
    expect(fileType({ type: "", name: "me.JPEG" })).toBe("image/jpeg");
    expect(fileType({ type: "", name: "notes" })).toBe("");
  });

  it("rejects other types, then files over the size limit", () => {
    expect(checkAvatarFile({ type: "image/svg+xml", name: "a.svg", size: 10 }, limits)).toBe("imageType");
    expect(checkAvatarFile({ type: "image/png", name: "a.png", size: limits.maxBytes + 1 }, limits)).toBe(
      "imageTooLarge",
    );
    expect(checkAvatarFile({ type: "image/png", name: "a.png", size: limits.maxBytes }, limits)).toBeNull();
    expect(checkAvatarFile({ type: "", name: "a.jpg", size: 1000 }, limits)).toBeNull();
  });

  it("needs both sides at least the minimum", () => {
    expect(checkAvatarDimensions({ width: 400, height: 400 }, 400)).toBeNull();
    expect(checkAvatarDimensions({ width: 1200, height: 399 }, 400)).toBe("avatarTooSmall");
    expect(checkAvatarDimensions({ width: 399, height: 1200 }, 400)).toBe("avatarTooSmall");
  });

  it("spots GIFs, which skip cropping", () => {
    expect(isGif({ type: "image/gif", name: "x" })).toBe(true);
    expect(isGif({ type: "", name: "x.gif" })).toBe(true);
    expect(isGif({ type: "image/png", name: "x.gif" })).toBe(false);
  });
});

describe("card files", () => {
  it("accepts .json, .png and .charx only", () => {
    expect(isCardFile("luna.json")).toBe(true);
    expect(isCardFile("Luna.PNG")).toBe(true);
    expect(isCardFile("luna.charx")).toBe(true);
    expect(isCardFile("luna.txt")).toBe(false);
    expect(isCardFile("json")).toBe(false);
  });
});
