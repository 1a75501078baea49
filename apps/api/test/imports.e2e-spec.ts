import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import pactum from 'pactum';
import { Database, type ImportView } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Imports as jobs, through the API, on the queue driver the environment selects (the database one on
 * SQLite, BullMQ with REDIS_URL): upload, automatic and overridden mapping, dry run then confirm,
 * refused rows with their line and kernel message, error report, strict mode, revert.
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const me = await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire')).expectStatus(200);
  shopId = (me.json as { id: number }).id;
});
afterAll(() => api.stop());

const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');
const csv = (lines: string[]) => lines.join('\r\n') + '\r\n';

async function upload(
  body: {
    kind: string;
    fileName?: string;
    data: string;
    dryRun?: boolean;
    strict?: boolean;
    mapping?: object;
  },
  user = 'proprietaire',
  status = 201,
) {
  const response = await pactum
    .spec()
    .post('/v1/imports')
    .withHeaders(as(user))
    .withJson({ fileName: 'fichier.csv', ...body })
    .expectStatus(status);
  return response.json as ImportView & { message?: string };
}

/** Polls the import until its job is done with it. */
function settled(
  id: number,
  until: readonly string[] = ['completed', 'error', 'reverted'],
): Promise<ImportView> {
  return waitFor(async () => {
    const response = await pactum.spec().get(`/v1/imports/${id}`).withHeaders(as('proprietaire'));
    const view = response.json as ImportView;
    return until.includes(view.status) ? view : undefined;
  }, 30_000);
}

async function rejections(id: number) {
  const response = await pactum
    .spec()
    .get(`/v1/imports/${id}/rejections`)
    .withQueryParams({ range: '[0,99]' })
    .withHeaders(as('proprietaire'))
    .expectStatus(200);
  return response.json as { line: number; column: string | null; value: string | null; message: string }[];
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = (await api.get(Database).dataSource.query(sql, params)) as { n: number | string }[];
  return Number(row!.n);
}

const CLIENT_HEADER = 'Type;Nom;Prénom;Raison sociale;Email;Téléphone;Code postal;Ville;Adresse;Typologie';

