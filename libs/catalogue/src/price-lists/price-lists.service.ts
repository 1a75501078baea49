import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { In } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import type { DutyRates } from '../domain/duty-rates.js';
import { hiddenTypologyMask } from '../domain/typology-visibility.js';
import { DUTY_RATES } from '../duty-rates.provider.js';
import { ProductFormat } from '../products/format.entity.js';
import { checkPricing } from '../products/product-checks.js';
import { formatPricing, loadBundles, type ProductBundle } from '../products/product-bundles.js';
import { pricedUnit, pricingDay, type PricingDay } from '../products/product-view.js';
import { searchWords } from '../products/product-queries.service.js';
import { Product } from '../products/product.entity.js';
import { typologyPrice } from '../products/product-writer.js';
import { ShopViews, type ShopView } from '../shops/shop-views.js';
import type {
  PriceListCellDto,
  PriceListRowDto,
  TypologyDto,
  UpdatePriceListDto,
} from './dto/price-list.dto.js';

export const PRICE_LISTS: ListDefinition = {
  resource: 'price-lists',
  sortable: {
    name: 'product.name',
    id: 'format.id',
    price: 'format.price',
    container: 'format.container',
  },
  filters: {
    q: { kind: 'search', columns: [] },
    id: { kind: 'equals', column: 'format.id', type: 'number' },
    productId: { kind: 'equals', column: 'format.productId', type: 'number' },
    productType: { kind: 'equals', column: 'product.productType', type: 'string' },
    status: { kind: 'equals', column: 'product.status', type: 'string' },
    container: { kind: 'equals', column: 'format.container', type: 'string' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'format.id',
};

/**
 * The Tarifs grid (page /dashboard/tarifs, needs seeAllPrice): every format of the shop's products
 * against every typology of the shop, each cell editable. The typologies themselves (name, public, ttc,
 * globalDiscount, allRulesInEq75) are the shop's settings, changed through PUT /v1/shops/me.
 */
@Injectable()
export class PriceListsService {
  constructor(
    private readonly database: Database,
    private readonly shopViews: ShopViews,
    @Inject(DUTY_RATES) private readonly dutyRates: DutyRates,
  ) {}

  async typologies(ctx: RequestContext): Promise<Page<TypologyDto>> {
    const view = await this.sellerView(ctx);
    const rows = Object.entries(view.pricing.typologies).map(([id, t]) => ({ id, ...t }));
    return { resource: 'typologies', rows, start: 0, total: rows.length };
  }

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<PriceListRowDto>> {
    const view = await this.sellerView(ctx);
    const request = parseListQuery(query, PRICE_LISTS);
    const builder = this.database.dataSource
      .getRepository(ProductFormat)
      .createQueryBuilder('format')
      .innerJoin(Product, 'product', 'product.id = format.productId')
      .where('format.shopId = :shopId', { shopId: view.shop.id });
    const search = request.filter.q;
    delete request.filter.q;
    if (typeof search === 'string') searchWords(builder, 'format.productId', [view.shop.id], search);
    const page = await fetchPage(builder, request, PRICE_LISTS);
    const rows = await this.rows(view, page.rows);
    return { ...page, rows };
  }

  async get(ctx: RequestContext, formatId: number): Promise<PriceListRowDto> {
    const view = await this.sellerView(ctx);
    const format = await this.database.dataSource
      .getRepository(ProductFormat)
      .findOneBy({ id: formatId, shopId: view.shop.id });
    if (!format) throw new NotFoundException('error.notFound');
    return (await this.rows(view, [format]))[0]!;
  }

  /** Changes one row of the grid: the base price and the cells given; the product's visibility follows. */
  async update(ctx: RequestContext, formatId: number, input: UpdatePriceListDto): Promise<PriceListRowDto> {
    const { shopId } = shopScope(ctx);
    await this.database.transaction(async (manager) => {
      const format = await manager.getRepository(ProductFormat).findOneBy({ id: formatId, shopId });
      if (!format) throw new NotFoundException('error.notFound');
      if (input.price !== undefined) format.price = input.price;
      const cells =
        input.typologies instanceof Map ? Object.fromEntries(input.typologies) : (input.typologies ?? {});
      for (const [key, cell] of Object.entries(cells)) format.typologies[key] = typologyPrice(cell);
      const product = await manager.getRepository(Product).findOneByOrFail({ id: format.productId });
      const [bundle] = await loadBundles(manager, [product]);
      checkPricing(formatPricing(format, bundle!.promotions.get(format.id) ?? []));
      await manager.getRepository(ProductFormat).save(format);
      const formats = bundle!.formats.map((other) => (other.id === format.id ? format : other));
      // An update statement also moves the product's updatedAt, so the catalogue shows the change.
      await manager.getRepository(Product).update(product.id, { hiddenMask: hiddenTypologyMask(formats) });
    });
    return this.get(ctx, formatId);
  }

  private async sellerView(ctx: RequestContext): Promise<ShopView> {
    const { shopId } = shopScope(ctx);
    const [view] = await this.shopViews.views(ctx, [shopId], { editing: true });
    if (!view) throw new NotFoundException('error.notFound');
    return view;
  }

  private async rows(view: ShopView, formats: readonly ProductFormat[]): Promise<PriceListRowDto[]> {
    if (formats.length === 0) return [];
    const manager = this.database.dataSource.manager;
    const products = await manager
      .getRepository(Product)
      .findBy({ id: In([...new Set(formats.map((f) => f.productId))]) });
    const bundles = new Map((await loadBundles(manager, products)).map((b) => [b.product.id, b]));
    const day = pricingDay(this.dutyRates);
    return formats.map((format) => {
      const bundle = bundles.get(format.productId)!;
      const typologies: Record<string, PriceListCellDto> = {};
      for (const [key, settings] of Object.entries(view.pricing.typologies)) {
        typologies[key] = this.cell(bundle, format, { ...view, typology: { key, settings } }, day);
      }
      return {
        id: format.id,
        productId: bundle.product.id,
        name: bundle.product.name,
        precision: bundle.product.precision,
        productType: bundle.product.productType,
        status: bundle.product.status,
        vintage: bundle.vintages[0]?.name ?? null,
        container: format.container,
        unity: format.unity,
        unityValue: format.unityValue,
        eq75: format.eq75,
        price: format.price,
        discountPrice: format.discountPrice,
        discountAdd: format.discountAdd,
        typologies,
      };
    });
  }

  private cell(
    bundle: ProductBundle,
    format: ProductFormat,
    view: ShopView,
    day: PricingDay,
  ): PriceListCellDto {
    const own = Object.hasOwn(format.typologies, view.typology.key)
      ? format.typologies[view.typology.key]
      : undefined;
    return {
      visible: own?.visible ?? true,
      price: own?.price ?? null,
      listHt: own?.price ?? format.price,
      display: pricedUnit(bundle, format, view, day)?.unit.display ?? null,
      displayTtc: view.typology.settings.ttc,
      ...(own?.discountPrice ? { discountPrice: [...own.discountPrice] } : {}),
      ...(own?.discountAdd ? { discountAdd: [...own.discountAdd] } : {}),
    };
  }
}
