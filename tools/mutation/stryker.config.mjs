// Mutation testing (StrykerJS) of one target: the kernel, or one context's domain rules. Started by
// tools/mutation/run.mjs (`npm run test:mutation -- <target>`), which names the target in
// MUTATION_TARGET; docs/testing.md has the scores and the mutants that survive.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import baseJest from '../../jest.config.js';

const target = process.env.MUTATION_TARGET;
if (!target) throw new Error('MUTATION_TARGET is not set: run "npm run test:mutation -- <kernel|context>"');
const library = `libs/${target}/src`;
// The kernel is all rules; a context's rules are its framework-free domain folder.
const mutated = target === 'kernel' ? library : `${library}/domain`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  // The library's own unit and property tests: they are what must notice a broken rule.
  jest: {
    projectType: 'custom',
    config: {
      ...baseJest,
      testMatch: [`<rootDir>/${library}/**/__tests__/**/*.spec.ts`],
      // Jest maps only the libraries: crawling the whole workspace cost seconds on every mutant.
      roots: ['<rootDir>/libs'],
      maxWorkers: 1,
    },
    enableFindRelatedTests: false,
  },
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'],
  mutate: [`${mutated}/**/*.ts`, `!${mutated}/**/__tests__/**`, `!${mutated}/**/*.d.ts`],
  // Only the tests that reach a mutant run against it; static code (data lists such as the common
  // passwords) is left alone, since every test would have to run for each of its mutants. Under ESM
  // "perTest" may miss a test: check a survivor by hand before writing a test for it.
  coverageAnalysis: 'perTest',
  // Two cores shared by the team: one test process at a time, unless asked otherwise.
  concurrency: 1,
  timeoutMS: 20_000,
  ignoreStatic: true,
  // A run reuses the previous run's results for the code and tests that did not change (a mutant killed
  // by an unchanged test, a survivor no new or changed test covers): only new work is run again. Pass
  // --force to run everything.
  incremental: true,
  incrementalFile: `reports/mutation/${target}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${target}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  // Outside the workspace, where the workspace's own jest runs would find a second copy of every package;
  // one folder per run, so two runs of one target (two checkouts) never share it.
  tempDirName: join(tmpdir(), `cuvee-stryker-${target}-${process.pid}`),
  cleanTempDir: true,
  // The sandbox needs the libraries, the root configs and node_modules (linked, not copied).
  ignorePatterns: ['/apps', '/docs', '/docker', '/reports', '**/dist', '/data', '/.nx'],
};
