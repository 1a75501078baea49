import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { failure, formatMoney, NO_SHIPPING, PUBLIC_TYPOLOGY, type Cents } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { Warehouse } from '@cuvee/stock';
import { ClientCreditsService, DocumentsService, InvoicesService } from '@cuvee/billing';
import { CartCatalogue, type LoadedCart, type LoadedSeller } from '../cart/cart-catalogue.js';
import { priceSellerOrder, type PricedOrder } from '../cart/cart-pricing.service.js';
import { deliveryLabelOf } from '../cart/priced-order-lines.js';
import { StockFacts } from '../cart/stock-facts.js';
import { creditSpent, CREDIT_PLAN } from '../domain/checkout-payment.js';
import { orderCreditRef } from '../domain/order-invoicing.js';
import { pendingExpiry } from '../domain/order-expiry.js';
import { ORDER_TRANSITIONS } from '../domain/order-statuses.js';
import { GroupedOrder } from '../grouped-orders/grouped-order.entity.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { planOfflinePayment } from '../payments/offline-payments.js';
import { failureException, failuresException, move } from '../sales-errors.js';
import { SalesPoint } from '../sales-points/sales-point.entity.js';
import type { SalesPointOrderDto } from '../sales-points/dto/sales-point.dto.js';
import { withFixedPrice } from '../domain/match-grid-rules.js';
import { MatchGridsService } from '../match-grids/match-grids.service.js';
import type {
  AdminCreateOrderDto,
  ClientOrderLineInputDto,
  CreateOrderDto,
  OrderClientCreditDto,
  OrderDto,
  OrderLineInputDto,
  SampleInputDto,
} from './dto/order.dto.js';
import { Order, type OrderSubType } from './order.entity.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { OrderPlacement, type PlacementDraft } from './order-placement.js';
import { OrderQueries } from './order-queries.service.js';
import { stockLinesOf, stockSourceOf, type PaymentDraft } from './order-writer.js';
import { visibleClient } from './visible-client.js';

/** The client an order is written for, as the order needs it. */
interface OrderClient {
  readonly id: number | null;
  readonly name: string;
  readonly userId: number | null;
  readonly agentId: number | null;
  readonly typology: string;
  readonly deliveryAddress: Client['deliveryAddress'];
  readonly billingAddress: Client['billingAddress'];
}

const NO_CLIENT: OrderClient = {
  id: null,
  name: '',
  userId: null,
  agentId: null,
  typology: PUBLIC_TYPOLOGY,
  deliveryAddress: null,
  billingAddress: null,
};

function clientOf(client: Client): OrderClient {
  return {
    id: client.id,
    name: client.displayName,
    userId: client.userId,
    agentId: client.agentId,
    typology: client.typology,
    deliveryAddress: client.deliveryAddress ?? client.billingAddress,
    billingAddress: client.billingAddress ?? client.deliveryAddress,
  };
}

/**
 * Orders the shop's people write (/orders/add, /orders/samples, /salespoints/{id}/new-order):
 * for a client at the client's price list, by an owner, a collaborator or an agent (tour mode: agents
 * write for their own clients) — subType bill: validated and invoiced at once (ADR 0018); samples that leave the stock as sample movements; counter sales at a
 * sales point, paid and handed over at once. All go through the same placement as the checkout.
 */
@Injectable()
export class OrderEntry {
  constructor(
    private readonly database: Database,
    private readonly catalogue: CartCatalogue,
    private readonly placement: OrderPlacement,
    private readonly lifecycle: OrderLifecycle,
    private readonly queries: OrderQueries,
    private readonly documents: DocumentsService,
    private readonly invoices: InvoicesService,
    private readonly credits: ClientCreditsService,
    private readonly matchGrids: MatchGridsService,
  ) {}

  async create(ctx: RequestContext, dto: CreateOrderDto): Promise<OrderDto> {
    const { shopId, userId } = shopScope(ctx);
    const needed = dto.subType === 'quote' ? 'createQuote' : dto.subType === 'bill' ? 'billOrder' : null;
    if (needed && !ctx.user!.permissions.includes(needed)) throw new ForbiddenException('error.forbidden');
    const client = await this.visibleClient(ctx, shopId, dto.clientId);
    const bill = dto.subType === 'bill';
    // Billed at once: what issuing the invoice would refuse is refused before anything is written.
    if (bill)
      await this.documents.assertInvoiceable(this.database.dataSource.manager, shopId, client.id, ctx.locale);
    const order = await this.write(ctx, shopId, clientOf(client), dto, userId);
    if (bill) {
      await this.lifecycle.validate(ctx, order.id);
      await this.invoices.invoiceSource(ctx, { kind: 'orders', ids: [order.id] });
    }
    return this.queries.get(ctx, order.id);
  }

