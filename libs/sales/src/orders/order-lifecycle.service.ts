import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { In, IsNull, LessThan, LessThanOrEqual, Not, type EntityManager } from 'typeorm';
import {
  checkTransition,
  failure,
  parisDateOf,
  type DeliveryStatus,
  type OrderStatus,
  type PaymentStatus,
} from '@cuvee/kernel';
import { Database, IdempotencyService, type RequestContext } from '@cuvee/platform';
import { BookingDesk } from '@cuvee/reservations';
import { StockReservationsService, type ReleaseReason } from '@cuvee/stock';
import { staleDraftsBefore, pendingExpiry } from '../domain/order-expiry.js';
import {
  DELIVERY_TRANSITIONS,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type OrderFacts,
} from '../domain/order-statuses.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { assertNotImported, failureException, move, paymentFailed } from '../sales-errors.js';
import { SalesSettingsService } from '../settings/sales-settings.service.js';
import { StockFacts } from '../cart/stock-facts.js';
import { ClientCreditsService } from '@cuvee/billing';
import type {
  DeliveryStatusInputDto,
  OrderDto,
  PaymentStatusInputDto,
  SellerDecisionDto,
  Validate3dsDto,
} from './dto/order.dto.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderPlacement } from './order-placement.js';
import { stockLinesOf, stockSourceOfLine } from './order-writer.js';
import { OrderQueries } from './order-queries.service.js';
import { orderCreditRef } from '../domain/order-invoicing.js';

/** Statuses that end an order; the stock it held goes back (reason: the status itself). */
type Closing = Extract<OrderStatus, 'refused' | 'cancelled' | 'aborted' | 'expired'>;

export interface SweepReport {
  expired: number;
  staleDrafts: number;
  stockSettled: number;
  idempotencyKeys: number;
}

/**
 * The life of an order after it is placed (ADR 0014 maps, ADR 0015 mechanics). Every move is checked
 * against its map, then written as a conditional UPDATE on the order row (status and payment status as
 * read): of two concurrent moves one wins, the other gets 409. The stock follows the row — confirmed
 * on validation, released when the order ends — and a sweep finishes what a crash left half-done.
 */
@Injectable()
export class OrderLifecycle {
  private readonly logger = new Logger(OrderLifecycle.name);

  constructor(
    private readonly database: Database,
    private readonly queries: OrderQueries,
    private readonly stock: StockReservationsService,
    private readonly placement: OrderPlacement,
    private readonly payments: PaymentGateway,
    private readonly settings: SalesSettingsService,
    private readonly idempotency: IdempotencyService,
    private readonly credits: ClientCreditsService,
    private readonly bookingDesk: BookingDesk,
  ) {}

  /**
   * The producer validates: a card order is captured first (the real debit) — a decline
   * leaves the order in error with the payment-failure message, to be tried again or cancelled; then the
   * reserved stock leaves as sale movements.
   */
  validate(ctx: RequestContext, id: number, idempotencyKey?: string): Promise<OrderDto> {
    const userId = callerOf(ctx);
    return this.idempotency.run(
      { scope: `user:${userId}`, route: `validate:${id}`, key: idempotencyKey, body: {} },
      async (save) => {
        const order = await this.queries.find(ctx, id);
        // The map must allow the move before any money moves (the payment guard is checked after).
        const facts = await this.factsOf(order);
        const allowed = checkTransition(ORDER_TRANSITIONS, order.status, 'validated', {
          ...facts,
          paymentStatus: 'paid',
        });
        if (!allowed.ok) throw failureException(allowed.failure, 409);
        const paid = facts.paymentKind === 'card' ? await this.capture(order) : order.paymentStatus;
        await this.database.transaction(async (manager) => {
          const validatedAt = new Date();
          await this.moveOrder(
            manager,
            order,
            'validated',
            { ...facts, paymentStatus: paid },
            { validatedAt },
          );
          const answer = await this.queries.detail(manager, { ...order, status: 'validated', validatedAt });
          await save(manager, answer);
        });
        await this.settleStock({ ...order, status: 'validated' }, userId);
        return this.queries.get(ctx, id);
      },
    );
  }

