import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { documentDay, formatMoney, parseDateInput, type Locale } from '@cuvee/kernel';
import {
  Database,
  EventBus,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { ClientCreditsService } from '../credits/client-credits.service.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { today } from '../documents/documents.service.js';
import { clientOf } from '../documents/parties.js';
import {
  allocatePayment,
  AllocationError,
  settlementStatus,
  type OpenDocument,
} from '../domain/settlement.js';
import { Ventilation } from '../ventilation/ventilation.entity.js';
import { VentilationService } from '../ventilation/ventilation.service.js';
import type { PaymentDto, PaymentInputDto } from './dto/payment.dto.js';
import { openDocuments } from './open-documents.js';
import { Payment, PaymentAllocation } from './payment.entity.js';
import { PaymentCancelledEvent } from '../events/payment-cancelled.event.js';
import { PaymentRecordedEvent } from '../events/payment-recorded.event.js';
import { SettlementChangedEvent } from '../events/settlement-changed.event.js';

const PAYMENTS_LIST: ListDefinition = {
  resource: 'payments',
  sortable: { id: 'p.id', receivedOn: 'p.receivedOn', amount: 'p.amount' },
  filters: {
    id: { kind: 'equals', column: 'p.id', type: 'number' },
    clientId: { kind: 'equals', column: 'p.clientId', type: 'number' },
    type: { kind: 'equals', column: 'p.type', type: 'string' },
    bankDepositId: { kind: 'equals', column: 'p.bankDepositId', type: 'number' },
    receivedOn: { kind: 'equals', column: 'p.receivedOn', type: 'string' },
    q: { kind: 'search', columns: ['p.reference'] },
    // Applied by list() itself (the columns here only whitelist them).
    documentId: { kind: 'equals', column: 'p.id', type: 'number' },
    deposited: { kind: 'equals', column: 'p.bankDepositId', type: 'boolean' },
  },
  defaultSort: ['receivedOn', 'DESC'],
  idColumn: 'p.id',
};

/**
 * Payments received (règlements, /dashboard/payments): any payment type, spread over one or several
 * invoices of the client (partial payments allowed), the surplus kept as client credit. Cheque
 * deposits are BankDepositsService's, outstandings and reminders OutstandingsService's.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly database: Database,
    private readonly credits: ClientCreditsService,
    private readonly ventilation: VentilationService,
    private readonly events: EventBus,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<PaymentDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(Payment)
      .createQueryBuilder('p')
      .where('p.shopId = :shopId', { shopId });
    const request = parseListQuery(query, PAYMENTS_LIST);
    const { documentId, deposited } = request.filter;
    delete request.filter.documentId;
    delete request.filter.deposited;
    // The payments that paid a document (an invoice's page lists them).
    if (documentId !== undefined)
      builder.andWhere(
        'p.id IN (SELECT a.paymentId FROM billing_payment_allocations a WHERE a.shopId = :shopId AND a.documentId IN (:...documentIds))',
        { documentIds: [documentId].flat() },
      );
    // Cheques waiting for a bank deposit: deposited=false.
    if (deposited !== undefined)
      builder.andWhere(deposited === true ? 'p.bankDepositId IS NOT NULL' : 'p.bankDepositId IS NULL');
    const page = await fetchPage(builder, request, PAYMENTS_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<PaymentDto> {
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, [await this.find(manager, shopScope(ctx).shopId, id)]))[0]!;
  }

  /**
   * Records a payment in one transaction: its allocations (each lowering what an invoice owes with a
   * conditional update, so two payments never take the same euro), the over-payment as client
   * credit, the credit spent when it is a `credit` payment, and its ventilation entry.
   */
  async record(ctx: RequestContext, input: PaymentInputDto): Promise<PaymentDto> {
    const { shopId, userId } = shopScope(ctx);
    const receivedOn = input.receivedOn !== undefined ? parseDateInput(input.receivedOn) : today();
    if (!receivedOn) throw new BadRequestException('validation.date');
    return this.database.transaction(async (manager) => {
      const payment = await this.recordIn(manager, shopId, userId, { ...input, receivedOn }, ctx.locale);
      return (await this.views(manager, [payment]))[0]!;
    });
  }

  /**
   * Inside the caller's transaction (a payment typed in, or money an order already took recorded on
   * its invoice at issue). A `credit` payment spends the client's credit, unless `creditSourceRef`
   * names credit already spent on the invoiced source, which is then carried over to it.
   */
  async recordIn(
    manager: EntityManager,
    shopId: number,
    userId: number | null,
    input: Omit<PaymentInputDto, 'receivedOn'> & { receivedOn: string; creditSourceRef?: string },
    locale: Locale,
  ): Promise<Payment> {
    const client = await clientOf(manager, shopId, input.clientId);
    const named = input.allocations?.map((a) => a.documentId) ?? [];
    const documents = await this.payable(manager, shopId, client.id, named);
    const open: OpenDocument[] = documents.map((d) => ({
      id: d.id,
      outstanding: d.outstanding,
      dueDate: d.dueDate,
      issueDate: d.issueDate!,
    }));
    let plan;
    try {
      plan = allocatePayment(input.amount, open, input.allocations ?? null);
    } catch (error) {
      if (error instanceof AllocationError) throw allocationFailure(error, documents, locale);
      throw error;
    }
    if (input.type === 'credit' && plan.overpayment > 0)
      throw new BadRequestException('billing.creditPaymentAboveDue');

    const payment = await manager.getRepository(Payment).save(
      manager.getRepository(Payment).create({
        shopId,
        clientId: client.id,
        type: input.type,
        direction: 'in',
        amount: input.amount,
        receivedOn: input.receivedOn,
        reference: input.reference?.trim() || null,
        bankDepositId: null,
        creditId: null,
        notes: input.notes?.trim() || null,
        createdById: userId,
      }),
    );
    for (const allocation of plan.allocations) {
      await this.settle(manager, allocation.documentId, allocation.amount);
      await manager.getRepository(PaymentAllocation).insert({ shopId, paymentId: payment.id, ...allocation });
    }
    if (input.type === 'credit' && input.creditSourceRef)
      await this.credits.carryOver(manager, shopId, input.creditSourceRef, payment.id, input.amount);
    else if (input.type === 'credit')
      await this.credits.spend(manager, shopId, client.id, input.amount, { paymentId: payment.id }, locale);
    if (plan.overpayment > 0) {
      const credit = await this.credits.grant(manager, {
        shopId,
        clientId: client.id,
        origin: 'overpayment',
        documentId: null,
        paymentId: payment.id,
        label:
          locale === 'fr'
            ? `Trop-perçu du règlement du ${documentDay(input.receivedOn)}`
            : `Over-payment of ${documentDay(input.receivedOn)}`,
        amount: plan.overpayment,
        createdById: userId,
      });
      payment.creditId = credit.id;
      await manager.getRepository(Payment).update({ id: payment.id }, { creditId: credit.id });
    }
    // A payment of client credit moves no money: it has no entry of its own in the bank journal.
    if (input.type !== 'credit') await this.ventilation.recordPayment(manager, payment);
    await this.events.publish(
      new PaymentRecordedEvent({
        shopId,
        paymentId: payment.id,
        clientId: client.id,
        type: payment.type,
        amount: payment.amount,
        receivedOn: payment.receivedOn,
        reference: payment.reference,
        allocations: plan.allocations.map(({ documentId, amount }) => ({ documentId, amount })),
        recordedById: userId,
      }),
    );
    return payment;
  }

  /**
   * Cancels a payment recorded by mistake: not once its cheque is in a bank deposit, nor once its
   * over-payment credit was spent, nor once its entry was bound for the accounting export.
   */
  async cancel(ctx: RequestContext, id: number): Promise<PaymentDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const payment = await this.find(manager, shopId, id);
      const [view] = await this.views(manager, [payment]);
      // A refund left through the payment provider: deleting its row would not bring the money back.
      if (payment.bankDepositId !== null || payment.direction === 'out')
        throw new ConflictException('billing.paymentNotCancellable');
      if (payment.creditId !== null) {
        const cancelled = await this.credits.cancelUntouched(manager, payment.creditId);
        if (!cancelled) throw new ConflictException('billing.paymentNotCancellable');
      }
      if (await manager.getRepository(Ventilation).existsBy({ target: 'payment', targetId: id, bound: true }))
        throw new ConflictException('billing.paymentNotCancellable');
      const allocations = await manager.getRepository(PaymentAllocation).findBy({ paymentId: id });
      for (const allocation of allocations)
        await this.settle(manager, allocation.documentId, -allocation.amount);
      await manager.getRepository(PaymentAllocation).delete({ paymentId: id });
      if (payment.type === 'credit') await this.credits.restore(manager, id);
      await this.ventilation.forgetPayment(manager, id);
      await manager.getRepository(Payment).delete({ id });
      await this.events.publish(
        new PaymentCancelledEvent({
          shopId,
          paymentId: id,
          clientId: payment.clientId,
          allocations: allocations.map(({ documentId, amount }) => ({ documentId, amount })),
        }),
      );
      return view!;
    });
  }

  // ---- Inner workings

  /** Moves `amount` from what a document owes to what was paid on it (negative: gives it back). */
  private async settle(manager: EntityManager, documentId: number, amount: number): Promise<void> {
    const repository = manager.getRepository(BillingDocument);
    const builder = repository
      .createQueryBuilder()
      .update(BillingDocument)
      .set({ paid: () => `paid + ${Number(amount)}`, outstanding: () => `outstanding - ${Number(amount)}` })
      .where('id = :documentId', { documentId });
    if (amount > 0) builder.andWhere('outstanding >= :amount', { amount });
    const result = await builder.execute();
    if (!result.affected) throw new ConflictException('error.conflict');
    const document = await repository.findOneByOrFail({ id: documentId });
    const status = settlementStatus({
      totalTtc: document.totalTtc,
      netToPay: document.netToPay,
      outstanding: document.outstanding,
      creditedTotal: document.credited,
    });
    await repository.update({ id: documentId }, { status });
    await this.events.publish(
      new SettlementChangedEvent({
        shopId: document.shopId,
        documentId,
        kind: document.kind,
        status,
        paid: document.paid,
        outstanding: document.outstanding,
      }),
    );
  }

  /** The client's open invoices and deposits, plus any document named (checked by the domain). */
  private async payable(
    manager: EntityManager,
    shopId: number,
    clientId: number,
    named: number[],
  ): Promise<BillingDocument[]> {
    const open = await openDocuments(manager, shopId, [clientId]);
    const missing = named.filter((id) => !open.some((d) => d.id === id));
    if (missing.length) {
      const found = await manager.getRepository(BillingDocument).findBy({ shopId, id: In(missing) });
      // Another shop's invoice answers 404; one of this shop that cannot take this payment, 400.
      if (found.length !== new Set(missing).size) throw new NotFoundException('error.notFound');
      throw new BadRequestException({
        message: 'billing.documentNotPayable',
        params: { number: found[0]!.number ?? `#${found[0]!.id}` },
      });
    }
    return open;
  }

  private async find(manager: EntityManager, shopId: number, id: number): Promise<Payment> {
    const payment = await manager.getRepository(Payment).findOneBy({ id, shopId });
    if (!payment) throw new NotFoundException('error.notFound');
    return payment;
  }

  /** Payments as the API shows them, with the documents they paid (bank deposits list theirs). */
  async views(manager: EntityManager, payments: readonly Payment[]): Promise<PaymentDto[]> {
    const allocations = payments.length
      ? await manager
          .getRepository(PaymentAllocation)
          .find({ where: { paymentId: In(payments.map((p) => p.id)) }, order: { id: 'ASC' } })
      : [];
    const documents = allocations.length
      ? await manager.getRepository(BillingDocument).find({
          where: { id: In([...new Set(allocations.map((a) => a.documentId))]) },
          select: { id: true, number: true },
        })
      : [];
    const numbers = new Map(documents.map((d) => [d.id, d.number]));
    return payments.map((payment) => {
      const own = allocations.filter((a) => a.paymentId === payment.id);
      const allocated = own.reduce((sum, a) => sum + a.amount, 0);
      return {
        id: payment.id,
        clientId: payment.clientId,
        type: payment.type,
        direction: payment.direction,
        amount: payment.amount,
        receivedOn: payment.receivedOn,
        reference: payment.reference,
        bankDepositId: payment.bankDepositId,
        creditId: payment.creditId,
        overpayment:
          payment.type === 'credit' || payment.direction === 'out' ? 0 : payment.amount - allocated,
        allocations: own.map((a) => ({
          documentId: a.documentId,
          number: numbers.get(a.documentId) ?? null,
          amount: a.amount,
        })),
        notes: payment.notes,
        createdAt: payment.createdAt,
      };
    });
  }
}

function allocationFailure(
  error: AllocationError,
  documents: BillingDocument[],
  locale: Locale,
): BadRequestException {
  const document = documents.find((d) => d.id === error.documentId);
  const number = document?.number ?? `#${error.documentId ?? ''}`;
  switch (error.reason) {
    case 'aboveOutstanding':
      return new BadRequestException({
        message: 'billing.allocationAboveOutstanding',
        params: { number, outstanding: formatMoney(document?.outstanding ?? 0, locale) },
      });
    case 'aboveAmount':
      return new BadRequestException('billing.allocationAboveAmount');
    case 'duplicate':
      return new BadRequestException({ message: 'billing.allocationDuplicate', params: { number } });
    case 'unknownDocument':
      return new BadRequestException({ message: 'billing.documentNotPayable', params: { number } });
    case 'amount':
      return new BadRequestException('billing.paymentAmount');
  }
}
