import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { Shop, shopScope } from '@cuvee/iam';
import {
  formatMoney,
  isEmail,
  messageText,
  parisDateOf,
  type IsoDate,
  type Locale,
  type MessageKey,
} from '@cuvee/kernel';
import {
  composeMail,
  Database,
  fetchPage,
  JOB_QUEUE,
  MailSender,
  OnEvent,
  parseListQuery,
  type JobQueue,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { debitDate, debitIdempotencyKey, debitSequence, isMandateUsable } from '../domain/sepa.js';
import { DocumentIssuedEvent } from '../events/document-issued.event.js';
import { PaymentsService } from '../payments/payments.service.js';
import {
  DirectDebits,
  type DirectDebitDeclineReason,
  type DirectDebitResult,
} from '../ports/direct-debits.js';
import { BillingSettingsService } from '../settings/billing-settings.service.js';
import type { SepaDebitDto } from './dto/sepa-mandate.dto.js';
import { SepaDebit } from './sepa-debit.entity.js';
import { preNotificationMail } from './pre-notification-mail.js';
import { debitsHeld, maskedIban } from './sepa-mandates.service.js';
import { SepaMandate } from './sepa-mandate.entity.js';

export const COLLECT_DEBIT_JOB = 'billing.collect-sepa-debit';
export const COLLECT_DUE_DEBITS_JOB = 'billing.collect-due-sepa-debits';
/** Tries of one job (the provider unreachable); a debit the bank rejected is not tried again by itself. */
export const COLLECT_DEBIT_ATTEMPTS = 3;

/** Why a debit failed or was cancelled. */
type DebitFailure = DirectDebitDeclineReason | 'providerUnavailable' | 'mandateRevoked' | 'invoiceSettled';

const FAILURE_MESSAGES: Record<DebitFailure, MessageKey> = {
  insufficientFunds: 'billing.debitDeclined',
  accountRejected: 'billing.debitDeclined',
  mandateRefused: 'billing.debitDeclined',
  providerUnavailable: 'billing.debitProviderUnavailable',
  mandateRevoked: 'billing.debitMandateRevoked',
  invoiceSettled: 'billing.debitInvoiceSettled',
};

const DEBITS_LIST: ListDefinition = {
  resource: 'sepa-debits',
  sortable: { id: 'd.id', debitOn: 'd.debitOn', amount: 'd.amount' },
  filters: {
    id: { kind: 'equals', column: 'd.id', type: 'number' },
    invoiceId: { kind: 'equals', column: 'd.invoiceId', type: 'number' },
    mandateId: { kind: 'equals', column: 'd.mandateId', type: 'number' },
    clientId: { kind: 'equals', column: 'd.clientId', type: 'number' },
    status: { kind: 'equals', column: 'd.status', type: 'string' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'd.id',
};

export type CollectDebitOutcome = 'paid' | 'failed' | 'cancelled' | 'alreadySettled';

/**
 * Invoices collected by SEPA direct debit (ADR 0076). An invoice issued to a client who pays by
 * direct debit (`sample`) and holds a usable mandate gets, in the issuing transaction, a debit of
 * what it leaves to pay, on its due date or later so that the client is told at least the shop's
 * pre-notification days before. A daily job presents the debits that fell due through the payment
 * provider; once collected, the debit is a `sample` payment of the invoice with the mandate's
 * reference. A rejected debit shows why and is retried by hand.
 */
@Injectable()
export class SepaDebitsService {
  constructor(
    private readonly database: Database,
    private readonly settings: BillingSettingsService,
    private readonly payments: PaymentsService,
    private readonly collectors: DirectDebits,
    private readonly mail: MailSender,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<SepaDebitDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(SepaDebit)
      .createQueryBuilder('d')
      .where('d.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, DEBITS_LIST), DEBITS_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, page.rows, ctx.locale) };
  }

  /** In the issuing transaction: the debit of an invoice its client pays by direct debit. */
  @OnEvent(DocumentIssuedEvent, { delivery: 'in-transaction' })
  async invoiceIssued(event: DocumentIssuedEvent, manager: EntityManager): Promise<void> {
    if (event.kind !== 'invoice') return;
    const invoice = await manager.getRepository(BillingDocument).findOneBy({ id: event.documentId });
    if (!invoice || invoice.outstanding <= 0) return;
    const client = await manager
      .getRepository(Client)
      .findOneBy({ id: invoice.clientId, shopId: event.shopId });
    if (client?.paymentType !== 'sample') return;
    const { sepa } = await this.settings.billingOf(event.shopId, manager);
    if (!sepa.creditorId) return;
    const mandate = await usableMandate(manager, event.shopId, client.id);
    if (!mandate) return;
    const today = parisDateOf(new Date());
    const repository = manager.getRepository(SepaDebit);
    const debit = repository.create({
      shopId: event.shopId,
      mandateId: mandate.id,
      clientId: client.id,
      invoiceId: invoice.id,
      invoiceNumber: event.number,
      amount: invoice.outstanding,
      debitOn: debitDate(
        (invoice.dueDate ?? invoice.issueDate ?? today) as IsoDate,
        today,
        sepa.preNotificationDays,
      ),
      status: 'scheduled',
      failureReason: null,
      attempts: 1,
      idempotencyKey: debitIdempotencyKey(invoice.id, 1),
      providerDebitId: null,
      paymentId: null,
      notifiedAt: null,
    });
    await repository.save(debit);
  }

  /**
   * Once the invoice is issued (after the commit): the client's pre-notification of its debit. The debit
   * is marked before the mail leaves, by a conditional update, so a repeated event mails once.
   */
  @OnEvent(DocumentIssuedEvent)
  async preNotify(event: DocumentIssuedEvent): Promise<void> {
    if (event.kind !== 'invoice') return;
    const manager = this.database.dataSource.manager;
    const debit = await manager.getRepository(SepaDebit).findOneBy({ invoiceId: event.documentId });
    if (!debit || debit.notifiedAt !== null) return;
    const [client, invoice, mandate, shop, settings] = await Promise.all([
      manager.getRepository(Client).findOneBy({ id: debit.clientId }),
      manager.getRepository(BillingDocument).findOneByOrFail({ id: debit.invoiceId }),
      manager.getRepository(SepaMandate).findOneByOrFail({ id: debit.mandateId }),
      manager.getRepository(Shop).findOneByOrFail({ id: debit.shopId }),
      this.settings.billingOf(debit.shopId),
    ]);
    if (!client?.email || !isEmail(client.email) || !settings.sepa.creditorId) return;
    const marked = await manager
      .createQueryBuilder()
      .update(SepaDebit)
      .set({ notifiedAt: new Date() })
      .where('id = :id AND notifiedAt IS NULL', { id: debit.id })
      .execute();
    if (!marked.affected) return;
    const notice = preNotificationMail(invoice.locale, {
      greetingName: [client.firstname, client.lastname].filter(Boolean).join(' ') || client.displayName,
      shopName: shop.name,
      amount: debit.amount,
      debitOn: debit.debitOn as IsoDate,
      dueDate: invoice.dueDate as IsoDate | null,
      preNotificationDays: settings.sepa.preNotificationDays,
      invoiceNumber: debit.invoiceNumber,
      mandateReference: mandate.reference,
      creditorId: settings.sepa.creditorId,
      maskedIban: maskedIban(mandate.iban),
      signature: settings.signature ?? shop.name,
    });
    const mail = composeMail(notice);
    await this.mail.send({
      to: client.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: shop.contactEmail ?? undefined,
    });
  }

  /** The daily job: enqueues every scheduled debit whose day has come (each job is idempotent). */
  async enqueueDue(today: IsoDate): Promise<number> {
    const due = await this.database.dataSource
      .getRepository(SepaDebit)
      .createQueryBuilder('d')
      .where("d.status = 'scheduled' AND d.debitOn <= :today", { today })
      .getMany();
    for (const debit of due) await this.enqueue(debit);
    return due.length;
  }

  /** Tries a failed debit again, now, as a new request to the bank; any other debit answers 409. */
  async retry(ctx: RequestContext, id: number): Promise<SepaDebitDto> {
    const { shopId } = shopScope(ctx);
    const repository = this.database.dataSource.getRepository(SepaDebit);
    const debit = await repository.findOneBy({ id, shopId });
    if (!debit) throw new NotFoundException('error.notFound');
    const attempts = debit.attempts + 1;
    // Conditional: two retries at once make one new try, the other is told it is no longer failed.
    const changed = await repository.update(
      { id: debit.id, status: 'failed', attempts: debit.attempts },
      {
        status: 'scheduled',
        attempts,
        failureReason: null,
        idempotencyKey: debitIdempotencyKey(debit.invoiceId, attempts),
      },
    );
    if (!changed.affected)
      throw new ConflictException({
        message: 'billing.debitNotRetryable',
        params: { number: debit.invoiceNumber },
      });
    await this.enqueue({ id: debit.id, attempts });
    const [view] = await this.views(
      this.database.dataSource.manager,
      [(await repository.findOneBy({ id }))!],
      ctx.locale,
    );
    return view!;
  }

  /**
   * The job: presents the debit's current try and records the answer. Idempotent: a debit no longer
   * scheduled is left alone, and two runs of one try send the same key (the provider answers the
   * first answer) while one conditional update records it.
   */
  async run(debitId: number, lastTry: boolean): Promise<CollectDebitOutcome> {
    const manager = this.database.dataSource.manager;
    const debit = await manager.getRepository(SepaDebit).findOneBy({ id: debitId });
    if (!debit || debit.status !== 'scheduled') return 'alreadySettled';
    const [mandate, invoice] = await Promise.all([
      manager.getRepository(SepaMandate).findOneByOrFail({ id: debit.mandateId }),
      manager.getRepository(BillingDocument).findOneByOrFail({ id: debit.invoiceId }),
    ]);
    if (mandate.revokedAt !== null) return this.cancel(debit, 'mandateRevoked');
    // Paid otherwise meanwhile: nothing is left to take.
    if (invoice.outstanding <= 0) return this.cancel(debit, 'invoiceSettled');
    const { sepa } = await this.settings.billingOf(debit.shopId);
    const collector = this.collectors.current();
    // Never more than the invoice still owes (a part paid otherwise since the pre-notification).
    const amount = Math.min(debit.amount, invoice.outstanding);
    let result: DirectDebitResult;
    try {
      if (!collector || !sepa.creditorId) throw new Error('No direct debit collector or creditor identifier');
      result = await collector.debit({
        mandateReference: mandate.reference,
        signedOn: mandate.signedOn!,
        creditorId: sepa.creditorId,
        holder: mandate.holder,
        iban: mandate.iban,
        bic: mandate.bic,
        sequence: debitSequence(mandate),
        amount,
        remittance: debit.invoiceNumber,
        idempotencyKey: debit.idempotencyKey,
      });
    } catch (error) {
      // The provider did not answer: the queue tries again; after its last try the debit says so.
      if (lastTry) await this.fail(debit, 'providerUnavailable');
      throw error;
    }
    if (result.status === 'declined') return this.fail(debit, result.reason);
    return this.collected(debit, mandate, amount, result.debitId);
  }

  private async collected(
    debit: SepaDebit,
    mandate: SepaMandate,
    amount: number,
    providerDebitId: string,
  ): Promise<CollectDebitOutcome> {
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(SepaDebit);
      const changed = await repository.update(
        { id: debit.id, status: 'scheduled', attempts: debit.attempts },
        { status: 'paid', amount, providerDebitId },
      );
      if (!changed.affected) return 'alreadySettled';
      const payment = await this.payments.recordIn(
        manager,
        debit.shopId,
        null,
        {
          clientId: debit.clientId,
          type: 'sample',
          amount,
          receivedOn: parisDateOf(new Date()),
          reference: mandate.reference,
          allocations: [{ documentId: debit.invoiceId, amount }],
        },
        'fr',
      );
      await repository.update({ id: debit.id }, { paymentId: payment.id });
      await manager
        .createQueryBuilder()
        .update(SepaMandate)
        .set({ collected: () => `collected + ${Number(amount)}` })
        .where('id = :id', { id: mandate.id })
        .execute();
      // Its first debit went through: the mandate is active (ADR 0076).
      await manager
        .getRepository(SepaMandate)
        .update({ id: mandate.id, status: 'processing' }, { status: 'completed' });
      return 'paid';
    });
  }

  private async fail(debit: SepaDebit, reason: DebitFailure): Promise<CollectDebitOutcome> {
    return this.database.transaction(async (manager) => {
      const changed = await manager
        .getRepository(SepaDebit)
        .update(
          { id: debit.id, status: 'scheduled', attempts: debit.attempts },
          { status: 'failed', failureReason: reason },
        );
      if (!changed.affected) return 'alreadySettled';
      // The bank does not know the mandate: it is in error until the producer sees to it.
      if (reason === 'mandateRefused')
        await manager.getRepository(SepaMandate).update({ id: debit.mandateId }, { status: 'error' });
      return 'failed';
    });
  }

  private async cancel(debit: SepaDebit, reason: DebitFailure): Promise<CollectDebitOutcome> {
    const changed = await this.database.dataSource
      .getRepository(SepaDebit)
      .update(
        { id: debit.id, status: 'scheduled', attempts: debit.attempts },
        { status: 'cancelled', failureReason: reason },
      );
    return changed.affected ? 'cancelled' : 'alreadySettled';
  }

  private async enqueue(debit: Pick<SepaDebit, 'id' | 'attempts'>): Promise<void> {
    await this.queue.add(
      COLLECT_DEBIT_JOB,
      { debitId: debit.id },
      { jobId: `sepa-debit-${debit.id}-${debit.attempts}`, attempts: COLLECT_DEBIT_ATTEMPTS },
    );
  }

  private async views(
    manager: EntityManager,
    debits: readonly SepaDebit[],
    locale: Locale,
  ): Promise<SepaDebitDto[]> {
    const mandates = debits.length
      ? await manager.getRepository(SepaMandate).find({
          where: { id: In([...new Set(debits.map((d) => d.mandateId))]) },
          select: { id: true, reference: true },
        })
      : [];
    const references = new Map(mandates.map((m) => [m.id, m.reference]));
    return debits.map((debit) => {
      const reason = debit.failureReason as DebitFailure | null;
      return {
        id: debit.id,
        mandateId: debit.mandateId,
        mandateReference: references.get(debit.mandateId) ?? '',
        clientId: debit.clientId,
        invoiceId: debit.invoiceId,
        invoiceNumber: debit.invoiceNumber,
        amount: debit.amount,
        debitOn: debit.debitOn,
        status: debit.status,
        failureReason: reason,
        failureMessage:
          reason === null
            ? null
            : messageText(FAILURE_MESSAGES[reason], locale, {
                amount: formatMoney(debit.amount, locale),
                reference: references.get(debit.mandateId) ?? '',
                number: debit.invoiceNumber,
              }),
        attempts: debit.attempts,
        paymentId: debit.paymentId,
        createdAt: debit.createdAt,
      };
    });
  }
}

/** The client's most recent mandate an invoice can be debited with (`isMandateUsable`). */
async function usableMandate(
  manager: EntityManager,
  shopId: number,
  clientId: number,
): Promise<SepaMandate | null> {
  const mandates = await manager
    .getRepository(SepaMandate)
    .find({ where: { shopId, clientId, status: In(['processing', 'completed']) }, order: { id: 'DESC' } });
  const held = await debitsHeld(
    manager,
    mandates.map((mandate) => mandate.id),
  );
  return mandates.find((mandate) => isMandateUsable(mandate, held.get(mandate.id) ?? 0)) ?? null;
}
