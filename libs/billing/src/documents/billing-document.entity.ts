import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LegalDocumentStatus, Locale, PaymentDelay } from '@cuvee/kernel';
import { MoneyColumn } from '@cuvee/platform';
import type { DepositDeduction, VatBreakdownRow } from '../domain/document-amounts.js';
import type { DocumentKind } from '../domain/document-kinds.js';
import type { BuyerIdentity, PaymentTerms, SellerIdentity } from '../domain/legal-content.js';

/**
 * A quote, invoice, deposit invoice or credit note of a shop (ADR 0016). A draft (status pending) is
 * edited freely; issuing gives it its number (drawn in the issuing transaction), freezes the seller,
 * buyer and terms, and stores the hash of its legal content. From then on only the settlement columns
 * (status, paid, credited, outstanding, deductedOnId, sentAt) change; the integrity check proves it.
 *
 * Index choice: every list filters by shop and kind, then sorts by issue day or filters by status,
 * client or due day (overdue invoices); numbers are unique per shop and kind (NULL for drafts, which
 * both engines allow many of).
 */
@Entity('billing_documents')
@Index('idx_billing_documents_shop_kind_issue', ['shopId', 'kind', 'issueDate'])
@Index('idx_billing_documents_shop_kind_status', ['shopId', 'kind', 'status', 'issueDate'])
@Index('idx_billing_documents_shop_client', ['shopId', 'clientId', 'kind', 'issueDate'])
@Index('idx_billing_documents_shop_kind_due', ['shopId', 'kind', 'dueDate'])
@Index('idx_billing_documents_shop_root', ['shopId', 'rootId', 'version'])
@Index('idx_billing_documents_corrects', ['correctsId'])
@Index('uq_billing_documents_number', ['shopId', 'kind', 'number'], { unique: true })
// The export reads a shop's documents by id pages (keyset).
@Index('idx_billing_documents_shop_id', ['shopId', 'id'])
export class BillingDocument {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 12 })
  kind!: DocumentKind;

  @Column('varchar', { length: 12, default: 'pending' })
  status!: LegalDocumentStatus;

  /** Given at issue (invoices) or first sending (quotes); null for a draft. */
  @Column('varchar', { length: 40, nullable: true })
  number!: string | null;

  /** The sequence it was drawn from: 'all' or the fiscal year's first day, and its counter. */
  @Column('varchar', { length: 10, nullable: true })
  period!: string | null;

  @Column('int', { nullable: true })
  counter!: number | null;

  /** The CRM client (by id; crm owns the row). */
  @Column('int')
  clientId!: number;

  /** The buyer as printed: refreshed from the client while a draft, frozen at issue. */
  @Column('simple-json')
  buyer!: BuyerIdentity;

  /** The seller as printed, frozen at issue (null for a draft: read live from the shop). */
  @Column('simple-json', { nullable: true })
  seller!: SellerIdentity | null;

  @Column('simple-json', { nullable: true })
  terms!: PaymentTerms | null;

  @Column('varchar', { length: 10, nullable: true })
  issueDate!: string | null;

  @Column('varchar', { length: 10, nullable: true })
  dueDate!: string | null;

  /** Quotes: the last day the client may accept it. */
  @Column('varchar', { length: 10, nullable: true })
  validUntil!: string | null;

  @Column('varchar', { length: 24 })
  paymentDelay!: PaymentDelay;

  /** Language of the PDF and the mails. */
  @Column('varchar', { length: 2, default: 'fr' })
  locale!: Locale;

  /** Printed references: the quote, the orders invoiced ("Commande C-12"), the client's PO. */
  @Column('simple-json')
  references!: string[];

  /** What the lines came from: null (typed or from the catalogue), 'quote', or a BillableSource kind. */
  @Column('varchar', { length: 16, nullable: true })
  sourceKind!: string | null;

  @Column('simple-json', { nullable: true })
  sourceIds!: number[] | null;

  /** Quotes: the first version's id (itself for version 1) and the version number. */
  @Column('int', { nullable: true })
  rootId!: number | null;

  @Column('int', { default: 1 })
  version!: number;

  @Column('datetime', { nullable: true })
  supersededAt!: Date | null;

  /** Credit notes: the invoice (or deposit invoice) they correct. */
  @Column('int', { nullable: true })
  correctsId!: number | null;

  @Column('varchar', { length: 40, nullable: true })
  correctedNumber!: string | null;

  /** Credit notes: goods come back to this warehouse at issue (null: no stock return). */
  @Column('int', { nullable: true })
  returnWarehouseId!: number | null;

  /** Final invoices: the deposit invoices taken off. */
  @Column('simple-json')
  deductions!: DepositDeduction[];

  /** Deposit invoices: the final invoice that took them off. */
  @Column('int', { nullable: true })
  deductedOnId!: number | null;

  @MoneyColumn()
  totalHt!: number;

  @MoneyColumn()
  totalDuties!: number;

  @MoneyColumn()
  totalVat!: number;

  @MoneyColumn()
  totalTtc!: number;

  @MoneyColumn()
  totalDiscountHt!: number;

  @MoneyColumn()
  depositsTtc!: number;

  @MoneyColumn()
  netToPay!: number;

  @Column('simple-json')
  vatBreakdown!: VatBreakdownRow[];

  /** Settlement: payments received on it, credit notes taken off it, what is still owed. */
  @MoneyColumn()
  paid!: number;

  @MoneyColumn()
  credited!: number;

  @MoneyColumn()
  outstanding!: number;

  @Column('text', { nullable: true })
  notes!: string | null;

  /** SHA-256 of the legal content, set at issue (ADR 0016). */
  @Column('varchar', { length: 64, nullable: true })
  hash!: string | null;

  @Column('datetime', { nullable: true })
  issuedAt!: Date | null;

  @Column('int', { nullable: true })
  issuedById!: number | null;

  @Column('datetime', { nullable: true })
  sentAt!: Date | null;

  /** Quotes: when the client accepted or refused it. */
  @Column('datetime', { nullable: true })
  decidedAt!: Date | null;

  /** Quotes: the order made from it (through the QuoteConversion port), when there is one. */
  @Column('int', { nullable: true })
  orderId!: number | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  /**
   * The import that brought it (ADR 0069): an invoice or credit note of the books kept before Cuvée,
   * still open, recorded with its original number (no sequence, no PDF, no sale posted). Null for a
   * document made here.
   */
  @Column('int', { nullable: true })
  importId!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
