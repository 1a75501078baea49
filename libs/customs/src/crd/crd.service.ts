import { BadRequestException, Injectable } from '@nestjs/common';
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
import { isCentilisation, isCrdColorOf } from '../domain/declaration.js';
import { monthOfInstant } from '../domain/monthly-ledger.js';
import { firstOpenMonth } from '../declarations/first-open-month.js';
import { CustomsProfileService } from '../profile/customs-profile.service.js';
import { CrdMovement } from './crd-movement.entity.js';
import type { CrdMovementDto, CrdMovementInputDto } from './dto/crd-movement.dto.js';

const LIST: ListDefinition = {
  resource: 'crd-movements',
  sortable: { id: 'c.id', createdAt: 'c.createdAt', month: 'c.month' },
  filters: {
    id: { kind: 'equals', column: 'c.id', type: 'number' },
    month: { kind: 'equals', column: 'c.month', type: 'string' },
    category: { kind: 'equals', column: 'c.category', type: 'string' },
    color: { kind: 'equals', column: 'c.color', type: 'string' },
    centilisation: { kind: 'equals', column: 'c.centilisation', type: 'string' },
    kind: { kind: 'equals', column: 'c.kind', type: 'string' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'c.id',
};

/** The capsule purchases and adjustments typed on the CRD page. */
@Injectable()
export class CrdService {
  constructor(
    private readonly database: Database,
    private readonly profiles: CustomsProfileService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<CrdMovementDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(CrdMovement)
      .createQueryBuilder('c')
      .where('c.shopId = :shopId', { shopId });
    return fetchPage(builder, parseListQuery(query, LIST), LIST);
  }

  /** Counts in the current month, or in the first month after it not yet validated. */
  async record(ctx: RequestContext, input: CrdMovementInputDto): Promise<CrdMovementDto> {
    const { shopId, userId } = shopScope(ctx);
    if (!isCentilisation(input.centilisation))
      throw new BadRequestException({ message: ['customs.centilisation'] });
    if (!isCrdColorOf(input.category, input.color))
      throw new BadRequestException({ message: ['customs.crdColor'] });
    return this.database.transaction(async (manager) => {
      // The same lock as a validation: a record never lands in a month being fixed.
      const profile = await this.profiles.lock(manager, shopId);
      const month = await firstOpenMonth(manager, shopId, monthOfInstant(new Date()));
      return manager.save(
        manager.create(CrdMovement, {
          shopId,
          month,
          category: input.category,
          capsuleType: input.capsuleType ?? profile.capsuleType,
          color: input.color,
          centilisation: input.centilisation,
          kind: input.kind,
          quantity: input.quantity,
          reason: input.reason?.trim() || null,
          userId,
        }),
      );
    });
  }
}
