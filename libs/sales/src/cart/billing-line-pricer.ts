import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import {
  fiscalSettingsOf,
  LinePricing,
  type BillableLine,
  type LinePricer,
  type LinePricingRequest,
} from '@cuvee/billing';
import { priceLines, Product, ProductQueries } from '@cuvee/catalogue';
import { vatRateBasisPoints } from '@cuvee/kernel';
import { formatLabel } from '@cuvee/stock';
import { wrappingLine } from '../domain/order-invoicing.js';
import { loadCart, type LineRequest, type LoadedCart, type PricingDay } from './cart-catalogue.js';
import { priceSellerOrder, sellerRequests, shippingOf } from './cart-pricing.service.js';
import { pricedOrderLines } from './priced-order-lines.js';

/**
 * Billing's line pricing port, filled by the cart. Typed lines and cart products → billable lines.
 * Products are resolved like the cart resolves them (loadCart: the client's price list, the vintage
 * by id or by name, else the first; anything of the catalogue not closed) and priced by the same
 * rules (catalogue priceLines, ADR 0010):
 *  - cart products (`cart`) are priced as the order they would make — tiers, product and order
 *    promotions, wrapping, delivery — and become the lines that order would be invoiced with;
 *  - typed catalogue lines count together for tiers and promotions; a price typed by the seller
 *    replaces the catalogue's; a line discount comes on top; a wrapped line adds its wrapping.
 */
@Injectable()
export class CartLinePricer implements LinePricer, OnModuleInit {
  constructor(
    private readonly pricing: LinePricing,
    private readonly products: ProductQueries,
  ) {}

  onModuleInit(): void {
    this.pricing.provide(this);
  }

  price(manager: EntityManager, request: LinePricingRequest): Promise<BillableLine[]> {
    return priceBillingLines(manager, request, this.products.pricingDay());
  }
}

/** CartLinePricer's rules on a given pricing day (the demo data prices with them too). */
export async function priceBillingLines(
  manager: EntityManager,
  { shopId, client, lines: inputs, cart, locale }: LinePricingRequest,
  day: PricingDay,
): Promise<BillableLine[]> {
  const audience = { kind: 'client', typology: client.typology } as const;
  const fromCart: BillableLine[] = [];
  if (cart?.products.length) {
    const [request] = sellerRequests([{ sellerId: shopId, products: [...cart.products] }]);
    const loaded = await loadCart(manager, null, [request!], audience, day);
    await assertResolved(manager, shopId, loaded);
    const seller = loaded.sellers.get(shopId)!;
    const shipping = shippingOf({ sellerId: shopId, products: [], shipping: cart.shipping });
    fromCart.push(
      ...pricedOrderLines(priceSellerOrder(loaded, seller, shipping, { payLater: false }), locale),
    );
  }

  const catalogue = inputs.filter((input) => input.productId !== undefined);
  const requests: LineRequest[] = catalogue.map((input, index) => ({
    key: String(index),
    productId: input.productId!,
    formatId: input.formatId ?? 0,
    vintageId: input.vintageId ?? null,
    quantity: input.quantity,
    isWrapped: input.isWrapped ?? false,
  }));
  const loaded = requests.length
    ? await loadCart(manager, null, [{ sellerId: shopId, lines: requests }], audience, day)
    : null;
  if (loaded) await assertResolved(manager, shopId, loaded);
  const items = loaded ? loaded.lines.get(shopId)!.map((line) => line.item!) : [];
  // The catalogue lines priced together, so tiers and promotions see the document's quantities.
  const priced = loaded
    ? priceLines(
        items.map((item) => item.price),
        loaded.day.context(loaded.sellers.get(shopId)!),
      ).lines
    : [];

  const fiscal = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
  const standardRate = fiscal.hasTVA ? fiscal.vatRate.standard : 0;
  let next = 0;
  const typed = inputs.flatMap((input): BillableLine[] => {
    const discountBp = Math.round((input.discountPercent ?? 0) * 100);
    if (input.productId === undefined)
      return [
        {
          kind: input.kind && input.kind !== 'product' ? input.kind : 'service',
          productId: null,
          vintageId: null,
          formatId: null,
          label: input.label ?? '',
          quantity: input.quantity,
          listUnitHt: input.unitPriceHt ?? 0,
          discountBp,
          unitHt: null,
          unitDuties: input.duties ?? 0,
          vatRateBp: vatRateBasisPoints(input.vatRate ?? standardRate),
          family: null,
          eq75: 0,
        },
      ];
    const { product, format, vintage, price } = items[next]!;
    const line = priced[next++]!;
    const typedPrice = input.unitPriceHt !== undefined;
    const label = [product.name, product.precision, vintage?.name, `— ${formatLabel(format, locale)}`]
      .filter(Boolean)
      .join(' ');
    const productLine: BillableLine = {
      kind: 'product',
      productId: product.id,
      vintageId: vintage?.id ?? null,
      formatId: format.id,
      label: input.label?.trim() || label,
      quantity: input.quantity,
      // A typed price or a line discount starts from a list price; otherwise the catalogue's own
      // discounts (tiers, promotion, typology) show as the gap between list and unit price.
      listUnitHt: typedPrice ? input.unitPriceHt! : discountBp ? line.unit.ht : line.unit.listHt,
      discountBp,
      unitHt: typedPrice || discountBp ? null : line.unit.ht,
      unitDuties: line.unit.duties,
      vatRateBp: vatRateBasisPoints(line.vatRate),
      // The catalogue's unit VAT holds as long as its price does (a custom tax may sit outside the base).
      unitVat: typedPrice || discountBp ? null : line.unit.vat,
      family: product.type ?? product.productType,
      eq75: format.eq75,
    };
    if (!price.wrappingPrice) return [productLine];
    // The wrapping, worded and priced as an order's (its VAT at the product's rate).
    return [
      productLine,
      wrappingLine(
        {
          name: product.name,
          quantity: input.quantity,
          unitWrappingHt: price.wrappingPrice,
          vatRate: line.vatRate,
        },
        locale,
      ),
    ];
  });
  return [...fromCart, ...typed];
}

/**
 * Every line names something the client may be sold: an unknown product, another shop's or a closed
 * one is "Produit inexistant" (404); a format or vintage the product does not have, 400 naming it.
 */
async function assertResolved(manager: EntityManager, shopId: number, loaded: LoadedCart): Promise<void> {
  const failed = (loaded.lines.get(shopId) ?? []).filter((line) => line.item === null);
  if (!failed.length) return;
  const products = await manager.getRepository(Product).find({
    where: { id: In([...new Set(failed.map((line) => line.request.productId))]), shopId },
    select: { id: true, name: true, status: true },
  });
  for (const line of failed) {
    const product = products.find((p) => p.id === line.request.productId);
    if (!product || product.status === 'closed') throw new NotFoundException('error.productNotFound');
  }
  throw new BadRequestException({
    message: 'billing.formatUnknown',
    params: { product: products.find((p) => p.id === failed[0]!.request.productId)!.name },
  });
}
