import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { isIsoDate, parisDateOf } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { StockMovement, Warehouse } from '@cuvee/stock';
import { DrmDeclaration } from '../declarations/drm-declaration.entity.js';
import { categoryOf } from '../domain/drm-categories.js';
import { annexesOf, exitDocumentProblem, type Annexes } from '../domain/exit-documents.js';
import { monthOfInstant, nextMonth, type Month } from '../domain/monthly-ledger.js';
import { CustomsProfileService } from '../profile/customs-profile.service.js';
import type { DischargeInputDto, ExitDocumentDto, ExitDocumentInputDto } from './dto/exit-document.dto.js';
import { ExitDocument } from './exit-document.entity.js';

const LIST: ListDefinition = {
  resource: 'exit-documents',
  sortable: { id: 'd.id', shippedOn: 'd.shippedOn', number: 'd.number' },
  filters: {
    id: { kind: 'equals', column: 'd.id', type: 'number' },
    kind: { kind: 'equals', column: 'd.kind', type: 'string' },
    movementId: { kind: 'equals', column: 'd.movementId', type: 'number' },
    destination: { kind: 'equals', column: 'd.destination', type: 'string' },
    q: { kind: 'search', columns: ['d.number'] },
  },
  defaultSort: ['shippedOn', 'DESC'],
  idColumn: 'd.id',
};

/** The DAE and DSA that accompany the sales leaving the bond (docs/customs.md "Documents"). */
@Injectable()
export class ExitDocumentsService {
  constructor(
    private readonly database: Database,
    private readonly profiles: CustomsProfileService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ExitDocumentDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(ExitDocument)
      .createQueryBuilder('d')
      .where('d.shopId = :shopId', { shopId });
    return fetchPage(builder, parseListQuery(query, LIST), LIST);
  }

  /**
   * Records the document of a sale exit. Refused for a movement that is not one, that has a document, or
   * that a validated month counted (its document would change a filed return).
   */
  async record(ctx: RequestContext, input: ExitDocumentInputDto): Promise<ExitDocumentDto> {
    const { shopId } = shopScope(ctx);
    const fields = {
      kind: input.kind,
      number: input.number.trim(),
      destination: input.destination,
      country: input.country?.trim().toUpperCase() || null,
      consigneeExcise: input.consigneeExcise?.trim().toUpperCase() || null,
    };
    const problem = exitDocumentProblem(fields);
    if (problem) throw new BadRequestException({ message: [problem] });
    if (input.shippedOn !== undefined && !isIsoDate(input.shippedOn))
      throw new BadRequestException({ message: ['validation.date'] });
    return this.database.transaction(async (manager) => {
      // The lock validations take: a document never changes a month while it is being fixed.
      const profile = await this.profiles.lock(manager, shopId);
      const movement = await manager.findOneBy(StockMovement, { shopId, id: input.movementId });
      const params = { id: input.movementId };
      if (!movement || movement.delta >= 0 || categoryOf(movement.type, profile.mapping) !== 'taxableSale')
        throw new BadRequestException({ message: 'customs.documentMovement', params });
      if (input.kind === 'dae') {
        const warehouse = await manager.findOneBy(Warehouse, { id: movement.warehouseId });
        if (warehouse?.fiscalStatus !== 'suspended')
          throw new BadRequestException({ message: 'customs.documentMovement', params });
      }
      const closing = await countedBy(manager, shopId, movement);
      if (closing)
        throw new ConflictException({
          message: 'customs.documentMonthClosed',
          params: { ...params, month: closing },
        });
      if (await manager.existsBy(ExitDocument, { shopId, movementId: movement.id }))
        throw new ConflictException({ message: 'customs.documentTaken', params });
      return manager.save(
        manager.create(ExitDocument, {
          shopId,
          movementId: movement.id,
          ...fields,
          shippedOn: input.shippedOn ?? parisDateOf(movement.createdAt),
          dischargedOn: null,
        }),
      );
    });
  }

  /** A DAE whose receipt the consignee confirmed leaves the non-discharge statements from that day. */
  async discharge(ctx: RequestContext, id: number, input: DischargeInputDto): Promise<ExitDocumentDto> {
    const { shopId } = shopScope(ctx);
    if (!isIsoDate(input.dischargedOn)) throw new BadRequestException({ message: ['validation.date'] });
    return this.database.transaction(async (manager) => {
      await this.profiles.lock(manager, shopId);
      const row = await manager.findOneBy(ExitDocument, { shopId, id });
      if (!row || row.kind !== 'dae') throw new NotFoundException('error.notFound');
      if (row.dischargedOn)
        throw new ConflictException({
          message: 'customs.documentDischarged',
          params: { number: row.number },
        });
      // A validated month keeps the statement it was fixed with; the drafts read the day as it is.
      row.dischargedOn = input.dischargedOn;
      return manager.save(row);
    });
  }
}

/** The validated month that counted a stock movement, or null (ADR 0030: its month and watermark). */
async function countedBy(
  manager: EntityManager,
  shopId: number,
  movement: StockMovement,
): Promise<Month | null> {
  const last = await manager.findOne(DrmDeclaration, { where: { shopId }, order: { month: 'DESC' } });
  if (!last) return null;
  const counted = monthOfInstant(movement.createdAt) <= last.month && movement.id <= last.watermark;
  return counted ? last.month : null;
}

/** A month's annexes, from the documents shipped in it or still pending at its end. */
export async function annexesOfMonth(manager: EntityManager, shopId: number, month: Month): Promise<Annexes> {
  const first = `${month}-01`;
  const after = `${nextMonth(month)}-01`;
  const rows = await manager
    .getRepository(ExitDocument)
    .createQueryBuilder('d')
    .where('d.shopId = :shopId AND d.shippedOn < :after', { shopId, after })
    .andWhere(
      "(d.shippedOn >= :first OR (d.kind = 'dae' AND (d.dischargedOn IS NULL OR d.dischargedOn >= :after)))",
      { first },
    )
    .getMany();
  return annexesOf(rows, month);
}
