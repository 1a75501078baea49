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
      'Type d\'import inconnu "wines". Types disponibles : clients, events, openInvoices, openingStock, orderHistory, priceLists, products, stock, suppliers',
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
      'openInvoices',
      'openingStock',
      'orderHistory',
      'priceLists',
      'products',
      'stock',
      'suppliers',
    ]);
    expect(
      kinds
        .find((kind) => kind.kind === 'products')!
        .columns.filter((column) => column.required)
        .map((column) => column.label),
    ).toEqual(['Nom', 'Prix HT']);
  });
});

describe('templates and the files of other programs', () => {
  async function download(path: string, language = 'fr') {
    const response = await fetch(`${api.url}${path}`, {
      headers: { ...as('proprietaire'), 'Accept-Language': language },
    });
    return { response, content: Buffer.from(await response.arrayBuffer()) };
  }

  test('each kind offers a CSV and an XLSX template whose second sheet explains the columns', async () => {
    const xlsx = await download('/v1/imports/kinds/clients/template?format=xlsx');
    expect(xlsx.response.status).toBe(200);
    expect(xlsx.response.headers.get('content-disposition')).toBe(
      'attachment; filename="clients-et-prospects-modele.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.content as never);
    const [template, guide] = workbook.worksheets;
    expect(template!.getRow(1).getCell(1).value).toBe('Type');
    expect(template!.getRow(1).getCell(8).value).toBe('Email');
    expect(template!.getRow(2).getCell(8).value).toBe('claire.martin@example.fr');
    expect(guide!.name).toBe('Colonnes');
    expect(guide!.getRow(9).values).toEqual([
      undefined,
      'Email / Email',
      'non / no',
      'Une adresse e-mail valide. Un client déjà présent avec ce mail est mis à jour, pas recréé.',
      'A valid email address. A client already known by this email is updated, not created again.',
      'claire.martin@example.fr',
      'e-mail, mail, courriel, adresse email, adresse mail, email address',
    ]);

    const csvTemplate = await download('/v1/imports/kinds/clients/template?format=csv', 'en');
    expect(csvTemplate.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, example] = csvTemplate.content.toString('utf8').replace('\ufeff', '').split('\n');
    expect(header!.split(';').slice(0, 4)).toEqual(['Type', 'Professional', 'Civility', 'First name']);
    expect(example!.split(';').slice(0, 4)).toEqual(['Client', 'oui', 'Madame', 'Claire']);

    // The template, filled in as it comes, imports: its example row is a valid client.
    const imported = await upload({
      kind: 'clients',
      data: xlsx.content.toString('base64'),
      fileName: 'modele.xlsx',
    });
    const done = await settled(imported.id);
    expect(await rejections(imported.id)).toEqual([]);
    expect(done).toMatchObject({ status: 'completed', created: 1, failed: 0, error: null });
    expect(
      await count('SELECT COUNT(*) AS n FROM clients WHERE shopId = ? AND email = ?', [
        shopId,
        'claire.martin@example.fr',
      ]),
    ).toBe(1);
  });

  test('templates of an unknown kind or for a caller without the right are refused', async () => {
    const unknown = await pactum
      .spec()
      .get('/v1/imports/kinds/wines/template')
      .withHeaders(as('proprietaire'))
      .expectStatus(400);
    expect((unknown.json as { message: string }).message).toMatch(/^Type d'import inconnu "wines"/);
    await pactum.spec().get('/v1/imports/kinds/clients/template').withHeaders(as('agent')).expectStatus(403);
    await pactum
      .spec()
      .get('/v1/imports/kinds/clients/template')
      .withQueryParams({ format: 'pdf' })
      .withHeaders(as('proprietaire'))
      .expectStatus(400);
  });

  test('a Shopify customers export is recognised and mapped by itself', async () => {
    const file = csv([
      'Customer ID,First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Default Address Address1,Default Address Address2,Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone,Phone,Accepts SMS Marketing,Total Spent,Total Orders,Note,Tax Exempt,Tags',
      '7001,Léa,Fontaine,lea.fontaine@example.fr,yes,Cave Fontaine,3 place du Marché,,Beaune,,FR,21200,,+33380221122,no,412.50,6,Aime le Chablis,no,VIP',
    ]);
    const created = await upload({ kind: 'clients', data: base64(file), fileName: 'customers_export.csv' });
    expect(created.columns.find((column) => column.header === 'Default Address Company')?.field).toBe(
      'businessReason',
    );
    expect(created.columns.find((column) => column.header === 'Total Spent')?.field).toBeNull();
    expect(await settled(created.id)).toMatchObject({ status: 'completed', created: 1, failed: 0 });
    const [client] = (await api
      .get(Database)
      .dataSource.query(
        'SELECT firstname, lastname, businessReason, phone, notes FROM clients WHERE email = ?',
        ['lea.fontaine@example.fr'],
      )) as Record<string, unknown>[];
    expect(client).toEqual({
      firstname: 'Léa',
      lastname: 'Fontaine',
      businessReason: 'Cave Fontaine',
      phone: '+33380221122',
      notes: 'Aime le Chablis',
    });
  });

  test("an Indy clients file: its Type reads as business or private, a user's mapping still wins", async () => {
    const file = csv([
      "Type;Nom de famille;Prénom;Nom d'entreprise;N° SIRET;N° de TVA;Adresse facturation;Ville facturation;Code postal;Pays (Alpha-2);Adresse livraison;Ville livraison;Code postal;Pays;Téléphone;Email(s);Informations supplémentaires",
      'ENTREPRISE;Roux;Paul;Le Bistrot du Port;;;4 quai Sud;Sète;34200;FR;;;;;04 67 11 22 33;paul@bistrot-port.fr;',
      'PARTICULIER;Garnier;Anne;;;;;;;;;;;;;anne.garnier@example.fr;Cliente fidèle',
    ]);
    const created = await upload({ kind: 'clients', data: base64(file), fileName: 'clients-indy.csv' });
    expect(await settled(created.id)).toMatchObject({ status: 'completed', created: 2, failed: 0 });
    const rows = (await api
      .get(Database)
      .dataSource.query(
        'SELECT email, isPro, businessReason FROM clients WHERE email IN (?, ?) ORDER BY email',
        ['anne.garnier@example.fr', 'paul@bistrot-port.fr'],
      )) as { email: string; isPro: number | boolean; businessReason: string | null }[];
    expect(rows.map((row) => [row.email, Boolean(row.isPro), row.businessReason])).toEqual([
      ['anne.garnier@example.fr', false, null],
      ['paul@bistrot-port.fr', true, 'Le Bistrot du Port'],
    ]);

    // With a mapping of the user's own, the program's is not applied: its "Type" is the usual one again.
    const own = await upload(
      {
        kind: 'clients',
        data: base64(file),
        fileName: 'clients-indy.csv',
        mapping: { "Nom d'entreprise": 'businessName' },
      },
      'proprietaire',
    );
    expect(own.columns.find((column) => column.header === 'Type')?.field).toBe('kind');
    expect(own.columns.find((column) => column.header === "Nom d'entreprise")?.field).toBe('businessName');
  });

  test('the kinds say what each column takes and which programs they recognise', async () => {
    const response = await pactum
      .spec()
      .get('/v1/imports/kinds')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .expectStatus(200);
    const clients = (
      response.json as {
        kind: string;
        sources: string[];
        columns: { field: string; help: string; example: string }[];
      }[]
    ).find((kind) => kind.kind === 'clients')!;
    expect(clients.sources).toEqual(['Shopify — clients', 'Shopify — clients', 'Indy — clients']);
    expect(clients.columns.find((column) => column.field === 'zipcode')).toMatchObject({
      help: "The postcode, in the country's format (5 digits in France).",
      example: '69001',
    });
  });
});
