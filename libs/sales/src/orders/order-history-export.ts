import { In, MoreThan, type EntityManager } from 'typeorm';
import { Product, ProductFormat } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { centsToDecimalString, parisDateOf, type OrderStatus } from '@cuvee/kernel';
import { keysetPages, type ExportDefinition, type ExportScope } from '@cuvee/platform';
import { ORDER_HISTORY_COLUMNS } from './order-history-import.js';
import { Order, OrderLine } from './order.entity.js';

/** Orders read at a time: their lines (200 at most each), clients, products and formats are loaded together. */
const ORDERS_PER_PAGE = 200;

/** The orders that happened: validated, invoiced (imported ones are invoiced). */
const PAST: OrderStatus[] = ['validated', 'invoiced'];

/** The shop's past orders a page at a time in id order (keyset, index shopId + id). */
function pastOrders(manager: EntityManager, scope: ExportScope): AsyncGenerator<Order> {
  return keysetPages(
    (after, take) =>
      manager.getRepository(Order).find({
        where: { shopId: scope.shopId, id: MoreThan(after), status: In(PAST), kind: 'order' },
        order: { id: 'ASC' },
        take,
      }),
    (order) => order.id,
    ORDERS_PER_PAGE,
  );
}

/** The rows of one page of orders: one per line of a catalogue product (bookings are not goods). */
async function* pageRows(manager: EntityManager, scope: ExportScope, orders: readonly Order[]) {
  const lines = await manager.getRepository(OrderLine).find({
    where: { orderId: In(orders.map((order) => order.id)) },
    order: { orderId: 'ASC', position: 'ASC' },
  });
  const goods = lines.filter((line) => line.productId > 0 && line.formatId > 0);
  const ids = (values: number[]) => [...new Set(values)];
  const [clients, products, formats] = await Promise.all([
    manager.getRepository(Client).findBy({
      shopId: scope.shopId,
      id: In(ids(orders.flatMap((order) => order.clientId ?? []))),
    }),
    manager
      .getRepository(Product)
      .findBy({ shopId: scope.shopId, id: In(ids(goods.map((l) => l.productId))) }),
    manager.getRepository(ProductFormat).findBy({ id: In(ids(goods.map((l) => l.formatId))) }),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const [client, product, format] = [byId(clients), byId(products), byId(formats)];
  const orderOf = byId([...orders]);
  for (const line of goods) {
    const order = orderOf.get(line.orderId)!;
    const buyer = order.clientId === null ? undefined : client.get(order.clientId);
    // The import names the client by email, SIRET or accounting code: one known by none stays here.
    if (!buyer?.email && !buyer?.siret && !buyer?.accountingCode) continue;
    yield {
      reference: order.number,
      date: parisDateOf(order.placedAt ?? order.createdAt),
      clientEmail: buyer?.email ?? null,
      clientSiret: buyer?.siret ?? null,
      clientAccountingCode: buyer?.accountingCode ?? null,
      // Ids are this shop's: the product is named by its name and its format's EAN, which travel.
      productId: null,
      name: product.get(line.productId)?.name ?? line.name,
      ean: format.get(line.formatId)?.ean ?? null,
      vintage: line.vintageName,
      format: line.formatLabel,
      quantity: line.quantity,
      // Duties are in the unit price here: the imported line's HT is the same.
      unitPrice: centsToDecimalString(line.unitHt + line.unitDuties),
      vatRate: line.vatRate,
    };
  }
}

/**
 * The order history export (ADR 0069): one row per line of every order that happened (validated or
 * invoiced, imported ones included) to a client the import can name (by email, SIRET or accounting
 * code: a counter sale to nobody in particular stays out), with the order history import's headers,
 * so that it imports back —
 * into another shop whose catalogue and clients came over (products by name and EAN, clients by email,
 * SIRET or accounting code), or into this one, where every order is already there (skipped).
 */
export const orderHistoryExport: ExportDefinition = {
  kind: 'orderHistory',
  label: { fr: 'Historique des commandes', en: 'Order history' },
  permission: 'seeAllOrder',
  sheets: [
    {
      name: 'historique',
      columns: ORDER_HISTORY_COLUMNS.map((column) => ({ key: column.field, header: column.label })),
      rows: (manager, scope) => {
        const orders = pastOrders(manager, scope);
        return (async function* () {
          let page: Order[] = [];
          for await (const order of orders) {
            page.push(order);
            if (page.length === ORDERS_PER_PAGE) {
              yield* pageRows(manager, scope, page);
              page = [];
            }
          }
          if (page.length) yield* pageRows(manager, scope, page);
        })();
      },
    },
  ],
};
