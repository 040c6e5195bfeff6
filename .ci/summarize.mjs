// Totals the Vitest and Playwright JSON reports into the single closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestReport, playwrightReport] = process.argv.slice(2);

if (vitestReport && existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite that crashed before running its tests counts as a failure too.
  failed += (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} else {
  console.error('no Vitest report: counting the unit suite as failed');
  failed += 1;
}

if (playwrightReport && existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  failed += (JSON.parse(readFileSync(playwrightReport, 'utf8')).errors ?? []).length;
} else {
  console.error('no Playwright report: counting the browser suite as failed');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
