import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { fiscalSettingsOf } from '@cuvee/billing';
import { Shop, shopScope } from '@cuvee/iam';
import { isIsoDate, parisDaysRange, parisMonthOf, type IsoDate } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { DELIVERY_TRANSITIONS, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '../domain/order-statuses.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import {
  OFFLINE_PAYMENT_STATUSES,
  type OrderDto,
  type OrderSummaryDto,
  type OrdersSummaryDto,
} from './dto/order.dto.js';
import { Order, OrderLine } from './order.entity.js';

const FILTERS: ListDefinition['filters'] = {
  id: { kind: 'equals', column: 'o.id', type: 'number' },
  number: { kind: 'equals', column: 'o.number', type: 'string' },
  status: { kind: 'equals', column: 'o.status', type: 'string' },
  deliveryStatus: { kind: 'equals', column: 'o.deliveryStatus', type: 'string' },
  paymentStatus: { kind: 'equals', column: 'o.paymentStatus', type: 'string' },
  subType: { kind: 'equals', column: 'o.subType', type: 'string' },
  channel: { kind: 'equals', column: 'o.channel', type: 'string' },
  clientId: { kind: 'equals', column: 'o.clientId', type: 'number' },
  agentId: { kind: 'equals', column: 'o.agentId', type: 'number' },
  salesPointId: { kind: 'equals', column: 'o.salesPointId', type: 'number' },
  groupedOrderId: { kind: 'equals', column: 'o.groupedOrderId', type: 'number' },
  q: { kind: 'search', columns: ['o.number', 'o.clientName'] },
};

/** The period filters of the lists: Paris days, read apart from the generic filters (see `periodOf`). */
const PERIOD_KEYS = ['createdFrom', 'createdTo'] as const;

/** The orders lists (react-admin): every filter has a (shop, filter, createdAt) index. */
export const ORDER_LIST: ListDefinition = {
  resource: 'orders',
  sortable: { id: 'o.id', createdAt: 'o.createdAt', number: 'o.number' },
  filters: FILTERS,
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'o.id',
};

/** A buyer's own orders span shops: they filter by seller (index buyer, createdAt). */
const BUYER_LIST: ListDefinition = {
  ...ORDER_LIST,
  filters: { ...FILTERS, shopId: { kind: 'equals', column: 'o.shopId', type: 'number' } },
};

export const SAMPLE_LIST: ListDefinition = { ...ORDER_LIST, resource: 'samples' };
export const DELIVERY_LIST: ListDefinition = { ...ORDER_LIST, resource: 'deliveries' };
/**
 * /admin/orders: every shop's orders (ADR 0086), by shop, status, period and amount TTC (cents, both
 * ends included); the platform-wide (createdAt) and (status, createdAt) indexes serve it without a shop.
 */
const ADMIN_LIST: ListDefinition = {
  ...BUYER_LIST,
  sortable: { ...ORDER_LIST.sortable, totalTTC: 'o.totalTTC' },
  filters: {
    ...BUYER_LIST.filters,
    totalFrom: { kind: 'atLeast', column: 'o.totalTTC' },
    totalTo: { kind: 'atMost', column: 'o.totalTTC' },
  },
};

/**
 * Which orders a caller sees: a buyer their own; an owner the shop's; a collaborator the
 * shop's with seeAllOrder, else those they wrote or follow; an agent those of their clients or written
 * by them (agents are independent representatives, whatever their map says: ADR 0012). Anything else
 * answers 404, never 403.
 */
export function scopeOrders(builder: SelectQueryBuilder<Order>, ctx: RequestContext): void {
  const user = ctx.user;
  if (!user) throw new UnauthorizedException('error.unauthorized');
  if (user.role === 'buyer') {
    builder.andWhere('o.buyerId = :me AND o.kind = :orderKind', { me: user.userId, orderKind: 'order' });
    return;
  }
  const { shopId, userId } = shopScope(ctx);
  builder.andWhere('o.shopId = :scopeShop', { scopeShop: shopId });
  const seesAll = user.role === 'owner' || (user.role === 'iam' && user.permissions.includes('seeAllOrder'));
  if (!seesAll) builder.andWhere('(o.agentId = :me OR o.createdById = :me)', { me: userId });
}

/** Reads of orders: the lists by role, samples, deliveries to follow, one order in full. */
@Injectable()
export class OrderQueries {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<OrderSummaryDto>> {
    const buyer = ctx.user?.role === 'buyer';
    const definition = buyer ? BUYER_LIST : ORDER_LIST;
    const builder = this.builder();
    scopeOrders(builder, ctx);
    if (!buyer) builder.andWhere('o.kind = :kind', { kind: 'order' });
    return this.page(builder, query, definition);
  }

  async samples(ctx: RequestContext, query: ListQueryDto): Promise<Page<OrderSummaryDto>> {
    const builder = this.builder();
    scopeOrders(builder, ctx);
    builder.andWhere('o.kind = :kind', { kind: 'sample' });
    return this.page(builder, query, SAMPLE_LIST);
  }

