import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { formatMoney, type Locale } from '@cuvee/kernel';
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
import { creditStatusOf, InsufficientCreditError, spendCredits } from '../domain/settlement.js';
import { ClientCredit, ClientCreditUse, type CreditOrigin } from './client-credit.entity.js';
import type { ClientCreditDto, ClientCreditInputDto } from './dto/client-credit.dto.js';

const CREDITS_LIST: ListDefinition = {
  resource: 'client-credits',
  sortable: { id: 'c.id', createdAt: 'c.createdAt', amount: 'c.amount', remaining: 'c.remaining' },
  filters: {
    id: { kind: 'equals', column: 'c.id', type: 'number' },
    clientId: { kind: 'equals', column: 'c.clientId', type: 'number' },
    status: { kind: 'equals', column: 'c.status', type: 'string' },
    origin: { kind: 'equals', column: 'c.origin', type: 'string' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'c.id',
};

export interface CreditGrant {
  shopId: number;
  clientId: number;
  origin: CreditOrigin;
  documentId: number | null;
  paymentId: number | null;
  label: string | null;
  amount: number;
  createdById: number | null;
}

/**
 * Client credits (notes de crédit, /payments/credits): granted by credit notes and over-payments (or
 * by hand), spent as payments of type `credit` — on invoices here, on later orders through `spend`
 * (the orders context calls it inside its own transaction) — or cancelled while untouched.
 */
@Injectable()
export class ClientCreditsService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ClientCreditDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(ClientCredit)
      .createQueryBuilder('c')
      .where('c.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, CREDITS_LIST), CREDITS_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<ClientCreditDto> {
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, [await this.find(manager, shopScope(ctx).shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: ClientCreditInputDto): Promise<ClientCreditDto> {
    const { shopId, userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const client = await clientOf(manager, shopId, input.clientId);
      const credit = await this.grant(manager, {
        shopId,
        clientId: client.id,
        origin: 'manual',
        documentId: null,
        paymentId: null,
        label: input.label?.trim() || null,
        amount: input.amount,
        createdById: userId,
      });
      return (await this.views(manager, [credit]))[0]!;
    });
  }

  /** Cancels a credit nothing was spent from (full); a spent or cancelled one stays as it is. */
  async cancel(ctx: RequestContext, id: number): Promise<ClientCreditDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      await this.find(manager, shopId, id);
      if (!(await this.cancelUntouched(manager, id)))
        throw new ConflictException('billing.creditNotCancellable');
      return (await this.views(manager, [await this.find(manager, shopId, id)]))[0]!;
    });
  }

  /** Inside the caller's transaction: cancels a credit nothing was spent from; false when some was. */
  async cancelUntouched(manager: EntityManager, id: number): Promise<boolean> {
    const credit = await manager.getRepository(ClientCredit).findOneByOrFail({ id });
    const changed = await manager
      .getRepository(ClientCredit)
      .update(
        { id, status: 'full', remaining: credit.amount },
        { status: 'cancelled', remaining: 0, cancelledAt: new Date() },
      );
    return Boolean(changed.affected);
  }

  /** Inside the caller's transaction: a new credit, full. */
  async grant(manager: EntityManager, grant: CreditGrant): Promise<ClientCredit> {
    const repository = manager.getRepository(ClientCredit);
    return repository.save(
      repository.create({ ...grant, remaining: grant.amount, status: 'full', cancelledAt: null }),
    );
  }

  /** What the client may spend now. */
  async available(manager: EntityManager, shopId: number, clientId: number): Promise<number> {
    const credits = await manager
      .getRepository(ClientCredit)
      .find({ where: { shopId, clientId, status: In(['full', 'partial']) } });
    return credits.reduce((sum, credit) => sum + credit.remaining, 0);
  }

  /**
   * Spends `amount` of the client's credit, oldest first, inside the caller's transaction: for a
   * payment on invoices (paymentId) or for an order (sourceRef, e.g. "order:42"). Each credit is
   * lowered by a conditional update, so two spenders never take the same euro. Refuses with the
   * amount available when it is not enough.
   */
  async spend(
    manager: EntityManager,
    shopId: number,
    clientId: number,
    amount: number,
    use: { paymentId?: number | null; sourceRef?: string | null },
    locale: Locale = 'fr',
  ): Promise<void> {
    const credits = await manager
      .getRepository(ClientCredit)
      .find({ where: { shopId, clientId, status: In(['full', 'partial']) }, order: { id: 'ASC' } });
    let uses;
    try {
      uses = spendCredits(
        credits.map((credit) => ({ id: credit.id, remaining: credit.remaining, cancelled: false })),
        amount,
      );
    } catch (error) {
      if (error instanceof InsufficientCreditError)
        throw new BadRequestException({
          message: 'billing.insufficientCredit',
          params: { available: formatMoney(error.available, locale) },
        });
      throw error;
    }
    for (const { creditId, amount: taken } of uses)
      await this.take(
        manager,
        credits.find((c) => c.id === creditId)!,
        taken,
        use,
      );
  }

  /**
   * Sets aside up to `upTo` of one credit for `sourceRef` (a refund to the card of the credit a credit
   * note left, ADR 0075), inside the caller's transaction; answers what was set aside (0 when the
   * credit is spent or cancelled). `carryOver` hands it to the refund's payment once it went through.
   */
  async setAside(
    manager: EntityManager,
    shopId: number,
    creditId: number,
    upTo: number,
    sourceRef: string,
  ): Promise<number> {
    const credit = await manager
      .getRepository(ClientCredit)
      .findOneBy({ id: creditId, shopId, status: In(['full', 'partial']) });
    const amount = Math.min(upTo, credit?.remaining ?? 0);
    if (!credit || amount <= 0) return 0;
    await this.take(manager, credit, amount, { sourceRef });
    return amount;
  }

  /** Lowers one credit by a conditional update (two spenders never take the same euro) and records the use. */
  private async take(
    manager: EntityManager,
    credit: ClientCredit,
    taken: number,
    use: { paymentId?: number | null; sourceRef?: string | null },
  ): Promise<void> {
    const remaining = credit.remaining - taken;
    const changed = await manager
      .getRepository(ClientCredit)
      .update(
        { id: credit.id, remaining: credit.remaining },
        { remaining, status: creditStatusOf(credit.amount, remaining, false) },
      );
    if (!changed.affected) throw new ConflictException('error.conflict');
    await manager.getRepository(ClientCreditUse).insert({
      shopId: credit.shopId,
      creditId: credit.id,
      amount: taken,
      paymentId: use.paymentId ?? null,
      sourceRef: use.sourceRef ?? null,
    });
  }

  /** Gives back what a cancelled payment took from the client's credits. */
  async restore(manager: EntityManager, paymentId: number): Promise<void> {
    await this.giveBack(manager, await manager.getRepository(ClientCreditUse).findBy({ paymentId }));
  }

  /**
   * Gives back what an order took (`sourceRef`, e.g. "order:42") when it ends without being invoiced,
   * inside the caller's transaction; answers the amount. Uses already carried over to a payment stay.
   */
  async release(manager: EntityManager, shopId: number, sourceRef: string): Promise<number> {
    const uses = await manager
      .getRepository(ClientCreditUse)
      .findBy({ shopId, sourceRef, paymentId: IsNull() });
    await this.giveBack(manager, uses);
    return uses.reduce((sum, use) => sum + use.amount, 0);
  }

  /**
   * The credit an order took becomes a payment of its invoice (type credit): `amount` of its uses now
   * belong to `paymentId`, so cancelling that payment gives the credit back like any other. An order
   * invoiced per shipment hands its credit over in parts: a use larger than what is left to carry is
   * split, the rest staying with the order for its next invoice.
   */
  async carryOver(
    manager: EntityManager,
    shopId: number,
    sourceRef: string,
    paymentId: number,
    amount: number,
  ): Promise<void> {
    const uses = await manager
      .getRepository(ClientCreditUse)
      .find({ where: { shopId, sourceRef, paymentId: IsNull() }, order: { id: 'ASC' } });
    let left = amount;
    for (const use of uses) {
      if (left <= 0) break;
      if (use.amount <= left) {
        await manager.getRepository(ClientCreditUse).update({ id: use.id }, { paymentId });
        left -= use.amount;
        continue;
      }
      await manager.getRepository(ClientCreditUse).update({ id: use.id }, { amount: use.amount - left });
      await manager
        .getRepository(ClientCreditUse)
        .insert({ shopId, creditId: use.creditId, amount: left, paymentId, sourceRef });
      left = 0;
    }
    if (left > 0) throw new ConflictException('error.conflict');
  }

  private async giveBack(manager: EntityManager, uses: readonly ClientCreditUse[]): Promise<void> {
    for (const use of uses) {
      const credit = await manager.getRepository(ClientCredit).findOneByOrFail({ id: use.creditId });
      const remaining = credit.remaining + use.amount;
      // Conditional, like spending: a spender in between makes this one retry (409), never lose a euro.
      const changed = await manager
        .getRepository(ClientCredit)
        .update(
          { id: credit.id, remaining: credit.remaining },
          { remaining, status: creditStatusOf(credit.amount, remaining, credit.status === 'cancelled') },
        );
      if (!changed.affected) throw new ConflictException('error.conflict');
      await manager.getRepository(ClientCreditUse).delete({ id: use.id });
    }
  }

  private async find(manager: EntityManager, shopId: number, id: number): Promise<ClientCredit> {
    const credit = await manager.getRepository(ClientCredit).findOneBy({ id, shopId });
    if (!credit) throw new NotFoundException('error.notFound');
    return credit;
  }

  private async views(manager: EntityManager, credits: readonly ClientCredit[]): Promise<ClientCreditDto[]> {
    const uses = credits.length
      ? await manager
          .getRepository(ClientCreditUse)
          .find({ where: { creditId: In(credits.map((c) => c.id)) }, order: { id: 'ASC' } })
      : [];
    return credits.map((credit) => ({
      id: credit.id,
      clientId: credit.clientId,
      origin: credit.origin,
      documentId: credit.documentId,
      paymentId: credit.paymentId,
      label: credit.label,
      amount: credit.amount,
      remaining: credit.remaining,
      status: credit.status,
      createdAt: credit.createdAt,
      cancelledAt: credit.cancelledAt,
      uses: uses
        .filter((use) => use.creditId === credit.id)
        .map((use) => ({
          id: use.id,
          amount: use.amount,
          paymentId: use.paymentId,
          sourceRef: use.sourceRef,
          createdAt: use.createdAt,
        })),
    }));
  }
}
