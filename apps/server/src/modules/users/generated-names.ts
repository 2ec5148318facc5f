import type { Random, ServiceContext } from "../../context.ts";
import { isFlagged } from "../../lib/word-filter.ts";

const wordsOf = (text: string): readonly string[] => text.trim().split(/\s+/);

/**
 * Public names the server suggests, so no account's name is ever derived from its email address (which
 * would show the address to everyone: in the header, on posts, profiles and in what bots say).
 * Friendly words only; the moderation word list still checks each combination as a safety net.
 */
const ADJECTIVES = wordsOf(`
  Amber Brave Bright Calm Clever Cosmic Curious Dapper Dreamy Eager Gentle Golden Happy Hidden
  Jolly Kind Lively Lucky Mellow Misty Nimble Noble Quiet Rapid Rosy Silver Sleepy Snowy Sunny
  Swift Tidy Velvet Vivid Wandering Witty Zesty
`);
const NOUNS = wordsOf(`
  Badger Comet Cedar Crane Dolphin Ember Falcon Fern Finch Fox Harbor Heron Koala Lantern Lark
  Maple Meadow Moon Otter Owl Panda Pebble Pine Quill Raven River Robin Sparrow Star Tiger Tulip
  Violet Walrus Willow Wren Yak
`);
/** Enough tries that a flagged combination is skipped; the lists make one unlikely to begin with. */
const ATTEMPTS = 10;
const FALLBACK_NAME = "Fable Reader";

function pick<T>(random: Random, items: readonly T[]): T {
  return items[random.bytes(4).readUInt32BE() % items.length]!;
}

const passesModeration = (name: string) => !isFlagged(name);

/**
 * "Adjective Noun 1–999", e.g. "Amber Otter 42": at most 22 characters, well inside the 30 allowed.
 * A combination `acceptable` refuses is drawn again.
 */
export function generateUserName(random: Random, acceptable = passesModeration): string {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const number = 1 + (random.bytes(4).readUInt32BE() % 999);
    const name = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${number}`;
    if (acceptable(name)) return name;
  }
  return FALLBACK_NAME;
}

/** The name a new account gets when its owner gave none, and what sign-up suggests. */
export function suggestUserName(ctx: Pick<ServiceContext, "random">): string {
  return generateUserName(ctx.random);
}
