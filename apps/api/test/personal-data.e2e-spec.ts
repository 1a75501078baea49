import JSZip from 'jszip';
import pactum from 'pactum';
import { PRIVACY_RETENTION_JOB } from '@cuvee/crm';
import { Database, JOB_QUEUE, type ExportView, type JobQueue } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { get, post, put, type Document, type Headers } from './billing-support.js';
import { DEMO_PASSWORD } from '@cuvee/iam';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * Clients' personal data (ADR 0066): the portable export gathers every context's rows about one client
 * and nobody else's; the erasure removes what the law does not keep, keeps issued invoices and
 * payments whole, waits for an unpaid invoice (partial), and the daily retention job completes it once
 * paid and proposes idle prospects for erasure.
 */

let api: TestApi;
let owner: Headers;
let buyer: Headers;
let buyerId: number;
let run = 0;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  const { as, ids } = await signInDemoAccounts(api);
  owner = as('proprietaire');
  buyer = as('acheteur');
  buyerId = ids.acheteur!;
});
afterAll(() => api.stop());

interface Client {
  id: number;
  displayName: string;
  email: string | null;
  notes: string | null;
  marketingConsent: boolean;
  contacts: unknown[];
  tags: string[];
  archived: boolean;
  erasedAt: string | null;
  erasureRequestedAt: string | null;
  erasureProposedAt: string | null;
}

interface Erasure {
  status: 'none' | 'pending' | 'erased';
  partial: boolean;
  holdsIdentity: string[];
  erased: { context: string; what: string; count: number }[];
  kept: { context: string; what: string; count: number; why: string; until: string | null }[];
}

/** A client with everything the CRM holds: contact, tag, note, consent, a task. */
async function richClient(name: string): Promise<number> {
  const id = (
    await post('/v1/clients', owner, {
      firstname: 'Aline',
      lastname: name,
      email: `${name.toLowerCase()}@exemple.fr`,
      mobile: '0612345678',
      notes: 'Préfère les blancs secs',
      marketingConsent: true,
      tags: ['fidèle'],
      contacts: [{ firstname: 'Paul', lastname: name, email: `paul.${name.toLowerCase()}@exemple.fr` }],
      billingAddress: { street: '3 rue des Vignes', zipcode: '51100', city: 'Reims', country: 'FR' },
      allowDuplicate: true,
    }).expectStatus(201)
  ).json.id as number;
  await post(`/v1/clients/${id}/notes`, owner, {
    text: `Appelée le 3 : ${name} viendra en mars`,
  }).expectStatus(201);
  await post('/v1/tasks', owner, {
    title: `Rappeler ${name}`,
    activityType: 'phone',
    dueAt: '2026-03-15T09:00:00Z',
    clientId: id,
  }).expectStatus(201);
  return id;
}

