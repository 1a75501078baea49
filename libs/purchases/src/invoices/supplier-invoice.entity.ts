import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { SupplierInvoiceStatus } from '../domain/purchase-rules.js';

/**
 * A supplier's invoice recorded against receipts of one order: its amounts are those of the received
 * lines at the order's prices; it falls due by the supplier's terms unless its own date says otherwise.
 */
@Entity('supplier_invoices')
@Index('idx_supplier_invoices_shop_due', ['shopId', 'status', 'dueOn'])
@Index('idx_supplier_invoices_order', ['orderId'])
export class SupplierInvoice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  supplierId!: number;

  @Column('int')
  orderId!: number;

  /** The supplier's own number. */
  @Column('varchar', { length: 40 })
  number!: string;

  @Column('varchar', { length: 10 })
  issuedOn!: string;

  @Column('varchar', { length: 10 })
  dueOn!: string;

  @MoneyColumn()
  totalHt!: number;

  @MoneyColumn()
  totalVat!: number;

  @MoneyColumn()
  totalTtc!: number;

  @MoneyColumn()
  paid!: number;

  @Column('varchar', { length: 12 })
  status!: SupplierInvoiceStatus;

  @CreateDateColumn()
  createdAt!: Date;
}

/** Money paid to a supplier on one invoice. */
@Entity('supplier_payments')
@Index('idx_supplier_payments_invoice', ['invoiceId'])
export class SupplierPayment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  invoiceId!: number;

  @MoneyColumn()
  amount!: number;

  @Column('varchar', { length: 10 })
  paidOn!: string;

  @Column('varchar', { length: 64, nullable: true })
  reference!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
