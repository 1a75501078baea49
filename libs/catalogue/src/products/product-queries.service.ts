import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { prefixUpperBound, queryWords } from '@cuvee/kernel';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { AvailabilitySource } from '../availability/availability-source.js';
import type { DutyRates } from '../domain/duty-rates.js';
import { typologyBit } from '../domain/typology-visibility.js';
import { DUTY_RATES } from '../duty-rates.provider.js';
import { ShopViews, type ShopView, type ViewOptions } from '../shops/shop-views.js';
import type { FacetDto, ProductFacetsDto, ProductDto } from './dto/product.dto.js';
import type { ProductFacetsQueryDto, ProductListQueryDto } from './dto/product-query.dto.js';
import { loadBundles, type ProductBundle } from './product-bundles.js';
import { Product } from './product.entity.js';
import { productDto, pricingDay, showsStock, type PricingDay } from './product-view.js';
import { ProductWord } from './product-word.entity.js';

/** At most this many shops in one product query. */
export const MAX_SHOP_IDS = 20;

export const PRODUCTS_LIST: ListDefinition = {
  resource: 'products',
  sortable: {
    id: 'product.id',
    name: 'product.name',
    appellation: 'product.appellation',
    status: 'product.status',
    productType: 'product.productType',
    updatedAt: 'product.updatedAt',
  },
  filters: {
    // Full-text search: answered by the word index (searchWords below), never by a LIKE scan.
    q: { kind: 'search', columns: [] },
    id: { kind: 'equals', column: 'product.id', type: 'number' },
    productType: { kind: 'equals', column: 'product.productType', type: 'string' },
    status: { kind: 'equals', column: 'product.status', type: 'string' },
    type: { kind: 'equals', column: 'product.type', type: 'string' },
    color: { kind: 'equals', column: 'product.color', type: 'string' },
    appellation: { kind: 'equals', column: 'product.appellation', type: 'string' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'product.id',
};

/** "1,2" or "[1,2]": 1 to 20 shop ids. */
export function parseShopIds(text: string): number[] {
  const trimmed = text.trim();
  const parts = trimmed.startsWith('[') ? parseJsonList(trimmed) : trimmed.split(',').map((p) => p.trim());
  const ids = parts.map((part) =>
    typeof part === 'number' ? part : /^[1-9]\d{0,9}$/.test(part) ? Number(part) : NaN,
  );
  if (
    ids.length === 0 ||
    ids.length > MAX_SHOP_IDS ||
    !ids.every((id) => Number.isSafeInteger(id) && id > 0)
  ) {
    throw new BadRequestException('catalogue.invalidShopIds');
  }
  return [...new Set(ids)];
}

function parseJsonList(text: string): (string | number)[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value as number[];
  } catch {
    // refused below
  }
  throw new BadRequestException('catalogue.invalidShopIds');
}

/**
 * Restricts a query on products (alias `product`, or any alias whose product id column is given) to the
 * products having a word starting with each query word: one indexed range per word (ADR 0011).
 */
export function searchWords<T extends object>(
  builder: SelectQueryBuilder<T>,
  productIdColumn: string,
  shopIds: readonly number[],
  query: string,
): void {
  queryWords(query).forEach((word, index) => {
    const upper = prefixUpperBound(word);
    const sub = builder
      .subQuery()
      .select('word.productId')
      .from(ProductWord, 'word')
      .where('word.shopId IN (:...searchShops)')
      .andWhere(`word.word >= :searchFrom${index}`)
      .andWhere(upper === null ? '1 = 1' : `word.word < :searchTo${index}`);
    builder.andWhere(`${productIdColumn} IN ${sub.getQuery()}`, {
      searchShops: [...shopIds],
      [`searchFrom${index}`]: word,
      ...(upper === null ? {} : { [`searchTo${index}`]: upper }),
    });
  });
}

/** Reads of the catalogue, each product shown as the caller may see it. */
@Injectable()
export class ProductQueries {
  constructor(
    private readonly database: Database,
    private readonly shopViews: ShopViews,
    @Inject(DUTY_RATES) private readonly dutyRates: DutyRates,
    private readonly availability: AvailabilitySource,
  ) {}

  pricingDay(): PricingDay {
    return pricingDay(this.dutyRates);
  }

  /**
   * Product queries. A constant number of SQL queries whatever the page size: the shops, the
   * caller's memberships (buyers), the count, the page, then its vintages, formats and promotions, and
   * one grouped read of their stock.
   */
  async list(ctx: RequestContext, query: ProductListQueryDto): Promise<Page<ProductDto>> {
    const request = parseListQuery(query, PRODUCTS_LIST);
    const shopIds = query.shopIds !== undefined ? parseShopIds(query.shopIds) : this.ownShop(ctx);
    const options: ViewOptions = { origin: query.origin, typology: query.typology };
    const views = await this.shopViews.views(ctx, shopIds, options);
    if (views.length === 0)
      return { resource: PRODUCTS_LIST.resource, rows: [], start: request.range.start, total: 0 };

    const builder = this.database.dataSource.getRepository(Product).createQueryBuilder('product');
    const kinds = request.filter.productType;
    const asksServices = kinds === 'prestation' || (Array.isArray(kinds) && kinds.includes('prestation'));
    visibleIn(builder, views, asksServices);
    const search = request.filter.q;
    delete request.filter.q;
    if (typeof search === 'string')
      searchWords(
        builder,
        'product.id',
        views.map((v) => v.shop.id),
        search,
      );

    const page = await fetchPage(builder, request, PRODUCTS_LIST);
    const bundles = await loadBundles(this.database.dataSource.manager, page.rows);
    const byShop = new Map(views.map((view) => [view.shop.id, view]));
    const stock = await this.stockOf(bundles, byShop);
    const day = this.pricingDay();
    return {
      ...page,
      rows: bundles.map((bundle) =>
        productDto(bundle, byShop.get(bundle.product.shopId)!, day, stock.get(bundle.product.id)),
      ),
    };
  }

  /**
   * The colours, appellations and types present in the catalogue the caller sees of the shops, with
   * how many products carry each: the shop page's filter choices. Three grouped queries on indexed
   * columns, whatever the catalogue's size.
   */
  async facets(ctx: RequestContext, query: ProductFacetsQueryDto): Promise<ProductFacetsDto> {
    const shopIds = query.shopIds !== undefined ? parseShopIds(query.shopIds) : this.ownShop(ctx);
    const views = await this.shopViews.views(ctx, shopIds, {
      origin: query.origin,
      typology: query.typology,
    });
    if (views.length === 0) return { colours: [], appellations: [], types: [] };
    const count = async (column: 'color' | 'appellation' | 'type'): Promise<FacetDto[]> => {
      const builder = this.database.dataSource.getRepository(Product).createQueryBuilder('product');
      visibleIn(builder, views, false);
      const rows = await builder
        .select(`product.${column}`, 'value')
        .addSelect('COUNT(*)', 'count')
        .andWhere(`product.${column} IS NOT NULL AND product.${column} <> ''`)
        .groupBy(`product.${column}`)
        .getRawMany<{ value: string; count: number | string }>();
      return rows
        .map((row) => ({ value: row.value, count: Number(row.count) }))
        .sort((a, b) => a.value.localeCompare(b.value, 'fr'));
    };
    const [colours, appellations, types] = await Promise.all([
      count('color'),
      count('appellation'),
      count('type'),
    ]);
    return { colours, appellations, types };
  }

  /** GET /v1/products/{productId}: a product the caller may see, else "Produit inexistant". */
  async get(ctx: RequestContext, id: number, options: ViewOptions = {}): Promise<ProductDto> {
    const product = await this.database.dataSource.getRepository(Product).findOneBy({ id });
    if (!product) throw new NotFoundException('error.productNotFound');
    const [view] = await this.shopViews.views(ctx, [product.shopId], options);
    return this.present(product, view);
  }

  /** A product of the caller's shop as its editor sees it (the answer of a save). */
  async editable(ctx: RequestContext, id: number): Promise<ProductDto> {
    const { shopId } = shopScope(ctx);
    const product = await this.database.dataSource.getRepository(Product).findOneBy({ id, shopId });
    if (!product) throw new NotFoundException('error.productNotFound');
    const [view] = await this.shopViews.views(ctx, [shopId], { editing: true });
    return this.present(product, view);
  }

  /**
   * The product shown under a view, or "Produit inexistant" when the view does not include it; a
   * preview (a seller on their own shop page) shows it whatever its status.
   */
  async present(
    product: Product,
    view: ShopView | undefined,
    options: { preview?: boolean } = {},
  ): Promise<ProductDto> {
    if (!view || (!options.preview && !isVisible(product, view)))
      throw new NotFoundException('error.productNotFound');
    const [bundle] = await loadBundles(this.database.dataSource.manager, [product]);
    const stock = await this.stockOf([bundle!], new Map([[view.shop.id, view]]));
    return productDto(bundle!, view, this.pricingDay(), stock.get(product.id));
  }

  /** The stock of the products whose view shows it, in one read for the page. */
  private async stockOf(
    bundles: readonly ProductBundle[],
    views: ReadonlyMap<number, ShopView>,
  ): Promise<Map<number, Map<number, number>>> {
    const shown = bundles.filter((bundle) => showsStock(views.get(bundle.product.shopId)!));
    return this.availability.read(this.database.dataSource.manager, {
      shopIds: [...new Set(shown.map((bundle) => bundle.product.shopId))],
      productIds: shown.map((bundle) => bundle.product.id),
    });
  }

  private ownShop(ctx: RequestContext): number[] {
    if (ctx.user?.shopId == null) throw new BadRequestException('catalogue.shopRequired');
    return [ctx.user.shopId];
  }
}

/** Whether a view includes a product (the same rule as `visibleIn`, for one row). */
export function isVisible(product: Product, view: ShopView): boolean {
  if (view.mode === 'seller') return true;
  return (
    product.status === 'online' &&
    !product.moderated &&
    (product.hiddenMask & typologyBit(view.typology.key)) === 0
  );
}

/**
 * One condition per shop: the seller view takes every product but services (unless services are asked
 * for by the productType filter); the public view takes online products its typology sees.
 */
function visibleIn(
  builder: SelectQueryBuilder<Product>,
  views: readonly ShopView[],
  withServices: boolean,
): void {
  const clauses: string[] = [];
  // A moderated product (ADR 0086) is out of every buyer's view, as a product not online is.
  const params: Record<string, string | number | boolean> = { unmoderated: false };
  views.forEach((view, i) => {
    params[`shop${i}`] = view.shop.id;
    if (view.mode === 'seller') {
      clauses.push(
        withServices
          ? `product.shopId = :shop${i}`
          : `(product.shopId = :shop${i} AND product.productType <> 'prestation')`,
      );
    } else {
      params[`bit${i}`] = typologyBit(view.typology.key);
      clauses.push(
        `(product.shopId = :shop${i} AND product.status = 'online' AND product.moderated = :unmoderated AND (product.hiddenMask & :bit${i}) = 0)`,
      );
    }
  });
  builder.where(clauses.length === 1 ? clauses[0]! : `(${clauses.join(' OR ')})`, params);
}
