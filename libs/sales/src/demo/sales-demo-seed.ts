import { In, IsNull, type EntityManager } from 'typeorm';
import { FRENCH_DUTY_RATES, Product, ProductFormat } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { DEMO_SECOND_SHOP_CODE, DEMO_SHOP_CODE, Shop, User, withDefaults, type Address } from '@cuvee/iam';
import { addDays, NO_SHIPPING, parisDateOf, type CartShipping, type OrderStatus } from '@cuvee/kernel';
import { EventBus, type Database } from '@cuvee/platform';
import { StockReservationsService, Warehouse } from '@cuvee/stock';
import { issueDemoDocument, type LinePricer } from '@cuvee/billing';
import { priceBillingLines } from '../cart/billing-line-pricer.js';
import { loadCart, type LoadedSeller } from '../cart/cart-catalogue.js';
import { priceSellerOrder } from '../cart/cart-pricing.service.js';
import { StockFacts } from '../cart/stock-facts.js';
import { orderInvoiceLines, orderReference } from '../domain/order-invoicing.js';
import type { SalesSettingsValue } from '../domain/sales-settings.js';
import { GroupedOrder } from '../grouped-orders/grouped-order.entity.js';
import { Order, OrderLine, type OrderChannel } from '../orders/order.entity.js';
import {
  stockLinesOf,
  stockSourceOfLine,
  writeOrders,
  type OrderDraft,
  type PaymentDraft,
} from '../orders/order-writer.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { SalesPoint } from '../sales-points/sales-point.entity.js';
import { SalesSettings } from '../settings/sales-settings.entity.js';
import { CommissionChangeRow } from '../commission/commission-change.entity.js';

/*
 * The demo sales of the Domaine des Demoiselles (a Loire winery): its sales settings (carrier, own
 * delivery around Chinon, Europe; the cellar door and the Thursday market as collection points; franco
 * from 24 bottles or 250 € TTC; a spring promotion from 12 bottles; a 30 € HT minimum order; card,
 * transfer, cheque and pay later), its cellar-door sales point, a grouped order, and a few orders in
 * various statuses for the demo buyer, a restaurant client and the cellar door; the champagne house
 * gets settings of its own. Idempotent: a shop that has sales settings is left as it is.
 */

const DEMO_SETTINGS: SalesSettingsValue = {
  delivery: {
    options: [
      {
        ref: 'colissimo',
        type: 'carrier',
        label: 'Colissimo 48 h',
        price: 1290,
        marginPercent: 0,
        zones: { countries: ['FR'], departments: [] },
      },
      {
        ref: 'domaine',
        type: 'producer',
        label: 'Livraison par le domaine (Touraine, Anjou)',
        price: 900,
        marginPercent: 0,
        zones: { countries: ['FR'], departments: ['37', '41', '49', '86'] },
      },
      {
        ref: 'europe',
        type: 'carrier',
        label: 'Transporteur Europe',
        price: 2490,
        marginPercent: 10,
        zones: { countries: ['BE', 'LU', 'DE', 'NL'], departments: [] },
      },
    ],
    collectionPoints: [
      { ref: 'caveau', name: 'Caveau du domaine', address: '12 route des Caves, 37500 Chinon', price: 0 },
      {
        ref: 'marche',
        name: 'Marché de Chinon (jeudi matin)',
        address: 'Place du Général de Gaulle, 37500 Chinon',
        price: 200,
      },
    ],
    franco: { bottles: 24, amount: 25000 },
  },
  promotions: [
    {
      id: 'printemps',
      name: 'Offre de printemps',
      type: 'percent',
      amount: 5,
      activation: 'minProductOrder',
      threshold: 12,
      start: null,
      end: null,
    },
    {
      id: 'grande-commande',
      name: '20 € offerts dès 400 € HT',
      type: 'amount',
      amount: 2000,
      activation: 'minPriceOrder',
      threshold: 40000,
      start: null,
      end: null,
    },
  ],
  rules: { minOrderAmountHt: 3000, minProducts: null, maxProducts: 240, multipleOf: null, productLimits: [] },
  payments: {
    methods: ['card', 'transfer', 'check', 'payLater'],
    payLaterDelays: ['days30', 'days45EndOfMonth'],
    pendingOrderDays: 14,
  },
};

