import { appendFile } from "node:fs/promises";
import path from "node:path";
import { afterEach } from "vitest";
import { describeOpenPages } from "./browser.ts";

/**
 * After a failed test, what its browser pages were doing (page-trail.ts), appended to
 * E2E_FAILURE_REPORT when set (npm test prints that file at the end of its run, where a CI log's tail
 * shows it) and printed here otherwise.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== "fail") return;
  const pages = await describeOpenPages();
  if (pages.length === 0) return;
  const file = context.task.file ? path.basename(context.task.file.name) : "?";
  const report = `${file} › ${context.task.name}\n${pages.join("\n")}\n`;
  const target = process.env.E2E_FAILURE_REPORT;
  if (target) await appendFile(target, report);
  else console.log(`what the pages were doing:\n${report}`);
});
