// `npm test`: the whole suite in one jest run (ESM), on the engines the environment selects:
// embedded SQLite + database job queue by default, MySQL/MariaDB + BullMQ with DB_URL and REDIS_URL.
// The CLI and boot tests run the built binaries, and the browser tests drive the built back office and shop front, so
// those and what they import are built first (Nx caches).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(
    `Cuvée demande Node.js 22 ou plus récent (trouvé ${process.version}). / Cuvée needs Node.js >= 22.`,
  );
  process.exit(1);
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const require = createRequire(import.meta.url);
const nxPackage = require.resolve('nx/package.json');
const nxBin = join(dirname(nxPackage), require(nxPackage).bin.nx);

const built = run(
  process.execPath,
  [
    nxBin,
    'run-many',
    '-t',
    'build',
    '--projects=@cuvee/cli,@cuvee/api,@cuvee/backoffice,@cuvee/shop',
    '--output-style=static',
  ],
  { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
);
if (built !== 0) process.exit(built);

const nodeOptions = [
  process.env.NODE_OPTIONS,
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
]
  .filter(Boolean)
  .join(' ');
process.exit(
  run(process.execPath, [require.resolve('jest/bin/jest'), ...process.argv.slice(2)], {
    ...process.env,
    NODE_OPTIONS: nodeOptions,
  }),
);