  /** The credit a client of the shop holds, for the order form (agents: their own clients only). */
  async clientCredit(ctx: RequestContext, clientId: number): Promise<OrderClientCreditDto> {
    const { shopId } = shopScope(ctx);
    const client = await this.visibleClient(ctx, shopId, clientId);
    return {
      clientId: client.id,
      available: await this.credits.available(this.database.dataSource.manager, shopId, client.id),
    };
  }

  /** /admin/orders: an administrator writes an order for a client of any shop. */
  async adminCreate(ctx: RequestContext, dto: AdminCreateOrderDto): Promise<OrderDto> {
    const client = await this.database.dataSource
      .getRepository(Client)
      .findOneBy({ id: dto.clientId, shopId: dto.shopId, archived: false });
    if (!client) throw new NotFoundException('error.notFound');
    const order = await this.write(ctx, dto.shopId, clientOf(client), dto, ctx.user!.userId);
    return this.queries.detail(this.database.dataSource.manager, order);
  }

  /** Bottles given as samples: nothing charged, the stock leaves as `sample` movements at once. */
  async createSample(ctx: RequestContext, dto: SampleInputDto): Promise<OrderDto> {
    const { shopId, userId } = shopScope(ctx);
    const client = dto.clientId ? clientOf(await this.visibleClient(ctx, shopId, dto.clientId)) : NO_CLIENT;
    if (dto.warehouseId !== undefined) await this.shopWarehouse(shopId, dto.warehouseId);
    const { loaded, priced } = await this.price(ctx, shopId, client.typology, dto.lines, false);
    const stock = await StockFacts.load(this.database.dataSource.manager, [shopId], productIdsOf(dto.lines));
    const draft = this.draftOf(priced, client, {
      kind: 'sample',
      subType: null,
      channel: 'backoffice',
      createdById: userId,
      agentId: client.agentId ?? (ctx.user!.role === 'agent' ? userId : null),
      payment: null,
      sellerNotes: dto.sellerNotes,
      stock,
      warehouseId: dto.warehouseId,
    });
    const [order] = await this.placement.place([draft], {
      day: loaded.day.date,
      finish: (manager, orders) => handOver(manager, orders[0]!, priced, 'paid'),
    });
    await this.lifecycle.settleStock(order!, userId);
    return this.queries.get(ctx, order!.id);
  }

  /** A counter sale at a sales point: its price list and warehouse, paid and handed over at once. */
  async createAtSalesPoint(
    ctx: RequestContext,
    salesPointId: number,
    dto: SalesPointOrderDto,
  ): Promise<OrderDto> {
    const { shopId, userId } = shopScope(ctx);
    const point = await this.database.dataSource
      .getRepository(SalesPoint)
      .findOneBy({ id: salesPointId, shopId, archived: false });
    if (!point) throw new NotFoundException('error.notFound');
    if (!point.paymentMethods.includes(dto.paymentMethod))
      throw failuresException([failure('sales.salesPointPayment')]);
    const client = dto.clientId ? clientOf(await this.visibleClient(ctx, shopId, dto.clientId)) : NO_CLIENT;
    const { loaded, priced } = await this.price(ctx, shopId, point.typology, dto.lines, false);
    const stock = await StockFacts.load(this.database.dataSource.manager, [shopId], productIdsOf(dto.lines));
    const draft = this.draftOf(
      priced,
      { ...client, name: client.name || point.name },
      {
        kind: 'order',
        subType: null,
        channel: 'salesPoint',
        salesPointId: point.id,
        createdById: userId,
        agentId: null,
        payment: {
          method: dto.paymentMethod,
          provider: null,
          status: 'pending',
          delay: 'atOrder',
          dueDate: loaded.day.date,
        },
        sellerNotes: dto.sellerNotes,
        stock,
        warehouseId: point.warehouseId ?? undefined,
      },
    );
    const [order] = await this.placement.place([draft], {
      day: loaded.day.date,
      finish: async (manager, orders) => {
        await handOver(manager, orders[0]!, priced, 'paid');
        await manager
          .getRepository(OrderPayment)
          .update(
            { orderId: orders[0]!.id },
            { status: 'paid', amount: priced.pricing.answer.price.totalTTC },
          );
      },
    });
    await this.lifecycle.settleStock(order!, userId);
    return this.queries.get(ctx, order!.id);
  }

