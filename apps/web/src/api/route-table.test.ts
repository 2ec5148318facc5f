import * as contract from "@fable/contract";
import { describe, expect, it } from "vitest";

/**
 * Every API call goes through the contract's route table (`api.call(route, …)`), so no path is typed
 * twice and no answer is typed by hand. This reads the web app's sources and fails on the two ways
 * back to the old habit: a path string handed to the API client, and a contract type declared again.
 */
const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Functions of the client that take a path; the typed calls take a route object instead. */
const PATH_TAKING_CALLS =
  /\b(?:request|streamRequest|fetchFile|api\.(?:get|post|put|delete))\s*(?:<[^>(]*>)?\(\s*["'`]\//g;

/** `interface X` or `type X =` (not `type X` inside an import list) where X is a name the contract exports. */
const DECLARATION = /^\s*(?:export\s+)?(?:interface\s+([A-Z]\w*)\b|type\s+([A-Z]\w*)\s*(?:<[^=]*>)?\s*=)/gm;
const CONTRACT_NAMES = new Set(Object.keys(contract));

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Every path string handed to the client, and every re-declared contract type, as `file:line`. */
function findings(file: string, text: string): string[] {
  const found = [...text.matchAll(PATH_TAKING_CALLS)].map((match) => `${file}:${lineOf(text, match.index)}`);
  for (const match of text.matchAll(DECLARATION)) {
    const name = match[1] ?? match[2]!;
    if (CONTRACT_NAMES.has(name)) found.push(`${file}:${lineOf(text, match.index)} ${name}`);
  }
  return found;
}

const byFile = Object.entries(sources).map(([file, text]) => ({ file, found: findings(file, text) }));

describe("the web app calls the API only through the route table", () => {
  it("reads the sources", () => {
    expect(byFile.length).toBeGreaterThan(100);
  });

  it("passes no path string to the API client and declares no type the contract exports", () => {
    expect(byFile.flatMap(({ found }) => found)).toEqual([]);
  });
});
