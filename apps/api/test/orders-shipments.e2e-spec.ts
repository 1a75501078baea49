import { ClientCreditUse } from '@cuvee/billing';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { OrderShipments } from '@cuvee/sales';
import { createApp } from '../src/bootstrap.js';
import { get, post, proClient, put, type Document } from './billing-support.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  SANDBOX_CARDS,
  shopIdOf,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';
import { Gate, holdAt } from './support/interleaving.js';

/*
 * An order shipped in several deliveries and invoiced per shipment (ADR 0074), on SQLite, and on
 * MariaDB + Redis with DB_URL / REDIS_URL: shipments checked against what is left, two invoices whose
 * sum is the order to the cent, the order invoiced once by either way, a card order's captured money
 * handed to its invoices in turn, and two shipments recorded at once never taking a bottle twice.
 */

interface OrderView {
  id: number;
  number: string;
  status: string;
  paymentStatus: string;
  totalTTC: number;
  shipping: number;
  invoiceId: number | null;
  lines: { id: number; productId: number; quantity: number }[];
}
interface Shipments {
  shipments: {
    id: number;
    position: number;
    invoiceId: number | null;
    lines: { lineId: number; quantity: number }[];
  }[];
  lines: { lineId: number; ordered: number; shipped: number; invoiced: number; left: number }[];
  invoicing: string;
}

let api: TestApi;
let as: DemoSessions['as'];
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;
let proId: number;

const owner = () => as('proprietaire');
const orderOf = async (id: number): Promise<OrderView> =>
  (await get(`/v1/orders/${id}`, owner()).expectStatus(200)).json as OrderView;
const shipmentsOf = async (id: number): Promise<Shipments> =>
  (await get(`/v1/orders/${id}/shipments`, owner()).expectStatus(200)).json as Shipments;
const ship = (orderId: number, lines: { lineId: number; quantity: number }[]) =>
  post(`/v1/orders/${orderId}/shipments`, owner(), { lines, shippedOn: '2026-03-14' });
const draftLine = (product: CatalogueProduct, quantity: number) => ({
  productId: product.id,
  formatId: product.formats[0]!.id,
  vintageId: product.vintages[0]?.id,
  quantity,
});
async function validatedOrder(quantities: [number, number]): Promise<OrderView> {
  const created = (
    await post('/v1/orders', owner(), {
      clientId: proId,
      lines: [draftLine(chinon, quantities[0]), draftLine(touraine, quantities[1])],
      delivery: { type: 'carrier', ref: 'colissimo' },
      paymentMethod: 'bill',
    }).expectStatus(201)
  ).json as OrderView;
  return (await put(`/v1/orders/${created.id}/validate`, owner()).expectStatus(200)).json as OrderView;
}
async function invoice(kind: 'shipments' | 'orders', ids: number[]): Promise<Document> {
  const draft = (await post('/v1/invoices', owner(), { source: { kind, ids } }).expectStatus(201))
    .json as Document;
  return (await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const shopId = await shopIdOf(api, 'DEMO');
  const catalogue = await catalogueOf(as('acheteur'), shopId);
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
  proId = await proClient(owner(), 'Cave des Remparts', 'cave.remparts@exemple.fr');
});
afterAll(() => api.stop());

