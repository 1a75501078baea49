import { parisDateOf, type IsoDate } from '@cuvee/kernel';
import type { DutyRates } from '../domain/duty-rates.js';
import { isVisibleTo, unitPrice, type PricedLine } from '../domain/price-resolution.js';
import { formatAvailable, stockSignal } from '../domain/stock-status.js';
import { tierPrices } from '../domain/tier-prices.js';
import type { ShopView } from '../shops/shop-views.js';
import { visualOf } from '../visuals/visual-keys.js';
import type {
  FormatDto,
  FormatTypologyDto,
  ProductDto,
  PromotionDto,
  TierPriceDto,
  UnitPriceDto,
  VintageDto,
} from './dto/product.dto.js';
import type { ProductFormat } from './format.entity.js';
import { formatPricing, pricedProduct, type ProductBundle } from './product-bundles.js';
import type { ProductPromotion } from './promotion.entity.js';

/** What prices depend on besides the product: the day and the duty rates table. */
export interface PricingDay {
  readonly date: IsoDate;
  readonly dutyRates: DutyRates;
}

export function promotionDto(promotion: ProductPromotion): PromotionDto {
  return {
    id: promotion.id,
    name: promotion.name,
    type: promotion.type,
    amount: promotion.type === 'percent' ? promotion.amount / 100 : promotion.amount,
    activation: promotion.activation,
    threshold: promotion.threshold,
    start: promotion.start,
    end: promotion.end,
  };
}

function vintageDto(vintage: ProductBundle['vintages'][number]): VintageDto {
  return {
    id: vintage.id,
    name: vintage.name,
    legal: vintage.legal
      ? { ...vintage.legal, customTaxFamilies: [...vintage.legal.customTaxFamilies] }
      : null,
    advanced: { alcohol: vintage.advanced.alcohol ?? null },
    lots: vintage.lots,
  };
}

/** Today's prices: the Paris calendar day and the rates table. */
export function pricingDay(dutyRates: DutyRates): PricingDay {
  return { date: parisDateOf(new Date()), dutyRates };
}

