// Reading a Vitest JSON report (--reporter=json) for the closing line of `npm test`.

/**
 * Test files that failed as a whole: one that did not load (it has no tests to count) or whose
 * hooks failed. Vitest's totals count only tests, so without these a file that cannot even be
 * imported would leave "0 failed" in the closing line.
 */
export function filesFailedOutsideTests(report) {
  return report.testResults.filter(
    (file) =>
      file.status === "failed" &&
      (file.assertionResults.length === 0 || Boolean(file.message || file.failureMessage)),
  );
}

/** Passed, failed and skipped as the closing line counts them: each broken file is one failure. */
export function countsOf(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + filesFailedOutsideTests(report).length,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Each failed test as "file › full name: first line of its error", for the closing lines. */
export function failedTestsOf(report, relativeTo) {
  const failed = [];
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== "failed") continue;
      const firstLine = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 200);
      failed.push(`${relativeTo(file.name)} › ${test.fullName}: ${firstLine}`);
    }
  }
  return failed;
}