  refuse(ctx: RequestContext, id: number, dto: SellerDecisionDto): Promise<OrderDto> {
    return this.decide(ctx, id, 'refused', dto.reason);
  }

  cancel(ctx: RequestContext, id: number, dto: SellerDecisionDto): Promise<OrderDto> {
    return this.decide(ctx, id, 'cancelled', dto.reason);
  }

  /** PUT /v1/orders/{id}/aborted-cart: the buyer empties the cart that still held the order. */
  async abortCart(ctx: RequestContext, id: number): Promise<OrderDto> {
    const order = await this.queries.find(ctx, id);
    await this.close(order, 'aborted', null);
    return this.queries.get(ctx, id);
  }

  /** A quote becomes an order: its stock is reserved and it waits for validation like any other. */
  async placeQuote(ctx: RequestContext, id: number): Promise<OrderDto> {
    const order = await this.queries.find(ctx, id);
    if (order.subType !== 'quote' || order.status !== 'draft')
      throw failureException(failure('sales.notQuote'), 409);
    const manager = this.database.dataSource.manager;
    const lines = await manager.getRepository(OrderLine).findBy({ orderId: order.id });
    const stock = await StockFacts.load(
      manager,
      [order.shopId],
      lines.map((l) => l.productId),
    );
    const stockLines = stockLinesOf(lines.map(stockSourceOfLine), (productId) =>
      stock.managed(order.shopId, productId),
    );
    if (stockLines.length)
      await this.stock.reserve(order.shopId, order.number, stockLines, {
        clientId: order.clientId,
        typology: order.typology,
      });
    try {
      const { payments } = await this.settings.valueOf(manager, order.shopId);
      await this.database.transaction(async (transaction) => {
        const placedAt = new Date();
        await this.moveOrder(transaction, order, 'pending', await this.factsOf(order), {
          placedAt,
          expiresAt: pendingExpiry(placedAt, payments.pendingOrderDays),
          stockState: stockLines.length ? 'reserved' : 'none',
        });
      });
    } catch (error) {
      if (stockLines.length) await this.placement.releaseStock(order, 'aborted');
      throw error;
    }
    return this.queries.get(ctx, id);
  }

  /** The buyer is back from 3-D Secure (/validate3ds): the imprint is held, or the order is given up. */
  async complete3ds(ctx: RequestContext, dto: Validate3dsDto): Promise<OrderDto> {
    const userId = callerOf(ctx);
    const manager = this.database.dataSource.manager;
    const payment = await manager
      .getRepository(OrderPayment)
      .findOneBy({ provider: this.payments.provider.name, imprintId: dto.imprint });
    const order = payment ? await manager.getRepository(Order).findOneBy({ id: payment.orderId }) : null;
    if (!payment || !order || order.buyerId !== userId) throw new NotFoundException('error.notFound');
    if (order.paymentStatus !== 'requiresAction') return this.queries.get(ctx, order.id);
    const result = await this.payments.provider.completeAuthentication(dto.imprint, dto.approved);
    if (result.status !== 'succeeded') {
      await this.close(order, 'aborted', null, 'error');
      throw paymentFailed();
    }
    const status = move(PAYMENT_TRANSITIONS, 'requiresAction', 'scheduled', this.paymentFacts(payment));
    await this.database.transaction(async (transaction) => {
      const updated = await transaction
        .getRepository(Order)
        .update({ id: order.id, paymentStatus: 'requiresAction' }, { paymentStatus: status });
      if (updated.affected !== 1) throw new ConflictException('error.conflict');
      await transaction.getRepository(OrderPayment).update({ id: payment.id }, { status });
    });
    return this.queries.get(ctx, order.id);
  }

