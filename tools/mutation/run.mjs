// `npm run test:mutation -- <target> [stryker options]`: mutation testing of the kernel (`kernel`) or of
// one context's domain rules (`stock`, `sales`, …) with StrykerJS, one target at a time. Slow (minutes
// to an hour a target on the 2-core machine): run on demand, never in CI.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const targets = [
  'kernel',
  ...readdirSync(new URL('../../libs', import.meta.url)).filter((name) =>
    existsSync(new URL(`../../libs/${name}/src/domain`, import.meta.url)),
  ),
];
const [target, ...options] = process.argv.slice(2);
if (!target || !targets.includes(target)) {
  console.error(`Usage: npm run test:mutation -- <${targets.join('|')}> [stryker options]`);
  process.exit(2);
}
const stryker = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
const result = spawnSync(
  process.execPath,
  [stryker, 'run', 'tools/mutation/stryker.config.mjs', ...options],
  { cwd: root, stdio: 'inherit', env: { ...process.env, MUTATION_TARGET: target } },
);
process.exit(result.status ?? 1);
