import type { CharacterScore } from "./quality-judge.ts";

export type QualityTotals = Omit<CharacterScore, "label" | "failures"> & {
  characters: number;
  /** Replies with a repeated sentence or 6-word run, over all replies. */
  repetitionRate: number;
  copyRate: number;
  answerRate: number;
};

/** The brief's targets: no leaks, no repeated sentences, copy rate ≤ 2 %, ≥ 90 % of questions answered. */
export const TARGETS = { leaks: 0, repeatedSentences: 0, copyRate: 0.02, answerRate: 0.9 };

export function totalsOf(scores: readonly CharacterScore[]): QualityTotals {
  const sum = (key: keyof Omit<CharacterScore, "label" | "failures">) =>
    scores.reduce((total, score) => total + score[key], 0);
  const replies = sum("replies");
  const questions = sum("questions");
  const repeating = scores.reduce(
    (total, score) => total + score.failures.filter((failure) => failure.includes("repeats")).length,
    0,
  );
  return {
    characters: scores.length,
    replies,
    repeatedSentences: sum("repeatedSentences"),
    repeatedRuns: sum("repeatedRuns"),
    copies: sum("copies"),
    leaks: sum("leaks"),
    questions,
    answered: sum("answered"),
    repetitionRate: replies === 0 ? 0 : repeating / replies,
    copyRate: replies === 0 ? 0 : sum("copies") / replies,
    answerRate: questions === 0 ? 1 : sum("answered") / questions,
  };
}

/** What misses a target, in words; empty when all are met. */
export function missedTargets(totals: QualityTotals): string[] {
  const missed: string[] = [];
  if (totals.leaks > TARGETS.leaks) missed.push(`${totals.leaks} example leaks (target 0)`);
  if (totals.repeatedSentences > TARGETS.repeatedSentences)
    missed.push(`${totals.repeatedSentences} repeated sentences (target 0)`);
  if (totals.copyRate > TARGETS.copyRate) missed.push(`copy rate ${percent(totals.copyRate)} (target ≤ 2 %)`);
  if (totals.answerRate < TARGETS.answerRate)
    missed.push(`answer rate ${percent(totals.answerRate)} (target ≥ 90 %)`);
  return missed;
}

export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function formatReport(scores: readonly CharacterScore[]): string {
  const header =
    "| character | replies | repeated sentences | replies with a repeated 6-word run | copy rate | example leaks | questions answered |";
  const rule = "| --- | --- | --- | --- | --- | --- | --- |";
  const row = (label: string, score: Omit<CharacterScore, "label" | "failures">) =>
    `| ${label} | ${score.replies} | ${score.repeatedSentences} | ${score.repeatedRuns} | ${percent(score.copies / Math.max(1, score.replies))} | ${score.leaks} | ${score.answered}/${score.questions} |`;
  const totals = totalsOf(scores);
  return [
    header,
    rule,
    ...scores.map((score) => row(score.label, score)),
    row(`**all ${totals.characters}**`, totals),
    "",
    `repetition rate ${percent(totals.repetitionRate)} of replies, copy rate ${percent(totals.copyRate)}, ` +
      `${totals.leaks} example leaks, answer rate ${percent(totals.answerRate)}`,
  ].join("\n");
}