const SECOND_SETTINGS: SalesSettingsValue = {
  delivery: {
    options: [
      {
        ref: 'transporteur',
        type: 'carrier',
        label: 'Transporteur 72 h',
        price: 1800,
        marginPercent: 0,
        zones: { countries: ['FR'], departments: [] },
      },
    ],
    collectionPoints: [],
    franco: { bottles: 36, amount: null },
  },
  promotions: [],
  rules: { minOrderAmountHt: null, minProducts: 6, maxProducts: null, multipleOf: 6, productLimits: [] },
  payments: { methods: ['card', 'transfer'], payLaterDelays: [], pendingOrderDays: 10 },
};

/** The demo buyer's address, so the demo checkout passes (iam seeds the account without one). */
const BUYER_ADDRESS: Address = {
  name: 'Marc Lefèvre',
  street: '3 rue Esquermoise',
  street2: null,
  zipcode: '59800',
  city: 'Lille',
  country: 'FR',
  county: null,
  state: null,
  stateCode: null,
  phone: '+33612345678',
  email: 'acheteur@cuvee.demo',
  title: null,
  exciseNumber: null,
  mountain: false,
};

interface DemoLine {
  slug: string;
  quantity: number;
  /** Position of the format on the product (0: its first). */
  format?: number;
}

interface DemoOrder {
  lines: DemoLine[];
  status: OrderStatus;
  daysAgo: number;
  channel: OrderChannel;
  /** Who: the demo buyer, or a CRM client by email. */
  client: 'buyer' | string;
  shipping: CartShipping;
  payment: Omit<PaymentDraft, 'provider'> & { paid?: boolean };
  deliveryStatus?: Order['deliveryStatus'];
  kind?: 'order' | 'sample';
  subType?: Order['subType'];
  salesPoint?: boolean;
  byAgent?: boolean;
  grouped?: boolean;
  buyerNotes?: string;
  sellerNotes?: string;
}

const COLISSIMO: CartShipping = { ...NO_SHIPPING, type: 'carrier', ref: 'colissimo' };
const CAVEAU: CartShipping = { ...NO_SHIPPING, collectionPoint: 'caveau' };

const DEMO_ORDERS: DemoOrder[] = [
  {
    // Waiting for the producer: the buyer's order of last night, paid by transfer.
    lines: [
      { slug: 'chinon-les-demoiselles', quantity: 6 },
      { slug: 'tire-bouchon-sommelier', quantity: 1 },
    ],
    status: 'pending',
    daysAgo: 1,
    channel: 'shop',
    client: 'buyer',
    shipping: COLISSIMO,
    payment: { method: 'transfer', status: 'pending', delay: 'atOrder', dueDate: null },
    buyerNotes: 'Merci de livrer en semaine, le matin.',
  },
  {
    // Validated and on its way: the card was captured on validation.
    lines: [{ slug: 'touraine-clos-des-fees', quantity: 12 }],
    status: 'validated',
    daysAgo: 6,
    channel: 'shop',
    client: 'buyer',
    shipping: COLISSIMO,
    payment: { method: 'card', status: 'paid', delay: null, dueDate: null, paid: true },
    deliveryStatus: 'transit',
  },
  {
    // Refused: out of the delivery schedule.
    lines: [{ slug: 'rose-de-loire', quantity: 6 }],
    status: 'refused',
    daysAgo: 20,
    channel: 'shop',
    client: 'buyer',
    shipping: COLISSIMO,
    payment: { method: 'check', status: 'cancelled', delay: 'atOrder', dueDate: null },
    sellerNotes: 'Rosé épuisé pour cette saison, désolés !',
  },
  {
    // Written by the agent on tour for a restaurant, invoiced and delivered by the domain.
    lines: [
      { slug: 'chinon-les-demoiselles', quantity: 24 },
      { slug: 'cremant-de-loire-brut', quantity: 12 },
    ],
    status: 'invoiced',
    daysAgo: 35,
    channel: 'backoffice',
    client: 'reservation@bistrot-des-halles.demo',
    byAgent: true,
    shipping: CAVEAU,
    payment: { method: 'payLater', status: 'scheduled', delay: 'days30', dueDate: null },
    deliveryStatus: 'delivered',
  },
  {
    // A quote waiting for the client's answer: no stock held yet.
    lines: [{ slug: 'cremant-de-loire-brut', quantity: 36 }],
    status: 'draft',
    subType: 'quote',
    daysAgo: 3,
    channel: 'backoffice',
    client: 'achats@caves-de-bacchus.demo',
    shipping: COLISSIMO,
    payment: { method: 'transfer', status: 'pending', delay: 'atOrder', dueDate: null },
  },
  {
    // The works council's grouped order.
    lines: [{ slug: 'chinon-les-demoiselles', quantity: 12 }],
    status: 'pending',
    grouped: true,
    daysAgo: 2,
    channel: 'shop',
    client: 'buyer',
    shipping: CAVEAU,
    payment: { method: 'transfer', status: 'pending', delay: 'atOrder', dueDate: null },
  },
  {
    // Two bottles left with a prospect by the agent.
    lines: [{ slug: 'chinon-les-demoiselles', quantity: 2 }],
    status: 'validated',
    kind: 'sample',
    daysAgo: 9,
    channel: 'backoffice',
    client: 'famille.bernard@exemple-mail.demo',
    byAgent: true,
    shipping: NO_SHIPPING,
    payment: { method: 'none', status: 'paid', delay: null, dueDate: null },
    deliveryStatus: 'delivered',
    sellerNotes: 'Dégustation au salon de Tours',
  },
  {
    // A counter sale at the cellar door, paid in cash.
    lines: [{ slug: 'touraine-clos-des-fees', quantity: 3 }],
    status: 'validated',
    salesPoint: true,
    daysAgo: 4,
    channel: 'salesPoint',
    client: 'none',
    shipping: NO_SHIPPING,
    payment: { method: 'cash', status: 'paid', delay: 'atOrder', dueDate: null, paid: true },
    deliveryStatus: 'delivered',
  },
];