describe(`clients import (${driver} driver)`, () => {
  test('French headers are mapped by themselves; bad and duplicate rows are refused with their line', async () => {
    const file =
      '\ufeff' +
      csv([
        CLIENT_HEADER,
        'Client;Lefèvre;Anne;;anne.lefevre@exemple.fr;06 12 34 56 78;33000;Bordeaux;3 quai des Chartrons;Particulier',
        'Prospect;;;Cave du Port;contact@caveduport.fr;;17000;La Rochelle;1 quai Duperré;Caviste',
        'Client;Martin;Paul;;paul.martin@exemple;;;;;',
        'Client;Durand;Léa;;lea.durand@exemple.fr;;;;;Inconnue',
        'Client;Lefèvre;Anne;;ANNE.LEFEVRE@exemple.fr;;;;;',
        'Client;;Jean;;jean@exemple.fr;;;;;',
      ]);
    const started = await upload({ kind: 'clients', data: base64(file) });
    expect(started.status).toBe('pending');
    expect(started.columns.map((column) => column.field)).toEqual([
      'kind',
      'lastname',
      'firstname',
      'businessReason',
      'email',
      'phone',
      'zipcode',
      'city',
      'street',
      'typology',
    ]);
    const done = await settled(started.id);
    expect(done).toMatchObject({ status: 'completed', totalRows: 6, created: 2, failed: 4, progress: 100 });

    expect(await rejections(started.id)).toEqual([
      {
        id: expect.any(Number),
        line: 4,
        column: 'Email',
        value: 'paul.martin@exemple',
        message: 'Le mail est incorrect',
      },
      {
        id: expect.any(Number),
        line: 5,
        column: 'Typologie',
        value: 'Inconnue',
        message: 'La valeur "Inconnue" n\'est pas reconnue',
      },
      {
        id: expect.any(Number),
        line: 6,
        column: null,
        value: 'anne.lefevre@exemple.fr',
        message: 'Ligne en double : déjà présente à la ligne 2',
      },
      {
        id: expect.any(Number),
        line: 7,
        column: 'Nom',
        value: '',
        message: 'Ce champ ne peut pas être vide',
      },
    ]);

    const report = await pactum
      .spec()
      .get(done.errorReportUrl!)
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectHeaderContains('content-type', 'text/csv');
    const text = String(report.body);
    expect(text.startsWith('\ufeffLigne;Colonne;Valeur;Message')).toBe(true);
    expect(text).toContain('4;Email;paul.martin@exemple;Le mail est incorrect');

    expect(
      await count('SELECT COUNT(*) AS n FROM clients WHERE shopId = ? AND email IN (?, ?)', [
        shopId,
        'anne.lefevre@exemple.fr',
        'contact@caveduport.fr',
      ]),
    ).toBe(2);
    expect(
      await count("SELECT COUNT(*) AS n FROM clients WHERE shopId = ? AND email = ? AND pipe = 'Prospect'", [
        shopId,
        'contact@caveduport.fr',
      ]),
    ).toBe(1);
  });

  test('a refused cell of a field the file has no column for is named by that column (an address without its street)', async () => {
    const file = csv([
      'Type;Nom;Prénom;Email;Code postal;Ville',
      'Client;Roux;Marc;marc.roux@exemple.fr;37000;Tours',
    ]);
    const done = await settled((await upload({ kind: 'clients', data: base64(file) })).id);
    expect(done).toMatchObject({ status: 'completed', failed: 1 });
    expect(await rejections(done.id)).toEqual([
      {
        id: expect.any(Number),
        line: 2,
        column: 'Adresse',
        value: null,
        message: 'Ce champ ne peut pas être vide',
      },
    ]);
    const report = await pactum
      .spec()
      .get(done.errorReportUrl!)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(String(report.body)).toContain('2;Adresse;;Ce champ ne peut pas être vide');
  });

  test('Windows-1252 with English headers; revert restores the updated client and removes the new one', async () => {
    const file = iconv.encode(
      csv([
        'Last name,First name,E-mail,Mobile,City,Postcode,Street',
        'Lefèvre,Anne-Sophie,anne.lefevre@exemple.fr,06 98 76 54 32,Mérignac,33700,12 allée des Pins',
        'Bérard,Noël,noel.berard@exemple.fr,,,,',
      ]),
      'win1252',
    );
    const done = await settled((await upload({ kind: 'clients', data: base64(file) })).id);
    expect(done).toMatchObject({ status: 'completed', created: 1, updated: 1, failed: 0 });
    const [anne] = (await api
      .get(Database)
      .dataSource.query('SELECT firstname, mobile, displayName FROM clients WHERE shopId = ? AND email = ?', [
        shopId,
        'anne.lefevre@exemple.fr',
      ])) as { firstname: string; mobile: string; displayName: string }[];
    expect(anne).toEqual({
      firstname: 'Anne-Sophie',
      mobile: '+33698765432',
      displayName: 'Lefèvre Anne-Sophie',
    });

    await pactum
      .spec()
      .post(`/v1/imports/${done.id}/revert`)
      .withHeaders(as('proprietaire'))
      .expectStatus(202);
    const reverted = await settled(done.id, ['reverted']);
    expect(reverted.revertedAt).not.toBeNull();
    const [restored] = (await api
      .get(Database)
      .dataSource.query('SELECT firstname, mobile, displayName FROM clients WHERE shopId = ? AND email = ?', [
        shopId,
        'anne.lefevre@exemple.fr',
      ])) as { firstname: string; mobile: string | null; displayName: string }[];
    expect(restored).toEqual({ firstname: 'Anne', mobile: null, displayName: 'Lefèvre Anne' });
    expect(await count('SELECT COUNT(*) AS n FROM clients WHERE email = ?', ['noel.berard@exemple.fr'])).toBe(
      0,
    );
    // A reverted import cannot be reverted again.
    const again = await pactum
      .spec()
      .post(`/v1/imports/${done.id}/revert`)
      .withHeaders(as('proprietaire'))
      .expectStatus(400);
    expect(again.json).toMatchObject({
      message: 'Seul un import terminé ou en erreur, hors simulation, peut être annulé',
    });
  });

  test('10 % bad rows: the 90 good ones import, each bad one is reported; strict mode imports none', async () => {
    const lines = [CLIENT_HEADER];
    for (let index = 0; index < 100; index++) {
      const email = index % 10 === 9 ? `lot${index}@` : `lot${index}@exemple.fr`;
      lines.push(`Client;Lot${index};Client;;${email};;;;;`);
    }
    const strict = await settled(
      (await upload({ kind: 'clients', data: base64(csv(lines)), strict: true })).id,
    );
    expect(strict).toMatchObject({
      status: 'error',
      failed: 10,
      error: "Import refusé en mode strict : 10 ligne(s) en erreur, rien n'a été importé",
    });
    expect(await count("SELECT COUNT(*) AS n FROM clients WHERE email LIKE 'lot%'")).toBe(0);

    const lenient = await settled((await upload({ kind: 'clients', data: base64(csv(lines)) })).id);
    expect(lenient).toMatchObject({ status: 'completed', created: 90, failed: 10 });
    expect((await rejections(lenient.id)).map((error) => error.line)).toEqual([
      11, 21, 31, 41, 51, 61, 71, 81, 91, 101,
    ]);
    expect(await count("SELECT COUNT(*) AS n FROM clients WHERE email LIKE 'lot%'")).toBe(90);
  });
});