/** Runs a price resolution; null when the saved data cannot be priced today. */
function resolved<T>(resolve: () => T): T | null {
  try {
    return resolve();
  } catch (error) {
    // Saved data is checked on write; a rates table that lost a key since must not break a list.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function pricingOf(
  bundle: ProductBundle,
  format: ProductFormat,
  view: Pick<ShopView, 'pricing' | 'typology'>,
  day: PricingDay,
) {
  return {
    input: {
      product: pricedProduct(bundle.product, bundle.vintages[0]),
      format: formatPricing(format, bundle.promotions.get(format.id) ?? []),
    },
    context: { shop: view.pricing, typology: view.typology, date: day.date, dutyRates: day.dutyRates },
  };
}

/** One unit of the format for the view's typology, or null when it cannot be priced. */
export function pricedUnit(
  bundle: ProductBundle,
  format: ProductFormat,
  view: Pick<ShopView, 'pricing' | 'typology'>,
  day: PricingDay,
): PricedLine | null {
  const { input, context } = pricingOf(bundle, format, view, day);
  return resolved(() => unitPrice(input, context));
}

/** The unit price at each quantity tier of the view's typology (empty when it cannot be priced). */
function tiersOf(
  bundle: ProductBundle,
  format: ProductFormat,
  view: ShopView,
  day: PricingDay,
): TierPriceDto[] {
  const { input, context } = pricingOf(bundle, format, view, day);
  return (resolved(() => tierPrices(input, context)) ?? []).map((tier) => ({
    threshold: tier.threshold,
    quantity: tier.quantity,
    displayTtc: tier.line.displayTtc,
    display: tier.line.unit.display,
    ht: tier.line.unit.ht,
    ttc: tier.line.unit.ttc,
  }));
}

function unitPriceOf(
  bundle: ProductBundle,
  format: ProductFormat,
  view: ShopView,
  day: PricingDay,
): UnitPriceDto | null {
  const line = pricedUnit(bundle, format, view, day);
  if (!line) return null;
  const promotionId = line.appliedPromotion?.id;
  const applied = (bundle.promotions.get(format.id) ?? []).find((p) => String(p.id) === promotionId);
  return {
    typology: view.typology.key,
    displayTtc: line.displayTtc,
    display: line.unit.display,
    listHt: line.unit.listHt,
    ht: line.unit.ht,
    duties: line.unit.duties,
    vat: line.unit.vat,
    ttc: line.unit.ttc,
    promotion: applied ? promotionDto(applied) : null,
  };
}

function typologiesDto(typologies: ProductFormat['typologies']): Record<string, FormatTypologyDto> {
  return Object.fromEntries(
    Object.entries(typologies).map(([key, t]) => [
      key,
      {
        visible: t.visible,
        price: t.price,
        ...(t.discountPrice ? { discountPrice: [...t.discountPrice] } : {}),
        ...(t.discountAdd ? { discountAdd: [...t.discountAdd] } : {}),
      },
    ]),
  );
}

/**
 * A format's stock for the view (ADR 0012): sellers get the available quantity; buyers and visitors the
 * in-stock / out-of-stock signal, or the quantity when the shop shows it, or nothing.
 */
function stockOf(
  format: ProductFormat,
  view: ShopView,
  stock: ReadonlyMap<number, number> | undefined,
): Pick<FormatDto, 'available' | 'stock'> {
  const display = view.mode === 'seller' ? 'quantity' : view.settings.settings.stockDisplay;
  if (display === 'none') return { available: null, stock: null };
  const available = formatAvailable(stock, format.id);
  return { available: display === 'quantity' ? available : null, stock: stockSignal(available) };
}

/** Whether the view shows anything of stock (so the page's stock is worth reading). */
export function showsStock(view: ShopView): boolean {
  return view.mode === 'seller' || view.settings.settings.stockDisplay !== 'none';
}

function formatDto(
  bundle: ProductBundle,
  format: ProductFormat,
  view: ShopView,
  day: PricingDay,
  stock: ReadonlyMap<number, number> | undefined,
): FormatDto {
  const own = Object.hasOwn(format.typologies, view.typology.key)
    ? format.typologies[view.typology.key]
    : undefined;
  // Outside the seller view, the format shows the applying typology's list price and tiers only.
  const seller = view.mode === 'seller';
  return {
    id: format.id,
    container: format.container,
    unity: format.unity,
    unityValue: format.unityValue,
    eq75: format.eq75,
    weight: format.weight,
    packing: format.packing,
    packingQuantity: format.packingQuantity,
    ean: format.ean,
    price: seller ? format.price : (own?.price ?? format.price),
    discountPrice: [...(seller ? format.discountPrice : (own?.discountPrice ?? format.discountPrice))],
    discountAdd: [...(seller ? format.discountAdd : (own?.discountAdd ?? format.discountAdd))],
    ...(view.allPrices ? { typologies: typologiesDto(format.typologies) } : {}),
    promotions: (bundle.promotions.get(format.id) ?? []).map(promotionDto),
    visuals: format.visuals.map(visualOf),
    unitPrice: unitPriceOf(bundle, format, view, day),
    tiers: tiersOf(bundle, format, view, day),
    ...stockOf(format, view, stock),
  };
}

/**
 * A product as the caller may see it: in the public view, only the formats its typology sees. `stock`
 * is the product's available quantity by format id (AvailabilitySource), absent when it is untracked.
 */
export function productDto(
  bundle: ProductBundle,
  view: ShopView,
  day: PricingDay,
  stock?: ReadonlyMap<number, number>,
): ProductDto {
  const { product } = bundle;
  const formats =
    view.mode === 'seller'
      ? bundle.formats
      : bundle.formats.filter((format) => isVisibleTo(format, view.typology.key));
  return {
    id: product.id,
    shopId: product.shopId,
    slug: product.slug,
    productType: product.productType,
    name: product.name,
    precision: product.precision,
    type: product.type,
    color: product.color,
    gamme: product.gamme,
    appellation: product.appellation,
    category: product.category,
    quality: product.quality,
    vintage: bundle.vintages[0]?.name ?? null,
    grapes: product.grapes,
    alcohol: product.alcohol,
    ingredients: product.ingredients,
    allergens: product.allergens,
    nutrition: product.nutrition,
    labels: product.labels,
    country: product.country,
    vatType: product.vatType,
    status: product.status,
    description: product.description,
    wrapping: product.wrapping,
    wrappingPrice: product.wrappingPrice,
    components: product.components,
    visuals: product.visuals.map(visualOf),
    vintages: bundle.vintages.map(vintageDto),
    formats: formats.map((format) => formatDto(bundle, format, view, day, stock)),
    typology: { key: view.typology.key, name: view.typology.settings.name, ttc: view.typology.settings.ttc },
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