async function writeSettings(
  manager: EntityManager,
  shopId: number,
  value: SalesSettingsValue,
): Promise<void> {
  const repository = manager.getRepository(SalesSettings);
  await repository.save(
    repository.create({
      shopId,
      delivery: value.delivery,
      promotions: [...value.promotions],
      rules: value.rules,
      payments: value.payments,
    }),
  );
}

/** Billing's demo documents (seedBillingDemo) priced by the cart's rules, today, at the French duty rates. */
export const demoLinePricer: LinePricer = {
  price: (manager, request) =>
    priceBillingLines(manager, request, { date: parisDateOf(new Date()), dutyRates: FRENCH_DUTY_RATES }),
};

/** Seeds the demo sales in the caller's transaction; answers the orders whose stock is to settle. */
export async function seedSalesDemo(manager: EntityManager): Promise<number[]> {
  const shops = manager.getRepository(Shop);
  const shop = await shops.findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop || (await manager.getRepository(SalesSettings).existsBy({ shopId: shop.id }))) return [];
  await writeSettings(manager, shop.id, DEMO_SETTINGS);
  // The platform's commission (ADR 0086): 2.5 %, as if an administrator had set it.
  if (!(await manager.getRepository(CommissionChangeRow).exists()))
    await manager
      .getRepository(CommissionChangeRow)
      .insert({ percent: 2.5, previousPercent: 0, changedAt: new Date(), changedByUserId: null });
  const second = await shops.findOneBy({ code: DEMO_SECOND_SHOP_CODE });
  if (second && !(await manager.getRepository(SalesSettings).existsBy({ shopId: second.id })))
    await writeSettings(manager, second.id, SECOND_SETTINGS);

  const users = manager.getRepository(User);
  const buyer = await users.findOneByOrFail({ email: 'acheteur@cuvee.demo' });
  if (!buyer.deliveryAddress)
    await users.update(
      { id: buyer.id },
      { deliveryAddress: BUYER_ADDRESS, phone: buyer.phone ?? BUYER_ADDRESS.phone },
    );
  const agent = await users.findOneByOrFail({ email: 'agent@cuvee.demo' });

  const boutique = await manager.getRepository(Warehouse).findOneBy({ shopId: shop.id, isDefault: false });
  const point = await manager.getRepository(SalesPoint).save(
    manager.getRepository(SalesPoint).create({
      shopId: shop.id,
      name: 'Caveau du domaine',
      address: '12 route des Caves, 37500 Chinon',
      warehouseId: boutique?.id ?? null,
      typology: 'public',
      paymentMethods: ['cash', 'cb', 'cbnc', 'check'],
      archived: false,
    }),
  );
  const today = parisDateOf(new Date());
  const group = await manager.getRepository(GroupedOrder).save(
    manager.getRepository(GroupedOrder).create({
      shopId: shop.id,
      name: 'Commande groupée du comité d’entreprise',
      description: 'Livraison groupée au caveau le premier samedi du mois prochain.',
      expiresAt: new Date(`${addDays(today, 21)}T18:00:00Z`),
      createdById: shop.ownerId,
    }),
  );

  const products = await manager.getRepository(Product).findBy({ shopId: shop.id });
  const bySlug = new Map(products.map((p) => [p.slug, p.id]));
  const clients = await manager.getRepository(Client).findBy({ shopId: shop.id });
  const ids: number[] = [];
  for (const demo of DEMO_ORDERS) {
    const client =
      demo.client === 'buyer'
        ? clients.find((c) => c.userId === buyer.id)
        : clients.find((c) => c.email === demo.client);
    const typology = client?.typology ?? 'public';
    const lines = demo.lines.filter((line) => bySlug.has(line.slug));
    if (lines.length === 0) continue;
    const formats = await manager
      .getRepository(ProductFormat)
      .findBy({ productId: In(lines.map((line) => bySlug.get(line.slug)!)) });
    const loaded = await loadCart(
      manager,
      null,
      [
        {
          sellerId: shop.id,
          lines: lines.map((line, index) => ({
            key: String(index),
            productId: bySlug.get(line.slug)!,
            formatId: formats.find(
              (f) => f.productId === bySlug.get(line.slug) && f.position === (line.format ?? 0),
            )!.id,
            quantity: line.quantity,
            isWrapped: false,
          })),
        },
      ],
      { kind: 'client', typology },
      { date: addDays(today, -demo.daysAgo), dutyRates: FRENCH_DUTY_RATES },
    );
    const seller: LoadedSeller = loaded.sellers.get(shop.id)!;
    const deferred = demo.payment.method === 'payLater';
    const priced = priceSellerOrder(loaded, seller, demo.shipping, { payLater: deferred });
    const sample = demo.kind === 'sample';
    const placedAt = new Date(Date.now() - demo.daysAgo * 86_400_000);
    const draft: OrderDraft = {
      shopId: shop.id,
      kind: sample ? 'sample' : 'order',
      subType: demo.subType ?? null,
      channel: demo.channel,
      buyerId: demo.client === 'buyer' ? buyer.id : (client?.userId ?? null),
      clientId: client?.id ?? null,
      clientName: client?.displayName ?? (demo.salesPoint ? point.name : ''),
      agentId: demo.byAgent ? agent.id : (client?.agentId ?? null),
      createdById: demo.byAgent ? agent.id : demo.client === 'buyer' ? buyer.id : shop.ownerId,
      salesPointId: demo.salesPoint ? point.id : null,
      groupedOrderId: demo.grouped ? group.id : null,
      typology: seller.typology.key,
      hasTVA: seller.pricing.settings.hasTVA,
      displayTtc: seller.typology.settings.ttc,
      delivery: priced.delivery,
      deliveryLabel:
        priced.delivery.kind === 'type'
          ? 'Colissimo 48 h'
          : priced.delivery.kind === 'collectionPoint'
            ? 'Caveau du domaine'
            : null,
      deliveryInstructions: null,
      deliveryAddress:
        priced.delivery.kind === 'type'
          ? demo.client === 'buyer'
            ? BUYER_ADDRESS
            : (client?.deliveryAddress ?? null)
          : null,
      billingAddress: demo.client === 'buyer' ? BUYER_ADDRESS : (client?.billingAddress ?? null),
      payment: sample
        ? null
        : { ...demo.payment, provider: demo.payment.method === 'card' ? 'sandbox' : null },
      buyerNotes: demo.buyerNotes ?? null,
      sellerNotes: demo.sellerNotes ?? null,
      pricing: priced.pricing,
      items: priced.items,
      free: sample,
    };
    const [order] = await writeOrders(manager, [draft], demo.status, loaded.day.date);
    const ended = ['refused', 'cancelled', 'aborted', 'expired'].includes(demo.status);
    await manager.getRepository(Order).update(
      { id: order!.id },
      {
        createdAt: placedAt,
        placedAt: demo.status === 'draft' ? null : placedAt,
        validatedAt: ['validated', 'invoiced'].includes(demo.status) ? placedAt : null,
        closedAt: ended ? placedAt : null,
        expiresAt: demo.status === 'pending' ? new Date(placedAt.getTime() + 14 * 86_400_000) : null,
        deliveryStatus: demo.deliveryStatus ?? 'pending',
      },
    );
    if (demo.payment.paid)
      await manager.getRepository(OrderPayment).update(
        { orderId: order!.id },
        {
          amount: order!.totalTTC,
          ...(demo.payment.method === 'card'
            ? { imprintId: `demo_imp_${order!.id}`, captureId: `demo_cap_${order!.id}` }
            : {}),
        },
      );
    if (!ended && demo.status !== 'draft') ids.push(order!.id);
  }
  return ids;
}

