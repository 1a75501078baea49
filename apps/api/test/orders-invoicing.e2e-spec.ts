import { Client } from '@cuvee/crm';
import { formatMoney } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { ClientCreditUse } from '@cuvee/billing';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { del, get, post, proClient, put, type Document, type Payment } from './billing-support.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  messagesOf,
  SANDBOX_CARDS,
  shopIdOf,
  type CartOrderInput,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Orders and billing wired together (ADR 0020), on SQLite, and on MariaDB + Redis with DB_URL /
 * REDIS_URL. The billing path through an order (ADR 0020): a quote made from a cart → accepted, it becomes an
 * order → a deposit on the order → the order placed, validated, invoiced (status invoiced) → a partial
 * payment → a credit note leaving client credit → that credit spent on a new order at the shop's real
 * checkout, and carried to that order's invoice. Then: two orders in one invoice, an order invoiced
 * once, the refusals, a card order's capture on its invoice, subType bill, and credit at checkout
 * (all of it, or part with a card; given back when the order ends).
 */

interface OrderView {
  id: number;
  number: string;
  kind: string;
  subType: string | null;
  status: string;
  paymentStatus: string;
  paymentMethod: string | null;
  stockState: string;
  clientId: number | null;
  totalTTC: number;
  creditAmount: number;
  quoteId: number | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  payment: { method: string; status: string; amount: number } | null;
  lines: { productId: number; quantity: number }[];
}
interface WrappedLine {
  productId: number;
  isWrapped: boolean;
  unitHt: number;
  unitDuties: number;
  unitVat: number;
  unitWrappingHt: number;
  vatRate: number;
  totalHt: number;
  totalVat: number;
}
interface Credit {
  id: number;
  clientId: number;
  amount: number;
  remaining: number;
  status: string;
  origin: string;
  uses: { amount: number; paymentId: number | null; sourceRef: string | null }[];
}
let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;
/** The demo buyer's client record in the demo shop (Marc Lefèvre): what the checkout bills. */
let buyerClient: number;
let proId: number;

const owner = () => as('proprietaire');
const buyer = () => as('acheteur');
const orderOf = async (id: number): Promise<OrderView> =>
  (await get(`/v1/orders/${id}`, owner()).expectStatus(200)).json as OrderView;
const invoiceOf = async (id: number): Promise<Document> =>
  (await get(`/v1/invoices/${id}`, owner()).expectStatus(200)).json as Document;
const creditsOf = async (clientId: number): Promise<Credit[]> =>
  (
    await get('/v1/client-credits', owner(), {
      filter: JSON.stringify({ clientId }),
      range: '[0,99]',
      sort: '["id","ASC"]',
    }).expectStatus(200)
  ).json as Credit[];
const available = async (clientId: number): Promise<number> =>
  (await creditsOf(clientId)).filter((c) => c.status !== 'cancelled').reduce((n, c) => n + c.remaining, 0);
