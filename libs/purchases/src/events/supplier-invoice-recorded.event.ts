import { DomainEvent, type EventOrigin } from '@cuvee/platform';
import type { RateTotals } from '../domain/purchase-rules.js';

export interface SupplierInvoiceRecordedFields extends EventOrigin {
  invoiceId: number;
  supplierId: number;
  supplierName: string;
  /** The supplier's account in the shop's books ("401VERRE"), null when none was given. */
  supplierAccountingCode: string | null;
  /** The supplier's own number. */
  number: string;
  orderNumber: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  dueOn: string;
  /** In cents. */
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  /** Base and VAT per rate, in cents. */
  byRate: RateTotals[];
  /** HT per catalogue product kind of the lines billed ('bottle', 'accessory'…), in cents. */
  htByKind: Record<string, number>;
}

/**
 * A supplier invoice was recorded against receipts (docs/purchases.md "Supplier invoices"): what the
 * books need to post it once (the purchases journal). Published inside the invoice's transaction: a
 * handler that throws and the invoice is not recorded.
 */
export class SupplierInvoiceRecordedEvent extends DomainEvent {
  static readonly eventName = 'purchases.supplier-invoice-recorded';
  readonly invoiceId: number;
  readonly supplierId: number;
  readonly supplierName: string;
  readonly supplierAccountingCode: string | null;
  readonly number: string;
  readonly orderNumber: string;
  readonly issuedOn: string;
  readonly dueOn: string;
  readonly totalHt: number;
  readonly totalVat: number;
  readonly totalTtc: number;
  readonly byRate: RateTotals[];
  readonly htByKind: Record<string, number>;

  constructor(fields: SupplierInvoiceRecordedFields) {
    super(fields);
    this.invoiceId = fields.invoiceId;
    this.supplierId = fields.supplierId;
    this.supplierName = fields.supplierName;
    this.supplierAccountingCode = fields.supplierAccountingCode;
    this.number = fields.number;
    this.orderNumber = fields.orderNumber;
    this.issuedOn = fields.issuedOn;
    this.dueOn = fields.dueOn;
    this.totalHt = fields.totalHt;
    this.totalVat = fields.totalVat;
    this.totalTtc = fields.totalTtc;
    this.byRate = fields.byRate.map((rate) => ({ ...rate }));
    this.htByKind = { ...fields.htByKind };
  }
}
