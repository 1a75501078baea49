import { readFileSync } from 'node:fs';
// @ts-expect-error -- a plain script of the repository, without type declarations
import { checkLockfile } from '../lockfile-check.mjs';

type Entry = Record<string, unknown>;
const check = checkLockfile as (lock: unknown) => { problems: string[]; unhashed: string[] };

const hash = `sha512-${'A'.repeat(86)}==`;
const lockOf = (packages: Record<string, Entry>) => ({
  lockfileVersion: 3,
  packages: { '': { name: 'cuvee' }, 'libs/kernel': { name: '@cuvee/kernel' }, ...packages },
});

test("the repository's own lock file passes", () => {
  const lock: unknown = JSON.parse(
    readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8'),
  );
  expect(check(lock).problems).toEqual([]);
});

test('a registry package with its sha512 hash passes, with or without its resolved URL', () => {
  const { problems, unhashed } = check(
    lockOf({
      'node_modules/a': { version: '1.0.0', integrity: hash },
      'node_modules/b': {
        version: '2.0.0',
        resolved: 'https://registry.npmjs.org/b/-/b-2.0.0.tgz',
        integrity: hash,
      },
      'node_modules/@cuvee/kernel': { resolved: 'libs/kernel', link: true },
    }),
  );
  expect(problems).toEqual([]);
  expect(unhashed).toEqual([]);
});

test('a package from anywhere but the npm registry is refused, named with its source', () => {
  const { problems } = check(
    lockOf({
      'node_modules/git': {
        version: '1.0.0',
        resolved: 'git+ssh://git@github.com/x/git.git#abc',
        integrity: hash,
      },
      'node_modules/plain': {
        version: '1.0.0',
        resolved: 'http://registry.npmjs.org/plain/-/plain-1.0.0.tgz',
        integrity: hash,
      },
      'node_modules/other': {
        version: '1.0.0',
        resolved: 'https://evil.example/other-1.0.0.tgz',
        integrity: hash,
      },
      'node_modules/a/node_modules/file': { version: '1.0.0', resolved: 'file:../file', integrity: hash },
    }),
  );
  expect(problems).toEqual([
    'node_modules/git: comes from git+ssh://git@github.com/x/git.git#abc, not from https://registry.npmjs.org/',
    'node_modules/plain: comes from http://registry.npmjs.org/plain/-/plain-1.0.0.tgz, not from https://registry.npmjs.org/',
    'node_modules/other: comes from https://evil.example/other-1.0.0.tgz, not from https://registry.npmjs.org/',
    'node_modules/a/node_modules/file: comes from file:../file, not from https://registry.npmjs.org/',
  ]);
});

test('a package without a hash, or with a sha1 one only, is refused', () => {
  const { problems } = check(
    lockOf({
      'node_modules/none': { version: '1.0.0' },
      'node_modules/old': { version: '1.0.0', integrity: 'sha1-abc=' },
      'node_modules/both': { version: '1.0.0', integrity: `sha1-abc= ${hash}` },
    }),
  );
  expect(problems).toEqual([
    'node_modules/none: no integrity hash',
    'node_modules/old: no sha512 integrity hash (sha1 only)',
  ]);
});

test('the optional packages of other platforms without a hash are listed apart, not refused', () => {
  const { problems, unhashed } = check(
    lockOf({
      'node_modules/@swc/core-darwin-arm64': {
        version: '1.0.0',
        optional: true,
        os: ['darwin'],
        cpu: ['arm64'],
      },
      // Optional but for every platform: it would be installed here without a hash.
      'node_modules/anywhere': { version: '1.0.0', optional: true },
    }),
  );
  expect(unhashed).toEqual(['@swc/core-darwin-arm64']);
  expect(problems).toEqual(['node_modules/anywhere: no integrity hash']);
});

test('a workspace link must stay inside the repository', () => {
  const { problems } = check(
    lockOf({
      'node_modules/up': { resolved: '../elsewhere', link: true },
      'node_modules/absolute': { resolved: '/etc', link: true },
      'node_modules/remote': { resolved: 'https://registry.npmjs.org/x', link: true },
    }),
  );
  expect(problems).toEqual([
    'node_modules/up: a link outside the repository (../elsewhere)',
    'node_modules/absolute: a link outside the repository (/etc)',
    'node_modules/remote: a link outside the repository (https://registry.npmjs.org/x)',
  ]);
});

test('a lock file of npm 6 is refused as such', () => {
  expect(check({ lockfileVersion: 1, dependencies: {} }).problems).toEqual([
    'not a lock file of npm 7 or later (lockfileVersion 2 or 3 with "packages")',
  ]);
});