describe(`products import (${driver} driver)`, () => {
  const PRODUCTS = csv([
    'Nom;Millésime;Couleur;Contenance;Prix HT;Prix Caviste;EAN',
    'Les Galets;2022;Rouge;0,75;12,50;9,80;',
    'Les Galets;2021;Rouge;1,5;29,00;;',
    'Blanc de Craie;2023;Blanc;0,75;15;12;',
    'Sans prix;2023;Rouge;0,75;;;',
  ]);

  test('a dry run reports what would change and writes nothing; confirming it imports; revert undoes it', async () => {
    const dry = await settled((await upload({ kind: 'products', data: base64(PRODUCTS), dryRun: true })).id);
    expect(dry).toMatchObject({ status: 'completed', dryRun: true, created: 3, failed: 1 });
    expect(await rejections(dry.id)).toEqual([
      expect.objectContaining({ line: 5, column: 'Prix HT', message: 'Ce champ ne peut pas être vide' }),
    ]);
    expect(
      await count("SELECT COUNT(*) AS n FROM products WHERE name IN ('Les Galets', 'Blanc de Craie')"),
    ).toBe(0);
    // A dry run has nothing to revert.
    await pactum
      .spec()
      .post(`/v1/imports/${dry.id}/revert`)
      .withHeaders(as('proprietaire'))
      .expectStatus(400);

    const confirmed = await pactum
      .spec()
      .post(`/v1/imports/${dry.id}/confirm`)
      .withHeaders(as('proprietaire'))
      .expectStatus(201);
    const done = await settled((confirmed.json as ImportView).id);
    expect(done).toMatchObject({ status: 'completed', dryRun: false, created: 3, failed: 1 });
    const formats = (await api
      .get(Database)
      .dataSource.query(
        "SELECT p.name, f.unityValue, f.eq75, f.price, f.typologies FROM product_formats f JOIN products p ON p.id = f.productId WHERE p.shopId = ? AND p.name IN ('Les Galets', 'Blanc de Craie') ORDER BY f.id",
        [shopId],
      )) as { name: string; unityValue: number; eq75: number; price: number | string; typologies: string }[];
    expect(formats.map((f) => [f.name, Number(f.unityValue), Number(f.eq75), Number(f.price)])).toEqual([
      ['Les Galets', 0.75, 1, 1250],
      ['Les Galets', 1.5, 2, 2900],
      ['Blanc de Craie', 0.75, 1, 1500],
    ]);
    expect(JSON.parse(formats[0]!.typologies)).toEqual({ caviste: { visible: true, price: 980 } });
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM product_vintages v JOIN products p ON p.id = v.productId WHERE p.name = 'Les Galets'",
      ),
    ).toBe(2);
    // The catalogue finds the imported products by their words.
    const found = await pactum
      .spec()
      .get('/v1/products')
      .withQueryParams({ filter: JSON.stringify({ q: 'galets' }) })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect((found.json as { name: string }[]).map((product) => product.name)).toContain('Les Galets');

    await pactum
      .spec()
      .post(`/v1/imports/${done.id}/revert`)
      .withHeaders(as('proprietaire'))
      .expectStatus(202);
    await settled(done.id, ['reverted']);
    for (const table of ['products', 'product_formats', 'product_vintages', 'product_words']) {
      const column = table === 'products' ? 'id' : 'productId';
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM ${table} WHERE ${column} NOT IN (SELECT id FROM products) OR ${column} IN (SELECT id FROM products WHERE name IN ('Les Galets', 'Blanc de Craie'))`,
        ),
      ).toBe(0);
    }
  });

  test('an XLSX file with a mapping override', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tarifs');
    sheet.addRow(['Cuvée maison', 'Tarif', 'Commentaire']);
    sheet.addRow(['Coteaux du Soleil', 8.9, 'à mettre en avant']);
    sheet.addRow(['Perle de Nuit', 21, '']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const started = await upload({
      kind: 'products',
      fileName: 'tarifs.xlsx',
      data: base64(data),
      mapping: { 'Cuvée maison': 'name', Tarif: 'price', Commentaire: null },
    });
    expect(started.columns).toEqual([
      { header: 'Cuvée maison', index: 0, field: 'name' },
      { header: 'Tarif', index: 1, field: 'price' },
      { header: 'Commentaire', index: 2, field: null },
    ]);
    const done = await settled(started.id);
    expect(done).toMatchObject({ status: 'completed', created: 2, failed: 0 });
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM product_formats f JOIN products p ON p.id = f.productId WHERE p.name = 'Coteaux du Soleil' AND f.price = 890",
      ),
    ).toBe(1);
    // The same file again changes nothing.
    const again = await settled(
      (
        await upload({
          kind: 'products',
          data: base64(data),
          mapping: { 'Cuvée maison': 'name', Tarif: 'price', Commentaire: null },
        })
      ).id,
    );
    expect(again).toMatchObject({ status: 'completed', created: 0, updated: 0, skipped: 2 });
  });
});

describe('files and callers that are refused at once', () => {
  test('a file that is neither CSV nor XLSX', async () => {
    const refused = await upload(
      { kind: 'products', data: base64(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02])) },
      'proprietaire',
      400,
    );
    expect(refused.message).toBe('Le fichier doit être au format CSV ou XLSX');
  });

  test('missing required columns, in English on request', async () => {
    const response = await pactum
      .spec()
      .post('/v1/imports')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .withJson({ kind: 'products', fileName: 'a.csv', data: base64('Nom;Couleur\nA;Rouge\n') })
      .expectStatus(400);
    expect(response.json).toMatchObject({ message: 'Missing required columns: Price excl. VAT' });
  });

  test('content that is not base64, an unknown kind', async () => {
    const notBase64 = await upload(
      { kind: 'products', data: 'ceci n’est pas du base64 !' },
      'proprietaire',
      400,
    );
    expect(notBase64.message).toEqual(['Le contenu du fichier doit être encodé en base64']);
    const unknown = await upload({ kind: 'wines', data: base64('a;b\n1;2\n') }, 'proprietaire', 400);
    expect(unknown.message).toBe(
      'Type d\'import inconnu "wines". Types disponibles : clients, events, priceLists, products, stock, suppliers',
    );
  });

  test('an agent is refused; another shop sees none of ours (404)', async () => {
    await upload({ kind: 'clients', data: base64(csv([CLIENT_HEADER])) }, 'agent', 403);
    const mine = await pactum
      .spec()
      .get('/v1/imports')
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectHeaderContains('content-range', 'imports');
    const id = (mine.json as ImportView[])[0]!.id;
    await pactum.spec().get(`/v1/imports/${id}`).withHeaders(as('exemple')).expectStatus(404);
    await pactum.spec().post(`/v1/imports/${id}/revert`).withHeaders(as('exemple')).expectStatus(404);
    await pactum.spec().get(`/v1/imports/${id}/errors`).withHeaders(as('exemple')).expectStatus(404);
  });

  test('the kinds and their columns, for the mapping screen', async () => {
    const response = await pactum
      .spec()
      .get('/v1/imports/kinds')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const kinds = response.json as {
      kind: string;
      columns: { field: string; label: string; required: boolean }[];
    }[];
    expect(kinds.map((kind) => kind.kind)).toEqual([
      'clients',
      'events',
      'priceLists',
      'products',
      'stock',
      'suppliers',
    ]);
    const products = kinds.find((kind) => kind.kind === 'products')!;
    expect(products.columns.filter((column) => column.required).map((column) => column.label)).toEqual([
      'Nom',
      'Prix HT',
    ]);
  });
});
