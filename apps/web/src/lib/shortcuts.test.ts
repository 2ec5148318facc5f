import { describe, expect, it } from "vitest";
import { isSidebarToggleShortcut } from "./shortcuts";

const key = (overrides: Partial<Parameters<typeof isSidebarToggleShortcut>[0]>) => ({
  key: "b",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe("isSidebarToggleShortcut", () => {
  it("accepts Ctrl+B and Cmd+B", () => {
    expect(isSidebarToggleShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarToggleShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarToggleShortcut(key({ ctrlKey: true, key: "B" }))).toBe(true);
  });

  it("rejects other combinations", () => {
    expect(isSidebarToggleShortcut(key({}))).toBe(false);
    expect(isSidebarToggleShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarToggleShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarToggleShortcut(key({ ctrlKey: true, key: "n" }))).toBe(false);
  });
});
