import { Inject, Injectable } from '@nestjs/common';
import { shopScope } from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import type { DutyRates } from '../domain/duty-rates.js';
import { DUTY_RATES } from '../duty-rates.provider.js';
import type { CreateProductDto, UpdateProductDto } from './dto/product-input.dto.js';
import type { ProductDto } from './dto/product.dto.js';
import { ProductQueries } from './product-queries.service.js';
import { ProductWriter } from './product-writer.js';

/** Products of the caller's shop: create and change them, with their vintages, formats and promotions. */
@Injectable()
export class ProductsService {
  private readonly writer: ProductWriter;

  constructor(
    private readonly database: Database,
    private readonly queries: ProductQueries,
    @Inject(DUTY_RATES) dutyRates: DutyRates,
  ) {
    this.writer = new ProductWriter(dutyRates);
  }

  async create(ctx: RequestContext, input: CreateProductDto): Promise<ProductDto> {
    const { shopId } = shopScope(ctx);
    const id = await this.database.transaction((manager) => this.writer.create(manager, shopId, input));
    return this.queries.editable(ctx, id);
  }

  async update(ctx: RequestContext, id: number, input: UpdateProductDto): Promise<ProductDto> {
    const { shopId } = shopScope(ctx);
    await this.database.transaction((manager) => this.writer.update(manager, shopId, id, input));
    return this.queries.editable(ctx, id);
  }
}