const draftLine = (product: CatalogueProduct, quantity: number) => ({
  productId: product.id,
  formatId: product.formats[0]!.id,
  vintageId: product.vintages[0]?.id,
  quantity,
});
/** A back-office order for a client, paid by transfer; validated unless told. */
async function backOfficeOrder(clientId: number, lines: object[], validate = true): Promise<OrderView> {
  const created = (await post('/v1/orders', owner(), { clientId, lines }).expectStatus(201))
    .json as OrderView;
  if (!validate) return created;
  return (await put(`/v1/orders/${created.id}/validate`, owner()).expectStatus(200)).json as OrderView;
}
async function issue(source: number[]): Promise<Document> {
  const draft = (
    await post('/v1/invoices', owner(), { source: { kind: 'orders', ids: source } }).expectStatus(201)
  ).json as Document;
  return (await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
}
async function placed(orders: CartOrderInput[], options: { card?: string } = {}): Promise<OrderView> {
  const answer = (await checkout(buyer(), orders, options).expectStatus(201)).json as {
    orders: { id: number }[];
  };
  return orderOf(answer.orders[0]!.id);
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  let ids: DemoSessions['ids'];
  ({ as, ids } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  const catalogue = await catalogueOf(buyer(), shopId);
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
  buyerClient = (
    await api.get(Database).dataSource.getRepository(Client).findOneByOrFail({ shopId, userId: ids.acheteur })
  ).id;
  proId = await proClient(owner(), 'Cave des Halles', 'cave.halles@exemple.fr');
});
afterAll(() => api.stop());

describe('the demo', () => {
  test("the demo's invoiced order has its invoice, issued from its lines to the cent", async () => {
    const invoiced = (
      await get('/v1/orders', owner(), { filter: JSON.stringify({ status: 'invoiced' }) }).expectStatus(200)
    ).json as OrderView[];
    expect(invoiced.length).toBeGreaterThan(0);
    for (const order of invoiced) {
      expect(order.invoiceNumber).toMatch(/^F\d{4}-\d{5}$/);
      const invoice = (await invoiceOf(order.invoiceId!)) as Document & { sourceIds: number[] };
      expect(invoice).toMatchObject({ totalTtc: order.totalTTC, sourceIds: [order.id] });
    }
    expect((await get('/v1/billing-integrity', owner()).expectStatus(200)).json).toMatchObject({ ok: true });
  });
});

describe('billing through an order: quote → order → deposit → invoice → payment → credit note → credit at checkout', () => {
  let quote: Document;
  let orderId: number;
  let deposit: Document;
  let invoice: Document;

  test("a quote made from a cart's products is priced as the order that cart makes", async () => {
    const products = [line(chinon, 12), line(touraine, 6)];
    quote = (
      await post('/v1/quotes', owner(), {
        clientId: buyerClient,
        products,
        shipping: { collectionPoint: 'marche' },
        lines: [{ label: 'Dégustation au domaine', quantity: 1, unitPriceHt: 2500 }],
      }).expectStatus(201)
    ).json as Document;
    const draftOrder = (
      await post('/v1/orders', owner(), {
        clientId: buyerClient,
        subType: 'quote',
        lines: [draftLine(chinon, 12), draftLine(touraine, 6)],
        delivery: { collectionPoint: 'marche' },
      }).expectStatus(201)
    ).json as OrderView;
    const typed = quote.lines.at(-1)!;
    expect(typed).toMatchObject({ kind: 'service', label: 'Dégustation au domaine', ht: 2500 });
    // The cart's part of the quote is, to the cent, the order the same cart makes for this client.
    expect(quote.totalTtc - typed.ttc).toBe(draftOrder.totalTTC);
    expect(quote.lines.filter((l) => l.kind === 'product').map((l) => [l.productId, l.quantity])).toEqual([
      [chinon.id, 12],
      [touraine.id, 6],
    ]);
    // 18 bottles: the shop's « Offre de printemps » (5 % from 12 bottles) is a discount line.
    expect(quote.lines.some((l) => l.kind === 'discount' && l.label === 'Remise sur la commande')).toBe(true);

    const unknown = await post('/v1/quotes', owner(), {
      clientId: buyerClient,
      products: [{ ...line(chinon, 1), productId: '999999' }],
    }).expectStatus(404);
    expect(unknown.json.message).toBe('Produit inexistant');
  });

  test('sent and accepted, the quote becomes an order at its own prices; a deposit is asked on it', async () => {
    await post(`/v1/quotes/${quote.id}/send`, owner(), {}).expectStatus(202);
    quote = (await post(`/v1/quotes/${quote.id}/accept`, owner()).expectStatus(200)).json as Document;
    orderId = quote.orderId!;
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      kind: 'order',
      subType: 'quote',
      status: 'draft',
      stockState: 'none',
      quoteId: quote.id,
      clientId: buyerClient,
      totalTTC: quote.totalTtc,
    });
    expect(order.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [chinon.id, 12],
      [touraine.id, 6],
    ]);

    const draft = (
      await post('/v1/deposit-invoices', owner(), {
        source: { kind: 'orders', ids: [orderId] },
        percent: 30,
      }).expectStatus(201)
    ).json as Document;
    expect(Math.abs(draft.totalTtc - Math.round(quote.totalTtc * 0.3))).toBeLessThanOrEqual(1);
    deposit = (await post(`/v1/deposit-invoices/${draft.id}/issue`, owner()).expectStatus(200)).json;
    expect(deposit.number).toMatch(/^AC\d{4}-\d{5}$/);
  });

  test('placed and validated, the order is invoiced with the quote lines, the deposit deducted: it is invoiced', async () => {
    await put(`/v1/orders/${orderId}/place`, owner()).expectStatus(200);
    await put(`/v1/orders/${orderId}/validate`, owner()).expectStatus(200);
    const draft = (
      await post('/v1/invoices', owner(), { source: { kind: 'orders', ids: [orderId] } }).expectStatus(201)
    ).json as Document & { references: string[]; sourceKind: string };
    const order = await orderOf(orderId);
    expect(draft.references).toEqual([
      expect.stringMatching(new RegExp(`^Commande ${order.number} du \\d{2}/\\d{2}/\\d{4}$`)),
      `Devis ${quote.number}`,
    ]);
    expect(draft.lines.map((l) => [l.label, l.ttc])).toEqual(quote.lines.map((l) => [l.label, l.ttc]));
    expect(draft.deductions).toEqual([expect.objectContaining({ documentId: deposit.id })]);
    invoice = (await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
    expect(invoice).toMatchObject({
      status: 'generated',
      totalTtc: quote.totalTtc,
      netToPay: quote.totalTtc - deposit.totalTtc,
    });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'invoiced',
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      stockState: 'confirmed',
    });
  });

  test('the deposit is paid, then part of the invoice; money goes on the invoice, not on the order', async () => {
    await post('/v1/payments', owner(), {
      clientId: buyerClient,
      type: 'transfer',
      amount: deposit.totalTtc,
      allocations: [{ documentId: deposit.id, amount: deposit.totalTtc }],
    }).expectStatus(201);
    await post('/v1/payments', owner(), {
      clientId: buyerClient,
      type: 'check',
      amount: invoice.outstanding - 1000,
      allocations: [{ documentId: invoice.id, amount: invoice.outstanding - 1000 }],
    }).expectStatus(201);
    invoice = await invoiceOf(invoice.id);
    expect(invoice).toMatchObject({ status: 'incomplete', outstanding: 1000 });
    const onOrder = await put(`/v1/orders/${orderId}/payment-status`, owner(), {
      status: 'paid',
    }).expectStatus(409);
    expect(onOrder.json.message).toBe(
      `Cette commande est facturée (facture ${invoice.number}) : enregistrez ses règlements sur la facture`,
    );
  });

  test('a credit note above what is still owed settles it and leaves 20 € of client credit', async () => {
    const before = await available(buyerClient);
    const draft = (
      await post('/v1/credit-notes', owner(), {
        invoiceId: invoice.id,
        mode: 'amount',
        amount: 3000,
      }).expectStatus(201)
    ).json as Document;
    await post(`/v1/credit-notes/${draft.id}/issue`, owner()).expectStatus(200);
    expect(await invoiceOf(invoice.id)).toMatchObject({
      status: 'completed',
      outstanding: 0,
      credited: 3000,
    });
    expect(await available(buyerClient)).toBe(before + 2000);
  });

  test("the buyer spends the credit at the shop's checkout; the order's invoice records it as paid", async () => {
    const credit = await available(buyerClient);
    const order = await placed([
      cartOrder(shopId, [line(chinon, 6)], { paymentType: 'transfer', useCredit: true }),
    ]);
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'transfer', creditAmount: credit });
    expect(await available(buyerClient)).toBe(0);
    const uses = await api
      .get(Database)
      .dataSource.getRepository(ClientCreditUse)
      .findBy({ sourceRef: `order:${order.id}` });
    expect(uses.reduce((n, use) => n + use.amount, 0)).toBe(credit);

    await put(`/v1/orders/${order.id}/validate`, owner()).expectStatus(200);
    // The transfer pays what the credit did not.
    const paid = (
      await put(`/v1/orders/${order.id}/payment-status`, owner(), { status: 'paid' }).expectStatus(200)
    ).json as OrderView;
    expect(paid.payment).toMatchObject({ status: 'paid', amount: order.totalTTC - credit });
    const billed = await issue([order.id]);
    expect(billed).toMatchObject({ status: 'completed', paid: order.totalTTC, outstanding: 0 });
    const payments = (
      await get('/v1/payments', owner(), {
        filter: JSON.stringify({ clientId: buyerClient }),
        range: '[0,99]',
      }).expectStatus(200)
    ).json as Payment[];
    const onInvoice = payments.filter((p) => p.allocations.some((a) => a.documentId === billed.id));
    expect(onInvoice.map((p) => [p.type, p.amount]).sort()).toEqual(
      [
        ['credit', credit],
        ['transfer', order.totalTTC - credit],
      ].sort(),
    );
    const creditPayment = onInvoice.find((p) => p.type === 'credit')!;
    const carried = await api
      .get(Database)
      .dataSource.getRepository(ClientCreditUse)
      .findBy({ sourceRef: `order:${order.id}` });
    expect(carried.every((use) => use.paymentId === creditPayment.id)).toBe(true);
  });

  test('with no credit left, payment type credit is refused with what is available; nothing is placed', async () => {
    const before = (await get('/v1/orders', buyer()).expectStatus(200)).headers['content-range'];
    const refused = await checkout(buyer(), [
      cartOrder(shopId, [line(chinon, 6)], { paymentType: 'credit' }),
    ]).expectStatus(400);
    expect(messagesOf(refused.json)).toEqual([
      `Votre crédit client chez Domaine des Demoiselles (${formatMoney(0, 'fr')}) ne couvre pas cette commande : utilisez-le en partie et choisissez un moyen de paiement pour le reste`,
    ]);
    const english = await checkout({ ...buyer(), 'Accept-Language': 'en' }, [
      cartOrder(shopId, [line(chinon, 6)], { paymentType: 'credit' }),
    ]).expectStatus(400);
    expect(messagesOf(english.json)[0]).toMatch(/^Your client credit at Domaine des Demoiselles \(€0\.00\)/);
    expect((await get('/v1/orders', buyer()).expectStatus(200)).headers['content-range']).toBe(before);
  });
});

