import { In, type EntityManager } from 'typeorm';
import { fiscalSettingsOf, parseVatRate, type ShopFiscalSettings } from '@cuvee/billing';
import { findFormats, PRODUCT_COLUMNS, type FormatFound, type FormatReference } from '@cuvee/catalogue';
import {
  CLIENT_REFERENCE_COLUMNS,
  clientReferenceMissing,
  findClients,
  type Client,
  type ClientReference,
} from '@cuvee/crm';
import {
  failure,
  formatLabel,
  packagesFor,
  parisDateOf,
  parisInstant,
  type IsoDate,
  type ValidationFailure,
} from '@cuvee/kernel';
import {
  cells,
  insertRows,
  type BatchOutcome,
  type ImportColumn,
  type ImportDefinition,
  type JournalEntry,
  type RowRejection,
} from '@cuvee/platform';
import { parseFormatLabel, type FormatSize } from '@cuvee/catalogue';
import { historyLine, historyTotals, sameHistoryOrder, type HistoryLine } from '../domain/order-history.js';
import { orderNumberParts } from '../domain/order-numbering.js';
import { moveSeriesPast } from './order-writer.js';
import { Order, OrderLine } from './order.entity.js';

/*
 * The order history import (ADR 0069): a producer's past orders from the former software, for the
 * client's history and the analytics, one row per order line; the rows of one reference make one order
 * (in any order, across batches). The client must exist (found in the CRM), the product and format are
 * found the catalogue's way (findFormats). An imported order is recorded ended — invoiced, delivered,
 * paid — marked imported: it moves no stock, makes no invoice, tells nobody, and never changes. A
 * reference already in the shop — imported before, or this shop's own order in its export imported back
 * — is skipped when it names the same day and client (the order stands: revert its import to bring it
 * again), refused otherwise; one shaped like this shop's numbers (CMD-2026-00042) moves its series past
 * it. The order history export writes the same headers.
 */

export interface OrderHistoryRow extends ClientReference, Record<string, unknown> {
  reference: string;
  date: IsoDate;
  productId?: number;
  name?: string;
  ean?: string;
  vintage?: string;
  format?: FormatSize;
  quantity: number;
  unitPrice: number;
  vatRate?: number;
}

const productColumn = (field: string): ImportColumn =>
  PRODUCT_COLUMNS.find((column) => column.field === field)!;

