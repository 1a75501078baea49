import { Injectable, UnauthorizedException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { BuyerClients, Client } from '@cuvee/crm';
import { UNUSABLE_PASSWORD_HASH, User } from '@cuvee/iam';
import {
  failure,
  formatMoney,
  readCart,
  withoutSellers,
  type Locale,
  type ValidationFailure,
} from '@cuvee/kernel';
import {
  AppConfig,
  Database,
  EventBus,
  IdempotencyService,
  type RequestContext,
  type SaveAnswer,
} from '@cuvee/platform';
import type { LoadedCart } from '../cart/cart-catalogue.js';
import { CartCatalogue } from '../cart/cart-catalogue.js';
import {
  priceSellerOrder,
  rulesLineOf,
  sellerRequests,
  sellerRulesOf,
  shippingOf,
  type PricedOrder,
} from '../cart/cart-pricing.service.js';
import type { CartOrderDto, CheckoutDto, CheckoutResultDto, PlacedOrderDto } from '../cart/dto/cart.dto.js';
import { deliveryLabelOf } from '../cart/priced-order-lines.js';
import { StockFacts, type StockClient } from '../cart/stock-facts.js';
import { checkoutFailures, type CheckoutLine, type CheckoutOrder } from '../domain/checkout-rules.js';
import { ClientCreditsService } from '@cuvee/billing';
import { BookingDesk, bookingRequestOfCartLine, type BookingQuote } from '@cuvee/reservations';
import { reservationCharges, reservationOrderLines, serviceVatRate } from '../cart/reservation-lines.js';
import {
  checkoutPaymentPlan,
  creditSpent,
  CREDIT_PLAN,
  type CheckoutPaymentPlan,
} from '../domain/checkout-payment.js';
import { pendingExpiry } from '../domain/order-expiry.js';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '../domain/order-statuses.js';
import { deliveriesFor } from '../domain/sales-settings.js';
import { OrderPlacedEvent } from '../events/order-placed.event.js';
import { GroupedOrder } from '../grouped-orders/grouped-order.entity.js';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { paymentStatusOf, type ImprintResult } from '../payments/payment-provider.js';
import { allowedReturnUrl } from '../payments/return-url.js';
import { failuresException, move, paymentFailed } from '../sales-errors.js';
import { Order } from './order.entity.js';
import { OrderPlacement, type PlacementDraft } from './order-placement.js';
import { stockLinesOf, stockSourceOf } from './order-writer.js';
import { orderCreditRef } from '../domain/order-invoicing.js';

interface CheckedOrder {
  readonly dto: CartOrderDto;
  readonly priced: PricedOrder;
  readonly plan: CheckoutPaymentPlan | null;
  readonly client: Client | null;
  readonly group: GroupedOrder | null;
  /** Client credit the order spends (TTC), the rest paid by `plan` unless the credit covers it all. */
  readonly credit: number;
  /** The order's bookings as the reservations context quoted them (empty without any). */
  readonly bookings: readonly BookingQuote[];
}

/**
 * The buyer's checkout: the cart is priced again by the server, checked against every rule
 * of docs/sales.md (all failures answered at once), then placed whole — one pending order per seller, stock
 * reserved, the card imprinted for 0 € — or not at all. Each seller's order then lives on its own.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly catalogue: CartCatalogue,
    private readonly placement: OrderPlacement,
    private readonly payments: PaymentGateway,
    private readonly idempotency: IdempotencyService,
    private readonly credits: ClientCreditsService,
    private readonly events: EventBus,
    private readonly bookingDesk: BookingDesk,
    private readonly buyerClients: BuyerClients,
  ) {}

  /**
   * `origin`: the request's Origin header, the address of the page the buyer is on. A card's return
   * address may be that page's (a front served with the API behind one address, whatever name the
   * buyer typed: localhost, 127.0.0.1, the server's name) or one of CORS_ORIGINS (ADR 0029).
   */
  checkout(
    ctx: RequestContext,
    dto: CheckoutDto,
    idempotencyKey?: string,
    origin?: string,
  ): Promise<CheckoutResultDto> {
    const userId = ctx.user?.userId;
    if (userId === undefined) throw new UnauthorizedException('error.unauthorized');
    return this.idempotency.run(
      { scope: `user:${userId}`, route: 'checkout', key: idempotencyKey, body: dto },
      (save) => this.place(ctx, userId, dto, save, origin),
    );
  }

  private async place(
    ctx: RequestContext,
    userId: number,
    dto: CheckoutDto,
    save: SaveAnswer<CheckoutResultDto>,
    origin: string | undefined,
  ): Promise<CheckoutResultDto> {
    const manager = this.database.dataSource.manager;
    const buyer = await manager.getRepository(User).findOneByOrFail({ id: userId });
    const loaded = await this.catalogue.load(ctx, sellerRequests(dto.orders), { kind: 'buyer' });
    const now = new Date();
    const sellerIds = dto.orders.map((o) => o.sellerId);
    const groupIds = dto.orders.flatMap((o) => (o.groupedOrderId ? [o.groupedOrderId] : []));
    const [stock, groups, clients] = await Promise.all([
      StockFacts.load(
        manager,
        sellerIds,
        dto.orders.flatMap((o) => o.products.map((p) => Number(p.productId))),
        now,
      ),
      groupIds.length ? manager.getRepository(GroupedOrder).findBy({ id: In(groupIds) }) : [],
      manager.getRepository(Client).findBy({ shopId: In(sellerIds), userId, archived: false }),
    ]);

    // Client credit the buyer holds at the sellers whose order would spend some.
    const credit = new Map<number, number>();
    for (const order of dto.orders)
      if (order.paymentType === 'credit' || order.useCredit) {
        const client = clients.find((c) => c.shopId === order.sellerId);
        if (client)
          credit.set(order.sellerId, await this.credits.available(manager, order.sellerId, client.id));
      }

    // Each order's bookings, quoted by the reservations context (the places are taken in `finish`).
    const bookings = new Map<number, BookingQuote[]>();
    for (const order of dto.orders)
      if (order.reservations?.length)
        bookings.set(
          order.sellerId,
          await this.bookingDesk.quote(
            manager,
            order.sellerId,
            order.reservations.map(bookingRequestOfCartLine),
            now,
            ctx.locale,
            { onlineOnly: true },
          ),
        );

    const { checked, failures } = this.check(
      dto,
      buyer,
      loaded,
      { stock, groups, clients, credit, bookings },
      now,
      ctx,
      origin,
    );
    if (failures.length) throw failuresException(failures);

    const drafts = checked.map((order) => this.draftOf(order, buyer, stock, ctx.locale));
    const imprints = new Map<number, ImprintResult>();
    const placedAt = new Date();
    const placed = await this.placement.place(drafts, {
      day: loaded.day.date,
      authorise: async (orders) => {
        for (const [index, order] of orders.entries()) {
          if (checked[index]!.plan!.kind !== 'card') continue;
          const result = await this.payments.provider.imprint({
            orderRef: order.number,
            paymentMethod: dto.paymentMethod!,
            returnUrl: dto.returnUrl!,
            idempotencyKey: `imprint:${order.shopId}:${order.number}`,
          });
          imprints.set(order.id, result);
          if (result.status === 'declined') throw paymentFailed();
        }
      },
      undo: async () => {
        for (const result of imprints.values()) await this.payments.releaseQuietly(result.imprintId);
      },
      finish: async (transaction, orders) => {
        for (const [index, order] of orders.entries()) {
          const { priced, credit, bookings: quotes, client: known } = checked[index]!;
          const plan = checked[index]!.plan!;
          // A buyer's first order in a shop gives the shop its client record, in this transaction.
          const client =
            known ??
            (await this.buyerClients.clientFor(
              transaction,
              order.shopId,
              buyer,
              order.typology,
              order.number,
            ));
          // Spent with conditional updates in the placing transaction: all of it, or nothing placed.
          if (credit > 0)
            await this.credits.spend(
              transaction,
              order.shopId,
              client.id,
              credit,
              { sourceRef: orderCreditRef(order.id) },
              ctx.locale,
            );
          const imprint = imprints.get(order.id);
          const paymentStatus = imprint
            ? move(PAYMENT_TRANSITIONS, plan.status, paymentStatusOf(imprint), {
                dueDate: null,
                today: loaded.day.date,
              })
            : plan.status;
          const changes = {
            status: move(ORDER_TRANSITIONS, 'draft', 'pending', {
              lineCount: priced.items.length + quotes.length,
              paymentKind: plan.kind === 'card' ? 'card' : 'offline',
              paymentStatus,
            }),
            paymentStatus,
            placedAt,
            expiresAt: pendingExpiry(placedAt, priced.seller.settings.payments.pendingOrderDays),
            clientId: client.id,
          };
          await transaction.getRepository(Order).update({ id: order.id, status: 'draft' }, changes);
          // The places, taken in this transaction: a slot filled meanwhile gives up the whole checkout.
          if (quotes.length)
            await this.bookingDesk.hold(
              transaction,
              order.shopId,
              {
                channel: 'shop',
                orderId: order.id,
                orderNumber: order.number,
                buyerId: buyer.id,
                clientId: client.id,
                contactName: personName(buyer),
                contactEmail: buyer.email,
                contactPhone: buyer.phone || null,
                notes: order.buyerNotes,
                locale: ctx.locale,
              },
              quotes,
            );
          await transaction.getRepository(OrderPayment).update(
            { orderId: order.id },
            {
              status: paymentStatus,
              imprintId: imprint?.imprintId ?? null,
              ...(plan.kind === 'credit' ? { amount: credit } : {}),
            },
          );
          Object.assign(order, changes);
          // Delivered once the placing transaction commits: the seller learns of the order.
          await this.events.publish(
            new OrderPlacedEvent({
              shopId: order.shopId,
              orderId: order.id,
              number: order.number,
              clientName: order.clientName,
              totalTtc: order.totalTTC,
            }),
          );
        }
        await dropPlacedFromCart(transaction, userId, sellerIds);
        await save(transaction, answerOf(orders, imprints));
      },
    });
    return answerOf(placed, imprints);
  }

  /** Prices every order and collects every checkout failure in one pass. */
  private check(
    dto: CheckoutDto,
    buyer: User,
    loaded: LoadedCart,
    given: {
      stock: StockFacts;
      groups: readonly GroupedOrder[];
      clients: readonly Client[];
      credit: ReadonlyMap<number, number>;
      bookings: ReadonlyMap<number, readonly BookingQuote[]>;
    },
    now: Date,
    ctx: RequestContext,
    origin: string | undefined,
  ): { checked: CheckedOrder[]; failures: ValidationFailure[] } {
    const { stock, groups, clients, credit, bookings } = given;
    const extra: ValidationFailure[] = [];
    const checked: CheckedOrder[] = [];
    const facts: CheckoutOrder[] = [];
    const address = buyer.deliveryAddress;
    for (const order of dto.orders) {
      const quotes = bookings.get(order.sellerId) ?? [];
      if (order.products.length === 0 && quotes.length === 0) extra.push(failure('sales.emptyOrder'));
      for (const quote of quotes) extra.push(...quote.failures);
      const seller = loaded.sellers.get(order.sellerId);
      if (!seller || !seller.open) {
        extra.push(failure('error.productNotFound'));
        continue;
      }
      const settings = seller.settings;
      const planned = checkoutPaymentPlan(order.paymentType ?? null, settings.payments, {
        orderDate: loaded.day.date,
        delay: order.paymentDelay ?? null,
      });
      const offered = deliveriesFor(settings.delivery, address);
      const priced = priceSellerOrder(loaded, seller, shippingOf(order), {
        offered,
        payLater: planned.ok && planned.plan.deferred,
        reservations: reservationCharges(quotes, serviceVatRate(seller)),
      });
      const available = credit.get(seller.shop.id) ?? 0;
      const spent = creditSpent(priced.pricing.answer.price.totalTTC, available, {
        creditOnly: order.paymentType === 'credit',
        useCredit: order.useCredit ?? false,
      });
      if (spent.failure)
        extra.push(
          failure(spent.failure, {
            shopName: seller.shop.name,
            available: formatMoney(available, ctx.locale),
          }),
        );
      // Credit covering the whole order needs no other method; otherwise the method pays the rest.
      if (!spent.covered && !planned.ok && planned.failure.code !== 'cart.paymentTypeRequired')
        extra.push(planned.failure);
      const plan = spent.covered ? CREDIT_PLAN : planned.ok ? planned.plan : null;
      const client = clients.find((c) => c.shopId === seller.shop.id) ?? null;
      const group = order.groupedOrderId
        ? (groups.find((g) => g.id === order.groupedOrderId && g.shopId === seller.shop.id) ?? null)
        : null;
      if (order.groupedOrderId && !group) extra.push(failure('error.notFound'));
      const who: StockClient = { clientId: client?.id ?? null, typology: seller.typology.key };
      facts.push({
        seller: sellerRulesOf(seller),
        lines: priced.resolved.map(({ request, item }): CheckoutLine => {
          if (!item)
            return {
              productId: String(request.productId),
              name: `#${request.productId}`,
              quantity: request.quantity,
              eq75: 0,
              exists: false,
              minQuantity: null,
              maxQuantity: null,
              available: null,
            };
          return {
            ...rulesLineOf(seller, request, item),
            productId: String(request.productId),
            exists: true,
            available: stock.available(
              {
                shopId: seller.shop.id,
                productId: item.product.id,
                vintageId: item.vintage?.id ?? 0,
                formatId: item.format.id,
              },
              who,
            ),
          };
        }),
        slots: quotes.map((quote) => ({ placesLeft: quote.placesLeft, requested: quote.booking.persons })),
        totalHt: priced.pricing.answer.price.totalHT,
        deliveryModesForAddress: offered.options.length + offered.collectionPoints.length,
        deliveryChosen: priced.delivery.kind !== 'none',
        paymentTypeChosen:
          plan !== null ||
          spent.failure !== null ||
          (!planned.ok && planned.failure.code !== 'cart.paymentTypeRequired'),
        groupedOrder: group ? { expiresAt: group.expiresAt } : null,
      });
      checked.push({ dto: order, priced, plan, client, group, credit: spent.credit, bookings: quotes });
    }
    const failures: ValidationFailure[] = [
      ...checkoutFailures({
        buyer: {
          hasDeliveryAddress: address !== null,
          hasPhone: Boolean(buyer.phone || address?.phone),
          passwordComplete: buyer.passwordHash !== UNUSABLE_PASSWORD_HASH,
        },
        orders: facts,
        now,
        locale: ctx.locale,
      }).map(({ code, params }) => ({ code, ...(params ? { params } : {}) })),
      ...extra,
    ];
    if (checked.some((order) => order.plan?.kind === 'card')) {
      if (!dto.paymentMethod) failures.push(failure('sales.cardRequired'));
      if (!allowedReturnUrl(dto.returnUrl, origin, this.config.corsOrigins))
        failures.push(failure('sales.returnUrlNotAllowed'));
    }
    return { checked, failures: dedupe(failures) };
  }

  private draftOf(order: CheckedOrder, buyer: User, stock: StockFacts, locale: Locale): PlacementDraft {
    const { priced, client, group, dto, credit, bookings } = order;
    const plan = order.plan!;
    const { seller, delivery, pricing, items } = priced;
    return {
      shopId: seller.shop.id,
      kind: 'order',
      subType: null,
      channel: 'shop',
      buyerId: buyer.id,
      clientId: client?.id ?? null,
      clientName: client?.displayName ?? personName(buyer),
      agentId: client?.agentId ?? null,
      createdById: buyer.id,
      salesPointId: null,
      groupedOrderId: group?.id ?? null,
      typology: seller.typology.key,
      hasTVA: seller.pricing.settings.hasTVA,
      displayTtc: seller.typology.settings.ttc,
      delivery,
      deliveryLabel: deliveryLabelOf(priced),
      deliveryInstructions: dto.shipping?.instructions?.trim() || null,
      deliveryAddress: delivery.kind === 'type' ? buyer.deliveryAddress : null,
      billingAddress: buyer.billingAddress ?? buyer.deliveryAddress,
      payment: {
        method: plan.method,
        provider: plan.kind === 'card' ? this.payments.provider.name : null,
        status: plan.status,
        delay: plan.kind === 'offline' ? plan.delay : null,
        dueDate: plan.kind === 'offline' ? plan.dueDate : null,
      },
      creditAmount: credit,
      reservationLines: reservationOrderLines(bookings, serviceVatRate(priced.seller), locale),
      buyerNotes: dto.buyerNotes?.trim() || null,
      sellerNotes: null,
      pricing,
      items,
      stockLines: stockLinesOf(items.map(stockSourceOf), (productId) =>
        stock.managed(seller.shop.id, productId),
      ),
    };
  }
}

