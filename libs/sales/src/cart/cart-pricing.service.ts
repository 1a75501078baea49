import { Injectable, NotFoundException } from '@nestjs/common';
import { shopScope } from '@cuvee/iam';
import {
  lineIdOf,
  messageOf,
  NO_SHIPPING,
  packagesFor,
  vatOfHt,
  type CartShipping,
  type Locale,
  type ShopDeliveries,
} from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { BookingDesk, bookingRequestOfCartLine, type BookingQuote } from '@cuvee/reservations';
import { formatLabel } from '@cuvee/stock';
import { priceCartOrder, type CartOrderPricing } from '../domain/cart-pricing.js';
import { cartRuleFailures, type CartRulesLine, type SellerRules } from '../domain/checkout-rules.js';
import { deliveryChoiceOf } from '../domain/delivery-choice.js';
import type { DeliveryChoice, ReservationCharge } from '../domain/cart-pricing.js';
import {
  CartCatalogue,
  type LineItem,
  type LoadedCart,
  type LoadedSeller,
  type PriceAudience,
  type ResolvedLine,
  type SellerRequest,
} from './cart-catalogue.js';
import { visibleClient } from '../orders/visible-client.js';
import { SalesPoint } from '../sales-points/sales-point.entity.js';
import type { CartProductDto } from '@cuvee/billing';
import type { CartOrderDto, CartPriceDto, CartPriceRequestDto } from './dto/cart.dto.js';
import { reservationCharges, serviceVatRate } from './reservation-lines.js';

/** A cart line's id: the one the cart sent, else the domain's (so answers match the cart's lines). */
export function lineKeyOf(product: CartProductDto): string {
  return (
    product.idTmp ??
    lineIdOf({
      productId: product.productId,
      productType: product.productType ?? 'bottle',
      vintageName: product.vintageName ?? null,
      chosenFormat: {
        id: product.chosenFormat.id,
        container: product.chosenFormat.container ?? '',
        unityValue: product.chosenFormat.unityValue ?? 0,
        unity: product.chosenFormat.unity ?? '',
        eq75: product.chosenFormat.eq75 ?? 0,
      },
      isWrapped: product.isWrapped ?? false,
    })
  );
}

/** What the server reads of a cart: per seller, each line's ids and quantity. */
export function sellerRequests(orders: readonly CartOrderDto[]): SellerRequest[] {
  return orders.map((order) => ({
    sellerId: order.sellerId,
    lines: order.products.map((product) => ({
      key: lineKeyOf(product),
      productId: Number(product.productId),
      formatId: Number(product.chosenFormat.id),
      vintageName: product.vintageName ?? null,
      quantity: product.quantity,
      isWrapped: product.isWrapped ?? false,
    })),
  }));
}

export function shippingOf(order: CartOrderDto): CartShipping {
  const shipping = order.shipping;
  if (!shipping) return NO_SHIPPING;
  return {
    type: shipping.type ?? null,
    ref: shipping.ref ?? null,
    collectionPoint: shipping.collectionPoint ?? null,
    instructions: shipping.instructions ?? '',
  };
}

/** "Chinon Les Demoiselles 2022 (75 cl)": the stock's own label, so both insufficient-stock texts match. */
export function lineLabel(item: LineItem): string {
  return [item.product.name, item.vintage?.name, `(${formatLabel(item.format)})`].filter(Boolean).join(' ');
}

/** The seller's order rules (settings `rules`), counted in eq75 when the shop or the typology says so. */
export function sellerRulesOf(seller: LoadedSeller): SellerRules {
  const rules = seller.settings.rules;
  return {
    shopName: seller.shop.name,
    minOrderAmountHt: rules.minOrderAmountHt,
    minProducts: rules.minProducts,
    maxProducts: rules.maxProducts,
    multipleOf: rules.multipleOf,
    allRulesInEq75: seller.typology.settings.allRulesInEq75 || seller.pricing.settings.allRulesInEq75,
  };
}

