import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { parseDateInput } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { today } from '../documents/documents.service.js';
import type { BankDepositDto, BankDepositInputDto } from './dto/payment.dto.js';
import { BankDeposit, Payment } from './payment.entity.js';
import { PaymentsService } from './payments.service.js';
import { fiscalSettingsOf } from '../settings/billing-settings.service.js';

const DEPOSITS_LIST: ListDefinition = {
  resource: 'bank-deposits',
  sortable: { id: 'b.id', depositedOn: 'b.depositedOn', total: 'b.total' },
  filters: { id: { kind: 'equals', column: 'b.id', type: 'number' } },
  defaultSort: ['depositedOn', 'DESC'],
  idColumn: 'b.id',
};

/** Cheque deposits (remises en banque): cheques received, put in one batch for the bank. */
@Injectable()
export class BankDepositsService {
  constructor(
    private readonly database: Database,
    private readonly payments: PaymentsService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<BankDepositDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(BankDeposit)
      .createQueryBuilder('b')
      .where('b.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, DEPOSITS_LIST), DEPOSITS_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<BankDepositDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const batch = await manager.getRepository(BankDeposit).findOneBy({ id, shopId });
    if (!batch) throw new NotFoundException('error.notFound');
    return (await this.views(manager, [batch]))[0]!;
  }

  /** Puts cheques not deposited yet in one batch; any other payment, or one deposited already, is refused. */
  async create(ctx: RequestContext, input: BankDepositInputDto): Promise<BankDepositDto> {
    const { shopId, userId } = shopScope(ctx);
    const depositedOn = input.depositedOn !== undefined ? parseDateInput(input.depositedOn) : today();
    if (!depositedOn) throw new BadRequestException('validation.date');
    const ids = [...new Set(input.paymentIds)];
    if (!ids.length) throw new BadRequestException('billing.bankDepositEmpty');
    return this.database.transaction(async (manager) => {
      const payments = await manager.getRepository(Payment).findBy({ shopId, id: In(ids) });
      if (payments.length !== ids.length) throw new NotFoundException('error.notFound');
      if (payments.some((p) => p.type !== 'check' || p.bankDepositId !== null))
        throw new BadRequestException('billing.bankDepositChecksOnly');
      const { banks } = (await fiscalSettingsOf(manager, [shopId])).get(shopId)!;
      const batch = await manager.getRepository(BankDeposit).save(
        manager.getRepository(BankDeposit).create({
          shopId,
          depositedOn,
          reference: input.reference?.trim() || null,
          bankAccount: input.bankAccount?.trim() || banks.find((bank) => bank.default)?.rib || null,
          total: payments.reduce((sum, p) => sum + p.amount, 0),
          count: payments.length,
          createdById: userId,
        }),
      );
      const moved = await manager
        .getRepository(Payment)
        .update({ shopId, id: In(ids), bankDepositId: IsNull() }, { bankDepositId: batch.id });
      if (moved.affected !== ids.length) throw new ConflictException('error.conflict');
      return (await this.views(manager, [batch]))[0]!;
    });
  }

  private async views(manager: EntityManager, batches: readonly BankDeposit[]): Promise<BankDepositDto[]> {
    const payments = batches.length
      ? await manager
          .getRepository(Payment)
          .find({ where: { bankDepositId: In(batches.map((b) => b.id)) }, order: { id: 'ASC' } })
      : [];
    const views = await this.payments.views(manager, payments);
    return batches.map((batch) => ({
      id: batch.id,
      depositedOn: batch.depositedOn,
      reference: batch.reference,
      bankAccount: batch.bankAccount,
      total: batch.total,
      count: batch.count,
      payments: views.filter((view) => view.bankDepositId === batch.id),
      createdAt: batch.createdAt,
    }));
  }
}