export function personName(user: Pick<User, 'firstname' | 'lastname' | 'username'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}

function dedupe(failures: readonly ValidationFailure[]): ValidationFailure[] {
  const seen = new Set<string>();
  return failures.filter((f) => {
    const key = JSON.stringify(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function answerOf(orders: readonly Order[], imprints: ReadonlyMap<number, ImprintResult>): CheckoutResultDto {
  return {
    orders: orders.map((order): PlacedOrderDto => {
      const imprint = imprints.get(order.id);
      return {
        id: order.id,
        number: order.number,
        sellerId: order.shopId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        paymentMethod: order.paymentMethod,
        totalTTC: order.totalTTC,
        redirectUrl: imprint?.status === 'requiresAction' ? imprint.redirectUrl : null,
      };
    }),
  };
}

/**
 * The account's saved cart without the sellers' orders just placed, in the placing transaction: a
 * buyer who closes the page before the front end saves its emptied cart (or whose older save lands
 * late) never finds the bottles they bought waiting to be ordered again. Other sellers' orders stay.
 */
async function dropPlacedFromCart(
  transaction: EntityManager,
  userId: number,
  sellerIds: readonly number[],
): Promise<void> {
  const users = transaction.getRepository(User);
  const user = await users.findOne({ where: { id: userId }, select: { id: true, cart: true } });
  if (!user?.cart) return;
  const { orders } = withoutSellers(readCart(user.cart), sellerIds);
  await users.update(
    { id: userId },
    { cart: orders.length ? { orders, lastUpdated: new Date().toISOString() } : null },
  );
}