/** A line on sale as the seller's quantity rules see it. */
export function rulesLineOf(
  seller: LoadedSeller,
  request: ResolvedLine['request'],
  item: LineItem,
): CartRulesLine {
  const limit = seller.settings.rules.productLimits.find((l) => l.productId === request.productId);
  return {
    name: lineLabel(item),
    quantity: request.quantity,
    eq75: item.format.eq75,
    minQuantity: limit?.min ?? null,
    maxQuantity: limit?.max ?? null,
  };
}

/** One seller's order as priced: the domain's answer and what the order will store. */
export interface PricedOrder {
  readonly seller: LoadedSeller;
  readonly delivery: DeliveryChoice;
  readonly pricing: CartOrderPricing;
  /** The lines that name something on sale, in the order of `pricing.lines`. */
  readonly items: readonly LineItem[];
  readonly resolved: readonly ResolvedLine[];
}

/**
 * Prices one seller's order with the shop's current settings (domain priceCartOrder, ADR 0014): the
 * lines that name nothing on sale are left out (and reported), the delivery is read among `offered`
 * (the shop's deliveries, or those serving the buyer's address at checkout).
 */
export function priceSellerOrder(
  loaded: LoadedCart,
  seller: LoadedSeller,
  shipping: CartShipping,
  options: { offered?: ShopDeliveries; payLater: boolean; reservations?: readonly ReservationCharge[] },
): PricedOrder {
  const resolved = loaded.lines.get(seller.shop.id) ?? [];
  const items = resolved.flatMap((line) => (line.item ? [line.item] : []));
  const settings = seller.settings;
  const delivery = deliveryChoiceOf(shipping, options.offered ?? settings.delivery);
  const pricing = priceCartOrder({
    sellerId: seller.shop.id,
    context: loaded.day.context(seller),
    lines: items.map((item) => item.price),
    reservations: options.reservations ?? [],
    promotions: settings.promotions,
    franco: settings.delivery.franco,
    delivery,
    commissionPercent: loaded.commissionPercent,
    payLater: options.payLater,
  });
  return { seller, delivery, pricing, items, resolved };
}

const ZERO_PRICE = {
  payLater: 0,
  promoAmount: 0,
  shipping: 0,
  totalHT: 0,
  margin: 0,
  totalWithMargin: 0,
  totalWithFees: 0,
  commission: 0,
  tva: 0,
  totalTTC: 0,
};

/** POST /v1/orders/get-cart-price: every seller's order of the cart, priced by the server. */
@Injectable()
export class CartPricingService {
  constructor(
    private readonly catalogue: CartCatalogue,
    private readonly database: Database,
    private readonly bookingDesk: BookingDesk,
  ) {}

  async price(ctx: RequestContext, dto: CartPriceRequestDto): Promise<CartPriceDto[]> {
    const { audience, onlyShopId } = await this.audienceOf(ctx, dto);
    const loaded = await this.catalogue.load(ctx, sellerRequests(dto.orders), audience);
    // The bookings of each order, priced by their events (the cart's own prices are never read).
    const bookings = new Map<CartOrderDto, BookingQuote[]>();
    const now = new Date();
    for (const order of dto.orders)
      if (order.reservations?.length)
        bookings.set(
          order,
          await this.bookingDesk.quote(
            this.database.dataSource.manager,
            order.sellerId,
            order.reservations.map(bookingRequestOfCartLine),
            now,
            ctx.locale,
            { onlineOnly: true },
          ),
        );
    return dto.orders.map((order) => {
      const seller = loaded.sellers.get(order.sellerId);
      const keys = order.products.map(lineKeyOf);
      // An unknown or closed seller sells nothing: every line is missing; so does another shop than
      // the caller's when they price an order of their own for a client or a sales point.
      if (!seller || !seller.open || (onlyShopId !== null && order.sellerId !== onlyShopId))
        return emptyAnswer(order.sellerId, keys);
      const deferred = order.paymentType === 'bill' || order.paymentType === 'payLater';
      const quotes = bookings.get(order) ?? [];
      const answer = answerOf(
        priceSellerOrder(loaded, seller, shippingOf(order), {
          payLater: deferred,
          reservations: reservationCharges(quotes, serviceVatRate(seller)),
        }),
        ctx.locale,
      );
      // What keeps a booking from being ordered, in the caller's language, with the other rules.
      const refused = quotes.flatMap((quote) => quote.failures.map((found) => messageOf(found, ctx.locale)));
      return { ...answer, rules: [...new Set([...answer.rules, ...refused])] };
    });
  }

