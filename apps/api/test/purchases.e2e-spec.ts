import pactum from 'pactum';
import { EventBus, type DomainEvent } from '@cuvee/platform';
import { GoodsReceivedEvent } from '@cuvee/purchases';
import { readOutbox, TestApi, waitFor } from '@cuvee/testing';
import { pdfText } from '@cuvee/testing/pdf-reader';
import { createApp } from '../src/bootstrap.js';
import { subjectOf } from './billing-support.js';
import { exportRun, importRun } from './jobs-support.js';
import { freshShop, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Purchases through the API: a supplier (identity checks, another shop's is a 404), a purchase order
 * sent, received in two goes (stock levels and purchase movements of the ledger follow; more than
 * ordered needs a confirmation, refused without it and nothing changes), GoodsReceivedEvent after each
 * committed receipt, the supplier invoice against the receipts and its payments, closing. The
 * suppliers export imports back unchanged, into the shop and into a new one.
 * SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
const heard: GoodsReceivedEvent[] = [];

interface Level {
  id: number;
  warehouseId: number;
  productId: number;
  vintageId: number;
  formatId: number;
  onHand: number;
}
interface Order {
  id: number;
  number: string;
  status: string;
  totalHt: number;
  totalTtc: number;
  lines: { id: number; quantity: number; received: number; unitHt: number; label: string }[];
  receipts: {
    id: number;
    overConfirmed: boolean;
    lines: { quantity: number; excess: number; movementId: number }[];
  }[];
}

const get = (path: string, user = 'proprietaire', query: Record<string, string> = {}) => {
  const spec = pactum.spec().get(path).withHeaders(as(user));
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};
const post = (path: string, body: object = {}, user = 'proprietaire') =>
  pactum.spec().post(path).withHeaders(as(user)).withJson(body);
const level = async (id: number): Promise<Level> =>
  (await get(`/v1/stock-levels/${id}`).expectStatus(200)).json;
const order = async (id: number): Promise<Order> =>
  (await get(`/v1/purchase-orders/${id}`).expectStatus(200)).json;

let cellarId: number;
let levels: Level[];
let supplierId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  api.get(EventBus).subscribe({
    id: 'PurchasesProbe.goodsReceived',
    event: GoodsReceivedEvent,
    delivery: 'after-commit',
    handle: async (event: DomainEvent) => void heard.push(event as GoodsReceivedEvent),
  });
  const warehouses = (await get('/v1/warehouses').expectStatus(200)).json as {
    id: number;
    isDefault: boolean;
  }[];
  cellarId = warehouses.find((w) => w.isDefault)!.id;
  const all = (
    await get('/v1/stock-levels', 'proprietaire', {
      filter: JSON.stringify({ warehouseId: cellarId }),
      range: '[0,99]',
    }).expectStatus(200)
  ).json as Level[];
  // Two different products of the cellar.
  levels = [all[0]!, all.find((l) => l.productId !== all[0]!.productId)!];
  // Starting the API and signing the demo accounts in: more than a minute on a loaded machine.
}, 180_000);
afterAll(() => api.stop());

