// Prints the closing line of `npm test` from the vitest and Playwright JSON reports:
// "tests: N passed, N failed, N skipped". Exits 1 when a report is missing, when vitest ran
// nothing, or when nothing ran at all.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;
const [vitestFile, playwrightFile] = process.argv.slice(2);

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numRuntimeErrorTestSuites ?? 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  if (!v.numTotalTests) {
    // vitest stops before any test when its global set-up fails (a bad database URL, say).
    console.log('vitest ran no test: it stopped before the first one (see its error above)');
    missing = true;
  }
} else {
  console.log(`no vitest report at ${vitestFile}`);
  missing = true;
}
if (playwrightFile && existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
} else {
  console.log(`no Playwright report at ${playwrightFile}`);
  missing = true;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(missing || failed > 0 || passed === 0 ? 1 : 0);
