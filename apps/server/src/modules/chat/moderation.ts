import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

/**
 * A maintained word list (obscenity's English dataset, with its look-alike and spacing tricks
 * handled) flags adult or abusive input for users who have not enabled adult content.
 */
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export const isFlagged = (text: string) => matcher.hasMatch(text);