describe('invoicing orders', () => {
  let first: OrderView;
  let second: OrderView;

  test("two validated orders of one client in one invoice: both orders' lines and references; both invoiced", async () => {
    first = await backOfficeOrder(proId, [draftLine(chinon, 6)]);
    second = await backOfficeOrder(proId, [draftLine(touraine, 12), draftLine(chinon, 3)]);
    const draft = (
      await post('/v1/invoices', owner(), {
        source: { kind: 'orders', ids: [first.id, second.id] },
      }).expectStatus(201)
    ).json as Document & { references: string[] };
    expect(draft.lines.filter((l) => l.kind === 'product').map((l) => [l.productId, l.quantity])).toEqual([
      [chinon.id, 6],
      [touraine.id, 12],
      [chinon.id, 3],
    ]);
    // The second order's 15 bottles took the shop's spring offer: its discount line comes along.
    expect(draft.lines.filter((l) => l.kind === 'discount')).toHaveLength(1);
    expect(draft.references).toHaveLength(2);
    expect(draft.references[0]).toContain(first.number);
    expect(draft.references[1]).toContain(second.number);
    expect(draft.totalTtc).toBe(first.totalTTC + second.totalTTC);
    const issued = (await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
    for (const id of [first.id, second.id])
      expect(await orderOf(id)).toMatchObject({ status: 'invoiced', invoiceId: issued.id });
  });

  test('an order is invoiced once: drafting it again is refused, and of two drafts only one is issued', async () => {
    const invoiced = await orderOf(first.id);
    const again = await post('/v1/invoices', owner(), {
      source: { kind: 'orders', ids: [first.id] },
    }).expectStatus(409);
    expect(again.json.message).toBe(
      `La commande ${first.number} est déjà facturée (facture ${invoiced.invoiceNumber})`,
    );

    const order = await backOfficeOrder(proId, [draftLine(chinon, 2)]);
    const drafts = [];
    for (let i = 0; i < 2; i++)
      drafts.push(
        (
          await post('/v1/invoices', owner(), { source: { kind: 'orders', ids: [order.id] } }).expectStatus(
            201,
          )
        ).json as Document,
      );
    const issued = (await post(`/v1/invoices/${drafts[0]!.id}/issue`, owner()).expectStatus(200))
      .json as Document;
    const twice = await post(`/v1/invoices/${drafts[1]!.id}/issue`, owner()).expectStatus(409);
    expect(twice.json.message).toBe(
      `La commande ${order.number} est déjà facturée (facture ${issued.number})`,
    );
    expect((await invoiceOf(drafts[1]!.id)).number).toBeNull();
    const integrity = (await get('/v1/billing-integrity', owner()).expectStatus(200)).json;
    expect(integrity).toMatchObject({ ok: true, gaps: [] });
  });

  test("refused: an order not validated, samples, two clients' orders; another shop's order is not found", async () => {
    const pending = await backOfficeOrder(proId, [draftLine(chinon, 1)], false);
    const notValidated = await post('/v1/invoices', owner(), {
      source: { kind: 'orders', ids: [pending.id] },
    }).expectStatus(400);
    expect(notValidated.json.message).toBe(
      `La commande ${pending.number} n'est pas validée (statut "En attente") : seule une commande validée se facture`,
    );
    const sample = (
      await post('/v1/samples', owner(), { clientId: proId, lines: [draftLine(chinon, 1)] }).expectStatus(201)
    ).json as OrderView;
    const samples = await post('/v1/invoices', owner(), {
      source: { kind: 'orders', ids: [sample.id] },
    }).expectStatus(400);
    expect(samples.json.message).toBe(`La commande ${sample.number} ne se facture pas (échantillons)`);
    const other = await backOfficeOrder(buyerClient, [draftLine(chinon, 1)]);
    const mine = await backOfficeOrder(proId, [draftLine(chinon, 1)]);
    const mixed = await post('/v1/invoices', owner(), {
      source: { kind: 'orders', ids: [mine.id, other.id] },
    }).expectStatus(400);
    expect(mixed.json.message).toBe("Les commandes facturées ensemble doivent être celles d'un même client");
    await post('/v1/invoices', as('exemple'), { source: { kind: 'orders', ids: [mine.id] } }).expectStatus(
      404,
    );
    await post('/v1/deposit-invoices', as('exemple'), {
      source: { kind: 'orders', ids: [mine.id] },
      percent: 10,
    }).expectStatus(404);
    expect((await orderOf(mine.id)).status).toBe('validated');

    // Cancelled after its invoice was drafted: the issue is refused, no number is used.
    const draft = (
      await post('/v1/invoices', owner(), { source: { kind: 'orders', ids: [mine.id] } }).expectStatus(201)
    ).json as Document;
    await put(`/v1/orders/${mine.id}/cancel`, owner(), { reason: 'Annulée par le client' }).expectStatus(200);
    const late = await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(409);
    expect(late.json.message).toBe(
      `La commande ${mine.number} n'est plus validée : elle ne peut pas être facturée`,
    );
    expect((await invoiceOf(draft.id)).number).toBeNull();
  });

  test('a quote of services only has no goods to order: accepted, it stays a quote and is invoiced as one', async () => {
    const quote = (
      await post('/v1/quotes', owner(), {
        clientId: proId,
        lines: [{ label: 'Visite et dégustation (groupe)', quantity: 1, unitPriceHt: 18_000 }],
      }).expectStatus(201)
    ).json as Document;
    await post(`/v1/quotes/${quote.id}/send`, owner(), {}).expectStatus(202);
    const accepted = (await post(`/v1/quotes/${quote.id}/accept`, owner()).expectStatus(200))
      .json as Document;
    expect(accepted).toMatchObject({ status: 'completed', orderId: null });
    const draft = (
      await post('/v1/invoices', owner(), { source: { kind: 'quote', ids: [quote.id] } }).expectStatus(201)
    ).json as Document;
    expect(draft.totalTtc).toBe(accepted.totalTtc);
  });

  test("a card order's capture becomes a payment of its invoice, which is then paid", async () => {
    const order = await placed([cartOrder(shopId, [line(chinon, 6)], { paymentType: 'card' })], {
      card: SANDBOX_CARDS.success,
    });
    await put(`/v1/orders/${order.id}/validate`, owner()).expectStatus(200);
    const billed = await issue([order.id]);
    expect(billed).toMatchObject({ status: 'completed', paid: order.totalTTC, outstanding: 0 });
    const payments = (
      await get('/v1/payments', owner(), { filter: JSON.stringify({ type: 'onlineCard' }) }).expectStatus(200)
    ).json as Payment[];
    expect(payments.some((p) => p.allocations.some((a) => a.documentId === billed.id))).toBe(true);
  });

  test('subType bill: validated and invoiced at once; without the mandatory mentions, refused before anything is written', async () => {
    const billed = (
      await post('/v1/orders', owner(), {
        clientId: proId,
        subType: 'bill',
        lines: [draftLine(touraine, 6)],
      }).expectStatus(201)
    ).json as OrderView;
    expect(billed).toMatchObject({ status: 'invoiced', stockState: 'confirmed' });
    const invoice = (await invoiceOf(billed.invoiceId!)) as Document & {
      sourceKind: string;
      sourceIds: number[];
    };
    expect(invoice).toMatchObject({
      number: billed.invoiceNumber,
      sourceKind: 'orders',
      sourceIds: [billed.id],
      totalTtc: billed.totalTTC,
    });

    const bare = (
      await post('/v1/clients', owner(), {
        isPro: true,
        businessName: 'Sans Adresse',
        allowDuplicate: true,
      }).expectStatus(201)
    ).json.id as number;
    const before = (await get('/v1/orders', owner()).expectStatus(200)).headers['content-range'];
    const refused = await post('/v1/orders', owner(), {
      clientId: bare,
      subType: 'bill',
      lines: [draftLine(touraine, 6)],
    }).expectStatus(400);
    expect(refused.json.message).toBe(
      "Mentions obligatoires manquantes : adresse de facturation de l'acheteur",
    );
    expect((await get('/v1/orders', owner()).expectStatus(200)).headers['content-range']).toBe(before);
  });
  test("an invoiced order's payment status follows its invoice's payments, a cancelled one included", async () => {
    const billed = (
      await post('/v1/orders', owner(), {
        clientId: proId,
        subType: 'bill',
        lines: [draftLine(touraine, 6)],
      }).expectStatus(201)
    ).json as OrderView;
    expect(billed.paymentStatus).toBe('pending');
    const invoice = await invoiceOf(billed.invoiceId!);
    const pay = async (amount: number) =>
      (
        await post('/v1/payments', owner(), {
          clientId: proId,
          type: 'transfer',
          amount,
          allocations: [{ documentId: invoice.id, amount }],
        }).expectStatus(201)
      ).json as Payment;

    await pay(1000);
    expect((await orderOf(billed.id)).paymentStatus).toBe('partial');
    const rest = await pay(invoice.outstanding - 1000);
    expect((await invoiceOf(invoice.id)).status).toBe('completed');
    expect((await orderOf(billed.id)).paymentStatus).toBe('paid');
    await del(`/v1/payments/${rest.id}`, owner()).expectStatus(200);
    expect((await orderOf(billed.id)).paymentStatus).toBe('partial');
  });

  test("a gift-wrapped line: the product's wrapping per unit at its VAT, invoiced as its own line; a product without it is not wrapped", async () => {
    const box = (await catalogueOf(buyer(), shopId)).get('coffret-decouverte')!;
    expect(box).toMatchObject({ wrapping: true, wrappingPrice: 250 });
    const order = (await placed([
      cartOrder(shopId, [
        { ...line(box, 2), isWrapped: true },
        { ...line(chinon, 6), isWrapped: true },
      ]),
    ])) as OrderView & { lines: WrappedLine[] };
    const [wrapped, plain] = order.lines;
    // 2,50 € HT a unit, its VAT at the box's rate (20 %: 0,50 €), outside the goods' prices.
    expect(wrapped).toMatchObject({ productId: box.id, isWrapped: true, unitWrappingHt: 250, vatRate: 20 });
    expect(wrapped!.totalHt).toBe((wrapped!.unitHt + wrapped!.unitDuties + 250) * 2);
    expect(wrapped!.totalVat).toBe((wrapped!.unitVat + 50) * 2);
    // The Chinon offers no wrapping: asked for, it is not added.
    expect(plain).toMatchObject({ productId: chinon.id, isWrapped: false, unitWrappingHt: 0 });

    await put(`/v1/orders/${order.id}/validate`, owner()).expectStatus(200);
    const invoice = await issue([order.id]);
    expect(invoice.lines.filter((l) => l.kind === 'service')).toEqual([
      expect.objectContaining({ label: 'Emballage cadeau — Coffret découverte', quantity: 2, unitHt: 250 }),
    ]);
    expect(invoice.totalTtc).toBe(order.totalTTC);
  });
});

describe('client credit at checkout', () => {
  let grant: Credit;

  test('credit paying the whole order: paid at once; the order cancelled, the credit comes back', async () => {
    grant = (
      await post('/v1/client-credits', owner(), {
        clientId: buyerClient,
        amount: 50_000,
        label: 'Geste commercial',
      }).expectStatus(201)
    ).json as Credit;
    // The shop front reads what the buyer may spend; a visitor has none.
    const options = (await get(`/v1/checkout-options/${shopId}`, buyer()).expectStatus(200)).json;
    expect(options.clientCredit).toBe(50_000);
    expect((await get(`/v1/checkout-options/${shopId}`, {}).expectStatus(200)).json.clientCredit).toBe(0);
    const order = await placed([cartOrder(shopId, [line(chinon, 6)], { paymentType: 'credit' })]);
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'credit',
      paymentStatus: 'paid',
      creditAmount: order.totalTTC,
    });
    expect(order.payment).toMatchObject({ method: 'credit', status: 'paid', amount: order.totalTTC });
    expect(await available(buyerClient)).toBe(50_000 - order.totalTTC);

    const cancelled = (
      await put(`/v1/orders/${order.id}/cancel`, owner(), { reason: 'Rupture' }).expectStatus(200)
    ).json as OrderView;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      stockState: 'released',
    });
    expect((await creditsOf(buyerClient)).find((c) => c.id === grant.id)).toMatchObject({
      remaining: 50_000,
      status: 'full',
      uses: [],
    });
  });

  test('part credit, part card: the capture takes the rest only; a refused order gives the credit back', async () => {
    await post(`/v1/client-credits/${grant.id}/cancel`, owner()).expectStatus(200);
    await post('/v1/client-credits', owner(), { clientId: buyerClient, amount: 1500 }).expectStatus(201);
    const card = await placed(
      [cartOrder(shopId, [line(chinon, 6)], { paymentType: 'card', useCredit: true })],
      { card: SANDBOX_CARDS.success },
    );
    expect(card).toMatchObject({ paymentMethod: 'card', creditAmount: 1500 });
    const validated = (await put(`/v1/orders/${card.id}/validate`, owner()).expectStatus(200))
      .json as OrderView;
    expect(validated.payment).toMatchObject({ status: 'paid', amount: card.totalTTC - 1500 });

    await post('/v1/client-credits', owner(), { clientId: buyerClient, amount: 700 }).expectStatus(201);
    const transfer = await placed([
      cartOrder(shopId, [line(chinon, 6)], { paymentType: 'transfer', useCredit: true }),
    ]);
    expect(transfer.creditAmount).toBe(700);
    expect(await available(buyerClient)).toBe(0);
    await put(`/v1/orders/${transfer.id}/refuse`, owner(), {}).expectStatus(200);
    expect(await available(buyerClient)).toBe(700);
  });
});
