import { ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentType } from '@cuvee/kernel';
import { EventBus } from '@cuvee/platform';
import { ClientCredit } from '../credits/client-credit.entity.js';
import { ClientCreditsService } from '../credits/client-credits.service.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { PaymentRecordedEvent } from '../events/payment-recorded.event.js';
import { VentilationService } from '../ventilation/ventilation.service.js';
import { Payment, PaymentAllocation } from './payment.entity.js';

export interface CreditNoteRefundPaid {
  readonly creditNoteId: number;
  /** The reference the credit set aside for the refund carries (`setAside`'s sourceRef). */
  readonly sourceRef: string;
  readonly amount: number;
  readonly type: PaymentType;
  /** The provider's refund id, shown as the payment's reference. */
  readonly reference: string | null;
  /** The day the money left (Paris). */
  readonly paidOn: string;
}

/**
 * Money sent back to a client on a credit note (ADR 0075), for the context that sends it (sales: a
 * card refund through the payment provider). Issued, a credit note of an invoice already paid leaves
 * client credit; a refund sets that credit aside when it is asked (so the client cannot spend it
 * meanwhile), then, once the money went, becomes a payment `out` of the credit note taking it: the
 * credit note shows it paid out, the client's credit is spent, the books post the money leaving.
 * Both run inside the caller's transaction.
 */
@Injectable()
export class CreditNoteRefunds {
  constructor(
    private readonly credits: ClientCreditsService,
    private readonly ventilation: VentilationService,
    private readonly events: EventBus,
  ) {}

  /** Sets aside up to `upTo` of the client credit the issued credit note left; answers what was set aside. */
  async setAside(
    manager: EntityManager,
    shopId: number,
    creditNoteId: number,
    upTo: number,
    sourceRef: string,
  ): Promise<number> {
    const credit = await manager
      .getRepository(ClientCredit)
      .findOneBy({ shopId, origin: 'creditNote', documentId: creditNoteId });
    if (!credit || upTo <= 0) return 0;
    return this.credits.setAside(manager, shopId, credit.id, upTo, sourceRef);
  }

  /** The refund went through: a payment out of the credit note, taking the credit set aside for it. */
  async recordPaid(manager: EntityManager, shopId: number, paid: CreditNoteRefundPaid): Promise<number> {
    const note = await manager
      .getRepository(BillingDocument)
      .findOneBy({ id: paid.creditNoteId, shopId, kind: 'creditNote' });
    if (!note?.number) throw new ConflictException('error.conflict');
    const payment = await manager.getRepository(Payment).save(
      manager.getRepository(Payment).create({
        shopId,
        clientId: note.clientId,
        type: paid.type,
        direction: 'out',
        amount: paid.amount,
        receivedOn: paid.paidOn,
        reference: paid.reference,
        bankDepositId: null,
        creditId: null,
        notes: null,
        createdById: null,
      }),
    );
    await manager
      .getRepository(PaymentAllocation)
      .insert({ shopId, paymentId: payment.id, documentId: note.id, amount: paid.amount });
    // What was paid out on the credit note: its page and the lists show the refund beside it.
    await manager
      .createQueryBuilder()
      .update(BillingDocument)
      .set({ paid: () => `paid + ${Number(paid.amount)}` })
      .where('id = :id', { id: note.id })
      .execute();
    await this.credits.carryOver(manager, shopId, paid.sourceRef, payment.id, paid.amount);
    await this.ventilation.recordPayment(manager, payment);
    await this.events.publish(
      new PaymentRecordedEvent({
        shopId,
        paymentId: payment.id,
        clientId: note.clientId,
        type: payment.type,
        direction: 'out',
        amount: payment.amount,
        receivedOn: payment.receivedOn,
        reference: payment.reference,
        allocations: [{ documentId: note.id, amount: paid.amount }],
        recordedById: null,
      }),
    );
    return payment.id;
  }
}