/**
 * The stock of the demo orders, once their transaction has committed (the stock context writes in
 * its own): pending orders hold theirs, validated and invoiced ones took it as sales (samples as
 * sample movements), from the sales point's warehouse for a counter sale.
 */
export async function settleSalesDemoStock(database: Database, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  // Seeding needs no handlers: nothing reacts to the demo's first stock moves.
  const stock = new StockReservationsService(database, new EventBus(database, null));
  const manager = database.dataSource.manager;
  const orders = await manager.getRepository(Order).findBy({ id: In([...orderIds]) });
  const points = await manager
    .getRepository(SalesPoint)
    .findBy({ id: In(orders.flatMap((o) => (o.salesPointId ? [o.salesPointId] : []))) });
  for (const order of orders) {
    const lines = await manager.getRepository(OrderLine).findBy({ orderId: order.id });
    const facts = await StockFacts.load(
      manager,
      [order.shopId],
      lines.map((l) => l.productId),
    );
    const warehouseId = points.find((p) => p.id === order.salesPointId)?.warehouseId ?? undefined;
    const stockLines = stockLinesOf(
      lines.map(stockSourceOfLine),
      (productId) => facts.managed(order.shopId, productId),
      warehouseId,
    );
    if (stockLines.length === 0) continue;
    await stock.reserve(order.shopId, order.number, stockLines, {
      clientId: order.clientId,
      typology: order.typology,
    });
    const sold = order.status === 'validated' || order.status === 'invoiced';
    if (sold)
      await stock.confirm(
        order.shopId,
        order.number,
        order.createdById,
        order.kind === 'sample' ? 'sample' : 'sale',
      );
    await database.transaction((transaction) =>
      transaction
        .getRepository(Order)
        .update({ id: order.id }, { stockState: sold ? 'confirmed' : 'reserved' }),
    );
  }
}

