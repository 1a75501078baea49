// docs/architecture.md draws the contexts and their allowed dependencies from eslint.config.js
// (tools/lint/architecture-doc.mjs). CI runs this test: a config changed without
// `npm run docs:architecture` fails here.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const repoRoot = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const generator = (...args: string[]) =>
  run(process.execPath, ['tools/lint/architecture-doc.mjs', ...args], { cwd: repoRoot });

describe('docs/architecture.md, contexts block', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'architecture-doc-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('is what the lint configuration says (else: npm run docs:architecture)', async () => {
    await expect(generator('--check')).resolves.toMatchObject({ stdout: '' });
  });

  test('a stale block is reported, and rewriting it makes it current', async () => {
    const page = await readFile(join(repoRoot, 'docs/architecture.md'), 'utf8');
    const stale = join(dir, 'architecture.md');
    await writeFile(stale, page.replace('| `sales`', '| `sales-of-yesterday`'));

    await expect(generator('--check', '--doc', stale)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('the contexts block is stale'),
    });
    await generator('--doc', stale);
    expect(await readFile(stale, 'utf8')).toBe(page);
  });
});
