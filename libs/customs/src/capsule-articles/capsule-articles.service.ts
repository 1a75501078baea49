import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In } from 'typeorm';
import { ProductFormat } from '@cuvee/catalogue';
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
import { CrdMovement } from '../crd/crd-movement.entity.js';
import { firstOpenMonth } from '../declarations/first-open-month.js';
import { isCentilisation, isCrdColorOf } from '../domain/declaration.js';
import { CustomsProfileService } from '../profile/customs-profile.service.js';
import { CapsuleArticle } from './capsule-article.entity.js';
import type { CapsuleArticleDto, CapsuleArticleInputDto } from './dto/capsule-article.dto.js';

const LIST: ListDefinition = {
  resource: 'capsule-articles',
  sortable: { id: 'a.id', productId: 'a.productId' },
  filters: {
    id: { kind: 'equals', column: 'a.id', type: 'number' },
    productId: { kind: 'equals', column: 'a.productId', type: 'number' },
  },
  defaultSort: ['id', 'ASC'],
  idColumn: 'a.id',
};

/** One line of a purchase receipt, as the CRD ledger needs it (purchases' GoodsReceivedEvent, relayed). */
export interface ReceivedGoods {
  shopId: number;
  receiptId: number;
  orderNumber: string;
  /** 'YYYY-MM-DD', Paris day. */
  receivedOn: string;
  lines: readonly { productId: number; formatId: number; quantity: number; movementId: number }[];
}

/**
 * The articles bought from suppliers that are CRD capsules, and their receipts entering the capsule
 * ledger: customs does not know purchases, the application relays their receipts here (libs/relays).
 */
@Injectable()
export class CapsuleArticlesService {
  constructor(
    private readonly database: Database,
    private readonly profiles: CustomsProfileService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<CapsuleArticleDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(CapsuleArticle)
      .createQueryBuilder('a')
      .where('a.shopId = :shopId', { shopId });
    return fetchPage(builder, parseListQuery(query, LIST), LIST);
  }

  async save(ctx: RequestContext, input: CapsuleArticleInputDto, id?: number): Promise<CapsuleArticleDto> {
    const { shopId } = shopScope(ctx);
    if (!isCentilisation(input.centilisation))
      throw new BadRequestException({ message: ['customs.centilisation'] });
    if (!isCrdColorOf(input.category, input.color))
      throw new BadRequestException({ message: ['customs.crdColor'] });
    return this.database.transaction(async (manager) => {
      if (
        !(await manager.existsBy(ProductFormat, { shopId, id: input.formatId, productId: input.productId }))
      )
        throw new NotFoundException('error.notFound');
      const row =
        id === undefined
          ? manager.create(CapsuleArticle, { shopId })
          : await manager.findOneBy(CapsuleArticle, { shopId, id });
      if (!row) throw new NotFoundException('error.notFound');
      const taken = await manager.findOneBy(CapsuleArticle, {
        shopId,
        productId: input.productId,
        formatId: input.formatId,
      });
      if (taken && taken.id !== row.id) throw new ConflictException('customs.capsuleArticleTaken');
      Object.assign(row, {
        productId: input.productId,
        formatId: input.formatId,
        category: input.category,
        capsuleType: input.capsuleType ?? null,
        color: input.color,
        centilisation: input.centilisation,
        perUnit: input.perUnit,
      });
      return manager.save(row);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<CapsuleArticleDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const row = await manager.findOneBy(CapsuleArticle, { shopId, id });
    if (!row) throw new NotFoundException('error.notFound');
    await manager.delete(CapsuleArticle, { id });
    return row;
  }

  /**
   * The capsule articles of a receipt become capsule purchases, one record per line, counted in the
   * receipt's month or the first month after it not validated. A receipt told twice records once (each
   * record keeps its stock movement as `sourceRef`).
   */
  async receive(goods: ReceivedGoods): Promise<CrdMovement[]> {
    const { shopId } = goods;
    const productIds = [...new Set(goods.lines.map((line) => line.productId))];
    if (!productIds.length) return [];
    return this.database.transaction(async (manager) => {
      const articles = await manager.findBy(CapsuleArticle, { shopId, productId: In(productIds) });
      const articleOf = new Map(articles.map((row) => [`${row.productId}:${row.formatId}`, row]));
      const lines = goods.lines.filter((line) => articleOf.has(`${line.productId}:${line.formatId}`));
      if (!lines.length) return [];
      // The lock capsule records and validations share: a receipt never lands in a month being fixed.
      const profile = await this.profiles.lock(manager, shopId);
      const month = await firstOpenMonth(manager, shopId, goods.receivedOn.slice(0, 7));
      const refs = lines.map((line) => `receipt:${goods.receiptId}:${line.movementId}`);
      const known = new Set(
        (await manager.findBy(CrdMovement, { shopId, sourceRef: In(refs) })).map((row) => row.sourceRef),
      );
      const records = lines
        .map((line, index) => ({ line, ref: refs[index]! }))
        .filter(({ ref }) => !known.has(ref))
        .map(({ line, ref }) => {
          const article = articleOf.get(`${line.productId}:${line.formatId}`)!;
          return manager.create(CrdMovement, {
            shopId,
            month,
            category: article.category,
            capsuleType: article.capsuleType ?? profile.capsuleType,
            color: article.color,
            centilisation: article.centilisation,
            kind: 'purchase',
            quantity: line.quantity * article.perUnit,
            reason: goods.orderNumber,
            userId: null,
            sourceRef: ref,
          });
        });
      return records.length ? manager.save(records) : [];
    });
  }
}
