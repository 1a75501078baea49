import { In, type EntityManager } from 'typeorm';
import type { Promotion } from '../domain/pricing-inputs.js';
import type { FormatPricing, PricedProduct } from '../domain/pricing-inputs.js';
import { ProductFormat } from './format.entity.js';
import { Product } from './product.entity.js';
import { ProductPromotion } from './promotion.entity.js';
import { Vintage } from './vintage.entity.js';

/** A product with its rows: vintages and formats in their order, promotions by format. */
export interface ProductBundle {
  readonly product: Product;
  readonly vintages: readonly Vintage[];
  readonly formats: readonly ProductFormat[];
  readonly promotions: ReadonlyMap<number, readonly ProductPromotion[]>;
}

/**
 * The rows of a page of products in three queries whatever the page size (one per table), so a list
 * costs a constant number of queries.
 */
export async function loadBundles(
  manager: EntityManager,
  products: readonly Product[],
): Promise<ProductBundle[]> {
  if (products.length === 0) return [];
  const ids = products.map((product) => product.id);
  const [vintages, formats, promotions] = await Promise.all([
    manager
      .getRepository(Vintage)
      .find({ where: { productId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }),
    manager
      .getRepository(ProductFormat)
      .find({ where: { productId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }),
    manager.getRepository(ProductPromotion).find({ where: { productId: In(ids) }, order: { id: 'ASC' } }),
  ]);
  return products.map((product) => {
    const byFormat = new Map<number, ProductPromotion[]>();
    for (const promotion of promotions) {
      if (promotion.productId !== product.id) continue;
      byFormat.set(promotion.formatId, [...(byFormat.get(promotion.formatId) ?? []), promotion]);
    }
    return {
      product,
      vintages: vintages.filter((vintage) => vintage.productId === product.id),
      formats: formats.filter((format) => format.productId === product.id),
      promotions: byFormat,
    };
  });
}

/** A stored promotion as the price resolution reads it (percents are stored in hundredths). */
export function promotionPricing(promotion: ProductPromotion): Promotion {
  return {
    id: String(promotion.id),
    type: promotion.type,
    amount: promotion.type === 'percent' ? promotion.amount / 100 : promotion.amount,
    activation: promotion.activation,
    threshold: promotion.threshold,
    start: promotion.start,
    end: promotion.end,
  };
}

export function formatPricing(format: ProductFormat, promotions: readonly ProductPromotion[]): FormatPricing {
  return {
    container: format.container,
    unity: format.unity,
    unityValue: format.unityValue,
    eq75: format.eq75,
    price: format.price,
    discountPrice: format.discountPrice,
    discountAdd: format.discountAdd,
    typologies: format.typologies,
    promotions: promotions.map(promotionPricing),
  };
}

/** The product as priced, with the vintage whose legal data and alcohol apply (the first by default). */
export function pricedProduct(product: Product, vintage: Vintage | undefined): PricedProduct {
  return {
    id: String(product.id),
    type: product.type ?? product.productType,
    vatType: product.vatType,
    alcohol: vintage?.advanced.alcohol ?? product.alcohol,
    legal: vintage?.legal ?? null,
  };
}