  /** /dashboard/delivery: the carrier's or the producer's progress, along DELIVERY_TRANSITIONS. */
  async updateDelivery(ctx: RequestContext, id: number, dto: DeliveryStatusInputDto): Promise<OrderDto> {
    const order = await this.queries.find(ctx, id);
    assertNotImported(order);
    if (order.status !== 'validated' && order.status !== 'invoiced')
      throw failureException(failure('sales.deliveryBeforeValidation'), 409);
    const to: DeliveryStatus = move(DELIVERY_TRANSITIONS, order.deliveryStatus, dto.status, {});
    await this.database.transaction(async (manager) => {
      const updated = await manager
        .getRepository(Order)
        .update({ id, deliveryStatus: order.deliveryStatus }, { deliveryStatus: to });
      if (updated.affected !== 1) throw new ConflictException('error.conflict');
    });
    return this.queries.get(ctx, id);
  }

  /** An offline payment received (or missing): along PAYMENT_TRANSITIONS, due day checked. */
  async updatePayment(ctx: RequestContext, id: number, dto: PaymentStatusInputDto): Promise<OrderDto> {
    const order = await this.queries.find(ctx, id);
    assertNotImported(order);
    // Once invoiced, money is received on the invoice (billing payments), not on the order.
    if (order.status === 'invoiced')
      throw failureException(failure('sales.paymentOnInvoice', { invoice: order.invoiceNumber ?? '' }), 409);
    const manager = this.database.dataSource.manager;
    const payment = await manager.getRepository(OrderPayment).findOneBy({ orderId: id });
    if (!payment) throw new NotFoundException('error.notFound');
    if (payment.method === 'card' || payment.method === 'credit')
      throw new BadRequestException('sales.notOfflinePayment');
    const to = move(PAYMENT_TRANSITIONS, order.paymentStatus, dto.status, this.paymentFacts(payment));
    // Client credit already paid its part: the method owes the rest.
    const due = order.totalTTC - order.creditAmount;
    let amount = payment.amount;
    if (to === 'paid') amount = due;
    if (to === 'partial') {
      if (dto.amount === undefined || dto.amount >= due)
        throw new BadRequestException({
          message: ['validation.invalidField'],
          params: { property: 'amount' },
        });
      amount = dto.amount;
    }
    await this.database.transaction(async (transaction) => {
      const updated = await transaction
        .getRepository(Order)
        .update({ id, paymentStatus: order.paymentStatus }, { paymentStatus: to });
      if (updated.affected !== 1) throw new ConflictException('error.conflict');
      await transaction.getRepository(OrderPayment).update({ id: payment.id }, { status: to, amount });
    });
    return this.queries.get(ctx, id);
  }

  /**
   * The periodic sweep (every minute in the API, ADR 0015): pending orders past their expiry and
   * drafts of checkouts that never finished expire (their stock and imprint released); stock still
   * held by validated or ended orders is settled; idempotency keys past 24 h go.
   */
  async sweep(now = new Date()): Promise<SweepReport> {
    const orders = this.database.dataSource.getRepository(Order);
    const expiring = await orders.find({
      where: { status: 'pending', expiresAt: LessThanOrEqual(now), paymentStatus: Not('processing') },
      take: 200,
    });
    const drafts = await orders.find({
      where: [
        { status: 'draft', createdAt: LessThan(staleDraftsBefore(now)), subType: IsNull() },
        { status: 'draft', createdAt: LessThan(staleDraftsBefore(now)), subType: 'bill' },
      ],
      take: 200,
    });
    const ended = async (list: readonly Order[]): Promise<number> => {
      let count = 0;
      for (const order of list) {
        try {
          await this.close(order, 'expired', null);
          count++;
        } catch (error) {
          // Moved meanwhile by someone else: nothing to do.
          if (!(error instanceof ConflictException)) throw error;
        }
      }
      return count;
    };
    const expired = await ended(expiring);
    const staleDrafts = await ended(drafts);
    const unsettled = await orders.find({
      where: {
        stockState: 'reserved',
        status: In(['validated', 'invoiced', 'refused', 'cancelled', 'aborted', 'expired']),
      },
      take: 200,
    });
    for (const order of unsettled) await this.settleStock(order, null);
    return {
      expired,
      staleDrafts,
      stockSettled: unsettled.length,
      idempotencyKeys: await this.idempotency.sweep(now),
    };
  }