export const ORDER_HISTORY_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'reference',
    label: { fr: 'Référence commande', en: 'Order reference' },
    synonyms: ['commande', 'n commande', 'numéro de commande', 'order', 'order number', 'order id'],
    required: true,
    parse: (text) => ({ value: text.slice(0, 32) }),
    help: {
      fr: "Le numéro de la commande dans votre ancien logiciel. Les lignes d'une même référence forment une commande : répétez-la sur chaque ligne, avec la même date et le même client.",
      en: 'The order number in your former software. The rows of one reference make one order: repeat it on every row, with the same date and client.',
    },
    example: 'WEB-10452',
  },
  {
    field: 'date',
    label: { fr: 'Date', en: 'Date' },
    synonyms: ['date de commande', 'order date', 'passée le'],
    required: true,
    parse: cells.date(),
    help: {
      fr: 'La date de la commande : JJ/MM/AAAA ou AAAA-MM-JJ.',
      en: 'The order date: DD/MM/YYYY or YYYY-MM-DD.',
    },
    example: '03/10/2025',
  },
  ...CLIENT_REFERENCE_COLUMNS,
  {
    field: 'productId',
    label: { fr: 'Identifiant article', en: 'Product id' },
    synonyms: ['id article', 'product id'],
    parse: (text) =>
      /^\d{1,10}$/.test(text) && Number(text) > 0
        ? { value: Number(text) }
        : { failure: failure('validation.number') },
    help: {
      fr: "L'identifiant Cuvée de l'article, si vous le connaissez. Sinon son nom ou son EAN : au moins l'un des trois.",
      en: "The product's Cuvée id, if you know it. Else its name or EAN: at least one of the three.",
    },
    example: '',
  },
  {
    field: 'name',
    label: { fr: 'Article', en: 'Product' },
    synonyms: [
      'nom',
      'nom du produit',
      'produit',
      'product',
      'désignation',
      'libellé',
      'cuvée',
      'vin',
      'wine',
    ],
    parse: (text) => ({ value: text.slice(0, 150) }),
    help: {
      fr: 'Le nom exact de l’article dans votre catalogue Cuvée (importez-le avant).',
      en: 'The exact name of the product in your Cuvée catalogue (import it first).',
    },
    example: 'Chinon Les Demoiselles',
  },
  {
    ...productColumn('ean'),
    help: {
      fr: "Le code-barres (EAN) du format vendu : il désigne l'article et son format à la fois.",
      en: 'The barcode (EAN) of the format sold: it names the product and its format at once.',
    },
    example: '3760123450012',
  },
  {
    ...productColumn('vintage'),
    help: {
      fr: 'Le millésime vendu (ex. 2022). Vide : aucun.',
      en: 'The vintage sold (e.g. 2022). Empty: none.',
    },
    example: '2022',
  },
  {
    field: 'format',
    label: { fr: 'Format', en: 'Format' },
    synonyms: ['contenance', 'conditionnement', 'taille', 'size', 'bottle size'],
    parse: (text) => {
      const size = parseFormatLabel(text);
      return size ? { value: size } : { failure: failure('stock.unreadableFormat', { value: text }) };
    },
    help: {
      fr: "Le format vendu : 75 cl, 1,5 l, Magnum, 5 l bib… Vide : le seul format de l'article, sinon sa bouteille de 75 cl.",
      en: "The format sold: 75 cl, 1.5 l, Magnum, 5 l bib… Empty: the product's only format, else its 75 cl bottle.",
    },
    example: '75 cl',
  },
  {
    field: 'quantity',
    label: { fr: 'Quantité', en: 'Quantity' },
    synonyms: ['qté', 'qte', 'nombre', 'quantity', 'qty'],
    required: true,
    parse: (text) =>
      /^\d{1,7}$/.test(text) && Number(text) > 0
        ? { value: Number(text) }
        : { failure: failure('imports.positiveQuantity') },
    help: {
      fr: 'Le nombre d’unités de ce format (entier).',
      en: 'How many units of this format (a whole number).',
    },
    example: '12',
  },
  {
    field: 'unitPrice',
    label: { fr: 'Prix unitaire HT', en: 'Unit price excl. VAT' },
    synonyms: ['prix unitaire', 'prix ht', 'pu ht', 'prix', 'unit price', 'price'],
    required: true,
    parse: cells.cents(),
    help: {
      fr: "Le prix d'une unité, hors taxes, remise déduite, en euros (virgule ou point).",
      en: 'The price of one unit, excluding VAT, after discount, in euros (comma or point).',
    },
    example: '9,50',
  },
  {
    field: 'vatRate',
    label: { fr: 'Taux de TVA', en: 'VAT rate' },
    synonyms: ['taux tva', 'tva', 'vat rate', 'vat'],
    parse: (text) => {
      const bp = parseVatRate(text);
      return bp === null ? { failure: failure('imports.vatRate') } : { value: bp / 100 };
    },
    help: {
      fr: "Le taux en pourcentage (20, 10, 5,5…). Vide : le taux de l'article dans vos réglages.",
      en: "The rate in percent (20, 10, 5.5…). Empty: the product's rate in your settings.",
    },
    example: '20',
  },
];

const referenceKey = (reference: string) => reference.toLowerCase();

/** The day and client an order is of, as a row names them. */
const headOf = (order: Order) => ({
  date: parisDateOf(order.placedAt ?? order.createdAt),
  clientId: order.clientId ?? 0,
});

/** How the row names the product and format: the identifiers it fills, and its format label's size. */
function formatReference({ productId, name, ean, vintage, format }: OrderHistoryRow): FormatReference {
  const given = Object.entries({ productId, name, ean, vintage }).filter(([, value]) => value !== undefined);
  return { ...(Object.fromEntries(given) as FormatReference), ...format };
}

/** An order of the batch: a new one, or one this import made in an earlier batch (lines appended). */
interface Pending {
  order: Order;
  lines: Partial<OrderLine>[];
  /** Made by an earlier batch of this import: its lines go after those it has. */
  continued: boolean;
}

/** The shop's orders bearing these references (any case), by reference in lower case. */
async function ordersNumbered(manager: EntityManager, shopId: number, references: string[]) {
  const found = await manager.getRepository(Order).findBy({ shopId, number: In([...new Set(references)]) });
  return new Map(found.map((order) => [referenceKey(order.number), order]));
}