  /** /dashboard/delivery: the shop's validated orders that go to the buyer. */
  async deliveries(ctx: RequestContext, query: ListQueryDto): Promise<Page<OrderSummaryDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.builder()
      .where('o.shopId = :shopId', { shopId })
      .andWhere('o.kind = :kind', { kind: 'order' })
      .andWhere('o.status IN (:...delivered)', { delivered: ['validated', 'invoiced'] })
      .andWhere('o.channel <> :till', { till: 'salesPoint' });
    return this.page(builder, query, DELIVERY_LIST);
  }

  /** /admin/orders: every shop's, filtered by shop. */
  async adminList(query: ListQueryDto): Promise<Page<OrderSummaryDto>> {
    return this.page(this.builder(), query, ADMIN_LIST);
  }

  /** /admin/orders/{id}: any shop's order, read only. */
  async adminGet(id: number): Promise<OrderDto> {
    const manager = this.database.dataSource.manager;
    const order = await manager.getRepository(Order).findOneBy({ id });
    if (!order) throw new NotFoundException('error.notFound');
    return this.detail(manager, order);
  }

  /**
   * The seller dashboard's figures, counted in SQL on the orders the caller sees: pending orders to
   * decide, and this Paris month's placed orders (pending, validated, invoiced) with their total HT.
   */
  async summary(ctx: RequestContext, now = new Date()): Promise<OrdersSummaryDto> {
    const scoped = () => {
      const builder = this.builder().andWhere('o.kind = :kind', { kind: 'order' });
      scopeOrders(builder, ctx);
      return builder;
    };
    const month = parisMonthOf(now);
    const [toValidate, ofMonth] = await Promise.all([
      scoped().andWhere('o.status = :pending', { pending: 'pending' }).getCount(),
      scoped()
        .andWhere('o.status IN (:...live)', { live: ['pending', 'validated', 'invoiced'] })
        .andWhere('o.createdAt >= :monthStart AND o.createdAt < :monthEnd', {
          monthStart: month.start,
          monthEnd: month.end,
        })
        .select('COUNT(*)', 'count')
        .addSelect('COALESCE(SUM(o.totalHT), 0)', 'totalHT')
        .getRawOne<{ count: number | string; totalHT: number | string }>(),
    ]);
    return {
      toValidate,
      monthOrders: Number(ofMonth?.count ?? 0),
      monthTotalHT: Number(ofMonth?.totalHT ?? 0),
    };
  }

  async get(ctx: RequestContext, id: number): Promise<OrderDto> {
    return this.detail(this.database.dataSource.manager, await this.find(ctx, id));
  }

  /** The order if the caller may see it, else 404. */
  async find(ctx: RequestContext, id: number, manager?: EntityManager): Promise<Order> {
    const builder = (manager ?? this.database.dataSource.manager)
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.id = :id', { id });
    scopeOrders(builder, ctx);
    const order = await builder.getOne();
    if (!order) throw new NotFoundException('error.notFound');
    return order;
  }

  async detail(manager: EntityManager, order: Order): Promise<OrderDto> {
    const [lines, payment, names] = await Promise.all([
      manager.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { position: 'ASC' } }),
      manager.getRepository(OrderPayment).findOneBy({ orderId: order.id }),
      sellerNames(manager, [order.shopId]),
    ]);
    const transfer = payment?.method === 'transfer' ? await transferOf(manager, order) : null;
    const imported = order.importId !== null;
    return {
      ...summaryOf(order, names),
      typology: order.typology,
      hasTVA: order.hasTVA,
      displayTtc: order.displayTtc,
      delivery: {
        kind: order.deliveryKind,
        ref: order.deliveryRef,
        label: order.deliveryLabel,
        instructions: order.deliveryInstructions,
        packages: order.packages,
        address: order.deliveryAddress as unknown as Record<string, unknown> | null,
      },
      billingAddress: order.billingAddress as unknown as Record<string, unknown> | null,
      payment: payment
        ? {
            method: payment.method,
            provider: payment.provider,
            status: payment.status,
            amount: payment.amount,
            delay: payment.delay,
            dueDate: payment.dueDate,
            failureReason: payment.failureReason,
          }
        : null,
      transfer,
      buyerNotes: order.buyerNotes,
      sellerNotes: order.sellerNotes,
      franco: order.franco,
      promoAmount: order.promoAmount,
      shipping: order.shipping,
      margin: order.margin,
      totalWithMargin: order.totalWithMargin,
      totalWithFees: order.totalWithFees,
      commission: order.commission,
      payLater: order.payLater,
      promotionId: order.promotionId,
      vatByRate: order.vatByRate.map((row) => ({ ...row })),
      stockState: order.stockState,
      closedAt: order.closedAt,
      totalDuties: lines.reduce((sum, line) => sum + line.unitDuties * line.quantity, 0),
      // An imported order is the former software's history: it moves no more (ADR 0069).
      nextStatuses: imported ? [] : [...ORDER_TRANSITIONS.to[order.status]],
      nextDeliveryStatuses: imported ? [] : [...DELIVERY_TRANSITIONS.to[order.deliveryStatus]],
      // Offline payments only: a card's statuses follow the provider.
      nextPaymentStatuses:
        !imported && payment && payment.method !== 'card'
          ? PAYMENT_TRANSITIONS.to[order.paymentStatus].filter((status) =>
              (OFFLINE_PAYMENT_STATUSES as readonly string[]).includes(status),
            )
          : [],
      lines: lines.map((line) => ({
        id: line.id,
        productId: line.productId,
        productType: line.productType,
        name: line.name,
        vintageId: line.vintageId,
        vintageName: line.vintageName,
        formatId: line.formatId,
        formatLabel: line.formatLabel,
        eq75: line.eq75,
        quantity: line.quantity,
        isWrapped: line.isWrapped,
        unitListHt: line.unitListHt,
        unitHt: line.unitHt,
        unitDuties: line.unitDuties,
        vatRate: line.vatRate,
        unitVat: line.unitVat,
        unitWrappingHt: line.unitWrappingHt,
        totalHt: line.totalHt,
        totalVat: line.totalVat,
        totalTtc: line.totalTtc,
      })),
    };
  }

  private builder(): SelectQueryBuilder<Order> {
    return this.database.dataSource.getRepository(Order).createQueryBuilder('o');
  }

  private async page(
    builder: SelectQueryBuilder<Order>,
    query: ListQueryDto,
    definition: ListDefinition,
  ): Promise<Page<OrderSummaryDto>> {
    const { rest, start, end } = periodOf(query);
    if (start) builder.andWhere('o.createdAt >= :periodStart', { periodStart: start });
    if (end) builder.andWhere('o.createdAt < :periodEnd', { periodEnd: end });
    const page = await fetchPage(builder, parseListQuery(rest, definition), definition);
    const names = await sellerNames(
      this.database.dataSource.manager,
      page.rows.map((row) => row.shopId),
    );
    return { ...page, rows: page.rows.map((row) => summaryOf(row, names)) };
  }
}