describe('an order in two shipments', () => {
  let order: OrderView;
  const invoices: Document[] = [];

  test('a shipment takes units of the lines, never more than is left; a refusal writes nothing', async () => {
    // 18 bottles: the shop's spring offer (5 % from 12 bottles) makes a promotion to share out.
    order = await validatedOrder([12, 6]);
    const [chinonLine, taureLine] = order.lines;
    expect(await shipmentsOf(order.id)).toEqual({
      shipments: [],
      lines: [
        expect.objectContaining({ lineId: chinonLine!.id, ordered: 12, shipped: 0, invoiced: 0, left: 12 }),
        expect.objectContaining({ lineId: taureLine!.id, ordered: 6, shipped: 0, invoiced: 0, left: 6 }),
      ],
      invoicing: 'none',
    });
    const first = (await ship(order.id, [{ lineId: chinonLine!.id, quantity: 8 }]).expectStatus(201))
      .json as Shipments;
    expect(first.shipments).toEqual([
      expect.objectContaining({
        position: 1,
        invoiceId: null,
        lines: [expect.objectContaining({ lineId: chinonLine!.id, quantity: 8 })],
      }),
    ]);
    expect(first.lines[0]).toMatchObject({ shipped: 8, left: 4 });

    const tooMany = await ship(order.id, [{ lineId: chinonLine!.id, quantity: 5 }]).expectStatus(400);
    expect(tooMany.json.message).toMatch(/^Chinon .* : 5 à expédier, il n'en reste que 4$/);
    const unknown = await ship(order.id, [{ lineId: 999_999, quantity: 1 }]).expectStatus(400);
    expect(unknown.json.message).toBe(`La ligne 999999 n'est pas une ligne de la commande ${order.number}`);
    const nothing = await ship(order.id, [{ lineId: chinonLine!.id, quantity: 0 }]).expectStatus(400);
    expect(nothing.json.message).toBe('Indiquez au moins une quantité à expédier');
    const twice = await ship(order.id, [
      { lineId: taureLine!.id, quantity: 1 },
      { lineId: taureLine!.id, quantity: 1 },
    ]).expectStatus(400);
    expect(twice.json.message).toBe(`La ligne ${taureLine!.id} est indiquée deux fois`);
    expect((await shipmentsOf(order.id)).shipments).toHaveLength(1);
  });

  test('each shipment is invoiced on its own; the order is then invoiced per shipment, never whole', async () => {
    const { shipments } = await shipmentsOf(order.id);
    invoices.push(await invoice('shipments', [shipments[0]!.id]));
    const products = invoices[0]!.lines.filter((l) => l.kind === 'product');
    expect(products.map((l) => [l.productId, l.quantity])).toEqual([[chinon.id, 8]]);
    // The delivery is billed once, on the first invoice.
    expect(invoices[0]!.lines.filter((l) => l.kind === 'shipping')).toHaveLength(order.shipping > 0 ? 1 : 0);
    expect(await orderOf(order.id)).toMatchObject({ status: 'validated', invoiceId: null });
    expect((await shipmentsOf(order.id)).invoicing).toBe('perShipment');

    const again = await post('/v1/invoices', owner(), {
      source: { kind: 'shipments', ids: [shipments[0]!.id] },
    }).expectStatus(409);
    expect(again.json.message).toBe(
      `La livraison 1 de la commande ${order.number} est déjà facturée (facture ${invoices[0]!.number})`,
    );
    const whole = await post('/v1/invoices', owner(), {
      source: { kind: 'orders', ids: [order.id] },
    }).expectStatus(409);
    expect(whole.json.message).toBe(
      `La commande ${order.number} est facturée par livraison : facturez ses livraisons restantes`,
    );
  });

  test('the last shipment invoiced, the order is invoiced, and its invoices add up to it to the cent', async () => {
    const [chinonLine, taureLine] = order.lines;
    const second = (
      await ship(order.id, [
        { lineId: chinonLine!.id, quantity: 4 },
        { lineId: taureLine!.id, quantity: 6 },
      ]).expectStatus(201)
    ).json as Shipments;
    expect(second.lines.map((l) => l.left)).toEqual([0, 0]);
    invoices.push(await invoice('shipments', [second.shipments[1]!.id]));
    expect(invoices[1]!.lines.filter((l) => l.kind === 'shipping')).toHaveLength(0);
    const done = await orderOf(order.id);
    expect(done).toMatchObject({ status: 'invoiced', invoiceId: invoices[1]!.id });
    expect(sum(invoices.map((i) => i.totalTtc))).toBe(done.totalTTC);
    // The promotion shared out: each invoice has its part, and together they are the order's.
    const discounts = invoices.map((i) => sum(i.lines.filter((l) => l.kind === 'discount').map((l) => l.ht)));
    expect(discounts.every((d) => d < 0)).toBe(true);
    expect((await shipmentsOf(order.id)).lines.map((l) => l.invoiced)).toEqual([12, 6]);
    expect((await get('/v1/billing-integrity', owner()).expectStatus(200)).json).toMatchObject({ ok: true });
  });

  test('an order invoiced whole ships in parts for the record, but its shipments are not invoiced again', async () => {
    const whole = await validatedOrder([2, 1]);
    await invoice('orders', [whole.id]);
    const recorded = (await ship(whole.id, [{ lineId: whole.lines[0]!.id, quantity: 2 }]).expectStatus(201))
      .json as Shipments;
    expect(recorded.invoicing).toBe('whole');
    const refused = await post('/v1/invoices', owner(), {
      source: { kind: 'shipments', ids: [recorded.shipments[0]!.id] },
    }).expectStatus(409);
    expect(refused.json.message).toMatch(new RegExp(`^La commande ${whole.number} est déjà facturée`));
  });
});

test("a card order's captured money is handed to its shipments' invoices in turn, each paid", async () => {
  const buyer = as('acheteur');
  const placed = (
    await checkout(
      buyer,
      [cartOrder(await shopIdOf(api, 'DEMO'), [line(chinon, 3), line(touraine, 2)], { paymentType: 'card' })],
      { card: SANDBOX_CARDS.success },
    ).expectStatus(201)
  ).json as { orders: { id: number }[] };
  const id = placed.orders[0]!.id;
  const validated = (await put(`/v1/orders/${id}/validate`, owner()).expectStatus(200)).json as OrderView;
  expect(validated.paymentStatus).toBe('paid');
  const [a, b] = validated.lines;
  const one = (await ship(id, [{ lineId: a!.id, quantity: 3 }]).expectStatus(201)).json as Shipments;
  const first = await invoice('shipments', [one.shipments[0]!.id]);
  expect(first).toMatchObject({ status: 'completed', outstanding: 0 });
  // Paid beforehand, the order stays paid while its first invoices are paid from what it took.
  expect((await orderOf(id)).paymentStatus).toBe('paid');
  const two = (await ship(id, [{ lineId: b!.id, quantity: 2 }]).expectStatus(201)).json as Shipments;
  const second = await invoice('shipments', [two.shipments[1]!.id]);
  expect(second).toMatchObject({ status: 'completed', outstanding: 0 });
  const done = await orderOf(id);
  expect(done).toMatchObject({ status: 'invoiced', paymentStatus: 'paid' });
  expect(first.totalTtc + second.totalTtc).toBe(done.totalTTC);
});

test("client credit spent on the order is carried to its shipments' invoices in parts, none lost or spent twice", async () => {
  const clientId = await proClient(owner(), 'Cave des Tanneurs', 'cave.tanneurs@exemple.fr');
  await post('/v1/client-credits', owner(), { clientId, amount: 10_000 }).expectStatus(201);
  const created = (
    await post('/v1/orders', owner(), {
      clientId,
      lines: [draftLine(chinon, 6), draftLine(touraine, 6)],
      delivery: { type: 'carrier', ref: 'colissimo' },
      paymentMethod: 'bill',
      creditAmount: 6_000,
    }).expectStatus(201)
  ).json as OrderView;
  const order = (await put(`/v1/orders/${created.id}/validate`, owner()).expectStatus(200)).json as OrderView;
  const [a, b] = order.lines;
  const one = (await ship(order.id, [{ lineId: a!.id, quantity: 2 }]).expectStatus(201)).json as Shipments;
  const first = await invoice('shipments', [one.shipments[0]!.id]);
  // A small first shipment: the credit pays all of it, and the rest of the credit waits for the next.
  expect(first.totalTtc).toBeLessThan(6_000);
  expect(first).toMatchObject({ status: 'completed', paid: first.totalTtc, outstanding: 0 });
  const two = (
    await ship(order.id, [
      { lineId: a!.id, quantity: 4 },
      { lineId: b!.id, quantity: 6 },
    ]).expectStatus(201)
  ).json as Shipments;
  const second = await invoice('shipments', [two.shipments[1]!.id]);
  expect(second.paid).toBe(6_000 - first.totalTtc);
  expect(second.outstanding).toBe(second.totalTtc - second.paid);
  expect(first.totalTtc + second.totalTtc).toBe(order.totalTTC);
  // Every euro of the order's credit now belongs to one of the two payments, none left to the order.
  const uses = await api
    .get(Database)
    .dataSource.getRepository(ClientCreditUse)
    .findBy({ sourceRef: `order:${order.id}` });
  expect(sum(uses.map((use) => use.amount))).toBe(6_000);
  expect(uses.every((use) => use.paymentId !== null)).toBe(true);
  expect(new Set(uses.map((use) => use.paymentId)).size).toBe(2);
  const credits = (
    await get('/v1/client-credits', owner(), {
      filter: JSON.stringify({ clientId }),
      range: '[0,9]',
    }).expectStatus(200)
  ).json as { remaining: number }[];
  expect(sum(credits.map((credit) => credit.remaining))).toBe(4_000);
  expect((await orderOf(order.id)).paymentStatus).toBe('partial');
  expect((await get('/v1/billing-integrity', owner()).expectStatus(200)).json).toMatchObject({ ok: true });
});

test('two shipments recorded at once: the second waits for the first and sees what is left', async () => {
  const order = await validatedOrder([6, 1]);
  const lineId = order.lines[0]!.id;
  const shipments = api.get(OrderShipments);
  // The first shipment is held once it read the order's shipments, its transaction open; the second
  // is sent meanwhile. Without the order's row held (or, on SQLite, one transaction at a time) the
  // second reads no shipment either and both take the six bottles.
  const gate = new Gate();
  const held = holdAt(shipments as unknown as { rowsOf: () => Promise<unknown> }, 'rowsOf', gate, 'after');
  try {
    const first = ship(order.id, [{ lineId, quantity: 6 }]).toss();
    await gate.entered;
    const second = ship(order.id, [{ lineId, quantity: 6 }]).toss();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(gate.count).toBe(1);
    gate.open();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400]);
    expect(answers[1]!.json.message).toMatch(/il n'en reste que 0$/);
  } finally {
    held.restore();
  }
  expect((await shipmentsOf(order.id)).lines[0]).toMatchObject({ shipped: 6, left: 0 });
});