/** A new ended order for the history; its totals are set once its lines are known. */
function historyOrder(
  shopId: number,
  userId: number | null,
  importId: number,
  values: OrderHistoryRow,
  client: Client,
  hasTVA: boolean,
): Order {
  const day = parisInstant(values.date, '12:00');
  return Object.assign(new Order(), {
    shopId,
    number: values.reference,
    kind: 'order',
    subType: null,
    channel: 'backoffice',
    status: 'invoiced',
    deliveryStatus: 'delivered',
    paymentStatus: 'paid',
    buyerId: null,
    clientId: client.id,
    clientName: client.displayName.slice(0, 200),
    agentId: client.agentId,
    createdById: userId,
    salesPointId: null,
    groupedOrderId: null,
    typology: client.typology,
    hasTVA,
    displayTtc: !client.isPro,
    deliveryKind: 'none',
    deliveryRef: null,
    deliveryLabel: null,
    deliveryInstructions: null,
    packages: 0,
    deliveryAddress: client.deliveryAddress,
    billingAddress: client.billingAddress,
    paymentMethod: null,
    paymentDelay: null,
    paymentDueDate: null,
    buyerNotes: null,
    sellerNotes: null,
    bottles: 0,
    franco: false,
    promoAmount: 0,
    shipping: 0,
    totalHT: 0,
    margin: 0,
    totalWithMargin: 0,
    totalWithFees: 0,
    commission: 0,
    tva: 0,
    totalTTC: 0,
    payLater: 0,
    promotionId: null,
    vatByRate: [],
    shippingVatRate: 0,
    creditAmount: 0,
    quoteId: null,
    invoiceId: null,
    invoiceNumber: null,
    shipmentsInvoiced: 0,
    stockState: 'none',
    importId,
    placedAt: day,
    validatedAt: day,
    closedAt: day,
    expiresAt: null,
    createdAt: day,
    updatedAt: new Date(),
  } satisfies Omit<Order, 'id'>);
}

/** What an order's totals are from its lines. */
function totalsOf(lines: readonly Pick<OrderLine, 'unitHt' | 'quantity' | 'vatRate' | 'eq75'>[]) {
  const totals = historyTotals(lines.map((line) => historyLine(line)));
  return {
    ...totals,
    totalWithMargin: totals.totalHT,
    totalWithFees: totals.totalHT,
    packages: totals.bottles > 0 ? packagesFor(totals.bottles) : 0,
  };
}

