import { expandMacros, type MacroNames } from "./macros.ts";

export const EXAMPLES_HEADER = "Example dialogue:\n";

/** Example dialogue in cards is a series of blocks, each opened by "<START>" (any case). */
export function splitExampleBlocks(exampleDialogue: string, names: MacroNames): string[] {
  return exampleDialogue
    .split(/<start>/i)
    .map((block) => expandMacros(block.trim(), names))
    .filter((block) => block !== "");
}

/** Blocks are joined by a blank line under one header; whole blocks only, as a cut-off example misleads. */
export function formatExamples(blocks: readonly string[]): string {
  return blocks.length === 0 ? "" : `${EXAMPLES_HEADER}${blocks.join("\n\n")}`;
}