  private async write(
    ctx: RequestContext,
    shopId: number,
    client: OrderClient,
    dto: CreateOrderDto,
    userId: number,
  ): Promise<Order> {
    const method = dto.paymentMethod ?? 'transfer';
    const { lines, typology, fixedPrices } = await this.clientLines(shopId, client, dto.lines);
    const { loaded, seller, priced } = await this.price(
      ctx,
      shopId,
      typology,
      lines,
      method === 'bill' || method === 'payLater',
      {
        type: dto.delivery?.type ?? null,
        ref: dto.delivery?.ref ?? null,
        collectionPoint: dto.delivery?.collectionPoint ?? null,
        instructions: dto.delivery?.instructions ?? '',
      },
      fixedPrices,
    );
    const credit = await this.creditOf(ctx, shopId, client.id, dto, priced.pricing.answer.price.totalTTC);
    const planned = planOfflinePayment(method, {
      orderDate: loaded.day.date,
      delay: dto.paymentDelay ?? null,
    });
    // Credit covering the whole order needs no other method (as at checkout); otherwise the method pays the rest.
    if (!planned.ok && !credit.covered) throw failuresException([planned.failure]);
    const group = dto.groupedOrderId ? await this.openGroup(shopId, dto.groupedOrderId) : null;
    const stock = await StockFacts.load(this.database.dataSource.manager, [shopId], productIdsOf(lines));
    const quote = dto.subType === 'quote';
    const draft = this.draftOf(priced, client, {
      kind: 'order',
      subType: dto.subType ?? null,
      channel: 'backoffice',
      createdById: userId,
      agentId: client.agentId ?? (ctx.user!.role === 'agent' ? userId : null),
      groupedOrderId: group?.id ?? null,
      payment:
        planned.ok && !credit.covered
          ? {
              method,
              provider: null,
              status: planned.plan.status,
              delay: planned.plan.delay,
              dueDate: planned.plan.dueDate,
            }
          : {
              method: CREDIT_PLAN.method,
              provider: null,
              status: CREDIT_PLAN.status,
              delay: null,
              dueDate: null,
            },
      creditAmount: credit.credit,
      buyerNotes: dto.buyerNotes,
      sellerNotes: dto.sellerNotes,
      deliveryInstructions: dto.delivery?.instructions,
      // A quote holds no stock until it is placed.
      stock: quote ? null : stock,
    });
    const [order] = await this.placement.place([draft], {
      day: loaded.day.date,
      finish: async (manager, orders) => {
        if (quote) return;
        const written = orders[0]!;
        // Spent in the placing transaction with the credits' conditional updates (ClientCreditsService):
        // two orders at once never take the same euro, and a refusal here places nothing.
        if (credit.credit > 0) {
          await this.credits.spend(
            manager,
            shopId,
            client.id!,
            credit.credit,
            { sourceRef: orderCreditRef(written.id) },
            ctx.locale,
          );
          if (credit.covered)
            await manager
              .getRepository(OrderPayment)
              .update({ orderId: written.id }, { amount: credit.credit });
        }
        const placedAt = new Date();
        const changes = {
          status: move(ORDER_TRANSITIONS, 'draft', 'pending', {
            lineCount: priced.items.length,
            paymentKind: 'offline' as const,
            paymentStatus: written.paymentStatus,
          }),
          placedAt,
          expiresAt: pendingExpiry(placedAt, seller.settings.payments.pendingOrderDays),
        };
        await manager.getRepository(Order).update({ id: written.id, status: 'draft' }, changes);
        Object.assign(written, changes);
      },
    });
    return order!;
  }