  /**
   * Whom the cart is priced for: the caller as a buyer, or — the shop's people writing an order — one
   * of their clients (the price POST /v1/orders will write) or one of their sales points.
   */
  private async audienceOf(
    ctx: RequestContext,
    dto: CartPriceRequestDto,
  ): Promise<{ audience: PriceAudience; onlyShopId: number | null }> {
    if (dto.clientId === undefined && dto.salesPointId === undefined)
      return { audience: { kind: 'buyer' }, onlyShopId: null };
    const role = ctx.user?.role;
    if (role !== 'owner' && role !== 'iam' && role !== 'agent') throw new NotFoundException('error.notFound');
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    let typology: string;
    if (dto.salesPointId !== undefined) {
      if (role === 'agent' || !ctx.user!.permissions.includes('createOrderSalesPoint'))
        throw new NotFoundException('error.notFound');
      const point = await manager
        .getRepository(SalesPoint)
        .findOneBy({ id: dto.salesPointId, shopId, archived: false });
      if (!point) throw new NotFoundException('error.notFound');
      typology = point.typology;
    } else {
      typology = (await visibleClient(manager, ctx, shopId, dto.clientId!)).typology;
    }
    return { audience: { kind: 'client', typology }, onlyShopId: shopId };
  }
}

function emptyAnswer(sellerId: number, missing: string[]): CartPriceDto {
  return {
    sellerId,
    price: { ...ZERO_PRICE },
    franco: false,
    francoPercent: 0,
    amountBeforeFranco: null,
    amountBeforeBottleFranco: null,
    bottles: 0,
    packages: 0,
    promotionId: null,
    vatByRate: [],
    lines: [],
    missing,
    rules: [],
  };
}

/**
 * The cart rules the order breaks as it stands (min/max quantities, the seller's minimum
 * amount and product counts), in the caller's language: the cart page shows them before the checkout,
 * which checks them again with stock, delivery and payment.
 */
function rulesOf(priced: PricedOrder, locale: Locale): string[] {
  const lines = priced.resolved.flatMap((line) =>
    line.item ? [rulesLineOf(priced.seller, line.request, line.item)] : [],
  );
  return cartRuleFailures(
    { seller: sellerRulesOf(priced.seller), lines, totalHt: priced.pricing.answer.price.totalHT },
    locale,
  ).map((found) => messageOf(found, locale));
}

function answerOf(priced: PricedOrder, locale: Locale): CartPriceDto {
  const { pricing } = priced;
  return {
    ...pricing.answer,
    price: { ...pricing.answer.price },
    bottles: pricing.bottles,
    packages: pricing.bottles > 0 ? packagesFor(pricing.bottles) : 0,
    promotionId: pricing.appliedPromotion?.id ?? null,
    vatByRate: pricing.vatByRate.map((row) => ({ ...row })),
    lines: pricing.lines.map((line, index) => {
      const wrapping = priced.items[index]!.price.wrappingPrice ?? 0;
      const wrappingTtc = wrapping + vatOfHt(wrapping, line.vatRate);
      return {
        idTmp: line.key,
        quantity: line.quantity,
        displayTtc: line.displayTtc,
        unitDisplay: line.unit.display,
        unitListHt: line.unit.listHt,
        unitHt: line.unit.ht,
        unitTtc: line.unit.ttc,
        vatRate: line.vatRate,
        totalHt: line.ht + wrapping * line.quantity,
        totalTtc: line.ttc + wrappingTtc * line.quantity,
      };
    }),
    missing: priced.resolved.filter((line) => !line.item).map((line) => line.request.key),
    rules: rulesOf(priced, locale),
  };
}
