import { fixtureCards, type QualityCharacter, seedCharacters } from "./quality-characters.ts";
import type { CharacterScore } from "./quality-judge.ts";
import { formatReport, missedTargets, totalsOf } from "./quality-report.ts";
import { scoreCharacter } from "./quality-run.ts";

/** Every character the harness talks to: the seed characters, then the fixture cards (when present). */
export const allQualityCharacters = (): QualityCharacter[] => [...seedCharacters(), ...fixtureCards()];

/** Runs the harness from the command line; returns the exit code (1 when a target is missed). */
export async function runQualityHarness(args: string[]): Promise<number> {
  const verbose = args.includes("--verbose");
  const showAt = args.indexOf("--show");
  const shown = showAt >= 0 ? args[showAt + 1]?.toLowerCase() : undefined;
  const started = performance.now();
  const scores: CharacterScore[] = [];
  for (const subject of allQualityCharacters()) {
    const show = shown !== undefined && subject.label.toLowerCase().includes(shown);
    if (show) console.log(`\n## ${subject.label}\n`);
    const score = await scoreCharacter(subject, show ? (line) => console.log(line) : undefined);
    scores.push(score);
    if (verbose || show) for (const failure of score.failures) console.log(`  ${subject.label}: ${failure}`);
  }
  console.log(`\n${formatReport(scores)}`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const missed = missedTargets(totalsOf(scores));
  if (missed.length > 0) console.log(`\nTargets missed: ${missed.join("; ")}`);
  return missed.length > 0 ? 1 : 0;
}
