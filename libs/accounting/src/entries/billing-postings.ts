import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import {
  accountingSettingsOf,
  BillingDocument,
  BillingDocumentLine,
  DocumentIssuedEvent,
  lineAccounts,
  OpeningBalanceRecordedEvent,
  OpeningBalanceRevertedEvent,
  paymentAccounts,
  PaymentCancelledEvent,
  PaymentRecordedEvent,
  saleOfDocument,
  type AccountingSettings,
} from '@cuvee/billing';
import { Client } from '@cuvee/crm';
import { PAYMENT_TYPES, parisDateOf } from '@cuvee/kernel';
import { OnEvent } from '@cuvee/platform';
import { auxAccountOf, OPENING_ACCOUNT } from '../domain/chart.js';
import {
  openingEntry,
  paymentEntry,
  reversalEntry,
  salesEntry,
  type PostedLine,
  type SalesDocument,
  type ThirdParty,
} from '../domain/entries.js';
import { paymentJournal } from '../domain/journals.js';
import { AccountingEntry, AccountingEntryLine, type EntrySource } from './accounting-entry.entity.js';
import { postEntry } from './journal-writer.js';

/**
 * The sales and money journals, fed by billing (ADR 0048): an invoice, deposit invoice or credit note
 * is posted in the transaction that issues it, a payment in the one that records it. Nothing is
 * issued or recorded without its entry, and a redelivered event posts nothing twice. An imported open
 * document opens the client's account in the AN journal, and its import's revert reverses that entry
 * (ADR 0069).
 */
@Injectable()
export class BillingPostings {
  @OnEvent(DocumentIssuedEvent, { delivery: 'in-transaction' })
  async documentIssued(event: DocumentIssuedEvent, manager: EntityManager): Promise<void> {
    if (event.kind === 'quote') return;
    await postDocument(manager, event.shopId, event.documentId);
  }

  @OnEvent(PaymentRecordedEvent, { delivery: 'in-transaction' })
  async paymentRecorded(event: PaymentRecordedEvent, manager: EntityManager): Promise<void> {
    const settings = await accountingSettingsOf(manager, event.shopId);
    const client = await thirdParty(manager, event.shopId, event.clientId, settings);
    const type = PAYMENT_TYPES.find((item) => item.key === event.type)?.fr ?? event.type;
    const reference = event.reference ?? `R${event.paymentId}`;
    const what = event.direction === 'out' ? 'Remboursement' : 'Règlement';
    await postEntry(
      manager,
      event.shopId,
      'payment',
      event.paymentId,
      paymentEntry(
        {
          paymentId: event.paymentId,
          type: event.type,
          journal: paymentJournal(event.type),
          moneyAccount:
            event.type === 'credit' ? null : paymentAccounts(event.type, settings, null).revenueAccount,
          amount: event.amount,
          receivedOn: event.receivedOn,
          reference,
          client,
          direction: event.direction,
          allocations: event.direction === 'out' ? await lettersOfRefund(manager, event) : event.allocations,
        },
        `${what} ${type} ${client.auxLabel}`,
      ),
    );
  }

  /**
   * A payment cancelled after it was posted (billing refuses once its entry is bound for the export):
   * the books keep its entry and post the reversal, dated the day of the cancellation, so the invoice's
   * client account is open again as billing's is.
   */
  @OnEvent(PaymentCancelledEvent, { delivery: 'in-transaction' })
  async paymentCancelled(event: PaymentCancelledEvent, manager: EntityManager): Promise<void> {
    await reversePosted(
      manager,
      event.shopId,
      'payment',
      'paymentUndo',
      event.paymentId,
      parisDateOf(new Date()),
      (posted) => `Annulation du règlement ${posted.pieceRef}`,
    );
  }

  @OnEvent(OpeningBalanceRecordedEvent, { delivery: 'in-transaction' })
  async openingRecorded(event: OpeningBalanceRecordedEvent, manager: EntityManager): Promise<void> {
    const settings = await accountingSettingsOf(manager, event.shopId);
    const client = await thirdParty(manager, event.shopId, event.clientId, settings);
    await postEntry(
      manager,
      event.shopId,
      'opening',
      event.documentId,
      openingEntry(
        {
          documentId: event.documentId,
          owed: event.kind === 'creditNote' ? 'toClient' : 'byClient',
          number: event.number,
          issueDate: event.issueDate,
          openedOn: event.importedOn,
          amount: event.amount,
          client,
          counterpart: OPENING_ACCOUNT,
        },
        `À-nouveau ${event.number} ${client.auxLabel}`,
      ),
    );
  }

