// @ts-expect-error -- a plain script of the repository, without type declarations
import { advisoriesOf, auditFailure, auditVerdict, parisToday } from '../audit.mjs';

interface Advisory {
  id: string;
  package: string;
  severity: string;
}
type Verdict = { lines: string[]; failed: boolean };
const verdictOf = auditVerdict as (input: {
  production: Advisory[] | null;
  all: Advisory[] | null;
  allowList: unknown;
  today: string;
}) => Verdict;
const parse = advisoriesOf as (report: unknown) => Advisory[] | null;

/** An `npm audit --json` report (format 2) with one advisory per [package, severity, GHSA]. */
function report(advisories: [string, string, string][]) {
  const vulnerabilities: Record<string, unknown> = {};
  for (const [name, severity, ghsa] of advisories) {
    vulnerabilities[name] = {
      name,
      severity,
      via: [
        {
          source: 1000,
          name,
          title: `a flaw in ${name}`,
          url: `https://github.com/advisories/${ghsa}`,
          severity,
          range: '<2.0.0',
        },
      ],
    };
    // The package that depends on it lists it by name only.
    vulnerabilities[`uses-${name}`] = { name: `uses-${name}`, severity, via: [name] };
  }
  return { auditReportVersion: 2, vulnerabilities, metadata: {} };
}

const GHSA_A = 'GHSA-aaaa-bbbb-cccc';
const GHSA_B = 'GHSA-dddd-eeee-ffff';
const empty = { advisories: [] };
const today = '2026-11-28';

test('advisories are read from the via objects, once per package and GHSA id', () => {
  expect(parse(report([['lodash', 'high', GHSA_A]]))).toEqual([
    {
      id: GHSA_A,
      package: 'lodash',
      severity: 'high',
      title: 'a flaw in lodash',
      url: `https://github.com/advisories/${GHSA_A}`,
      range: '<2.0.0',
    },
  ]);
  expect(parse({ auditReportVersion: 2, vulnerabilities: {} })).toEqual([]);
});

test('an error report has no advisories, and says why', () => {
  const offline = { error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed' } };
  expect(parse(offline)).toBeNull();
  expect(auditFailure(offline)).toBe('request to https://registry.npmjs.org failed');
  expect(auditFailure({ message: '405 Method Not Allowed', statusCode: 405 })).toBe('405 Method Not Allowed');
  expect(auditFailure(null, 'npm warn x\nnpm error audit endpoint returned an error\n')).toBe(
    'npm error audit endpoint returned an error',
  );
});

test('a high or critical production advisory fails; moderate and low ones are reported', () => {
  const production = parse(
    report([
      ['lodash', 'critical', GHSA_A],
      ['debug', 'moderate', GHSA_B],
    ]),
  )!;
  const verdict = verdictOf({ production, all: production, allowList: empty, today });
  expect(verdict.failed).toBe(true);
  expect(verdict.lines).toContain(`  critical lodash <2.0.0 ${GHSA_A}: a flaw in lodash — FAILS`);
  expect(verdict.lines).toContain(`  moderate debug <2.0.0 ${GHSA_B}: a flaw in debug — reported`);

  const mild = parse(report([['debug', 'moderate', GHSA_B]]))!;
  expect(verdictOf({ production: mild, all: mild, allowList: empty, today }).failed).toBe(false);
});

test('an advisory of development dependencies only is reported and never fails', () => {
  const all = parse(report([['jest-thing', 'critical', GHSA_A]]))!;
  const verdict = verdictOf({ production: [], all, allowList: empty, today });
  expect(verdict.failed).toBe(false);
  expect(verdict.lines).toContain(
    'npm audit, development dependencies only (reported, never failing): 1 critical',
  );
});

test('an allow-list entry excuses its advisory until its expiry day, included, then fails again', () => {
  const production = parse(report([['lodash', 'high', GHSA_A]]))!;
  const allowList = {
    advisories: [{ advisory: GHSA_A, package: 'lodash', reason: 'only used at build time', expires: today }],
  };
  const excused = verdictOf({ production, all: production, allowList, today });
  expect(excused.failed).toBe(false);
  expect(excused.lines).toContain(
    `  high lodash <2.0.0 ${GHSA_A}: a flaw in lodash — allowed until ${today}: only used at build time`,
  );
  const expired = verdictOf({ production, all: production, allowList, today: '2026-11-29' });
  expect(expired.failed).toBe(true);
  expect(expired.lines).toContain(
    `  high lodash <2.0.0 ${GHSA_A}: a flaw in lodash — FAILS: its allow-list entry expired on ${today}`,
  );
  // The entry names one package: the same advisory in another package is not excused.
  const other = parse(report([['lodash-es', 'high', GHSA_A]]))!;
  expect(verdictOf({ production: other, all: other, allowList, today }).failed).toBe(true);
});

test('an entry that excuses nothing is pointed out; a malformed one fails', () => {
  const stale = {
    advisories: [{ advisory: GHSA_B, package: 'old', reason: 'fixed since', expires: '2027-01-01' }],
  };
  const verdict = verdictOf({ production: [], all: [], allowList: stale, today });
  expect(verdict.failed).toBe(false);
  expect(verdict.lines).toContain(`audit allow-list: ${GHSA_B} (old) excuses nothing now: remove it`);

  const malformed = {
    advisories: [
      { advisory: GHSA_A, package: 'lodash', reason: ' ', expires: '2027-01-01' },
      { advisory: GHSA_B, package: 'debug', reason: 'why', expires: 'next year' },
    ],
  };
  const refused = verdictOf({ production: [], all: [], allowList: malformed, today });
  expect(refused.failed).toBe(true);
  expect(refused.lines).toEqual(
    expect.arrayContaining([
      'audit allow-list: entry 1: reason missing',
      `audit allow-list: entry 2 (${GHSA_B}): expires must be a date YYYY-MM-DD, not "next year"`,
    ]),
  );
});

test('no advisories from the registry (offline): skipped, not failed', () => {
  const verdict = verdictOf({ production: null, all: null, allowList: empty, today });
  expect(verdict).toEqual({
    failed: false,
    lines: ['npm audit: the registry gave no advisories (offline, or it does not serve them): audit skipped'],
  });
});

test("the expiry day is Paris's: 23:30 UTC on 31 December is already 1 January there", () => {
  expect((parisToday as (now: Date) => string)(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
});
