// npm run docs:check: every `docs/<name>.md#anchor` the code and docs mention, and every `](#anchor)`
// link inside a doc, must name an anchor that exists — code comments point at docs/product.md by
// anchor, so a renamed section would otherwise leave them pointing nowhere without anyone noticing.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** GitHub's heading slug: lower case, punctuation dropped, spaces to dashes. */
function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorsByDoc = new Map();

/** The anchors of a Markdown file: explicit `<a id="…">` and the slugs of its headings. */
function anchorsOf(docPath) {
  if (!anchorsByDoc.has(docPath)) {
    const file = path.join(root, docPath);
    const anchors = new Set();
    if (existsSync(file)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/<a id="([^"]+)"/g)) anchors.add(match[1]);
      for (const match of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(slugOf(match[1]));
    }
    anchorsByDoc.set(docPath, existsSync(file) ? anchors : null);
  }
  return anchorsByDoc.get(docPath);
}

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js|json|md)$/.test(file) && !file.endsWith("package-lock.json"));

const problems = [];
let references = 0;
for (const file of tracked) {
  const fullPath = path.join(root, file);
  if (!existsSync(fullPath)) continue;
  const lines = readFileSync(fullPath, "utf8").split("\n");
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(/\b(docs\/[\w./-]+\.md)#([\w-]+)/g)) {
      references += 1;
      const anchors = anchorsOf(match[1]);
      if (anchors === null) problems.push(`${where}: ${match[1]} does not exist`);
      else if (!anchors.has(match[2])) problems.push(`${where}: ${match[1]} has no anchor #${match[2]}`);
    }
    if (file.endsWith(".md")) {
      for (const match of line.matchAll(/\]\(#([^)\s]+)\)/g)) {
        references += 1;
        if (!anchorsOf(file).has(match[1])) problems.push(`${where}: no anchor #${match[1]} in this file`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`✘ ${problems.length} of ${references} doc anchor references point nowhere:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`✔ ${references} doc anchor references, all found`);