  @OnEvent(OpeningBalanceRevertedEvent, { delivery: 'in-transaction' })
  async openingReverted(event: OpeningBalanceRevertedEvent, manager: EntityManager): Promise<void> {
    await reversePosted(
      manager,
      event.shopId,
      'opening',
      'openingUndo',
      event.documentId,
      event.revertedOn,
      () => `Annulation de l'à-nouveau ${event.number}`,
    );
  }
}

/**
 * Posts the reversal of the entry a source posted, if it posted one (a payment of nothing posts none),
 * under the undoing source: at most once, like every entry.
 */
async function reversePosted(
  manager: EntityManager,
  shopId: number,
  source: EntrySource,
  undo: EntrySource,
  sourceId: number,
  on: string,
  label: (posted: AccountingEntry) => string,
): Promise<void> {
  const posted = await manager.getRepository(AccountingEntry).findOneBy({ shopId, source, sourceId });
  if (!posted) return;
  const lines = await manager
    .getRepository(AccountingEntryLine)
    .find({ where: { entryId: posted.id }, order: { id: 'ASC' } });
  await postEntry(
    manager,
    shopId,
    undo,
    sourceId,
    reversalEntry(
      {
        journal: posted.journal,
        pieceRef: posted.pieceRef,
        pieceDate: lines[0]?.pieceDate ?? posted.date,
        lines,
      },
      on,
      label(posted),
    ),
  );
}

/**
 * A refund paid out on a credit note is lettered with the invoice the credit note corrects, as the
 * credit note's own client line is (the invoice, its payment, the credit note and the refund balance).
 */
async function lettersOfRefund(
  manager: EntityManager,
  event: PaymentRecordedEvent,
): Promise<{ documentId: number; amount: number }[]> {
  const notes = await manager.getRepository(BillingDocument).find({
    where: { shopId: event.shopId, id: In(event.allocations.map((a) => a.documentId)) },
    select: { id: true, correctsId: true },
  });
  const corrects = new Map(notes.map((note) => [note.id, note.correctsId ?? note.id]));
  return event.allocations.map((a) => ({
    documentId: corrects.get(a.documentId) ?? a.documentId,
    amount: a.amount,
  }));
}

/** The sales entry of an issued invoice, deposit invoice or credit note (nothing when already posted). */
export async function postDocument(
  manager: EntityManager,
  shopId: number,
  documentId: number,
): Promise<void> {
  const document = await manager.getRepository(BillingDocument).findOneByOrFail({ shopId, id: documentId });
  const settings = await accountingSettingsOf(manager, shopId);
  const deposits = document.deductions.map((deduction) => deduction.documentId);
  const lines = await manager.getRepository(BillingDocumentLine).find({
    where: { documentId: In([document.id, ...deposits]) },
    order: { documentId: 'ASC', position: 'ASC' },
  });
  const client = await thirdParty(manager, shopId, document.clientId, settings);
  // A deposit's lines are deducted in the conditions of the invoice that settles it.
  const sale = saleOfDocument(document.buyer, client.typology);
  const posted = (id: number): PostedLine[] =>
    lines
      .filter((line) => line.documentId === id)
      .map((line) => ({
        ...lineAccounts(line, settings, null, sale),
        ht: line.ht,
        vat: line.vat,
        duties: line.duties,
      }));
  const sales: SalesDocument = {
    documentId: document.id,
    kind: document.kind as SalesDocument['kind'],
    number: document.number!,
    issueDate: document.issueDate!,
    correctsId: document.correctsId,
    client,
    lines: posted(document.id),
    deductions: document.deductions.map((deduction) => ({
      number: deduction.number,
      lines: posted(deduction.documentId),
    })),
  };
  await postEntry(
    manager,
    shopId,
    'document',
    document.id,
    salesEntry(sales, `${document.number} ${document.buyer.name}`),
  );
}

/**
 * The client's side: the collective client account, its own auxiliary account (its code, else C + id);
 * and its typology, which the accounting codes may depend on.
 */
async function thirdParty(
  manager: EntityManager,
  shopId: number,
  clientId: number,
  settings: AccountingSettings,
): Promise<ThirdParty & { typology: string | null }> {
  const client = await manager.getRepository(Client).findOne({
    where: { shopId, id: clientId },
    select: { id: true, accountingCode: true, displayName: true, typology: true },
  });
  return {
    typology: client?.typology ?? null,
    account: settings.clientAccount,
    auxAccount: auxAccountOf('client', client?.accountingCode, clientId),
    auxLabel: client?.displayName || `#${clientId}`,
  };
}
