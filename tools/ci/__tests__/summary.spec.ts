// @ts-expect-error -- a plain script of the repository, without type declarations
import { slowestFiles, summarize } from '../summary.mjs';

type Status = 'passed' | 'failed' | 'pending';

/** A jest JSON report of these files and their tests. */
function report(files: Record<string, [string, Status][]>, runtimeErrors = 0) {
  const tests = Object.values(files).flat();
  const count = (status: Status) => tests.filter(([, s]) => s === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('pending'),
    numRuntimeErrorTestSuites: runtimeErrors,
    testResults: Object.entries(files).map(([name, results]) => ({
      name: `/repo/${name}`,
      assertionResults: results.map(([fullName, status]) => ({ fullName, status })),
    })),
  };
}

const run = summarize as (
  reports: Record<string, unknown>,
  failedChecks: number,
  root: string,
) => { lines: string[]; failed: boolean };

test('distinct tests count each file and name once; runs are counted per engine; the closing line counts runs', () => {
  const embedded = report({
    'libs/a.spec.ts': [
      ['a works', 'passed'],
      ['a later', 'pending'],
    ],
    'apps/api/test/b.e2e-spec.ts': [['b works', 'passed']],
    'libs/pdf.spec.ts': [['renders', 'passed']],
  });
  // The same b test on MariaDB, a test of the same name in another file, and one failure.
  const mysql = report({
    'apps/api/test/b.e2e-spec.ts': [['b works', 'passed']],
    'apps/api/test/c.e2e-spec.ts': [
      ['b works', 'passed'],
      ['c races', 'failed'],
    ],
  });
  const { lines, failed } = run({ 'embedded.json': embedded, 'mysql-redis.json': mysql }, 0, '/repo');
  expect(lines).toEqual([
    'embedded.json: 3 passed, 0 failed, 1 skipped',
    'mysql-redis.json: 2 passed, 1 failed, 0 skipped',
    '1 skipped',
    '5 distinct tests; runs per engine: embedded 3 · MariaDB+Redis 3',
    '5 passed, 1 failed',
  ]);
  expect(failed).toBe(true);
});

test('a run without a report, a suite that failed to run and a failed check each count as a failure', () => {
  const embedded = report(
    { 'libs/a.spec.ts': [['a', 'passed']], 'libs/pdf.spec.ts': [['renders', 'passed']] },
    1,
  );
  const { lines, failed } = run({ 'embedded.json': embedded, 'mysql-redis.json': null }, 2, '/repo');
  expect(lines).toContain('embedded.json: 2 passed, 0 failed, 0 skipped, 1 suites failed to run');
  expect(lines).toContain('mysql-redis.json: no report (the run crashed)');
  expect(lines.at(-2)).toBe('2 distinct tests; runs per engine: embedded 2');
  expect(lines.at(-1)).toBe('2 passed, 4 failed');
  expect(failed).toBe(true);
});

test('all green: the closing line says so and CI passes', () => {
  const one = report({ 'libs/a.spec.ts': [['a', 'passed']] });
  const { lines, failed } = run({ 'embedded.json': one, 'mysql-redis.json': one }, 0, '/repo');
  expect(lines.at(-2)).toBe('1 distinct tests; runs per engine: embedded 1 · MariaDB+Redis 1');
  expect(lines.at(-1)).toBe('2 passed, 0 failed');
  expect(failed).toBe(false);
});

test('the slowest files of each run are listed slowest first, with their time', () => {
  const suite = (name: string, seconds: number) => ({
    name: `/repo/${name}`,
    startTime: 1_000,
    endTime: 1_000 + seconds * 1000,
  });
  const lines = (slowestFiles as (reports: Record<string, unknown>, count: number, root: string) => string[])(
    {
      'embedded.json': {
        testResults: [suite('a.spec.ts', 3), suite('b.e2e-spec.ts', 125), suite('c.spec.ts', 61)],
      },
      'mysql-redis.json': { testResults: [suite('b.e2e-spec.ts', 9)] },
    },
    2,
    '/repo',
  );
  expect(lines).toEqual([
    'slowest files of embedded.json:',
    '  2m05s b.e2e-spec.ts',
    '  1m01s c.spec.ts',
    'slowest files of mysql-redis.json:',
    '  0m09s b.e2e-spec.ts',
  ]);
});
