import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { accountingSettingsOf, paymentAccounts } from '@cuvee/billing';
import { OnEvent } from '@cuvee/platform';
import { SupplierInvoiceRecordedEvent, SupplierPaymentRecordedEvent } from '@cuvee/purchases';
import {
  auxAccountOf,
  DEDUCTIBLE_VAT_ACCOUNT,
  purchaseAccountOf,
  SUPPLIER_ACCOUNT,
} from '../domain/chart.js';
import { purchaseEntry, supplierPaymentEntry, type ThirdParty } from '../domain/entries.js';
import { postEntry } from './journal-writer.js';

/**
 * The purchases and bank journals, fed by purchases (ADR 0059): a supplier invoice is posted in the
 * transaction that records it, a payment to a supplier in the one that records it. Nothing is
 * recorded without its entry, and a redelivered event posts nothing twice.
 */
@Injectable()
export class PurchasesPostings {
  @OnEvent(SupplierInvoiceRecordedEvent, { delivery: 'in-transaction' })
  async invoiceRecorded(event: SupplierInvoiceRecordedEvent, manager: EntityManager): Promise<void> {
    await postEntry(
      manager,
      event.shopId,
      'purchase',
      event.invoiceId,
      purchaseEntry(
        {
          invoiceId: event.invoiceId,
          number: event.number,
          issueDate: event.issuedOn,
          supplier: supplierOf(event),
          charges: [
            ...Object.entries(event.htByKind).map(([kind, amount]) => ({
              account: purchaseAccountOf(kind),
              amount,
            })),
            { account: DEDUCTIBLE_VAT_ACCOUNT, amount: event.totalVat },
          ],
        },
        `${event.number} ${event.supplierName}`,
      ),
    );
  }

  /** Purchases records no payment method: a supplier is paid from the bank, as by transfer. */
  @OnEvent(SupplierPaymentRecordedEvent, { delivery: 'in-transaction' })
  async paymentRecorded(event: SupplierPaymentRecordedEvent, manager: EntityManager): Promise<void> {
    const settings = await accountingSettingsOf(manager, event.shopId);
    await postEntry(
      manager,
      event.shopId,
      'disbursement',
      event.paymentId,
      supplierPaymentEntry(
        {
          invoiceId: event.invoiceId,
          journal: 'BQ',
          moneyAccount: paymentAccounts('transfer', settings, null).revenueAccount,
          amount: event.amount,
          paidOn: event.paidOn,
          reference: event.reference ?? event.invoiceNumber,
          supplier: supplierOf(event),
        },
        `Règlement ${event.invoiceNumber} ${event.supplierName}`,
      ),
    );
  }
}

/** The supplier's side: the collective supplier account, its own auxiliary account (its code, else F + id). */
function supplierOf(
  event: Pick<SupplierInvoiceRecordedEvent, 'supplierId' | 'supplierName' | 'supplierAccountingCode'>,
): ThirdParty {
  return {
    account: SUPPLIER_ACCOUNT,
    auxAccount: auxAccountOf('supplier', event.supplierAccountingCode, event.supplierId),
    auxLabel: event.supplierName,
  };
}
