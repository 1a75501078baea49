import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { createScratchDatabase, scratchTargetFromEnv, type ScratchDatabase } from '@cuvee/platform';
import { commandEnv, runCuvee, runCuveeHere, type Outcome } from './support/cuvee-process.js';

// `cuvee duty-rates load FILE` on a database migrated by the built binary, run through the command
// line's entry in the test's process (cuvee-process.ts): next year's edition loaded
// from a CSV, then refused when loaded again (it would overlap) and when a row is wrong, with the
// line and a French message (English with --lang en); nothing of a refused file is written.
jest.setTimeout(180_000);

let scratch: ScratchDatabase;
let env: Record<string, string>;
const cuvee = (args: string[]): Promise<Outcome> => runCuveeHere(args, env);
let folder: string;

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

// The shipped table's six categories (editions of 2025 and 2026); a 2027 edition names them all.
const CATEGORIES = [
  'stillWine',
  'sparklingWine',
  'intermediateProtected',
  'intermediate',
  'spirits',
  'cssSpirits',
];

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'clirates');
  folder = mkdtempSync(join(tmpdir(), 'cuvee-rates-'));
  env = commandEnv({
    DATA_DIR: folder,
    CUVEE_LANG: 'fr',
    ...scratch.env,
  });
  expect((await runCuvee(['db', 'migrate'], env)).code).toBe(0);
});
afterAll(() => scratch.drop());

test("next year's rates load once; a bad file is refused whole, row by row", async () => {
  // A wrong rate and an incomplete edition: refused, nothing written (the good file loads after).
  const bad = await cuvee([
    'duty-rates',
    'load',
    file('bad.csv', 'category,rate,validFrom\nstillWine,4.185,2027-01-01\nsparklingWine,10.55,2027-01-01\n'),
  ]);
  expect(bad.code).not.toBe(0);
  expect(bad.stderr).toContain(
    'Ligne 2 : taux "4.185" invalide (en euros, deux décimales au plus, par exemple 4.18)',
  );
  const incomplete = await cuvee([
    'duty-rates',
    'load',
    file('incomplete.json', JSON.stringify([{ category: 'stillWine', rate: 4.25, validFrom: '2027-01-01' }])),
  ]);
  expect(incomplete.code).not.toBe(0);
  expect(incomplete.stderr).toContain(
    "L'édition du 2027-01-01 n'a pas de taux pour : sparklingWine, intermediateProtected, intermediate, spirits, cssSpirits",
  );

  const csv = ['category,rate,validFrom', ...CATEGORIES.map((c, i) => `${c},${10 + i}.5,2027-01-01`)].join(
    '\n',
  );
  const good = await cuvee(['duty-rates', 'load', file('2027.csv', csv)]);
  expect(good.stderr).toContain('6 taux chargé(s), en vigueur à partir du 2027-01-01');
  expect(good.code).toBe(0);

  // The same edition again would overlap the one now in force from 2027-01-01.
  const again = await cuvee(['--lang', 'en', 'duty-rates', 'load', file('2027.csv', csv)]);
  expect(again.code).not.toBe(0);
  expect(again.stderr).toContain(
    'Line 2: stillWine already has a rate in force from 2027-01-01; a new rate must start after it',
  );
});
