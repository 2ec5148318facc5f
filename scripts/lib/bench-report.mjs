// Writes one section of docs/benchmarks.md, leaving every other section where it is.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./ensure-built.mjs";

const FILE = path.join(root, "docs/benchmarks.md");

/** Replaces the section that starts with `heading` (up to the next `## `), or appends it. */
export function writeSection(heading, section) {
  const previous = (() => {
    try {
      return readFileSync(FILE, "utf8");
    } catch {
      return "# Benchmarks\n\nEvery figure here comes from a command in the repository; rerun it to check.\n";
    }
  })();
  const start = previous.indexOf(heading);
  const end = start === -1 ? -1 : previous.indexOf("\n## ", start + heading.length);
  const updated =
    start === -1
      ? `${previous.trimEnd()}\n\n${section}`
      : `${previous.slice(0, start)}${section}${end === -1 ? "" : previous.slice(end)}`;
  writeFileSync(FILE, updated);
  console.log(`written to ${path.relative(root, FILE)}: ${heading}`);
}

export const round = (value) => (value === null || value === undefined ? "–" : Number(value).toFixed(1));
export const verdict = (ok) => (ok ? "met" : "**not met**");
