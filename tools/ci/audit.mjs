// CI's dependency audit (docs/operations/supply-chain.md): `npm audit` of the production dependencies, then
// of all of them, judged by the policy below. Exit 1 only when the policy fails.
// - A high or critical advisory in a production dependency fails, unless tools/ci/audit-allowlist.json
//   lists it with a reason and an expiry date that has not passed (a Paris day, the day included).
// - Moderate and low production advisories, and every advisory reaching development dependencies only,
//   are reported and do not fail.
// - A registry that cannot be reached (CI may run offline) or that does not serve advisories: the audit
//   says so and does not fail the run.
// - A malformed allow-list entry fails: an excuse must say why and until when.
//   node tools/ci/audit.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BLOCKING = ['critical', 'high'];
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];

/** The advisories of an `npm audit --json` report, one per package and advisory; null when it has none. */
export function advisoriesOf(report) {
  if (!report || typeof report.vulnerabilities !== 'object') return null;
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object') continue; // a package name: the advisory is listed under that package
      const id = /GHSA(-[0-9a-z]{4}){3}/i.exec(String(via.url ?? ''))?.[0] ?? String(via.source);
      const key = `${via.name}|${id}`;
      found.set(key, {
        id,
        package: via.name,
        severity: via.severity,
        title: via.title,
        url: via.url,
        range: via.range,
      });
    }
  }
  return [...found.values()];
}

/** Why `npm audit` gave no advisories (an error report, no report at all), for the "skipped" line. */
export function auditFailure(report, stderr = '') {
  const said = report?.message || report?.error?.summary || report?.error?.code;
  if (said) return said;
  return stderr.split('\n').find((line) => line.includes('npm error')) ?? 'no report';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The malformed entries of the allow-list, each said in one line. */
export function allowListErrors(allowList) {
  if (!Array.isArray(allowList?.advisories)) return ['the file has no "advisories" list'];
  return allowList.advisories.flatMap((entry, index) => {
    const missing = ['advisory', 'package', 'reason', 'expires'].filter(
      (field) => typeof entry?.[field] !== 'string' || !entry[field].trim(),
    );
    if (missing.length) return [`entry ${index + 1}: ${missing.join(', ')} missing`];
    if (!DATE.test(entry.expires) || Number.isNaN(Date.parse(entry.expires))) {
      return [
        `entry ${index + 1} (${entry.advisory}): expires must be a date YYYY-MM-DD, not "${entry.expires}"`,
      ];
    }
    return [];
  });
}

/**
 * The policy's verdict: `production` and `all` are the advisories of the two audits (null: not
 * available), `today` a Paris date YYYY-MM-DD. Returns the lines to print and whether CI fails.
 */
export function auditVerdict({ production, all, allowList, today }) {
  const lines = [];
  const listErrors = allowListErrors(allowList);
  for (const error of listErrors) lines.push(`audit allow-list: ${error}`);
  if (production === null) {
    lines.push(
      'npm audit: the registry gave no advisories (offline, or it does not serve them): audit skipped',
    );
    return { lines, failed: listErrors.length > 0 };
  }
  const entries = listErrors.length ? [] : allowList.advisories;
  const excuse = (advisory) =>
    entries.find((entry) => entry.advisory === advisory.id && entry.package === advisory.package);
  const blocking = [];
  const used = new Set();
  lines.push(`npm audit, production dependencies: ${countLine(production)}`);
  for (const advisory of sorted(production)) {
    const entry = excuse(advisory);
    let verdict = 'reported';
    if (BLOCKING.includes(advisory.severity)) {
      if (entry && entry.expires >= today) {
        used.add(entry);
        verdict = `allowed until ${entry.expires}: ${entry.reason}`;
      } else {
        verdict = entry ? `FAILS: its allow-list entry expired on ${entry.expires}` : 'FAILS';
        blocking.push(advisory);
      }
    }
    lines.push(`  ${describe(advisory)} — ${verdict}`);
  }
  if (all !== null) {
    const inProduction = new Set(production.map((advisory) => `${advisory.package}|${advisory.id}`));
    const devOnly = all.filter((advisory) => !inProduction.has(`${advisory.package}|${advisory.id}`));
    lines.push(`npm audit, development dependencies only (reported, never failing): ${countLine(devOnly)}`);
    for (const advisory of sorted(devOnly)) lines.push(`  ${describe(advisory)}`);
  }
  for (const entry of entries.filter((entry) => !used.has(entry))) {
    lines.push(`audit allow-list: ${entry.advisory} (${entry.package}) excuses nothing now: remove it`);
  }
  lines.push(
    blocking.length
      ? `npm audit: ${blocking.length} high or critical production advisory(ies) to fix or to allow-list with a reason`
      : 'npm audit: no unexcused high or critical advisory in production dependencies',
  );
  return { lines, failed: blocking.length > 0 || listErrors.length > 0 };
}

function countLine(advisories) {
  if (!advisories.length) return 'none';
  const counts = SEVERITIES.map((severity) => [
    severity,
    advisories.filter((a) => a.severity === severity).length,
  ]);
  return counts
    .filter(([, count]) => count)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
}

function sorted(advisories) {
  return [...advisories].sort(
    (a, b) =>
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) || a.package.localeCompare(b.package),
  );
}

function describe(advisory) {
  return `${advisory.severity} ${advisory.package} ${advisory.range ?? ''} ${advisory.id}: ${advisory.title ?? ''}`.replace(
    /\s+/g,
    ' ',
  );
}

/** Today in Paris, YYYY-MM-DD: an expiry date is a French working day, whatever the runner's zone. */
export function parisToday(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

function runAudit(args) {
  const run = spawnSync('npm', ['audit', '--json', ...args], { encoding: 'utf8', timeout: 120_000 });
  let report = null;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    // no JSON: the reason is in stderr, or the command timed out
  }
  const advisories = advisoriesOf(report);
  if (advisories === null)
    console.log(`npm audit ${args.join(' ')}: ${auditFailure(report, run.stderr ?? '')}`);
  return advisories;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const allowList = JSON.parse(readFileSync(new URL('./audit-allowlist.json', import.meta.url), 'utf8'));
  const production = runAudit(['--omit=dev']);
  const all = production === null ? null : runAudit([]);
  const { lines, failed } = auditVerdict({ production, all, allowList, today: parisToday() });
  for (const line of lines) console.log(line);
  process.exitCode = failed ? 1 : 0;
}
