// Adds up the JSON reports the test steps wrote (one per run: test-results/<run>.json, the
// unit tests' second run on a sale day included) and prints a line per run and one in total.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'test-results';
const total = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(dir)) {
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const run = {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
    // A run that failed to start counts as a failure even without failed tests.
    if (report.success === false && run.failed === 0) run.failed = 1;
    total.passed += run.passed;
    total.failed += run.failed;
    total.skipped += run.skipped;
    console.log(
      `  ${path.basename(file, '.json')}: ${run.passed} passed, ${run.failed} failed, ${run.skipped} skipped`,
    );
  }
}
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