async function issuedInvoice(clientId: number, label: string): Promise<Document> {
  const draft = (
    await post('/v1/invoices', owner, {
      clientId,
      lines: [{ label, quantity: 6, unitPriceHt: 1500 }],
    }).expectStatus(201)
  ).json as Document;
  return (await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
}

const client = async (id: number): Promise<Client> =>
  (await get(`/v1/clients/${id}`, owner).expectStatus(200)).json as Client;

async function runRetention(): Promise<{ completed: number; proposed: number }> {
  const queue = api.get<JobQueue>(JOB_QUEUE);
  run += 1;
  const job = await queue.add(PRIVACY_RETENTION_JOB, {}, { jobId: `retention-test-${run}` });
  const done = await waitFor(async () => {
    const current = await queue.getJob(job.id);
    if (current?.status === 'failed') throw new Error(current.error);
    return current?.status === 'completed' ? current : undefined;
  }, 30_000);
  expect(done.progress).toBe(100);
  return done.result as { completed: number; proposed: number };
}

/** Every row of every table whose text mentions `word` (any case), as "table#id" or "table" when it has no id. */
async function rowsNaming(word: string): Promise<string[]> {
  const database = api.get(Database).dataSource;
  const sqlite = database.options.type === 'better-sqlite3';
  const all = (
    sqlite
      ? await database.query(
          "SELECT m.name AS tableName, p.name AS columnName, LOWER(p.type) AS type FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'",
        )
      : await database.query(
          'SELECT TABLE_NAME AS tableName, COLUMN_NAME AS columnName, DATA_TYPE AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()',
        )
  ) as { tableName: string; columnName: string; type: string }[];
  const columns = all.filter(({ type }) => /char|text|json|^$/.test(type));
  const found = new Set<string>();
  const quote = (name: string) => (sqlite ? `"${name}"` : `\`${name}\``);
  for (const { tableName, columnName } of columns) {
    const hasId = all.some((column) => column.tableName === tableName && column.columnName === 'id');
    const rows = (await database.query(
      `SELECT ${hasId ? 'id' : '1 AS id'} FROM ${quote(tableName)} WHERE LOWER(${quote(columnName)}) LIKE ?`,
      [`%${word}%`],
    )) as { id: number }[];
    for (const row of rows) found.add(hasId ? `${tableName}#${row.id}` : tableName);
  }
  return [...found].sort();
}

async function csvRows(zip: JSZip, name: string): Promise<string[]> {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} is not in the zip (${Object.keys(zip.files).join(', ')})`);
  return (await file.async('string'))
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
}

async function exportOf(clientId: number): Promise<JSZip> {
  const started = await post('/v1/exports', owner, {
    kind: 'personalData',
    format: 'csv',
    filter: { client: clientId },
  }).expectStatus(201);
  const id = (started.json as ExportView).id;
  const done = await waitFor(async () => {
    const view = (await get(`/v1/exports/${id}`, owner)).json as ExportView;
    return view.status === 'completed' || view.status === 'error' ? view : undefined;
  }, 30_000);
  expect(done).toMatchObject({ status: 'completed', progress: 100 });
  const response = await fetch(`${api.url}${done.downloadUrl!}`);
  expect(response.status).toBe(200);
  return JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
}

describe('personal data of a client', () => {
  test("the export holds every context's rows about the client, and nothing of another", async () => {
    const id = await richClient('Portable');
    const other = await richClient('Voisine');
    const invoice = await issuedInvoice(id, 'Crémant, carton de 6');
    await issuedInvoice(other, 'Ratafia, carton de 6');

    const zip = await exportOf(id);
    expect(Object.keys(zip.files).sort()).toEqual(
      expect.arrayContaining([
        'billing-documents.csv',
        'billing-payments.csv',
        'crm-client.csv',
        'crm-consents.csv',
        'crm-contacts.csv',
        'crm-tasks.csv',
        'crm-timeline.csv',
        'marketing-campaign-mails.csv',
        'reservations-bookings.csv',
        'sales-orders.csv',
      ]),
    );
    const [header, row, ...more] = await csvRows(zip, 'crm-client.csv');
    expect(header).toContain('Identifiant');
    expect(more).toEqual([]);
    expect(row).toContain('portable@exemple.fr');
    expect(row).toContain('Préfère les blancs secs');
    expect((await csvRows(zip, 'crm-contacts.csv')).join('\n')).toContain('paul.portable@exemple.fr');
    expect((await csvRows(zip, 'crm-timeline.csv')).join('\n')).toContain('Portable viendra en mars');
    expect((await csvRows(zip, 'crm-consents.csv')).slice(1)).toEqual([
      expect.stringMatching(/;1;Fiche client \(back-office\)$/),
    ]);
    const documents = await csvRows(zip, 'billing-documents.csv');
    expect(documents.slice(1)).toEqual([expect.stringContaining(invoice.number!)]);
    // The neighbour's rows are in no file.
    for (const name of Object.keys(zip.files))
      expect((await zip.file(name)!.async('string')).toLowerCase()).not.toContain('voisine');
  });

  test('the export names its client: without one it is refused before anything runs', async () => {
    const refused = await post('/v1/exports', owner, { kind: 'personalData', format: 'csv' }).expectStatus(
      400,
    );
    expect(refused.json.message).toBe('Le filtre "Client" est obligatoire pour cet export');
  });

  test('an unpaid invoice keeps the identity (partial erasure); paid, the retention job completes it', async () => {
    const id = await richClient('Effacable');
    const invoice = await issuedInvoice(id, 'Champagne brut, carton de 6');
    const quote = (
      await post('/v1/quotes', owner, {
        clientId: id,
        lines: [{ label: 'Magnum', quantity: 1, unitPriceHt: 9000 }],
      }).expectStatus(201)
    ).json as Document;

    const preview = (await get(`/v1/clients/${id}/erasure`, owner).expectStatus(200)).json as Erasure;
    expect(preview).toMatchObject({ status: 'none', partial: true });
    expect(preview.holdsIdentity).toEqual([
      expect.stringMatching(/^1 facture\(s\) restent à encaisser \(108,00\s€\)/),
    ]);
    const invoices = preview.kept.find(
      (line) => line.context === 'billing' && line.what.startsWith('Factures'),
    );
    expect(invoices).toMatchObject({
      count: 1,
      until: `${Number(invoice.issueDate!.slice(0, 4)) + 10}${invoice.issueDate!.slice(4)}`,
    });
    expect(invoices!.why).toMatch(/dix ans/);
    // Partial: the identity is on the kept side, for the reason above.
    expect(preview.kept[0]).toMatchObject({ context: 'crm', what: 'Identité et coordonnées', count: 1 });
    expect(preview.erased.map((line) => line.what)).not.toContain('Identité et coordonnées');
    expect(preview.erased).toEqual(
      expect.arrayContaining([
        { context: 'crm', what: 'Contacts', count: 1 },
        { context: 'crm', what: 'Notes et historique', count: 3 },
        { context: 'crm', what: 'Tâches', count: 1 },
        { context: 'billing', what: 'Client des devis et brouillons', count: 1 },
      ]),
    );
    // A preview writes nothing.
    expect((await client(id)).notes).toBe('Préfère les blancs secs');

    // Before: the record, its contacts, timeline and task, the quote name them too.
    expect(await rowsNaming('effacable')).toEqual(
      expect.arrayContaining([
        `clients#${id}`,
        `billing_documents#${quote.id}`,
        `billing_documents#${invoice.id}`,
      ]),
    );

    const partial = (await post(`/v1/clients/${id}/erasure`, owner).expectStatus(200)).json as Erasure;
    expect(partial).toMatchObject({ status: 'pending', partial: true });
    const waiting = await client(id);
    // What collecting the invoice needs stays; the rest is gone.
    expect(waiting).toMatchObject({
      email: 'effacable@exemple.fr',
      notes: null,
      marketingConsent: false,
      contacts: [],
      tags: [],
      erasedAt: null,
    });
    expect(waiting.erasureRequestedAt).not.toBeNull();
    const overview = (await get(`/v1/clients/${id}/overview`, owner).expectStatus(200)).json as {
      timeline: { kind: string }[];
    };
    expect(overview.timeline.filter((line) => line.kind === 'note')).toEqual([]);
    const pending = (
      await get('/v1/clients', owner, { filter: JSON.stringify({ erasure: 'pending' }) }).expectStatus(200)
    ).json as Client[];
    expect(pending.map((row) => row.id)).toContain(id);

    // Still owed: the job leaves it pending.
    await runRetention();
    expect((await client(id)).erasedAt).toBeNull();

    await post('/v1/payments', owner, {
      clientId: id,
      type: 'transfer',
      amount: invoice.outstanding,
      allocations: [{ documentId: invoice.id, amount: invoice.outstanding }],
    }).expectStatus(201);
    expect((await runRetention()).completed).toBeGreaterThanOrEqual(1);

    const erased = await client(id);
    // Exactly what the law keeps still names them: the issued invoice and its entries in the books.
    const remaining = await rowsNaming('effacable');
    expect(remaining.filter((row) => !/^accounting_entr(ies|y_lines)#/.test(row))).toEqual([
      `billing_documents#${invoice.id}`,
    ]);
    expect(remaining.some((row) => row.startsWith('accounting_entries#'))).toBe(true);
    expect(erased).toMatchObject({
      displayName: `Client effacé #${id}`,
      email: null,
      archived: true,
    });
    expect(erased.erasedAt).not.toBeNull();
    // The issued invoice is what the law keeps: printed as issued, its hash still verified.
    const kept = (await get(`/v1/invoices/${invoice.id}`, owner).expectStatus(200)).json as Document & {
      buyer: { name: string; email: string };
    };
    expect(kept.buyer).toMatchObject({ email: 'effacable@exemple.fr' });
    expect((await get('/v1/billing-integrity', owner).expectStatus(200)).json).toMatchObject({ ok: true });
    const anonymous = (await get(`/v1/quotes/${quote.id}`, owner).expectStatus(200)).json as {
      buyer: { name: string; email: string | null };
    };
    expect(anonymous.buyer).toMatchObject({ name: `Client effacé #${id}`, email: null });
    // The consent history stays, the withdrawal by erasure last.
    const consents = (await get(`/v1/clients/${id}/consents`, owner).expectStatus(200)).json as {
      granted: boolean;
      source: string;
    }[];
    expect(consents.map(({ granted, source }) => ({ granted, source }))).toEqual([
      { granted: false, source: 'erasure' },
      { granted: true, source: 'backOffice' },
    ]);
    // Nothing finds the old name any more, and the record is closed.
    const found = (
      await get('/v1/clients', owner, {
        filter: JSON.stringify({ q: 'Effacable', archived: true }),
      }).expectStatus(200)
    ).json as Client[];
    expect(found).toEqual([]);
    const again = await post(`/v1/clients/${id}/erasure`, owner).expectStatus(409);
    expect(again.json.message).toBe('Les données personnelles de ce client ont déjà été effacées');
    const edit = await put(`/v1/clients/${id}`, owner, { firstname: 'Aline' }).expectStatus(409);
    expect(edit.json.message).toMatch(/^Les données personnelles de ce client ont été effacées/);
  });

  test('a client without documents is erased at once, in English on request', async () => {
    const id = await richClient('Sansfacture');
    const done = (
      await post(`/v1/clients/${id}/erasure`, { ...owner, 'Accept-Language': 'en' }).expectStatus(200)
    ).json as Erasure;
    expect(done).toMatchObject({ status: 'erased', partial: false, holdsIdentity: [] });
    expect(done.erased).toEqual(
      expect.arrayContaining([{ context: 'crm', what: 'Identity and contact details', count: 1 }]),
    );
    const rows = await api
      .get(Database)
      .dataSource.query('SELECT COUNT(*) AS n FROM client_contacts WHERE clientId = ?', [id]);
    expect(Number(rows[0].n)).toBe(0);
  });

  test('idle prospects are proposed for erasure; a new note withdraws the proposal', async () => {
    const idle = (
      await post('/v1/clients', owner, {
        isPro: true,
        businessName: 'Cave Dormante',
        pipe: 'Prospect',
        allowDuplicate: true,
      }).expectStatus(201)
    ).json.id as number;
    const lively = (
      await post('/v1/clients', owner, {
        isPro: true,
        businessName: 'Cave Active',
        pipe: 'Prospect',
        allowDuplicate: true,
      }).expectStatus(201)
    ).json.id as number;
    // Four years without activity: the record and its timeline dated back.
    const old = new Date(Date.now() - 4 * 366 * 86_400_000).toISOString().replace('T', ' ').replace('Z', '');
    const database = api.get(Database).dataSource;
    await database.query('UPDATE clients SET updatedAt = ? WHERE id = ?', [old, idle]);
    await database.query('UPDATE client_events SET createdAt = ? WHERE clientId = ?', [old, idle]);

    await runRetention();
    const proposed = (
      await get('/v1/clients', owner, { filter: JSON.stringify({ erasure: 'proposed' }) }).expectStatus(200)
    ).json as Client[];
    expect(proposed.map((row) => row.id)).toContain(idle);
    expect(proposed.map((row) => row.id)).not.toContain(lively);
    // The next day's run keeps the proposal: proposing is not activity.
    await runRetention();
    expect((await client(idle)).erasureProposedAt).not.toBeNull();

    await post(`/v1/clients/${idle}/notes`, owner, { text: 'Il a rappelé !' }).expectStatus(201);
    await runRetention();
    expect((await client(idle)).erasureProposedAt).toBeNull();

    const refused = await get('/v1/clients', owner, {
      filter: JSON.stringify({ erasure: 'soon' }),
    }).expectStatus(400);
    expect(refused.json.message).toBe('Les paramètres de liste (tri, pagination ou filtre) sont invalides');
  });
});

