import { In, MoreThan, type EntityManager } from 'typeorm';
import {
  centsToDecimalString,
  labelOf,
  parisDateOf,
  PAYMENT_TYPES,
  statusLabel,
  type Locale,
} from '@cuvee/kernel';
import { keysetPages, type ExportDefinition, type ExportScope } from '@cuvee/platform';
import { Order, OrderLine } from './order.entity.js';

/** Orders read at a time for the lines sheet: their lines (200 at most each) are loaded together. */
const ORDERS_PER_PAGE = 200;

const euros = (cents: number) => centsToDecimalString(cents);
const day = (date: Date | null) => (date ? parisDateOf(date) : null);

const KINDS = { order: { fr: 'Commande', en: 'Order' }, sample: { fr: 'Échantillons', en: 'Samples' } };
const SUB_TYPES = { quote: { fr: 'Devis', en: 'Quote' }, bill: { fr: 'Facturée', en: 'Billed' } };
const CHANNELS = {
  shop: { fr: 'Boutique en ligne', en: 'Online shop' },
  backoffice: { fr: 'Back-office', en: 'Back office' },
  salesPoint: { fr: 'Point de vente', en: 'Sales point' },
};
const METHODS: Record<string, { fr: string; en: string }> = {
  card: { fr: 'Carte bancaire', en: 'Bank card' },
  payLater: { fr: 'Paiement différé', en: 'Pay later' },
};

function methodLabel(method: string | null, locale: Locale): string | null {
  if (method === null) return null;
  return (
    METHODS[method]?.[locale] ??
    (PAYMENT_TYPES.some((type) => type.key === method)
      ? labelOf(PAYMENT_TYPES, method as never, locale)
      : method)
  );
}

/** The shop's orders a page at a time in id order (keyset, index shopId + id). */
function orderPages(manager: EntityManager, scope: ExportScope, size: number): AsyncGenerator<Order> {
  return keysetPages(
    (after, take) =>
      manager.getRepository(Order).find({
        where: { shopId: scope.shopId, id: MoreThan(after) },
        order: { id: 'ASC' },
        take,
      }),
    (order) => order.id,
    size,
  );
}

/**
 * The orders export: a zip of `commandes` (one row per order: statuses, client, payment,
 * amounts in euros, its invoice) and `lignes` (one row per line as priced when placed). Both read the
 * orders by id pages; lines are loaded for ORDERS_PER_PAGE orders at a time, so memory stays flat.
 */
