// The closing summary of .ci/run, from jest's JSON reports (`--json --outputFile`): each run's own
// count, then what the numbers mean — how many distinct tests the suite has (a test is its file and its
// full name), and how many of them ran on each engine — and last the one line CI reads,
// "N passed, N failed", which counts runs (a test run on two engines counts twice).
//   node tools/ci/summary.mjs REPORT_DIR FAILED_CHECKS
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The runs .ci/run makes: its report file and the engines it runs on. */
export const RUNS = [
  { file: 'embedded.json', engine: 'embedded' },
  { file: 'mysql-redis.json', engine: 'MariaDB+Redis' },
];

const number = (n) => n.toLocaleString('en-US');

/**
 * The summary's lines and whether CI failed. `reports` maps a run's file name to jest's parsed report,
 * or to null when the run left none (it crashed); `failedChecks` counts the failed static checks.
 */
export function summarize(reports, failedChecks = 0, root = process.cwd()) {
  const lines = [];
  let passed = 0;
  let failed = failedChecks;
  let skipped = 0;
  const distinct = new Set();
  const perEngine = new Map();
  for (const { file, engine } of RUNS) {
    const report = reports[file];
    if (!report) {
      lines.push(`${file}: no report (the run crashed)`);
      failed += 1;
      continue;
    }
    lines.push(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped` +
        (report.numRuntimeErrorTestSuites
          ? `, ${report.numRuntimeErrorTestSuites} suites failed to run`
          : ''),
    );
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    skipped += report.numPendingTests;
    let ran = perEngine.get(engine) ?? 0;
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'passed' && test.status !== 'failed') continue;
        distinct.add(`${relative(root, suite.name)} › ${test.fullName}`);
        ran += 1;
      }
    }
    perEngine.set(engine, ran);
  }
  if (skipped) lines.push(`${skipped} skipped`);
  lines.push(
    `${number(distinct.size)} distinct tests; runs per engine: ` +
      [...perEngine].map(([engine, ran]) => `${engine} ${number(ran)}`).join(' · '),
  );
  // The closing line CI reads: exactly "N passed, N failed".
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, failed: failed > 0 };
}

/**
 * The `count` slowest test files of each run, slowest first ("  2m05s apps/api/test/x.e2e-spec.ts"): where
 * to look when CI nears its budget. A file's time is its wall-clock time in its worker.
 */
export function slowestFiles(reports, count = 10, root = process.cwd()) {
  const lines = [];
  for (const { file } of RUNS) {
    const suites = (reports[file]?.testResults ?? [])
      .filter((suite) => suite.startTime && suite.endTime)
      .map((suite) => ({
        name: relative(root, suite.name),
        seconds: Math.round((suite.endTime - suite.startTime) / 1000),
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, count);
    if (suites.length === 0) continue;
    lines.push(`slowest files of ${file}:`);
    for (const { name, seconds } of suites) {
      lines.push(`  ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s ${name}`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, failedChecks = '0'] = process.argv.slice(2);
  const reports = Object.fromEntries(
    RUNS.map(({ file }) => {
      const path = `${dir}/${file}`;
      return [file, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null];
    }),
  );
  for (const line of slowestFiles(reports)) console.log(line);
  const { lines, failed } = summarize(reports, Number(failedChecks));
  for (const line of lines) console.log(line);
  process.exitCode = failed ? 1 : 0;
}
