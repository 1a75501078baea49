import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { validateXML } from 'xmllint-wasm';
import { monthOfInstant } from '@cuvee/customs';
import { createScratchDatabase, scratchTargetFromEnv, type ScratchDatabase } from '@cuvee/platform';
import { officialData } from '@cuvee/testing';
import { pdfText } from '@cuvee/testing/pdf-reader';
import { commandEnv, runCuvee, runCuveeHere, type Outcome } from './support/cuvee-process.js';

// `cuvee drm generate` on the demo seeded by the built binary, run through the command line's entry in
// the test's process (cuvee-process.ts): this month's DRM (the demo's production,
// transfers, breakage, tastings and orders) as the customs' XML, the CSV and the PDF summary.
jest.setTimeout(180_000);

let scratch: ScratchDatabase;
let env: Record<string, string>;
const cuvee = (args: string[]): Promise<Outcome> => runCuveeHere(args, env);
let folder: string;
const month = monthOfInstant(new Date());

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'clidrm');
  folder = mkdtempSync(join(tmpdir(), 'cuvee-drm-'));
  env = commandEnv({
    DATA_DIR: folder,
    ...scratch.env,
  });
  expect((await runCuvee(['db', 'seed'], env)).code).toBe(0);
});
afterAll(() => scratch.drop());

test('the demo month as XML valid against the customs schema, as CSV and as a PDF summary', async () => {
  const xml = await cuvee(['drm', 'generate', '--shop', 'DEMO', '--month', month, '--format', 'xml']);
  expect(xml.code).toBe(0);
  const schema = readFileSync(officialData('douane-drm', 'contrat_de_service_interpro.xsd'), 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'drm.xml', contents: xml.stdout }],
    schema: [{ fileName: 'contrat_de_service_interpro.xsd', contents: schema }],
  });
  expect(result.errors).toEqual([]);
  // Non-trivial: bottled, sold duty-paid from the bond, tasted, and capsules used.
  for (const element of [
    'volume-produit',
    'ventes-france-crd-suspendus',
    'consommation-familiale-degustation',
    'utilisations',
  ]) {
    expect(xml.stdout).toContain(`<${element}>`);
  }

  const csv = await cuvee(['drm', 'generate', '--shop', 'demo', '--month', month, '--format', 'csv']);
  expect(csv.code).toBe(0);
  expect(csv.stdout.split('\n')[1]).toMatch(
    new RegExp(`^CAVE,${month.replace('-', '')},3706500123,FR012345E6789,`),
  );

  const output = join(folder, 'drm.pdf');
  const pdf = await cuvee([
    'drm',
    'generate',
    '--shop',
    'DEMO',
    '--month',
    month,
    '--format',
    'pdf',
    '--output',
    output,
  ]);
  expect(pdf.code).toBe(0);
  expect(pdf.stderr).toContain(`DRM de ${month} écrite dans ${output}`);
  const text = await pdfText(readFileSync(output));
  expect(text).toContain('Déclaration récapitulative mensuelle (DRM)');
  expect(text).toContain('FR012345E6789');
  expect(text).toContain('Droits suspendus');

  const wrong = await cuvee(['drm', 'generate', '--shop', 'DEMO', '--month', '2026-13']);
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toContain('Le mois doit être au format AAAA-MM (par exemple 2026-10)');
});
