import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { LineKind } from '../domain/document-amounts.js';

/**
 * A line of a sales document, priced by billLines (ADR 0016): unit amounts and line amounts in cents,
 * the VAT rate in basis points. Product, vintage and format are catalogue ids (no foreign keys across
 * contexts); the label is what was printed. Lines of an issued document never change.
 */
@Entity('billing_document_lines')
@Index('uq_billing_document_lines_position', ['documentId', 'position'], { unique: true })
@Index('idx_billing_document_lines_shop_product', ['shopId', 'productId'])
export class BillingDocumentLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  documentId!: number;

  @Column('int')
  position!: number;

  @Column('varchar', { length: 12 })
  kind!: LineKind;

  @Column('int', { nullable: true })
  productId!: number | null;

  @Column('int', { nullable: true })
  vintageId!: number | null;

  @Column('int', { nullable: true })
  formatId!: number | null;

  @Column('varchar', { length: 255 })
  label!: string;

  @Column('int')
  quantity!: number;

  @MoneyColumn()
  listUnitHt!: number;

  @Column('int', { default: 0 })
  discountBp!: number;

  @MoneyColumn()
  unitHt!: number;

  @MoneyColumn()
  unitDuties!: number;

  @Column('int')
  vatRateBp!: number;

  @MoneyColumn()
  unitVat!: number;

  @MoneyColumn()
  ht!: number;

  @MoneyColumn()
  duties!: number;

  @MoneyColumn()
  vat!: number;

  @MoneyColumn()
  ttc!: number;

  @MoneyColumn()
  discountHt!: number;

  /** Kernel product type of the product (wine, champagne…): the ventilation's family. */
  @Column('varchar', { length: 32, nullable: true })
  family!: string | null;

  @Column('double', { default: 0 })
  eq75!: number;

  /** Credit notes: the position of the invoice line given back. */
  @Column('int', { nullable: true })
  sourcePosition!: number | null;
}