describe('suppliers', () => {
  test('a supplier with a wrong SIRET is refused in French, nothing written; a right one is created', async () => {
    const before = (await get('/v1/suppliers').expectStatus(200)).headers['content-range'];
    const refused = await post('/v1/suppliers', {
      name: 'Verrerie du Val',
      siret: '12345678901234',
    }).expectStatus(400);
    expect(JSON.stringify(refused.json)).toContain('Le numéro SIRET doit comporter 14 chiffres valides');
    expect((await get('/v1/suppliers').expectStatus(200)).headers['content-range']).toBe(before);
    const created = await post('/v1/suppliers', {
      name: 'Verrerie du Val',
      // Not the demo supplier's SIRET: the suppliers import (and the export read back) keys on it.
      siret: '44306184100047',
      email: 'contact@verrerie.example',
      paymentTerms: 'days45',
      accountingCode: '401VERRE',
      supplies: ['bottles', 'capsules'],
    }).expectStatus(201);
    supplierId = created.json.id;
    expect(created.json).toMatchObject({ name: 'Verrerie du Val', supplies: ['bottles', 'capsules'] });
    const english = await pactum
      .spec()
      .post('/v1/suppliers')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .withJson({ name: '' })
      .expectStatus(400);
    expect(JSON.stringify(english.json)).toContain('This field cannot be empty');
  });

  test('an import creates and updates suppliers, refuses a bad SIRET row, and is reverted', async () => {
    const file = [
      'Fournisseur;SIRET;Email;Ville;Conditions de paiement;Fournit',
      'Cartonnerie Martin;;cartons@martin.example;Saumur;30 jours;Cartons, étiquettes',
      'Verrerie de la Loire;;;Amboise;;',
      'Capsules Faux;12345678901234;;;;Capsules',
    ].join('\r\n');
    const started = await post('/v1/imports', {
      kind: 'suppliers',
      fileName: 'fournisseurs.csv',
      data: Buffer.from(file).toString('base64'),
    }).expectStatus(201);
    const settled = (until: string) =>
      waitFor(async () => {
        const view = (await get(`/v1/imports/${started.json.id}`).expectStatus(200)).json;
        return view.status === until ? view : undefined;
      }, 30_000);
    expect(await settled('completed')).toMatchObject({ created: 1, updated: 1, failed: 1 });
    const byName = async (q: string) =>
      (await get('/v1/suppliers', 'proprietaire', { filter: JSON.stringify({ q }) }).expectStatus(200)).json;
    expect(await byName('Cartonnerie')).toEqual([
      expect.objectContaining({ city: 'Saumur', paymentTerms: 'days30', supplies: ['cartons', 'labels'] }),
    ]);
    expect((await byName('Verrerie de la Loire'))[0].city).toBe('Amboise');
    expect(await byName('Capsules Faux')).toEqual([]);
    await post(`/v1/imports/${started.json.id}/revert`).expectStatus(202);
    await settled('reverted');
    expect(await byName('Cartonnerie')).toEqual([]);
    expect((await byName('Verrerie de la Loire'))[0].city).toBe('Tours');
  });

  test('another shop cannot see, change or order from this supplier (404)', async () => {
    await get(`/v1/suppliers/${supplierId}`, 'exemple').expectStatus(404);
    await pactum
      .spec()
      .put(`/v1/suppliers/${supplierId}`)
      .withHeaders(as('exemple'))
      .withJson({ name: 'Pris' })
      .expectStatus(404);
    await post('/v1/purchase-orders', { supplierId, lines: [line(0, 1)] }, 'exemple').expectStatus(404);
    expect((await get(`/v1/suppliers/${supplierId}`).expectStatus(200)).json.name).toBe('Verrerie du Val');
  });

  test('the suppliers export imports back unchanged: into this shop every row is skipped, into a new shop the same suppliers', async () => {
    await pactum
      .spec()
      .put(`/v1/suppliers/${supplierId}`)
      .withHeaders(as('proprietaire'))
      .withJson({
        vatNumber: 'FR64443061841',
        contactName: 'Claire Martin',
        phone: '02 47 93 00 00',
        street: '4 rue des Verriers',
        zipcode: '37500',
        city: 'Chinon',
        notes: 'Livraison le mardi ; quai n° 2\nAppeler "avant"',
      })
      .expectStatus(200);
    const suppliersOf = async (headers: Record<string, string>) =>
      (
        (await pactum.spec().get('/v1/suppliers').withHeaders(headers).withQueryParams({ range: '[0,199]' }))
          .json as Record<string, unknown>[]
      )
        .map(({ id: _id, createdAt: _createdAt, ...supplier }) => supplier)
        .sort((a, b) => String(a['name']).localeCompare(String(b['name'])));
    const ours = await suppliersOf(as('proprietaire'));
    expect(ours.length).toBeGreaterThan(1);

    const fileOf = async (headers: Record<string, string>, format: 'csv' | 'xlsx') => {
      const { view, zip } = await exportRun(api, headers, { kind: 'suppliers', format });
      expect(view).toMatchObject({ status: 'completed', rowCount: ours.length });
      expect(Object.keys(zip!.files)).toEqual([`fournisseurs.${format}`]);
      return zip!.file(`fournisseurs.${format}`)!.async('nodebuffer');
    };
    const importOf = (headers: Record<string, string>, fileName: string, content: Buffer) =>
      importRun(headers, { kind: 'suppliers', fileName, data: content.toString('base64') });

    const csvFile = await fileOf(as('proprietaire'), 'csv');
    expect(
      csvFile
        .toString('utf8')
        .replace(/^\ufeff/, '')
        .split(/\r?\n/)[0],
    ).toBe(
      'Identifiant;Nom;SIRET;N° TVA intracommunautaire;Contact;Email;Téléphone;Adresse;Code postal;Ville;Conditions de paiement;Compte comptable;Fournit;Notes',
    );
    for (const [name, content] of [
      ['fournisseurs.csv', csvFile],
      ['fournisseurs.xlsx', await fileOf(as('proprietaire'), 'xlsx')],
    ] as const) {
      expect(await importOf(as('proprietaire'), name, content)).toMatchObject({
        status: 'completed',
        created: 0,
        updated: 0,
        skipped: ours.length,
        failed: 0,
      });
    }
    expect(await suppliersOf(as('proprietaire'))).toEqual(ours);

    const { headers: newShop } = await freshShop(api, 'Domaine des Achats Repris');
    expect(await importOf(newShop, 'fournisseurs.csv', csvFile)).toMatchObject({
      status: 'completed',
      created: ours.length,
      failed: 0,
    });
    expect(await suppliersOf(newShop)).toEqual(ours);
  });

  test('exporting suppliers needs seeSupplier', async () => {
    await post('/v1/exports', { kind: 'suppliers', format: 'csv' }, 'agent').expectStatus(403);
  });
});