/**
 * `createdFrom` / `createdTo` (YYYY-MM-DD, Paris days, both included) taken out of the react-admin
 * filter; the rest goes to the generic parser, which refuses anything it does not know.
 */
function periodOf(query: ListQueryDto): { rest: ListQueryDto; start: Date | null; end: Date | null } {
  if (query.filter === undefined) return { rest: query, start: null, end: null };
  let raw: unknown;
  try {
    raw = JSON.parse(query.filter);
  } catch {
    return { rest: query, start: null, end: null };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { rest: query, start: null, end: null };
  const filter = { ...(raw as Record<string, unknown>) };
  const days: Record<(typeof PERIOD_KEYS)[number], IsoDate | null> = { createdFrom: null, createdTo: null };
  for (const key of PERIOD_KEYS) {
    const value = filter[key];
    delete filter[key];
    if (value === undefined || value === null || value === '') continue;
    if (!isIsoDate(value)) throw new BadRequestException('error.invalidListQuery');
    days[key] = value;
  }
  const { start, end } = parisDaysRange(days.createdFrom, days.createdTo);
  return { rest: { ...query, filter: JSON.stringify(filter) }, start, end };
}

/** The sellers' names of a page, in one query. */
async function sellerNames(manager: EntityManager, shopIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(shopIds)];
  if (ids.length === 0) return new Map();
  const shops = await manager
    .getRepository(Shop)
    .find({ where: { id: In(ids) }, select: { id: true, name: true } });
  return new Map(shops.map((shop) => [shop.id, shop.name]));
}

export function summaryOf(order: Order, names: ReadonlyMap<number, string>): OrderSummaryDto {
  return {
    id: order.id,
    number: order.number,
    shopId: order.shopId,
    sellerName: names.get(order.shopId) ?? '',
    kind: order.kind,
    subType: order.subType,
    channel: order.channel,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    paymentStatus: order.paymentStatus,
    buyerId: order.buyerId,
    clientId: order.clientId,
    clientName: order.clientName,
    agentId: order.agentId,
    salesPointId: order.salesPointId,
    groupedOrderId: order.groupedOrderId,
    paymentMethod: order.paymentMethod,
    bottles: order.bottles,
    totalHT: order.totalHT,
    tva: order.tva,
    totalTTC: order.totalTTC,
    creditAmount: order.creditAmount,
    quoteId: order.quoteId,
    invoiceId: order.invoiceId,
    invoiceNumber: order.invoiceNumber,
    imported: order.importId !== null,
    importId: order.importId,
    createdAt: order.createdAt,
    placedAt: order.placedAt,
    validatedAt: order.validatedAt,
    expiresAt: order.expiresAt,
  };
}

/** The seller's account a transfer goes to (its default one, else its first) and the order's number to write. */
async function transferOf(manager: EntityManager, order: Order): Promise<OrderDto['transfer']> {
  const { banks } = (await fiscalSettingsOf(manager, [order.shopId])).get(order.shopId)!;
  const bank = banks.find((account) => account.default) ?? banks[0];
  return bank ? { iban: bank.rib, bic: bank.bic ?? null, reference: order.number } : null;
}