describe("a user's own account", () => {
  test('the account downloads everything held about it, as JSON, without its password hash', async () => {
    const response = await get('/v1/users/me/personal-data', buyer).expectStatus(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="donnees-personnelles.json"');
    const data = response.json as Record<string, Record<string, Record<string, unknown>[]>>;
    expect(data.iam!.account).toEqual([expect.objectContaining({ id: buyerId, username: 'acheteur' })]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$argon2/);
    expect(data.iam!.sessions!.length).toBeGreaterThan(0);
    expect(Object.keys(data).sort()).toEqual(expect.arrayContaining(['crm', 'iam', 'reservations', 'sales']));
    const [linked] = (await api
      .get(Database)
      .dataSource.query('SELECT COUNT(*) AS n FROM clients WHERE userId = ?', [buyerId])) as { n: number }[];
    expect(data.crm!.clientRecords).toHaveLength(Number(linked!.n));
  });

  test('an account that runs a shop does not erase itself; a wrong password erases nothing', async () => {
    const seller = await post('/v1/users/me/erasure', owner, { password: 'demo' }).expectStatus(409);
    expect(seller.json.message).toMatch(/^Ce compte gère des boutiques/);
    await post('/v1/users/me/erasure', buyer, { password: 'pas le bon' }).expectStatus(400);
    await get('/v1/users/me', buyer).expectStatus(200);
  });

  test("a buyer erases their account: blanked, signed out for good, unlinked from the shops' files", async () => {
    const database = api.get(Database).dataSource;
    await database.query('UPDATE clients SET marketingConsent = 1 WHERE userId = ?', [buyerId]);
    const linked = (
      (await database.query('SELECT id FROM clients WHERE userId = ?', [buyerId])) as { id: number }[]
    ).map((row) => Number(row.id));
    expect(linked.length).toBeGreaterThan(0);
    const done = await post('/v1/users/me/erasure', buyer, { password: DEMO_PASSWORD }).expectStatus(200);
    expect(done.json.message).toMatch(/^Votre compte a été effacé/);
    await get('/v1/users/me', buyer).expectStatus(401);
    const login = await pactum
      .spec()
      .post('/v1/auth/login')
      .withJson({ username: 'acheteur', password: DEMO_PASSWORD })
      .toss();
    expect(login.statusCode).toBe(401);
    const [account] = (await database.query(
      'SELECT email, phone, billingAddress, blocked FROM users WHERE id = ?',
      [buyerId],
    )) as { email: string; phone: string | null; billingAddress: string | null; blocked: number | boolean }[];
    expect(account).toMatchObject({
      email: `compte-efface-${buyerId}@cuvee.invalid`,
      phone: null,
      billingAddress: null,
    });
    expect(Boolean(account!.blocked)).toBe(true);
    expect(await database.query('SELECT id FROM clients WHERE userId = ?', [buyerId])).toEqual([]);
    for (const id of linked) {
      const consents = (await get(`/v1/clients/${id}/consents`, owner).expectStatus(200)).json as {
        source: string;
      }[];
      expect(consents[0]).toMatchObject({ granted: false, source: 'erasure' });
    }
  });
});
