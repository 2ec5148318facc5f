import type { TFunction } from "i18next";

/**
 * The lines read aloud, one per sample: varied sounds, questions and feelings give the voice more
 * to learn from than one sentence read ten times. Literal keys, so the catalog test sees them.
 */
export const scriptLines = (t: TFunction): string[] => [
  t("voice.script.line1"),
  t("voice.script.line2"),
  t("voice.script.line3"),
  t("voice.script.line4"),
  t("voice.script.line5"),
  t("voice.script.line6"),
  t("voice.script.line7"),
  t("voice.script.line8"),
  t("voice.script.line9"),
  t("voice.script.line10"),
];