/**
 * The demo orders marked invoiced get their invoice (after the billing demo set the shop's legal
 * identity): their lines as the 'orders' source bills them, issued like any invoice, the order
 * pointing to it. Idempotent: an order that has an invoice is left as it is.
 */
export async function invoiceSalesDemo(manager: EntityManager): Promise<void> {
  const found = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!found?.business?.siret) return;
  const shop = withDefaults(found);
  const orders = await manager
    .getRepository(Order)
    .find({ where: { shopId: shop.id, kind: 'order', status: 'invoiced', invoiceId: IsNull() } });
  for (const order of orders) {
    const client = order.clientId
      ? await manager.getRepository(Client).findOneBy({ id: order.clientId, shopId: shop.id })
      : null;
    if (!client) continue;
    const lines = await manager
      .getRepository(OrderLine)
      .find({ where: { orderId: order.id }, order: { position: 'ASC' } });
    const products = await manager
      .getRepository(Product)
      .findBy({ id: In([...new Set(lines.map((line) => line.productId))]) });
    const invoice = await issueDemoDocument(
      manager,
      shop,
      client,
      'invoice',
      orderInvoiceLines(
        order,
        lines.map((line) => {
          const product = products.find((p) => p.id === line.productId);
          return { ...line, family: product ? (product.type ?? product.productType) : null };
        }),
        'fr',
      ),
      {
        sourceKind: 'orders',
        sourceIds: [order.id],
        references: [orderReference(order.number, parisDateOf(order.placedAt ?? order.createdAt), 'fr')],
        paymentDelay: order.paymentDelay ?? client.paymentDelay ?? 'days30',
      },
    );
    await manager
      .getRepository(Order)
      .update({ id: order.id }, { invoiceId: invoice.id, invoiceNumber: invoice.number });
  }
}
