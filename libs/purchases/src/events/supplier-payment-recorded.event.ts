import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface SupplierPaymentRecordedFields extends EventOrigin {
  paymentId: number;
  invoiceId: number;
  /** The supplier's number of the invoice paid. */
  invoiceNumber: string;
  supplierId: number;
  supplierName: string;
  supplierAccountingCode: string | null;
  /** In cents, at most what was left to pay on the invoice. */
  amount: number;
  /** 'YYYY-MM-DD', the day the money left. */
  paidOn: string;
  /** Transfer reference, cheque number. */
  reference: string | null;
}

/**
 * Money was paid to a supplier on one of its invoices (docs/purchases.md "Supplier invoices"). Purchases
 * records no payment method: the books take it as a bank payment. Published inside the payment's
 * transaction: a handler that throws and the payment is not recorded.
 */
export class SupplierPaymentRecordedEvent extends DomainEvent {
  static readonly eventName = 'purchases.supplier-payment-recorded';
  readonly paymentId: number;
  readonly invoiceId: number;
  readonly invoiceNumber: string;
  readonly supplierId: number;
  readonly supplierName: string;
  readonly supplierAccountingCode: string | null;
  readonly amount: number;
  readonly paidOn: string;
  readonly reference: string | null;

  constructor(fields: SupplierPaymentRecordedFields) {
    super(fields);
    this.paymentId = fields.paymentId;
    this.invoiceId = fields.invoiceId;
    this.invoiceNumber = fields.invoiceNumber;
    this.supplierId = fields.supplierId;
    this.supplierName = fields.supplierName;
    this.supplierAccountingCode = fields.supplierAccountingCode;
    this.amount = fields.amount;
    this.paidOn = fields.paidOn;
    this.reference = fields.reference;
  }
}
