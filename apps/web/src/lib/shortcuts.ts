export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+B (Cmd+B on macOS) toggles the sidebar; other modifiers keep their own meanings. */
export function isSidebarToggleShortcut(event: KeyLike): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  return event.key.toLowerCase() === "b";
}