const line = (index: number, quantity: number, unitHt = 150) => ({
  productId: levels[index]!.productId,
  vintageId: levels[index]!.vintageId || null,
  formatId: levels[index]!.formatId,
  quantity,
  unitHt,
});

describe('order → partial receipt → stock and ledger → supplier invoice', () => {
  let po: Order;

  test('a draft with two lines, its totals, then sent', async () => {
    po = (
      await post('/v1/purchase-orders', {
        supplierId,
        warehouseId: cellarId,
        lines: [line(0, 100, 150), line(1, 50, 80)],
      }).expectStatus(201)
    ).json;
    expect(po).toMatchObject({
      status: 'draft',
      totalHt: 100 * 150 + 50 * 80,
      totalTtc: (100 * 150 + 50 * 80) * 1.2,
    });
    expect(po.number).toMatch(/^BC-\d{4}-\d{4,}$/);
    // Not sent yet: nothing can come in.
    await post(`/v1/purchase-orders/${po.id}/receipts`, {
      lines: [{ orderLineId: po.lines[0]!.id, quantity: 1 }],
    }).expectStatus(409);
    po = (await post(`/v1/purchase-orders/${po.id}/send`).expectStatus(200)).json;
    expect(po.status).toBe('sent');
    await post(`/v1/purchase-orders/${po.id}/send`).expectStatus(409);
  });

  test('the sent order is mailed to the supplier with its PDF, which names the lines and totals', async () => {
    const mail = await waitFor(
      async () => readOutbox(api.config.dataDir).find((m) => m.to.includes('contact@verrerie.example')),
      30_000,
    );
    expect(subjectOf(mail.raw)).toContain(`Bon de commande ${po.number}`);
    expect(mail.raw).toContain(`filename=${po.number}.pdf`);
    const response = await fetch(`${api.url}/v1/purchase-orders/${po.id}/pdf`, {
      headers: as('proprietaire'),
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(`Bon de commande ${po.number}`);
    expect(text).toContain('Verrerie du Val');
    expect(text).toContain(po.lines[0]!.label);
    expect(text).toMatch(/Total HT : 190,00 €/);
    const other = await fetch(`${api.url}/v1/purchase-orders/${po.id}/pdf`, { headers: as('exemple') });
    expect(other.status).toBe(404);
  });

  test('a partial receipt: the levels rise, the ledger holds purchase movements, the event follows the commit', async () => {
    const before = await Promise.all(levels.map((l) => level(l.id)));
    heard.length = 0;
    po = (
      await post(`/v1/purchase-orders/${po.id}/receipts`, {
        deliveryNote: 'BL-778',
        lines: [{ orderLineId: po.lines[0]!.id, quantity: 60 }],
      }).expectStatus(201)
    ).json;
    expect(po.status).toBe('partlyReceived');
    expect(po.lines.map((l) => l.received)).toEqual([60, 0]);
    expect((await level(levels[0]!.id)).onHand).toBe(before[0]!.onHand + 60);
    expect((await level(levels[1]!.id)).onHand).toBe(before[1]!.onHand);
    const movements = (
      await get('/v1/stock-movements', 'proprietaire', {
        filter: JSON.stringify({ sourceRef: `purchase:${po.number}/${po.receipts[0]!.id}` }),
      }).expectStatus(200)
    ).json as { id: number; type: string; delta: number; levelId: number }[];
    expect(movements).toEqual([
      expect.objectContaining({
        id: po.receipts[0]!.lines[0]!.movementId,
        type: 'purchase',
        delta: 60,
        levelId: levels[0]!.id,
      }),
    ]);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      orderId: po.id,
      orderNumber: po.number,
      supplierId,
      warehouseId: cellarId,
      lines: [
        expect.objectContaining({
          productId: levels[0]!.productId,
          quantity: 60,
          movementId: movements[0]!.id,
        }),
      ],
    });
  });

  test('more than ordered: refused without confirmation (nothing changes, no event), recorded with it', async () => {
    const before = await Promise.all(levels.map((l) => level(l.id)));
    heard.length = 0;
    const lines = [
      { orderLineId: po.lines[0]!.id, quantity: 45 },
      { orderLineId: po.lines[1]!.id, quantity: 50 },
    ];
    const refused = await post(`/v1/purchase-orders/${po.id}/receipts`, { lines }).expectStatus(409);
    expect(refused.json.message).toContain('Vous recevez 5 de plus que commandé');
    expect(await order(po.id)).toEqual(po);
    expect(await Promise.all(levels.map((l) => level(l.id)))).toEqual(before);
    expect(heard).toHaveLength(0);

    po = (await post(`/v1/purchase-orders/${po.id}/receipts`, { lines, confirmOver: true }).expectStatus(201))
      .json;
    expect(po.status).toBe('received');
    expect(po.lines.map((l) => l.received)).toEqual([105, 50]);
    expect(po.receipts[1]).toMatchObject({
      overConfirmed: true,
      lines: [
        expect.objectContaining({ quantity: 45, excess: 5 }),
        expect.objectContaining({ quantity: 50, excess: 0 }),
      ],
    });
    expect((await level(levels[0]!.id)).onHand).toBe(before[0]!.onHand + 45);
    expect((await level(levels[1]!.id)).onHand).toBe(before[1]!.onHand + 50);
    expect(heard).toHaveLength(1);
    // Received in full: no longer cancellable.
    await post(`/v1/purchase-orders/${po.id}/cancel`).expectStatus(409);
  });

  test('the supplier invoice bills the receipts at the order prices, falls due by the terms, takes payments', async () => {
    const invoice = (
      await post('/v1/supplier-invoices', {
        orderId: po.id,
        number: 'FV-2026-991',
        issuedOn: '2026-11-02',
      }).expectStatus(201)
    ).json;
    const ht = 105 * 150 + 50 * 80;
    expect(invoice).toMatchObject({
      totalHt: ht,
      totalTtc: ht * 1.2,
      dueOn: '2026-12-17',
      status: 'unpaid',
      receiptIds: po.receipts.map((r) => r.id),
    });
    expect((await order(po.id)).status).toBe('invoiced');
    // Each receipt is billed once.
    await post('/v1/supplier-invoices', { orderId: po.id, number: 'FV-again' }).expectStatus(400);

    const paid = (
      await post(`/v1/supplier-invoices/${invoice.id}/payments`, { amount: 10_000 }).expectStatus(201)
    ).json;
    expect(paid).toMatchObject({ paid: 10_000, status: 'partlyPaid' });
    const over = await post(`/v1/supplier-invoices/${invoice.id}/payments`, {
      amount: invoice.totalTtc,
    }).expectStatus(400);
    expect(over.json.message).toContain('Le règlement dépasse le reste à payer');
    const rest = (
      await post(`/v1/supplier-invoices/${invoice.id}/payments`, {
        amount: invoice.totalTtc - 10_000,
      }).expectStatus(201)
    ).json;
    expect(rest).toMatchObject({ status: 'paid', paid: invoice.totalTtc });
    expect((await post(`/v1/purchase-orders/${po.id}/close`).expectStatus(200)).json.status).toBe('closed');
  });

  test('lists paginate, sort and filter the react-admin way', async () => {
    const response = await get('/v1/purchase-orders', 'proprietaire', {
      filter: JSON.stringify({ supplierId, status: 'closed' }),
      sort: JSON.stringify(['number', 'ASC']),
      range: '[0,9]',
    }).expectStatus(200);
    expect(response.headers['content-range']).toBe('purchase-orders 0-0/1');
    await get('/v1/purchase-orders', 'proprietaire', { filter: '{"nope":1}' }).expectStatus(400);
    expect((await get('/v1/purchase-orders', 'exemple').expectStatus(200)).json).toEqual([]);
  });

  test('a suggested order names the stock under its threshold', async () => {
    await pactum
      .spec()
      .put(`/v1/stock-levels/${levels[1]!.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ lowThreshold: 1_000_000 })
      .expectStatus(200);
    const available = (await get(`/v1/stock-levels/${levels[1]!.id}`).expectStatus(200)).json
      .available as number;
    const suggested = (await get('/v1/purchase-orders/suggested').expectStatus(200)).json as {
      productId: number;
      quantity: number;
    }[];
    expect(suggested.find((s) => s.productId === levels[1]!.productId)?.quantity).toBeGreaterThanOrEqual(
      2_000_000 - available,
    );
  });
});
