import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DUTY_RATES, Product, type DutyRates } from '@cuvee/catalogue';
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
import { defaultCrdColor, isCrdColorOf } from '../domain/declaration.js';
import { CustomsProduct } from './customs-product.entity.js';
import type { CustomsProductDto, CustomsProductInputDto } from './dto/customs-product.dto.js';

const LIST: ListDefinition = {
  resource: 'customs-products',
  sortable: { id: 'c.id', label: 'c.label', productId: 'c.productId' },
  filters: {
    id: { kind: 'equals', column: 'c.id', type: 'number' },
    productId: { kind: 'equals', column: 'c.productId', type: 'number' },
    q: { kind: 'search', columns: ['c.label', 'c.inaoCode'] },
  },
  defaultSort: ['label', 'ASC'],
  idColumn: 'c.id',
};

/** The fiscal identity of the shop's products, as the DRM declares them. */
@Injectable()
export class CustomsProductsService {
  constructor(
    private readonly database: Database,
    @Inject(DUTY_RATES) private readonly rates: DutyRates,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<CustomsProductDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(CustomsProduct)
      .createQueryBuilder('c')
      .where('c.shopId = :shopId', { shopId });
    return fetchPage(builder, parseListQuery(query, LIST), LIST);
  }

  async get(ctx: RequestContext, id: number): Promise<CustomsProductDto> {
    const { shopId } = shopScope(ctx);
    const row = await this.database.dataSource.manager.findOneBy(CustomsProduct, { shopId, id });
    if (!row) throw new NotFoundException('error.notFound');
    return row;
  }

  async save(ctx: RequestContext, input: CustomsProductInputDto, id?: number): Promise<CustomsProductDto> {
    const { shopId } = shopScope(ctx);
    this.check(input);
    return this.database.transaction(async (manager) => {
      if (!(await manager.existsBy(Product, { shopId, id: input.productId })))
        throw new NotFoundException('error.notFound');
      const current =
        id === undefined
          ? manager.create(CustomsProduct, { shopId })
          : await manager.findOneBy(CustomsProduct, { shopId, id });
      if (!current) throw new NotFoundException('error.notFound');
      const vintageId = input.vintageId ?? 0;
      // A form that does not send the colour keeps the one chosen before, when it still fits.
      const kept =
        current.crdColor && isCrdColorOf(input.crdCategory, current.crdColor) ? current.crdColor : null;
      const taken = await manager.findOneBy(CustomsProduct, {
        shopId,
        productId: input.productId,
        vintageId,
      });
      if (taken && taken.id !== current.id) throw new ConflictException('customs.productMapped');
      Object.assign(current, {
        productId: input.productId,
        vintageId,
        label: input.label.trim(),
        inaoCode: input.inaoCode?.trim() || null,
        certification: input.certification?.trim() || null,
        genre: input.genre?.trim() || null,
        appellation: input.appellation?.trim() || null,
        color: input.color?.trim() || null,
        alcohol: input.alcohol ?? null,
        da: input.da || null,
        css: input.css || null,
        crdCategory: input.crdCategory,
        crdColor: input.crdColor ?? kept ?? defaultCrdColor(input.crdCategory, input.certification ?? null),
      });
      return manager.save(current);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<CustomsProductDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const row = await manager.findOneBy(CustomsProduct, { shopId, id });
      if (!row) throw new NotFoundException('error.notFound');
      await manager.delete(CustomsProduct, { id });
      return row;
    });
  }

  /** A label, an INAO code of 5 to 8 characters, duty keys the dated table knows. */
  private check(input: CustomsProductInputDto): void {
    if (!input.label?.trim()) throw new BadRequestException({ message: ['customs.label'] });
    if (input.crdColor && !isCrdColorOf(input.crdCategory, input.crdColor))
      throw new BadRequestException({ message: ['customs.crdColor'] });
    const inao = input.inaoCode?.trim();
    if (inao && (inao.length < 5 || inao.length > 8))
      throw new BadRequestException({ message: ['customs.inaoCode'] });
    const known = new Set(this.rates.flatMap((edition) => Object.keys(edition.rates)));
    for (const key of [input.da, input.css]) {
      if (key && !known.has(key))
        throw new BadRequestException({ message: 'customs.dutyKey', params: { key } });
    }
  }
}