  /**
   * The stock follows the order row: a validated order's reservation becomes sale (sample) movements,
   * an ended order's is released. Idempotent: a reservation already closed is no error.
   */
  async settleStock(order: Order, userId: number | null): Promise<void> {
    const ended = ['refused', 'cancelled', 'aborted', 'expired'].includes(order.status);
    const sold = order.status === 'validated' || order.status === 'invoiced';
    if (order.stockState !== 'reserved' || (!ended && !sold)) return;
    try {
      if (sold) {
        try {
          await this.stock.confirm(
            order.shopId,
            order.number,
            userId,
            order.kind === 'sample' ? 'sample' : 'sale',
          );
        } catch (error) {
          if (!(error instanceof ConflictException)) throw error;
        }
      } else {
        await this.placement.releaseStock(order, order.status as ReleaseReason);
      }
      await this.database.transaction((manager) =>
        manager
          .getRepository(Order)
          .update({ id: order.id, stockState: 'reserved' }, { stockState: sold ? 'confirmed' : 'released' }),
      );
    } catch (error) {
      // The order stands; the next sweep tries again.
      this.logger.error(
        `Stock of order ${order.number} not settled: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Ends a pending order no one asked to end by hand (its bookings were all cancelled): as a cancel. */
  async cancelEmptied(order: Order): Promise<void> {
    await this.close(order, 'cancelled', null);
  }

  private async decide(ctx: RequestContext, id: number, to: Closing, reason?: string): Promise<OrderDto> {
    const order = await this.queries.find(ctx, id);
    await this.close(order, to, reason?.trim() || null);
    return this.queries.get(ctx, id);
  }

  /**
   * Ends an order: the move is checked and written, the payment cancelled (a captured one stays paid:
   * a refund is a credit note), then the stock and the card imprint are released. A draft is ended
   * too (a checkout that crashed): its stock is released whatever its stockState says.
   */
  private async close(
    order: Order,
    to: Closing,
    sellerNotes: string | null,
    paymentTo: PaymentStatus = 'cancelled',
  ): Promise<void> {
    if (order.paymentStatus === 'processing') throw new ConflictException('error.conflict');
    const manager = this.database.dataSource.manager;
    const payment = await manager.getRepository(OrderPayment).findOneBy({ orderId: order.id });
    // An order paid by client credit alone gets it back: its payment is refunded.
    const target = payment?.method === 'credit' && order.paymentStatus === 'paid' ? 'refunded' : paymentTo;
    const paymentStatus =
      payment &&
      checkTransition(PAYMENT_TRANSITIONS, order.paymentStatus, target, this.paymentFacts(payment)).ok
        ? target
        : order.paymentStatus;
    const wasDraft = order.status === 'draft';
    await this.database.transaction(async (transaction) => {
      await this.moveOrder(transaction, order, to, await this.factsOf(order), {
        paymentStatus,
        closedAt: new Date(),
        ...(sellerNotes ? { sellerNotes } : {}),
      });
      if (payment)
        await transaction.getRepository(OrderPayment).update({ id: payment.id }, { status: paymentStatus });
      // The client credit it spent goes back to the client, with the move.
      if (order.creditAmount > 0)
        await this.credits.release(transaction, order.shopId, orderCreditRef(order.id));
      // So do the places of its bookings.
      await this.bookingDesk.cancelOrder(transaction, order.shopId, order.id, new Date());
    });
    const closed = { ...order, status: to } as Order;
    if (wasDraft) await this.placement.releaseStock(order, to);
    else await this.settleStock(closed, null);
    if (payment?.imprintId && payment.status !== 'paid')
      await this.payments.releaseQuietly(payment.imprintId);
  }

  /** Captures a card order's imprint, once per try (each try its own provider key). */
  private async capture(order: Order): Promise<PaymentStatus> {
    if (order.paymentStatus === 'paid') return 'paid';
    const manager = this.database.dataSource.manager;
    const payment = await manager.getRepository(OrderPayment).findOneBy({ orderId: order.id });
    if (!payment?.imprintId) throw failureException(failure('sales.paymentNotReady'), 409);
    if (order.paymentStatus !== 'scheduled' && order.paymentStatus !== 'error')
      throw failureException(failure('sales.paymentNotReady'), 409);
    // A failed capture starts again from the beginning (error → pending → processing).
    const from = order.paymentStatus === 'error' ? 'pending' : order.paymentStatus;
    move(PAYMENT_TRANSITIONS, from, 'processing', this.paymentFacts(payment));
    const attempt = payment.attempts + 1;
    await this.database.transaction(async (transaction) => {
      const claimed = await transaction
        .getRepository(Order)
        .update(
          { id: order.id, status: order.status, paymentStatus: order.paymentStatus },
          { paymentStatus: 'processing' },
        );
      if (claimed.affected !== 1) throw new ConflictException('error.conflict');
      await transaction
        .getRepository(OrderPayment)
        .update({ id: payment.id }, { status: 'processing', attempts: attempt });
    });
    order.paymentStatus = 'processing';
    let result: Awaited<ReturnType<PaymentGateway['provider']['capture']>>;
    try {
      // The card pays what client credit did not.
      const due = order.totalTTC - order.creditAmount;
      result =
        due > 0
          ? await this.payments.provider.capture({
              imprintId: payment.imprintId,
              amount: due,
              idempotencyKey: `capture:${payment.id}:${attempt}`,
            })
          : { status: 'succeeded', captureId: '', amount: 0 };
    } catch (error) {
      await this.failCapture(order, payment.id, 'providerError');
      throw error;
    }
    if (result.status === 'declined') {
      await this.failCapture(order, payment.id, result.reason);
      throw paymentFailed();
    }
    await this.database.transaction(async (transaction) => {
      await transaction
        .getRepository(OrderPayment)
        .update(
          { id: payment.id },
          { status: 'paid', captureId: result.captureId || null, amount: result.amount, failureReason: null },
        );
      await transaction
        .getRepository(Order)
        .update({ id: order.id, paymentStatus: 'processing' }, { paymentStatus: 'paid' });
    });
    order.paymentStatus = 'paid';
    return 'paid';
  }

  /** A declined capture: the payment and the order go to error ("Veuillez réessayer"). */
  private async failCapture(order: Order, paymentId: number, reason: string): Promise<void> {
    const status: OrderStatus = order.status === 'pending' ? 'error' : order.status;
    await this.database.transaction(async (transaction) => {
      await transaction
        .getRepository(Order)
        .update({ id: order.id, paymentStatus: 'processing' }, { paymentStatus: 'error', status });
      await transaction
        .getRepository(OrderPayment)
        .update({ id: paymentId }, { status: 'error', failureReason: reason.slice(0, 32) });
    });
  }

  private async moveOrder(
    manager: EntityManager,
    order: Order,
    to: OrderStatus,
    facts: OrderFacts,
    changes: Partial<Order>,
  ): Promise<void> {
    const status = move(ORDER_TRANSITIONS, order.status, to, facts);
    const updated = await manager
      .getRepository(Order)
      .update(
        { id: order.id, status: order.status, paymentStatus: order.paymentStatus },
        { ...changes, status },
      );
    if (updated.affected !== 1) throw new ConflictException('error.conflict');
  }

  private async factsOf(order: Order): Promise<OrderFacts> {
    const lineCount = await this.database.dataSource.getRepository(OrderLine).countBy({ orderId: order.id });
    return {
      lineCount,
      paymentKind: order.paymentMethod === 'card' ? 'card' : 'offline',
      paymentStatus: order.paymentStatus,
    };
  }

  private paymentFacts(payment: OrderPayment) {
    return { dueDate: payment.dueDate, today: parisDateOf(new Date()) };
  }
}

function callerOf(ctx: RequestContext): number {
  if (!ctx.user) throw new UnauthorizedException('error.unauthorized');
  return ctx.user.userId;
}
