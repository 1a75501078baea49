import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { addDays, parisDateOf } from '@cuvee/kernel';
import {
  createScratchDatabase,
  openDataSource,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '@cuvee/platform';
import { openPseudoTerminal } from '@cuvee/testing/pseudo-terminal';
import { commandEnv, runCuvee, runCuveeHere, type Outcome } from './support/cuvee-process.js';

// The operations commands without a terminal (as cron or CI runs them), each through the command
// line's own entry in this process; the database is seeded by the built binary.

// A test runs up to ten commands, each opening the application; the limit only guards against a hang.
jest.setTimeout(180_000);

let scratch: ScratchDatabase;
let env: Record<string, string>;
const cuvee = (args: string[]): Promise<Outcome> => runCuveeHere(args, env);
let folder: string;

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'cliops');
  folder = mkdtempSync(join(tmpdir(), 'cuvee-cli-'));
  env = commandEnv({
    DATA_DIR: folder,
    ...scratch.env,
  });
  expect((await runCuvee(['db', 'seed'], env)).code).toBe(0);
});
afterAll(() => scratch.drop());

describe('cuvee import', () => {
  test('imports with plain progress lines; refused rows give exit code 3 and the error report path', async () => {
    const file = join(folder, 'clients.csv');
    writeFileSync(file, 'Nom;Prénom;Email\nAubert;Claire;claire.aubert@exemple.fr\nBlanc;Marc;pas-un-mail\n');
    const { code, stdout } = await cuvee(['import', 'clients', file, '--shop', 'DEMO']);
    expect(code).toBe(3);
    expect(stdout).toContain('2/2 ligne(s) — 1 créée(s), 0 modifiée(s), 0 inchangée(s), 1 refusée(s)');
    expect(stdout).toContain('Statut : terminé');
    const report = /Rapport d'erreurs : (.+)$/m.exec(stdout)![1]!;
    expect(await readFile(report, 'utf8')).toContain('3;Email;pas-un-mail;Le mail est incorrect');

    const list = await cuvee(['import', 'list', '--shop', 'demo']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/1\s+clients\s+completed\s+1\s+0\s+1\s+clients\.csv/);
  });

  test('a dry run writes nothing; a mapping file overrides the headers; revert undoes an import', async () => {
    const file = join(folder, 'tarifs.csv');
    writeFileSync(file, 'Cuvée;Tarif\nCoteaux CLI;9,90\n');
    const mapping = join(folder, 'mapping.json');
    writeFileSync(mapping, JSON.stringify({ Cuvée: 'name', Tarif: 'price' }));
    const dry = await cuvee([
      '--lang',
      'en',
      'import',
      'products',
      file,
      '--shop',
      'DEMO',
      '--mapping',
      mapping,
      '--dry-run',
    ]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run — 1 created, 0 updated, 0 unchanged, 0 refused');
    const real = await cuvee(['import', 'products', file, '--shop', 'DEMO', '--mapping', mapping]);
    expect(real.code).toBe(0);
    const id = /^(\d+)\s+products\s+completed/m.exec(
      (await cuvee(['import', 'list', '--shop', 'DEMO'])).stdout,
    )![1]!;
    const reverted = await cuvee(['import', 'revert', id]);
    expect(reverted.code).toBe(0);
    expect(reverted.stdout).toContain('Statut : annulé');
    const status = await cuvee(['import', 'status', id]);
    expect(status.stdout).toContain('Statut : annulé');
  });

  test('exit code 1 with the reason for a file missing a required column or an unknown shop', async () => {
    const file = join(folder, 'sans-prix.csv');
    writeFileSync(file, 'Nom\nA\n');
    const missing = await cuvee(['import', 'products', file, '--shop', 'DEMO']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('Colonnes obligatoires manquantes : Prix HT');
    const shop = await cuvee(['import', 'products', file, '--shop', 'NOPE']);
    expect(shop.code).toBe(1);
    expect(shop.stderr.trim()).toBe('Boutique introuvable : NOPE');
  });

  test('writes a kind’s template, which imports as it comes; an unknown kind exits 1 naming the kinds', async () => {
    const output = join(folder, 'modele-clients.csv');
    const written = await cuvee(['import', 'template', 'clients', '--format', 'csv', '--output', output]);
    expect(written.code).toBe(0);
    expect(written.stdout.trim()).toBe(`Modèle écrit : ${output}`);
    const [header] = (await readFile(output, 'utf8')).split('\n');
    expect(header).toMatch(/^\ufeffType;Professionnel;Civilité;Prénom;Nom;/);
    const imported = await cuvee(['import', 'clients', output, '--shop', 'DEMO']);
    expect(imported.stdout).toContain(
      '1/1 ligne(s) — 1 créée(s), 0 modifiée(s), 0 inchangée(s), 0 refusée(s)',
    );

    const english = await cuvee([
      '--lang',
      'en',
      'import',
      'template',
      'clients',
      '--output',
      join(folder, 't.xlsx'),
    ]);
    expect(english.stdout.trim()).toBe(`Template written: ${join(folder, 't.xlsx')}`);
    const unknown = await cuvee(['import', 'template', 'wines']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(
      'Type d\'import inconnu "wines". Types disponibles : clients, events, openInvoices, openingStock, orderHistory, priceLists, products, stock, suppliers',
    );
  });
});

describe('cuvee import price-lists|events', () => {
  test('the catalogue and reservations kinds: described, a price list simulated, events imported and exported', async () => {
    // Help is wrapped at 80 columns: compared with its spacing collapsed.
    const help = (await cuvee(['import', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      'price-lists [options] <file> importer un fichier de tarifs par typologie de clients',
    );
    expect(help).toContain(
      "events [options] <file> importer un fichier d'animations (œnotourisme) et de leurs créneaux",
    );

    const prices = join(folder, 'tarifs-typologies.csv');
    writeFileSync(prices, 'Article;Format;Typologie;Prix HT\nChinon Les Demoiselles;75 cl;Cavistes;8,70\n');
    const dry = await cuvee(['import', 'price-lists', prices, '--shop', 'DEMO', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Simulation — 0 créée(s), 1 modifiée(s), 0 inchangée(s), 0 refusée(s)');

    const events = join(folder, 'animations.csv');
    const day = addDays(parisDateOf(new Date()), 10);
    writeFileSync(
      events,
      `Nom;Durée;Prix par personne TTC;Capacité;Date;Heure de début\nBalade en ligne de commande;2 h;18;10;${day};10:00\n`,
    );
    const real = await cuvee(['import', 'events', events, '--shop', 'DEMO']);
    expect(real.code).toBe(0);
    expect(real.stdout).toContain('Statut : terminé');
    expect((await cuvee(['import', 'list', '--shop', 'DEMO'])).stdout).toMatch(
      /\d+\s+events\s+completed\s+1\s+0\s+0\s+animations\.csv/,
    );
    const output = join(folder, 'animations.zip');
    expect((await cuvee(['export', 'events', '--shop', 'DEMO', '--output', output])).code).toBe(0);
    const zip = await JSZip.loadAsync(await readFile(output));
    expect(await zip.file('animations.csv')!.async('string')).toContain(
      `Balade en ligne de commande;;;;2 h;18.00;10;Français;;En ligne;${day};10:00;`,
    );
  });
});

describe('cuvee export', () => {
  test('writes the zip where asked', async () => {
    const output = join(folder, 'clients.zip');
    const { code, stdout } = await cuvee([
      'export',
      'clients',
      '--shop',
      'DEMO',
      '--format',
      'csv',
      '--output',
      output,
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/\d+ ligne\(s\) exportée\(s\) : .*clients\.zip/);
    const zip = await JSZip.loadAsync(await readFile(output));
    expect(await zip.file('clients.csv')!.async('string')).toContain('claire.aubert@exemple.fr');
  });
});

describe('cuvee import stock|opening-stock|suppliers, cuvee export stock-movements|suppliers', () => {
  /** On-hand bottles of a 75 cl wine in a warehouse of the demo shop, read from the database. */
  async function onHand(product: string, warehouse: string): Promise<number> {
    const dataSource = await openDataSource(scratch.config, [], []);
    try {
      const rows = (await dataSource.query(
        'SELECT l.onHand AS n FROM stock_levels l JOIN products p ON p.id = l.productId ' +
          'JOIN warehouses w ON w.id = l.warehouseId JOIN product_formats f ON f.id = l.formatId ' +
          "WHERE p.name = ? AND w.name = ? AND f.container = 'bottle' AND f.unityValue = 0.75",
        [product, warehouse],
      )) as { n: number | string }[];
      expect(rows).toHaveLength(1);
      return Number(rows[0]!.n);
    } finally {
      await dataSource.destroy();
    }
  }

  test('a count file: dry run, import with its refused row, the ledger exported by type and day, revert', async () => {
    const before = await onHand('Rosé de Loire', 'Chai du domaine');
    const file = join(folder, 'inventaire.csv');
    writeFileSync(
      file,
      'Entrepôt;Article;Millésime;Format;Quantité\n' +
        `Chai du domaine;Rosé de Loire;2024;75 cl;${before + 6}\n` +
        'Chai du domaine;Vin fantôme;;75 cl;2\n',
    );
    const dry = await cuvee(['import', 'stock', file, '--shop', 'DEMO', '--dry-run']);
    expect(dry.code).toBe(3);
    expect(dry.stdout).toContain('Simulation — 0 créée(s), 1 modifiée(s), 0 inchangée(s), 1 refusée(s)');
    expect(await onHand('Rosé de Loire', 'Chai du domaine')).toBe(before);

    // Taken before the import: its movement is of this day or a later one, even if midnight passes.
    const today = parisDateOf(new Date());
    const real = await cuvee(['import', 'stock', file, '--shop', 'DEMO']);
    expect(real.code).toBe(3);
    expect(real.stdout).toContain('Statut : terminé');
    const report = /Rapport d'erreurs : (.+)$/m.exec(real.stdout)![1]!;
    expect(await readFile(report, 'utf8')).toContain('3;Article;Vin fantôme;Produit inexistant');
    expect(await onHand('Rosé de Loire', 'Chai du domaine')).toBe(before + 6);

    const output = join(folder, 'mouvements.zip');
    const exported = await cuvee([
      'export',
      'stock-movements',
      '--shop',
      'DEMO',
      '--type',
      'inventoryGain',
      '--from',
      today,
      '--output',
      output,
    ]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^1 ligne\(s\) exportée\(s\) : .*mouvements\.zip/);
    const zip = await JSZip.loadAsync(await readFile(output));
    const lines = (await zip.file('mouvements.csv')!.async('string')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      ';inventoryGain;Entrée;6;Chai du domaine;Rosé de Loire;2024;75 cl;Inventaire importé',
    );
    const bad = await cuvee(['export', 'stock-movements', '--shop', 'DEMO', '--from', 'hier']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('Valeur invalide pour le filtre "Du" : hier');

    const id = /^(\d+)\s+stock\s+completed/m.exec(
      (await cuvee(['import', 'list', '--shop', 'DEMO'])).stdout,
    )![1]!;
    const reverted = await cuvee(['import', 'revert', id]);
    expect(reverted.code).toBe(0);
    expect(reverted.stdout).toContain('Statut : annulé');
    expect(await onHand('Rosé de Loire', 'Chai du domaine')).toBe(before);
  });

  test('the opening stock and the suppliers: `import opening-stock`, and a suppliers export read back by `import suppliers`', async () => {
    const before = await onHand('Rosé de Loire', 'Chai du domaine');
    const file = join(folder, 'stock-ouverture.csv');
    writeFileSync(
      file,
      'Entrepôt;Article;Millésime;Format;Quantité\nChai du domaine;Rosé de Loire;2024;75 cl;30\n',
    );
    const opened = await cuvee(['import', 'opening-stock', file, '--shop', 'DEMO']);
    expect(opened.code).toBe(0);
    expect(opened.stdout).toContain('1 créée(s), 0 modifiée(s), 0 inchangée(s), 0 refusée(s)');
    expect(await onHand('Rosé de Loire', 'Chai du domaine')).toBe(before + 30);

    const output = join(folder, 'fournisseurs.zip');
    const exported = await cuvee(['export', 'suppliers', '--shop', 'DEMO', '--output', output]);
    expect(exported.code).toBe(0);
    const suppliers = Number(/^(\d+) ligne\(s\) exportée\(s\)/.exec(exported.stdout)![1]);
    expect(suppliers).toBeGreaterThan(0);
    const sheet = join(folder, 'fournisseurs.csv');
    writeFileSync(
      sheet,
      await (await JSZip.loadAsync(await readFile(output))).file('fournisseurs.csv')!.async('nodebuffer'),
    );
    const back = await cuvee(['import', 'suppliers', sheet, '--shop', 'DEMO', '--dry-run']);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain(
      `Simulation — 0 créée(s), 0 modifiée(s), ${suppliers} inchangée(s), 0 refusée(s)`,
    );
  });

  test('the stock commands are described in French and in English', async () => {
    // Help is wrapped at 80 columns: compared with its spacing collapsed.
    const help = async (args: string[]) => (await cuvee(args)).stdout.replace(/\s+/g, ' ');
    const imports = await help(['import', '--help']);
    expect(imports).toContain("stock [options] <file> importer un fichier d'inventaire (quantités comptées)");
    expect(imports).toContain(
      "opening-stock [options] <file> importer un fichier de stock d'ouverture (par entrepôt)",
    );
    expect(imports).toContain('suppliers [options] <file> importer un fichier de fournisseurs');
    const english = await help(['--lang', 'en', 'export', '--help']);
    expect(english).toContain('--from <day> stock movements: from this day (YYYY-MM-DD)');
    expect(english).toContain(
      'clients, products, suppliers, price-lists, events, orders, invoices, stock-movements, stock-levels, opening-stock or personal-data',
    );
    expect(english).toContain("--client <id> personal-data: the client's id");
  });
});

describe('cuvee export orders|invoices', () => {
  test('the sales kinds: orders and invoices zips with their two files', async () => {
    for (const [kind, files] of [
      ['orders', ['commandes.csv', 'lignes.csv']],
      ['invoices', ['factures.csv', 'lignes.csv']],
    ] as const) {
      const output = join(folder, `${kind}.zip`);
      const { code, stdout } = await cuvee(['export', kind, '--shop', 'DEMO', '--output', output]);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`\\d+ ligne\\(s\\) exportée\\(s\\) : .*${kind}\\.zip`));
      const zip = await JSZip.loadAsync(await readFile(output));
      expect(Object.keys(zip.files).sort()).toEqual([...files]);
    }
  });
});

// Before the books are tampered with below.
describe('cuvee accounting journal', () => {
  test("writes the current fiscal year's lines in each program's format, one per line of the FEC", async () => {
    const fecFile = join(folder, 'fec.txt');
    expect((await cuvee(['accounting', 'fec', '--shop', 'DEMO', '--output', fecFile])).code).toBe(0);
    const fecLines = (await readFile(fecFile, 'utf8')).trim().split('\r\n').length - 1;
    expect(fecLines).toBeGreaterThan(0);
    for (const format of ['quadra', 'sage', 'ebp']) {
      const output = join(folder, `${format}.txt`);
      const { code, stdout } = await cuvee([
        'accounting',
        'journal',
        '--format',
        format,
        '--shop',
        'DEMO',
        '--output',
        output,
      ]);
      expect(code).toBe(0);
      expect(stdout.trim()).toMatch(
        new RegExp(
          `^Écritures ${format} du \\d{4}-\\d{2}-\\d{2} au \\d{4}-\\d{2}-\\d{2} écrites dans .*${format}\\.txt$`,
        ),
      );
      const lines = iconv
        .decode(await readFile(output), 'win1252')
        .slice(0, -2)
        .split('\r\n');
      expect(lines).toHaveLength(fecLines);
      if (format === 'quadra')
        expect(lines.every((line) => line.length === 231 && line[0] === 'M')).toBe(true);
    }
  });

  test('an unknown program is a usage error naming the three; a period across two years exits 1', async () => {
    const unknown = await cuvee(['accounting', 'journal', '--format', 'ciel', '--shop', 'DEMO']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('quadra, sage, ebp');
    const year = Number(parisDateOf(new Date()).slice(0, 4));
    const across = await cuvee([
      'accounting',
      'journal',
      '--format',
      'sage',
      '--shop',
      'DEMO',
      '--from',
      `${year - 1}-12-01`,
      '--to',
      `${year}-01-31`,
    ]);
    expect(across.code).toBe(1);
    expect(across.stderr.trim()).toMatch(/^La période du .* couvre deux exercices/);
  });
});

// Before billing's test, which tampers with an issued invoice the books would then disagree with.
describe('cuvee accounting verify', () => {
  test('the seeded books are clean (exit 0); a line edited in the database unbalances its entry (exit 1)', async () => {
    const clean = await cuvee(['accounting', 'verify', '--shop', 'DEMO']);
    expect(clean.code).toBe(0);
    expect(clean.stdout.trim()).toMatch(/^Journaux vérifiés : [1-9]\d* écriture\(s\), aucun problème$/);

    const dataSource = await openDataSource(scratch.config, [], []);
    let number: string;
    try {
      const [line] = (await dataSource.query(
        'SELECT l.id, e.number FROM accounting_entry_lines l JOIN accounting_entries e ON e.id = l.entryId WHERE l.debit > 0 ORDER BY l.id',
      )) as { id: number; number: string }[];
      number = line!.number;
      await dataSource.query('UPDATE accounting_entry_lines SET debit = debit + 1 WHERE id = ?', [line!.id]);
    } finally {
      await dataSource.destroy();
    }
    const tampered = await cuvee(['accounting', 'verify', '--shop', 'DEMO']);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/^\d+ problème\(s\) dans les journaux \(\d+ écriture\(s\)\) :/);
    expect(tampered.stderr).toContain(`- écriture ${number} (boutique DEMO) : débit `);
    const unknown = await cuvee(['--lang', 'en', 'accounting', 'verify', '--shop', 'NOPE']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('NOPE');
  });
});

describe('cuvee billing verify', () => {
  test('clean after the seed (exit 0); after a raw-SQL edit of an issued invoice, exit 1 naming it', async () => {
    const clean = await cuvee(['billing', 'verify', '--shop', 'DEMO']);
    expect(clean.code).toBe(0);
    expect(clean.stdout.trim()).toMatch(
      /^Intégrité vérifiée : \d+ document\(s\) numéroté\(s\), aucun problème$/,
    );
    const everyShop = await cuvee(['--lang', 'en', 'billing', 'verify']);
    expect(everyShop.code).toBe(0);
    expect(everyShop.stdout).toMatch(/^Integrity checked: \d+ numbered document\(s\), no problem/);

    const dataSource = await openDataSource(scratch.config, [], []);
    let number: string;
    try {
      const [invoice] = (await dataSource.query(
        "SELECT id, number FROM billing_documents WHERE kind = 'invoice' AND number IS NOT NULL ORDER BY id",
      )) as { id: number; number: string }[];
      number = invoice!.number;
      await dataSource.query('UPDATE billing_documents SET totalTtc = totalTtc + 100 WHERE id = ?', [
        invoice!.id,
      ]);
    } finally {
      await dataSource.destroy();
    }
    const tampered = await cuvee(['billing', 'verify', '--shop', 'DEMO']);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/^1 problème\(s\) d'intégrité sur \d+ document\(s\) numéroté\(s\) :/);
    expect(tampered.stderr).toContain(
      `- Facture ${number} (boutique DEMO) : contenu modifié depuis son émission (empreinte différente)`,
    );
    const unknown = await cuvee(['billing', 'verify', '--shop', 'NOPE']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('Boutique introuvable : NOPE');
  });
});

describe('cuvee till verify', () => {
  test("the demo till's chain is clean (exit 0); a record edited in the database is named (exit 1)", async () => {
    const clean = await cuvee(['till', 'verify', '--shop', 'DEMO']);
    expect(clean.code).toBe(0);
    expect(clean.stdout.trim()).toMatch(
      /^Caisse vérifiée : 1 point\(s\) de vente, \d+ enregistrement\(s\), aucun problème$/,
    );

    // The demo day's signed archive, written and checked; then a copy edited inside the zip.
    const dataSource = await openDataSource(scratch.config, [], []);
    try {
      const [closure] = (await dataSource.query(
        "SELECT salesPointId, sequence FROM till_records WHERE kind = 'closure'",
      )) as { salesPointId: number; sequence: number }[];
      const file = join(folder, 'caisse.zip');
      const written = await cuvee([
        'till',
        'archive',
        '--point',
        String(closure!.salesPointId),
        '--closure',
        String(closure!.sequence),
        '--output',
        file,
      ]);
      expect(written.stdout.trim()).toBe(`Archive écrite : ${file}`);
      const checked = await cuvee(['till', 'verify', '--archive', file]);
      expect(checked.code).toBe(0);
      expect(checked.stdout.trim()).toMatch(
        /^Archive vérifiée : Caveau du domaine, clôture day:\d{4}-\d{2}-\d{2}, \d+ enregistrement\(s\), clé [0-9a-f]{16}, aucun problème$/,
      );
      const zip = await JSZip.loadAsync(await readFile(file));
      const records = await zip.file('records.json')!.async('string');
      zip.file(
        'records.json',
        records.replace('"T-000002",\n  "totalTtc": ', '"T-000002",\n  "totalTtc": 1'),
      );
      const forged = join(folder, 'caisse-modifiee.zip');
      writeFileSync(forged, await zip.generateAsync({ type: 'nodebuffer' }));
      const refused = await cuvee(['till', 'verify', '--archive', forged]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        "- Le fichier des enregistrements n'est pas celui que l'archive a signé",
      );
      expect(refused.stderr).toContain("- L'enregistrement n° 2 (T-000002) a été modifié");

      await dataSource.query('UPDATE till_records SET totalTtc = totalTtc - 500 WHERE sequence = 2');
    } finally {
      await dataSource.destroy();
    }
    const tampered = await cuvee(['till', 'verify']);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/^1 problème\(s\) dans la caisse de 1 point\(s\) de vente :/);
    expect(tampered.stderr).toContain(
      "- Caveau du domaine (boutique DEMO) : L'enregistrement n° 2 (T-000002) a été modifié",
    );
    const english = await cuvee(['--lang', 'en', 'till', 'verify']);
    expect(english.stderr).toContain('- Caveau du domaine (shop DEMO): Record no. 2 (T-000002) was changed');
  });
});

describe('cuvee maintenance', () => {
  test('announces, starts, lifts and shows the maintenance', async () => {
    expect((await cuvee(['maintenance', 'status'])).stdout.trim()).toBe('Aucune maintenance annoncée');
    const banner = await cuvee([
      'maintenance',
      'banner',
      '--start',
      '2030-01-01T22:00:00Z',
      '--end',
      '2030-01-02T02:00:00Z',
    ]);
    expect(banner.stdout.trim()).toBe(
      'Maintenance annoncée (bandeau) — début 2030-01-01T22:00:00.000Z — fin 2030-01-02T02:00:00.000Z',
    );
    const page = await cuvee(['maintenance', 'page', 'on', '--until', '2030-01-02T02:00:00Z']);
    expect(page.stdout).toContain('Page de maintenance active');
    expect((await cuvee(['maintenance', 'page', 'off'])).code).toBe(0);
    expect((await cuvee(['maintenance', 'status'])).stdout.trim()).toBe('Aucune maintenance annoncée');
    const bad = await cuvee(['maintenance', 'banner', '--start', 'demain']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Date invalide : demain');
  });
});

describe('cuvee display test', () => {
  test('a port that does not exist: a clear message and exit code 1', async () => {
    const { code, stderr } = await cuvee(['display', 'test', '--port', '/dev/ttyCUVEE404']);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Impossible d'écrire sur l'afficheur \/dev\/ttyCUVEE404 : .*No such file or directory/,
    );
  });

  test('writes 40 space-padded characters to a serial device (a pseudo-terminal)', async () => {
    const display = openPseudoTerminal();
    try {
      const { code, stdout } = await cuvee([
        'display',
        'test',
        '--port',
        display.path,
        'Bonjour|Total 12,50 €',
      ]);
      expect(code).toBe(0);
      expect(stdout.trim()).toBe(`Envoyé sur ${display.path} : [Bonjour             ][Total 12,50 EUR     ]`);
      expect((await display.read(40)).toString('ascii')).toBe('Bonjour             Total 12,50 EUR     ');
    } finally {
      display.close();
    }
  });
});

describe('cuvee users', () => {
  test('create-admin makes a validated admin once; block refuses the account; no password is a usage error', async () => {
    const created = await cuvee(['users', 'create-admin', 'ops@cuvee.test', '--password', 'Vendanges2026!']);
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toBe('Administrateur créé : ops@cuvee.test');
    const again = await cuvee(['users', 'create-admin', 'OPS@cuvee.test', '--password', 'Vendanges2026!']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('Un compte existe déjà pour ops@cuvee.test');
    const missing = await cuvee(['--lang', 'en', 'users', 'create-admin', 'other@cuvee.test']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toBe('Missing password: give --password or CUVEE_ADMIN_PASSWORD');

    const blocked = await cuvee(['users', 'block', 'ops@cuvee.test']);
    expect(blocked.code).toBe(0);
    expect(blocked.stdout.trim()).toBe('Compte bloqué : ops@cuvee.test');
    const dataSource = await openDataSource(scratch.config, [], []);
    try {
      const rows = (await dataSource.query(
        "SELECT role, blocked FROM users WHERE email = 'ops@cuvee.test'",
      )) as {
        role: string;
        blocked: number | boolean;
      }[];
      expect(rows.map((row) => [row.role, Boolean(row.blocked)])).toEqual([['admin', true]]);
    } finally {
      await dataSource.destroy();
    }
    expect((await cuvee(['users', 'block', 'nobody@cuvee.test'])).code).toBe(1);
  });
});

describe('cuvee privacy', () => {
  /** One client id of the demo shop matching `where` (on `clients c`), read from the database. */
  async function demoClient(where: string): Promise<number> {
    const dataSource = await openDataSource(scratch.config, [], []);
    try {
      const rows = (await dataSource.query(
        `SELECT c.id FROM clients c JOIN shops s ON s.id = c.shopId WHERE s.code = 'DEMO' AND ${where} ORDER BY c.id LIMIT 1`,
      )) as { id: number }[];
      expect(rows).toHaveLength(1);
      return Number(rows[0]!.id);
    } finally {
      await dataSource.destroy();
    }
  }

  async function clientRow(id: number): Promise<{ displayName: string; email: string | null }> {
    const dataSource = await openDataSource(scratch.config, [], []);
    try {
      const [row] = (await dataSource.query('SELECT displayName, email FROM clients WHERE id = ?', [id])) as {
        displayName: string;
        email: string | null;
      }[];
      return row!;
    } finally {
      await dataSource.destroy();
    }
  }

  test('a dry run shows what goes and what the law keeps; the export, then the erasure; the retention run', async () => {
    const owing = await demoClient(
      "c.email IS NOT NULL AND EXISTS (SELECT 1 FROM billing_documents d WHERE d.clientId = c.id AND d.kind = 'invoice' AND d.number IS NOT NULL AND d.outstanding > 0)",
    );
    const before = await clientRow(owing);
    const dryRun = await cuvee(['privacy', 'erase', String(owing), '--shop', 'DEMO', '--dry-run']);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain("Effacement partiel : l'identité du client reste");
    expect(dryRun.stdout).toMatch(
      /\+ Factures, acomptes et avoirs émis \(billing\) : \d+ conservé\(s\) jusqu'au \d{4}-\d{2}-\d{2}/,
    );
    expect(dryRun.stdout).toMatch(/! \d+ facture\(s\) restent à encaisser/);
    expect(await clientRow(owing)).toEqual(before);

    const output = join(folder, 'personal-data.zip');
    const exported = await cuvee([
      'export',
      'personal-data',
      '--client',
      String(owing),
      '--shop',
      'DEMO',
      '--output',
      output,
    ]);
    expect(exported.code).toBe(0);
    const zip = await JSZip.loadAsync(await readFile(output));
    expect(await zip.file('crm-client.csv')!.async('string')).toContain(before.email!);
    expect(Object.keys(zip.files)).toEqual(
      expect.arrayContaining(['billing-documents.csv', 'marketing-campaign-mails.csv']),
    );

    const free = await demoClient(
      'NOT EXISTS (SELECT 1 FROM billing_documents d WHERE d.clientId = c.id) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.clientId = c.id) AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.clientId = c.id)',
    );
    const erased = await cuvee(['privacy', 'erase', String(free), '--shop', 'DEMO']);
    expect(erased.code).toBe(0);
    expect(erased.stdout.split('\n')[0]).toBe('Données personnelles effacées');
    expect(await clientRow(free)).toEqual({ displayName: `Client effacé #${free}`, email: null });
    const again = await cuvee(['--lang', 'en', 'privacy', 'erase', String(free), '--shop', 'DEMO']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("This client's personal data has already been erased");

    const retention = await cuvee(['privacy', 'retention']);
    expect(retention.code).toBe(0);
    expect(retention.stdout).toMatch(
      /\d+ effacement\(s\) achevé\(s\), \d+ prospect\(s\) inactif\(s\) proposé\(s\) à l'effacement/,
    );
  });

  test("an account's data as JSON; its erasure, refused while it is a shop's only owner", async () => {
    const output = join(folder, 'account.json');
    const data = await cuvee(['users', 'data', 'acheteur@cuvee.demo', '--output', output]);
    expect(data.code).toBe(0);
    const json = JSON.parse(await readFile(output, 'utf8')) as { iam: { account: { email: string }[] } };
    expect(json.iam.account[0]!.email).toBe('acheteur@cuvee.demo');

    const owner = await cuvee(['users', 'erase', 'proprietaire@cuvee.demo']);
    expect(owner.code).toBe(1);
    expect(owner.stderr).toMatch(/^Ce compte est le seul propriétaire de .+ : donnez la boutique/);
    const erased = await cuvee(['users', 'erase', 'acheteur@cuvee.demo']);
    expect(erased.code).toBe(0);
    expect(erased.stdout.trim()).toBe('Compte effacé : acheteur@cuvee.demo');
    const gone = await cuvee(['users', 'data', 'acheteur@cuvee.demo']);
    expect(gone.code).toBe(1);
    expect(gone.stderr.trim()).toBe('Aucun compte pour acheteur@cuvee.demo');
  });
});

// Last: it reads what the commands above left in the audit trail (ADR 0065).
describe('the audit trail of the commands', () => {
  test('each command that exports, imports, toggles the maintenance or changes an account leaves its entry, by the system user', async () => {
    const dataSource = await openDataSource(scratch.config, [], []);
    try {
      const rows = (await dataSource.query(
        'SELECT action, shopId, actorKind, actorUserId, actorName, targetType, outcome FROM audit_entries ORDER BY id',
      )) as {
        action: string;
        shopId: number | null;
        actorKind: string;
        actorUserId: number | null;
        actorName: string | null;
        targetType: string | null;
        outcome: string;
      }[];
      const [demoShop] = (await dataSource.query("SELECT id FROM shops WHERE code = 'DEMO'")) as {
        id: number;
      }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.actorKind === 'cli' && row.actorUserId === null)).toBe(true);
      expect(new Set(rows.map((row) => row.actorName))).toEqual(new Set([userInfo().username]));
      const actions = rows.map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'imports.create',
          'imports.revert',
          'exports.create',
          'accounting.journal.export',
          'admin.user.create',
          'admin.user.block',
        ]),
      );
      // banner, page on, page off; the refused date changed nothing and left nothing.
      expect(actions.filter((action) => action === 'maintenance.toggle')).toHaveLength(3);
      // The refused second create-admin, the unknown account of `users block`, the refused erasure of
      // the shop's only owner and the dry run of `privacy erase` left nothing either.
      expect(actions.filter((action) => action.startsWith('admin.user.'))).toEqual([
        'admin.user.create',
        'admin.user.block',
        'admin.user.data',
        'admin.user.erase',
      ]);
      expect(actions.filter((action) => action === 'privacy.erase')).toHaveLength(1);
      const exported = rows.find((row) => row.action === 'exports.create')!;
      expect(exported).toMatchObject({ shopId: demoShop!.id, targetType: 'export', outcome: 'success' });
      expect(rows.find((row) => row.action === 'maintenance.toggle')!.shopId).toBeNull();
    } finally {
      await dataSource.destroy();
    }
  });
});
