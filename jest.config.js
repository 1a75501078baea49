// One jest run for the whole workspace: unit specs beside the code, API e2e specs under apps/api/test.
// ESM throughout (NODE_OPTIONS=--experimental-vm-modules is set by tools/ci/test.mjs); swc compiles
// TypeScript with the same .swcrc the builds use, so tests run the code the apps run.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const swc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
const root = fileURLToPath(new URL('.', import.meta.url));

/** What a test file names when it runs on the engine under test (an API, a scratch database, the queue). */
const USES_ENGINE = /\b(TestApi|createScratchDatabase|scratchTargetFromEnv|DB_URL|REDIS_URL)\b/;

/**
 * The spec files that never touch the engine under test (the rules' unit and property tests, the lint
 * and documentation checks): with DB_URL they are left out, having run once on the embedded defaults.
 */
function engineFreeSpecs() {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'fixtures', 'official-data'].includes(entry.name)) walk(path);
      } else if (/\.spec\.tsx?$/.test(entry.name) && !USES_ENGINE.test(readFileSync(path, 'utf8'))) {
        found.push(path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      }
    }
  };
  for (const top of ['apps', 'libs', 'tools', 'migrations']) walk(join(root, top));
  return found;
}

export default {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@cuvee/source', 'node', 'node-addons'] },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Its ESM build imports JSON without import attributes, which jest's ESM loader warns about.
    '^libphonenumber-js/max$': '<rootDir>/node_modules/libphonenumber-js/max/index.cjs',
  },
  testMatch: [
    '<rootDir>/{apps,libs,tools,migrations}/**/*.{spec,e2e-spec}.{ts,tsx}',
    // Browser tests: playwright-core drives Chromium (libs/testing/src/chromium.ts) on the built back office and shop front (e2e/).
    // They test the fronts, so they run on the embedded defaults only: with DB_URL the API e2e tests
    // cover the database, and the browser tests would add ten minutes to the run for nothing new.
    ...(process.env.DB_URL ? [] : ['<rootDir>/apps/{backoffice,shop}/e2e/**/*.browser-spec.ts']),
  ],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    '/tools/lint/fixtures/',
    // With DB_URL, only the files that run on that engine (docs/testing.md, What runs where).
    ...(process.env.DB_URL ? engineFreeSpecs() : []),
  ],
  setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest-setup.ts'],
  testTimeout: 60000,
  // Most test files wait (on Chromium, the database, a child process) more than they compute: two
  // workers pay even on two cores, where jest's own default (cores - 1) would run them one by one.
  // Every file has its own database, Redis prefix, data folder and free ports, so they never collide.
  // On MariaDB a file waits on the server's commits most of the time: a third worker there took a
  // sample of ten e2e files from 100 s to 59 s on the 2-core machine (docs/testing.md).
  maxWorkers: process.env.DB_URL
    ? Math.max(3, availableParallelism())
    : Math.max(2, availableParallelism() - 1),
  // A worker keeps part of what each file loaded (jest's module registries) and grows over the suite: a
  // worker above this after a file is replaced by a fresh one, so the suite's memory stays bounded.
  workerIdleMemoryLimit: '1500MB',
};
