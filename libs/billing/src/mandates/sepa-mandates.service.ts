import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { Shop, shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { clientOf } from '../documents/parties.js';
import { isMandateUsable, mandateReference } from '../domain/sepa.js';
import { nextCounter, NumberingService } from '../numbering/numbering.service.js';
import { BillingSettingsService } from '../settings/billing-settings.service.js';
import type { SepaMandateDto, SepaMandateInputDto } from './dto/sepa-mandate.dto.js';
import { SepaDebit } from './sepa-debit.entity.js';
import { SepaMandate } from './sepa-mandate.entity.js';

const MANDATES_LIST: ListDefinition = {
  resource: 'sepa-mandates',
  sortable: { id: 'm.id', reference: 'm.reference', signedOn: 'm.signedOn', createdAt: 'm.createdAt' },
  filters: {
    id: { kind: 'equals', column: 'm.id', type: 'number' },
    clientId: { kind: 'equals', column: 'm.clientId', type: 'number' },
    status: { kind: 'equals', column: 'm.status', type: 'string' },
    q: { kind: 'search', columns: ['m.reference', 'm.holder'] },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'm.id',
};

/** The debits each mandate holds (those not cancelled): a one-off mandate holding one is used up. */
export async function debitsHeld(
  manager: EntityManager,
  mandateIds: readonly number[],
): Promise<Map<number, number>> {
  if (mandateIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(SepaDebit)
    .createQueryBuilder('d')
    .select('d.mandateId', 'mandateId')
    .addSelect('COUNT(*)', 'held')
    .where('d.mandateId IN (:...ids)', { ids: [...new Set(mandateIds)] })
    .andWhere("d.status <> 'cancelled'")
    .groupBy('d.mandateId')
    .getRawMany<{ mandateId: number | string; held: number | string }>();
  return new Map(rows.map((row) => [Number(row.mandateId), Number(row.held)]));
}

/**
 * SEPA mandates of the shop's clients (ADR 0076): recorded once signed (or awaiting signature), each
 * with its RUM drawn from the shop's sequence, revoked when the client withdraws it (its scheduled
 * debits are cancelled with it). The shop must have its creditor identifier first.
 */
@Injectable()
export class SepaMandatesService {
  constructor(
    private readonly database: Database,
    private readonly numbering: NumberingService,
    private readonly settings: BillingSettingsService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<SepaMandateDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(SepaMandate)
      .createQueryBuilder('m')
      .where('m.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, MANDATES_LIST), MANDATES_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<SepaMandateDto> {
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, [await this.find(manager, shopScope(ctx).shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: SepaMandateInputDto): Promise<SepaMandateDto> {
    const { shopId, userId } = shopScope(ctx);
    // A mandate names its creditor: without the shop's identifier it could never be presented.
    if (!(await this.settings.billingOf(shopId)).sepa.creditorId)
      throw new BadRequestException('billing.creditorIdMissing');
    await clientOf(this.database.dataSource.manager, shopId, input.clientId);
    await this.numbering.prepare(shopId, 'sepaMandate', 'all');
    return this.database.transaction(async (manager) => {
      const shop = await manager.getRepository(Shop).findOneByOrFail({ id: shopId });
      const counter = await nextCounter(manager, shopId, 'sepaMandate', 'all');
      const repository = manager.getRepository(SepaMandate);
      const mandate = await repository.save(
        repository.create({
          shopId,
          clientId: input.clientId,
          reference: mandateReference(shop.code, counter),
          holder: input.holder.trim(),
          iban: input.iban,
          bic: input.bic || null,
          signedOn: input.signedOn ?? null,
          recurring: input.recurring ?? true,
          status: input.signedOn ? 'processing' : 'pending',
          revokedAt: null,
          collected: 0,
          createdById: userId,
        }),
      );
      return mandateView(mandate, 0);
    });
  }

  /** Records the signature of a mandate awaiting it: it can be debited from now on. */
  async sign(ctx: RequestContext, id: number, signedOn: string): Promise<SepaMandateDto> {
    const { shopId } = shopScope(ctx);
    const repository = this.database.dataSource.getRepository(SepaMandate);
    const mandate = await this.find(this.database.dataSource.manager, shopId, id);
    const changed = await repository.update(
      { id: mandate.id, status: 'pending', revokedAt: IsNull() },
      { status: 'processing', signedOn },
    );
    if (!changed.affected) throw new ConflictException('error.conflict');
    return this.get(ctx, id);
  }

  /** The client withdrew the mandate: nothing more is debited with it, scheduled debits included. */
  async revoke(ctx: RequestContext, id: number): Promise<SepaMandateDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const mandate = await this.find(manager, shopId, id);
      const changed = await manager
        .createQueryBuilder()
        .update(SepaMandate)
        .set({ revokedAt: new Date() })
        .where('id = :id AND revokedAt IS NULL', { id: mandate.id })
        .execute();
      if (!changed.affected)
        throw new ConflictException({
          message: 'billing.mandateRevoked',
          params: { reference: mandate.reference },
        });
      await manager
        .getRepository(SepaDebit)
        .update(
          { mandateId: mandate.id, status: 'scheduled' },
          { status: 'cancelled', failureReason: 'mandateRevoked' },
        );
      return (await this.views(manager, [await this.find(manager, shopId, id)]))[0]!;
    });
  }

  private async views(manager: EntityManager, mandates: readonly SepaMandate[]): Promise<SepaMandateDto[]> {
    const held = await debitsHeld(
      manager,
      mandates.map((mandate) => mandate.id),
    );
    return mandates.map((mandate) => mandateView(mandate, held.get(mandate.id) ?? 0));
  }

  private async find(manager: EntityManager, shopId: number, id: number): Promise<SepaMandate> {
    const mandate = await manager.getRepository(SepaMandate).findOneBy({ id, shopId });
    if (!mandate) throw new NotFoundException('error.notFound');
    return mandate;
  }
}

/** An IBAN as lists show it: country and key, then its last four characters. */
export function maskedIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

function mandateView(mandate: SepaMandate, held: number): SepaMandateDto {
  return {
    id: mandate.id,
    clientId: mandate.clientId,
    reference: mandate.reference,
    holder: mandate.holder,
    iban: maskedIban(mandate.iban),
    bic: mandate.bic,
    signedOn: mandate.signedOn,
    recurring: mandate.recurring,
    status: mandate.status,
    revokedAt: mandate.revokedAt,
    usable: isMandateUsable(mandate, held),
    collected: mandate.collected,
    createdAt: mandate.createdAt,
  };
}
