// `npm run typecheck`: every TypeScript program of the workspace, strict. tsc checks one program on one
// core, so the programs run side by side, as many at once as the machine has cores, the longest first.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Each program, longest to check first (measured): the server side, then the fronts and their tests. */
const PROGRAMS = [
  'tsconfig.json',
  'apps/backoffice/tsconfig.json',
  'tsconfig.e2e.json',
  'libs/ui/tsconfig.json',
  'apps/shop/tsconfig.json',
];

function check(project) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code: code ?? 1, output }));
  });
}

const queue = [...PROGRAMS];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      // Printed whole once the program is checked, so two programs' errors never interleave.
      if (result.output) process.stdout.write(result.output);
      if (result.code !== 0) failed.push(project);
    }
  }),
);
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