export const ordersExport: ExportDefinition = {
  kind: 'orders',
  label: { fr: 'Commandes', en: 'Orders' },
  permission: 'seeAllOrder',
  sheets: [
    {
      name: 'commandes',
      columns: [
        { key: 'number', header: { fr: 'Numéro', en: 'Number' } },
        { key: 'date', header: { fr: 'Date', en: 'Date' } },
        { key: 'kind', header: { fr: 'Type', en: 'Kind' } },
        { key: 'subType', header: { fr: 'Origine', en: 'Origin' } },
        { key: 'channel', header: { fr: 'Canal', en: 'Channel' } },
        { key: 'status', header: { fr: 'Statut', en: 'Status' } },
        { key: 'deliveryStatus', header: { fr: 'Livraison', en: 'Delivery' } },
        { key: 'paymentStatus', header: { fr: 'Paiement', en: 'Payment' } },
        { key: 'paymentMethod', header: { fr: 'Moyen de paiement', en: 'Payment method' } },
        { key: 'clientId', header: { fr: 'Identifiant client', en: 'Client id' } },
        { key: 'clientName', header: { fr: 'Client', en: 'Client' } },
        { key: 'bottles', header: { fr: 'Bouteilles', en: 'Bottles' } },
        { key: 'promoAmount', header: { fr: 'Remise HT', en: 'Discount excl. VAT' } },
        { key: 'totalHT', header: { fr: 'Total HT', en: 'Total excl. VAT' } },
        { key: 'shipping', header: { fr: 'Livraison HT', en: 'Delivery excl. VAT' } },
        { key: 'tva', header: { fr: 'TVA', en: 'VAT' } },
        { key: 'totalTTC', header: { fr: 'Total TTC', en: 'Total incl. VAT' } },
        { key: 'creditAmount', header: { fr: 'Crédit client utilisé', en: 'Client credit used' } },
        { key: 'invoiceNumber', header: { fr: 'Facture', en: 'Invoice' } },
      ],
      count: (manager, scope) => manager.getRepository(Order).countBy({ shopId: scope.shopId }),
      rows: (manager, scope) => {
        const orders = orderPages(manager, scope, 1000);
        const locale = scope.locale;
        return (async function* () {
          for await (const order of orders)
            yield {
              number: order.number,
              date: day(order.placedAt ?? order.createdAt),
              kind: KINDS[order.kind][locale],
              subType: order.subType ? SUB_TYPES[order.subType][locale] : null,
              channel: CHANNELS[order.channel][locale],
              status: statusLabel('order', order.status, locale),
              deliveryStatus: statusLabel('delivery', order.deliveryStatus, locale),
              paymentStatus: statusLabel('payment', order.paymentStatus, locale),
              paymentMethod: methodLabel(order.paymentMethod, locale),
              clientId: order.clientId,
              clientName: order.clientName,
              bottles: order.bottles,
              promoAmount: euros(order.promoAmount),
              totalHT: euros(order.totalHT),
              shipping: euros(order.shipping + order.margin),
              tva: euros(order.tva),
              totalTTC: euros(order.totalTTC),
              creditAmount: euros(order.creditAmount),
              invoiceNumber: order.invoiceNumber,
            };
        })();
      },
    },
    {
      name: 'lignes',
      columns: [
        { key: 'number', header: { fr: 'Commande', en: 'Order' } },
        { key: 'position', header: { fr: 'Ligne', en: 'Line' } },
        { key: 'productId', header: { fr: 'Identifiant article', en: 'Product id' } },
        { key: 'name', header: { fr: 'Article', en: 'Product' } },
        { key: 'vintage', header: { fr: 'Millésime', en: 'Vintage' } },
        { key: 'format', header: { fr: 'Format', en: 'Format' } },
        { key: 'quantity', header: { fr: 'Quantité', en: 'Quantity' } },
        { key: 'unitListHt', header: { fr: 'Prix catalogue HT', en: 'List price excl. VAT' } },
        { key: 'unitHt', header: { fr: 'Prix unitaire HT', en: 'Unit price excl. VAT' } },
        { key: 'unitDuties', header: { fr: 'Droits unitaires', en: 'Unit duties' } },
        { key: 'vatRate', header: { fr: 'Taux de TVA', en: 'VAT rate' } },
        { key: 'totalHt', header: { fr: 'Total HT', en: 'Total excl. VAT' } },
        { key: 'totalVat', header: { fr: 'TVA', en: 'VAT' } },
        { key: 'totalTtc', header: { fr: 'Total TTC', en: 'Total incl. VAT' } },
      ],
      count: (manager, scope) => manager.getRepository(OrderLine).countBy({ shopId: scope.shopId }),
      rows: (manager, scope) => {
        const orders = orderPages(manager, scope, ORDERS_PER_PAGE);
        return (async function* () {
          let page: Order[] = [];
          const flush = async function* () {
            const numbers = new Map(page.map((order) => [order.id, order.number]));
            const lines = await manager.getRepository(OrderLine).find({
              where: { orderId: In([...numbers.keys()]) },
              order: { orderId: 'ASC', position: 'ASC' },
            });
            page = [];
            for (const line of lines)
              yield {
                number: numbers.get(line.orderId),
                position: line.position + 1,
                productId: line.productId,
                name: line.name,
                vintage: line.vintageName,
                format: line.formatLabel,
                quantity: line.quantity,
                unitListHt: euros(line.unitListHt),
                unitHt: euros(line.unitHt),
                unitDuties: euros(line.unitDuties),
                vatRate: line.vatRate,
                totalHt: euros(line.totalHt),
                totalVat: euros(line.totalVat),
                totalTtc: euros(line.totalTtc),
              };
          };
          for await (const order of orders) {
            page.push(order);
            if (page.length === ORDERS_PER_PAGE) yield* flush();
          }
          if (page.length) yield* flush();
        })();
      },
    },
  ],
};
