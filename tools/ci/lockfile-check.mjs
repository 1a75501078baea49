// The lock file's supply-chain check (docs/operations/supply-chain.md): every package comes from the npm
// registry and carries its sha512 hash, which `npm ci` verifies on install.
// - A package's `resolved` URL, when written, is on https://registry.npmjs.org/ (no git, file, plain HTTP
//   or other host). This machine's npm leaves it out (omit-lockfile-registry-resolved): npm then fetches
//   the package by name and version from the configured registry.
// - Every package has a sha512 `integrity`, except the optional packages of other platforms restored by
//   `npm run lock:complete` (complete-lockfile.mjs), which the registry mirror here does not serve: they
//   are listed, since npm installs them on those platforms without a hash to check.
// - A workspace link points inside the repository.
// Usage: node tools/ci/lockfile-check.mjs [path/to/package-lock.json]; exit 1 on a problem.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REGISTRY = 'https://registry.npmjs.org/';

/** The problems of a parsed lock file, and the platform packages installed elsewhere without a hash. */
export function checkLockfile(lock) {
  const problems = [];
  const unhashed = [];
  if (!lock || typeof lock.packages !== 'object' || lock.lockfileVersion < 2) {
    return {
      problems: ['not a lock file of npm 7 or later (lockfileVersion 2 or 3 with "packages")'],
      unhashed,
    };
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/')) continue; // the root and the workspaces' own folders
    if (entry.link) {
      const target = String(entry.resolved ?? '');
      if (
        !target ||
        target.startsWith('/') ||
        target.split('/').includes('..') ||
        /^[a-z+]+:/i.test(target)
      ) {
        problems.push(`${path}: a link outside the repository (${target || 'no target'})`);
      }
      continue;
    }
    if (!entry.version) problems.push(`${path}: no version`);
    if (entry.resolved !== undefined && !String(entry.resolved).startsWith(REGISTRY)) {
      problems.push(`${path}: comes from ${entry.resolved}, not from ${REGISTRY}`);
    }
    if (!entry.integrity) {
      if (entry.optional && entry.os && entry.cpu)
        unhashed.push(path.slice(path.lastIndexOf('node_modules/') + 13));
      else problems.push(`${path}: no integrity hash`);
    } else if (
      !String(entry.integrity)
        .split(/\s+/)
        .some((hash) => hash.startsWith('sha512-'))
    ) {
      problems.push(`${path}: no sha512 integrity hash (${String(entry.integrity).split('-')[0]} only)`);
    }
  }
  return { problems, unhashed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? fileURLToPath(new URL('../../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const { problems, unhashed } = checkLockfile(lock);
  const count = Object.keys(lock.packages ?? {}).filter((path) => path.includes('node_modules/')).length;
  for (const problem of problems) console.log(`lock file: ${problem}`);
  if (unhashed.length) {
    console.log(
      `lock file: ${unhashed.length} optional package(s) of other platforms have no hash (npm run lock:complete ` +
        `restores them without one): ${unhashed.join(', ')}`,
    );
  }
  console.log(
    problems.length
      ? `lock file: ${problems.length} problem(s) in ${count} packages`
      : `lock file: ${count} packages, all from the npm registry, each with its sha512 hash but the above`,
  );
  process.exitCode = problems.length ? 1 : 0;
}