/** The order history import. Permission: createOrder; its revert deletes the orders and their lines. */
export const orderHistoryImport: ImportDefinition<OrderHistoryRow> = {
  kind: 'orderHistory',
  label: { fr: 'Historique des commandes', en: 'Order history' },
  permission: 'createOrder',
  columns: ORDER_HISTORY_COLUMNS,

  validate(values) {
    const problems: { field?: string; failure: ValidationFailure }[] = [...clientReferenceMissing(values)];
    if (values.productId === undefined && values.name === undefined && values.ean === undefined)
      problems.push({ field: 'name', failure: failure('catalogue.productReferenceNeeded') });
    return problems;
  },

  async writeBatch(manager, rows, scope): Promise<BatchOutcome> {
    const rejected: RowRejection[] = [];
    const [clients, formats, existing, fiscal] = await Promise.all([
      findClients(
        manager,
        scope.shopId,
        rows.map((row) => row.values),
      ),
      findFormats(
        manager,
        scope.shopId,
        rows.map((row) => formatReference(row.values)),
      ),
      ordersNumbered(
        manager,
        scope.shopId,
        rows.map((row) => row.values.reference),
      ),
      fiscalSettingsOf(manager, [scope.shopId]).then((settings) => settings.get(scope.shopId)!),
    ]);
    const pending = new Map<string, Pending>();
    let skipped = 0;
    const refuse = (line: number, field: string | undefined, reason: ValidationFailure) =>
      rejected.push({ line, ...(field ? { field } : {}), failure: reason });
    rows.forEach(({ line, values }, index) => {
      const client = clients[index]!;
      if (!('id' in client)) return refuse(line, client.field, client.failure);
      const match = formats[index]!;
      if ('failure' in match) return refuse(line, match.part ?? undefined, match.failure);
      const key = referenceKey(values.reference);
      const known = existing.get(key);
      const row = { date: values.date, clientId: client.id };
      // Already in the shop (an earlier import, or this shop's own export imported back): the order stands.
      if (known && known.importId !== scope.importId) {
        if (sameHistoryOrder(headOf(known), row)) return void skipped++;
        return refuse(
          line,
          'reference',
          failure('sales.historyNumberTaken', { reference: values.reference }),
        );
      }
      let order = pending.get(key);
      if (!order) {
        order = known
          ? { order: known, lines: [], continued: true }
          : {
              order: historyOrder(scope.shopId, scope.userId, scope.importId, values, client, fiscal.hasTVA),
              lines: [],
              continued: false,
            };
        pending.set(key, order);
      }
      if (!sameHistoryOrder(headOf(order.order), row))
        return refuse(line, 'reference', failure('sales.historyOrderMixed', { reference: values.reference }));
      order.lines.push(lineOf(values, match, fiscal));
    });

    const entries = [...pending.values()];
    const fresh = entries.filter((entry) => !entry.continued);
    const changes: JournalEntry[] = [];
    const ids = await insertRows(
      manager,
      Order,
      fresh.map((entry) => entry.order),
    );
    ids.forEach((id, index) => {
      fresh[index]!.order.id = id;
      changes.push({ entity: 'order', entityId: String(id), action: 'created' });
    });
    // A reference shaped like this shop's numbers: the series moves past it, no order drawn here meets it.
    for (const { order } of fresh) {
      const parts = orderNumberParts(order.number);
      if (parts) await moveSeriesPast(manager, scope.shopId, parts.series, parts.sequence);
    }
    const continued = entries.filter((entry) => entry.continued).map((entry) => entry.order.id);
    const had = continued.length
      ? await manager.getRepository(OrderLine).find({ where: { orderId: In(continued) } })
      : [];
    const linesOf = (orderId: number) => had.filter((line) => line.orderId === orderId);
    await insertRows(
      manager,
      OrderLine,
      entries.flatMap((entry) =>
        entry.lines.map((line, position) => ({
          ...line,
          orderId: entry.order.id,
          shopId: scope.shopId,
          position: linesOf(entry.order.id).length + position,
        })),
      ),
    );
    for (const entry of entries) {
      const totals = totalsOf([...linesOf(entry.order.id), ...(entry.lines as OrderLine[])]);
      await manager.getRepository(Order).update(
        { id: entry.order.id },
        {
          totalHT: totals.totalHT,
          tva: totals.tva,
          totalTTC: totals.totalTTC,
          totalWithMargin: totals.totalWithMargin,
          totalWithFees: totals.totalWithFees,
          vatByRate: totals.vatByRate,
          bottles: totals.bottles,
          packages: totals.packages,
        },
      );
    }
    const written = entries.reduce((count, entry) => count + entry.lines.length, 0);
    return { created: written, updated: 0, skipped, changes, rejected };
  },

  async revert(manager, changes, scope) {
    const ids = changes
      .filter((change) => change.entity === 'order')
      .map((change) => Number(change.entityId));
    if (ids.length === 0) return;
    await manager.getRepository(OrderLine).delete({ orderId: In(ids), shopId: scope.shopId });
    await manager.getRepository(Order).delete({ id: In(ids), shopId: scope.shopId });
  },
};

/** A row's line: the product, format and vintage found, priced at the row's price and rate. */
function lineOf(
  values: OrderHistoryRow,
  { product, format, vintage }: FormatFound,
  fiscal: ShopFiscalSettings,
): Partial<OrderLine> {
  const vatRate = values.vatRate ?? (fiscal.hasTVA ? (fiscal.vatRate[product.vatType] ?? 0) : 0);
  const amounts: HistoryLine = historyLine({
    unitHt: values.unitPrice,
    quantity: values.quantity,
    vatRate,
    eq75: format.eq75,
  });
  return {
    productId: product.id,
    productType: product.productType,
    name: product.name,
    vintageId: vintage?.id ?? 0,
    vintageName: vintage?.name ?? null,
    formatId: format.id,
    formatLabel: formatLabel(format),
    eq75: format.eq75,
    quantity: values.quantity,
    isWrapped: false,
    unitListHt: values.unitPrice,
    unitHt: values.unitPrice,
    unitDuties: 0,
    vatRate,
    unitVat: amounts.unitVat,
    unitWrappingHt: 0,
    totalHt: amounts.totalHt,
    totalVat: amounts.totalVat,
    totalTtc: amounts.totalTtc,
    promotionId: null,
  };
}