  /**
   * The client credit the seller chose to spend on the order (`creditAmount`), by the checkout's rule
   * (domain `creditSpent`): at most what the client holds now and the order's TTC, else a 400 before
   * anything is written. A quote takes none: its order or its invoice will.
   */
  private async creditOf(
    ctx: RequestContext,
    shopId: number,
    clientId: number | null,
    dto: CreateOrderDto,
    totalTtc: Cents,
  ): Promise<{ credit: Cents; covered: boolean }> {
    const amount = dto.creditAmount ?? 0;
    if (amount === 0) return { credit: 0, covered: false };
    if (dto.subType === 'quote') throw failuresException([failure('sales.creditOnQuote')]);
    const available =
      clientId === null
        ? 0
        : await this.credits.available(this.database.dataSource.manager, shopId, clientId);
    const spent = creditSpent(totalTtc, available, { creditOnly: false, useCredit: false, amount });
    if (spent.failure)
      throw failuresException([
        failure(spent.failure, {
          amount: formatMoney(amount, ctx.locale),
          available: formatMoney(available, ctx.locale),
          total: formatMoney(totalTtc, ctx.locale),
        }),
      ]);
    return spent;
  }

  /**
   * The lines as products and formats: each gives a product and format or the client's reference, which
   * the client's correspondence grid turns into its product, format, vintage and maybe fixed price; an
   * order with such lines is priced at the grid's price grid (ADR 0090).
   */
  private async clientLines(
    shopId: number,
    client: OrderClient,
    given: readonly ClientOrderLineInputDto[],
  ): Promise<{ lines: OrderLineInputDto[]; typology: string; fixedPrices: ReadonlyMap<number, Cents> }> {
    const mixed = given.flatMap((line, index) => {
      const byProduct = line.productId !== undefined || line.formatId !== undefined || line.vintageId != null;
      const sound =
        line.clientReference === undefined
          ? line.productId !== undefined && line.formatId !== undefined
          : !byProduct;
      return sound ? [] : [failure('sales.orderLineTarget', { position: index + 1 })];
    });
    if (mixed.length) throw failuresException(mixed);
    const grid =
      client.id === null
        ? null
        : await this.matchGrids.clientReferenceLines(
            this.database.dataSource.manager,
            shopId,
            { id: client.id, typology: client.typology },
            given,
          );
    const lines = given.map((line, index): OrderLineInputDto => {
      const target = grid?.lines.get(index);
      return target
        ? { ...target, quantity: line.quantity, isWrapped: line.isWrapped }
        : {
            productId: line.productId!,
            formatId: line.formatId!,
            vintageId: line.vintageId,
            quantity: line.quantity,
            isWrapped: line.isWrapped,
          };
    });
    return {
      lines,
      typology: grid?.typology ?? client.typology,
      fixedPrices: grid?.fixedPrices ?? new Map(),
    };
  }

  /** Prices the lines for one seller; a line naming nothing the shop sells is "Produit inexistant". */
  private async price(
    ctx: RequestContext,
    shopId: number,
    typology: string,
    lines: readonly OrderLineInputDto[],
    payLater: boolean,
    shipping = NO_SHIPPING,
    fixedPrices: ReadonlyMap<number, Cents> = new Map(),
  ): Promise<{ loaded: LoadedCart; seller: LoadedSeller; priced: PricedOrder }> {
    const raw = await this.catalogue.load(
      ctx,
      [
        {
          sellerId: shopId,
          lines: lines.map((line, index) => ({
            key: String(index),
            productId: line.productId,
            formatId: line.formatId,
            vintageId: line.vintageId ?? null,
            quantity: line.quantity,
            isWrapped: line.isWrapped ?? false,
          })),
        },
      ],
      { kind: 'client', typology },
    );
    const seller = raw.sellers.get(shopId);
    if (!seller) throw new NotFoundException('error.notFound');
    const loaded = withFixedPrices(raw, seller, fixedPrices);
    const priced = priceSellerOrder(loaded, seller, shipping, { payLater });
    if (priced.resolved.some((line) => line.item === null))
      throw new BadRequestException('error.productNotFound');
    return { loaded, seller, priced };
  }

