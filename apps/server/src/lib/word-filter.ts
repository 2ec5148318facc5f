import type { RegExpMatcher } from "obscenity";
import { lazyModule } from "../lazy-module.ts";

const obscenity = lazyModule<typeof import("obscenity")>("obscenity");
let matcher: RegExpMatcher | undefined;

/**
 * A maintained word list (obscenity's English dataset, with its look-alike and spacing tricks
 * handled) flags adult or abusive input for users who have not enabled adult content.
 */
export function isFlagged(text: string): boolean {
  const { englishDataset, englishRecommendedTransformers, RegExpMatcher } = obscenity();
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher.hasMatch(text);
}
