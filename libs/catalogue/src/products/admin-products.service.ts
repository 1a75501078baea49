import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { shopNamesById } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
  Translator,
} from '@cuvee/platform';
import type { AdminProductActionDto, AdminProductDto } from './dto/admin-product.dto.js';
import { Product } from './product.entity.js';

/**
 * /admin/products: every shop's products (ADR 0086). Each filter but the search has an index that
 * starts with it (shop, status, moderation; kind and type within a shop), the id breaks ties.
 */
export const ADMIN_PRODUCTS_LIST: ListDefinition = {
  resource: 'products',
  sortable: { id: 'p.id', name: 'p.name', status: 'p.status', updatedAt: 'p.updatedAt' },
  filters: {
    q: { kind: 'search', columns: ['p.name'] },
    id: { kind: 'equals', column: 'p.id', type: 'number' },
    shopId: { kind: 'equals', column: 'p.shopId', type: 'number' },
    status: { kind: 'equals', column: 'p.status', type: 'string' },
    productType: { kind: 'equals', column: 'p.productType', type: 'string' },
    type: { kind: 'equals', column: 'p.type', type: 'string' },
    moderated: { kind: 'equals', column: 'p.moderated', type: 'boolean' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'p.id',
};

/** The administrators' view of the catalogues, and the moderation that hides a product from buyers. */
@Injectable()
export class AdminProducts {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
  ) {}

  async list(query: ListQueryDto): Promise<Page<AdminProductDto>> {
    const request = parseListQuery(query, ADMIN_PRODUCTS_LIST);
    const builder = this.database.dataSource.getRepository(Product).createQueryBuilder('p');
    const page = await fetchPage(builder, request, ADMIN_PRODUCTS_LIST);
    const names = await shopNamesById(
      this.database.dataSource.manager,
      page.rows.map((row) => row.shopId),
    );
    return { ...page, rows: page.rows.map((row) => toAdminProduct(row, names)) };
  }

  /**
   * Hides a product from buyers and visitors (a reason is needed), or lifts it. Its sellers keep it as
   * it is: status, prices and stock are theirs; nothing else changes.
   */
  async moderate(
    ctx: RequestContext,
    id: number,
    moderated: boolean,
    rawReason: string | undefined,
  ): Promise<AdminProductActionDto> {
    const reason = rawReason?.trim() || null;
    if (moderated && !reason) throw new BadRequestException('admin.moderationReasonNeeded');
    const { product, wasModerated } = await this.database.transaction(async (manager) => {
      const products = manager.getRepository(Product);
      const product = await products.findOneBy({ id });
      if (!product) throw new NotFoundException('error.notFound');
      const wasModerated = product.moderated;
      const change = moderated
        ? { moderated: true, moderationReason: reason, moderatedAt: new Date() }
        : { moderated: false, moderationReason: null, moderatedAt: null };
      await products.update({ id }, change);
      return { product: { ...product, ...change }, wasModerated };
    });
    const names = await shopNamesById(this.database.dataSource.manager, [product.shopId]);
    const key = moderated ? 'admin.productModerated' : 'admin.productRestored';
    return {
      success: true,
      message: this.translator.translate(key, ctx.locale),
      product: toAdminProduct(product, names),
      wasModerated,
    };
  }
}

function toAdminProduct(product: Product, names: ReadonlyMap<number, string>): AdminProductDto {
  return {
    id: product.id,
    shopId: product.shopId,
    shopName: names.get(product.shopId) ?? '',
    name: product.name,
    productType: product.productType,
    type: product.type,
    status: product.status,
    moderated: product.moderated,
    moderationReason: product.moderationReason,
    moderatedAt: product.moderatedAt,
    updatedAt: product.updatedAt,
  };
}