  private draftOf(
    priced: PricedOrder,
    client: OrderClient,
    options: {
      kind: 'order' | 'sample';
      subType: OrderSubType | null;
      channel: Order['channel'];
      createdById: number;
      agentId: number | null;
      payment: PaymentDraft | null;
      creditAmount?: Cents;
      salesPointId?: number;
      groupedOrderId?: number | null;
      buyerNotes?: string;
      sellerNotes?: string;
      deliveryInstructions?: string;
      stock: StockFacts | null;
      warehouseId?: number;
    },
  ): PlacementDraft {
    const { seller, delivery, pricing, items } = priced;
    const stock = options.stock;
    return {
      shopId: seller.shop.id,
      kind: options.kind,
      subType: options.subType,
      channel: options.channel,
      buyerId: client.userId,
      clientId: client.id,
      clientName: client.name,
      agentId: options.agentId,
      createdById: options.createdById,
      salesPointId: options.salesPointId ?? null,
      groupedOrderId: options.groupedOrderId ?? null,
      typology: seller.typology.key,
      hasTVA: seller.pricing.settings.hasTVA,
      displayTtc: seller.typology.settings.ttc,
      delivery,
      deliveryLabel: deliveryLabelOf(priced),
      deliveryInstructions: options.deliveryInstructions?.trim() || null,
      deliveryAddress: delivery.kind === 'type' ? client.deliveryAddress : null,
      billingAddress: client.billingAddress,
      payment: options.payment,
      creditAmount: options.creditAmount ?? 0,
      buyerNotes: options.buyerNotes?.trim() || null,
      sellerNotes: options.sellerNotes?.trim() || null,
      pricing,
      items,
      free: options.kind === 'sample',
      stockLines: stock
        ? stockLinesOf(
            items.map(stockSourceOf),
            (productId) => stock.managed(seller.shop.id, productId),
            options.warehouseId,
          )
        : [],
    };
  }

  private visibleClient(ctx: RequestContext, shopId: number, clientId: number): Promise<Client> {
    return visibleClient(this.database.dataSource.manager, ctx, shopId, clientId);
  }

  private async openGroup(shopId: number, id: number): Promise<GroupedOrder> {
    const group = await this.database.dataSource.getRepository(GroupedOrder).findOneBy({ id, shopId });
    if (!group) throw new NotFoundException('error.notFound');
    if (group.expiresAt.getTime() <= Date.now())
      throw failureException(failure('error.groupedOrderExpired'), 400);
    return group;
  }

  private async shopWarehouse(shopId: number, id: number): Promise<void> {
    if (!(await this.database.dataSource.getRepository(Warehouse).existsBy({ id, shopId })))
      throw new NotFoundException('error.notFound');
  }
}

/** The lines whose grid row fixes their price, priced at it (domain withFixedPrice). */
function withFixedPrices(
  loaded: LoadedCart,
  seller: LoadedSeller,
  fixedPrices: ReadonlyMap<number, Cents>,
): LoadedCart {
  if (fixedPrices.size === 0) return loaded;
  const shopId = seller.shop.id;
  const lines = (loaded.lines.get(shopId) ?? []).map((line, index) => {
    const fixed = fixedPrices.get(index);
    if (fixed === undefined || !line.item) return line;
    const format = withFixedPrice(line.item.price.format, seller.typology.key, fixed);
    return { ...line, item: { ...line.item, price: { ...line.item.price, format } } };
  });
  return { ...loaded, lines: new Map([...loaded.lines, [shopId, lines]]) };
}

function productIdsOf(lines: readonly OrderLineInputDto[]): number[] {
  return [...new Set(lines.map((line) => line.productId))];
}

/**
 * A sale made on the spot (a sample, a counter sale): placed and validated in the same transaction,
 * paid (or nothing due) and handed over.
 */
async function handOver(
  manager: EntityManager,
  order: Order,
  priced: PricedOrder,
  paymentStatus: 'paid',
): Promise<void> {
  const facts = { lineCount: priced.items.length, paymentKind: 'offline' as const, paymentStatus };
  const pending = move(ORDER_TRANSITIONS, 'draft', 'pending', facts);
  const now = new Date();
  const changes = {
    status: move(ORDER_TRANSITIONS, pending, 'validated', facts),
    paymentStatus,
    deliveryStatus: 'delivered' as const,
    placedAt: now,
    validatedAt: now,
  };
  await manager.getRepository(Order).update({ id: order.id, status: 'draft' }, changes);
  Object.assign(order, changes);
}
