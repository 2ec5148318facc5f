import { DEFAULT_READ_SETTING, type ReadSetting } from "@fable/contract";

const KEY = "novelReadSetting";
const PROGRESS_KEY = "novelProgress";

/** A visitor's reading settings, kept in this browser (signed-in readers keep theirs on the server). */
export function localSetting(): ReadSetting {
  try {
    return { ...DEFAULT_READ_SETTING, ...JSON.parse(localStorage.getItem(KEY) ?? "{}") };
  } catch {
    return { ...DEFAULT_READ_SETTING };
  }
}

export function saveLocalSetting(setting: ReadSetting): void {
  localStorage.setItem(KEY, JSON.stringify(setting));
}

/** A visitor's chapter of each novel. */
export function localProgress(botId: string): number | null {
  try {
    const value = (JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? "{}") as Record<string, number>)[botId];
    return typeof value === "number" ? value : null;
  } catch {
    return null;
  }
}

export function saveLocalProgress(botId: string, chapter: number): void {
  let all: Record<string, number> = {};
  try {
    all = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? "{}");
  } catch {}
  all[botId] = chapter;
  localStorage.setItem(PROGRESS_KEY, JSON.stringify(all));
}
