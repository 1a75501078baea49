import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { PurchaseOrderStatus } from '../domain/purchase-rules.js';

/** An order to a supplier (bon de commande), numbered per shop and year once sent. */
@Entity('purchase_orders')
@Index('idx_purchase_orders_shop_status', ['shopId', 'status'])
@Index('idx_purchase_orders_shop_supplier', ['shopId', 'supplierId'])
@Index('uq_purchase_orders_number', ['shopId', 'number'], { unique: true })
export class PurchaseOrder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 20 })
  number!: string;

  @Column('int')
  supplierId!: number;

  @Column('varchar', { length: 16 })
  status!: PurchaseOrderStatus;

  /** Where the goods are expected (a receipt may name another). */
  @Column('int')
  warehouseId!: number;

  @Column('varchar', { length: 10, nullable: true })
  expectedOn!: string | null;

  @Column('text', { nullable: true })
  notes!: string | null;

  @MoneyColumn()
  totalHt!: number;

  @MoneyColumn()
  totalTtc!: number;

  @Column('datetime', { nullable: true })
  sentAt!: Date | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/** One product ordered: how many, at what price, and how many came in so far. */
@Entity('purchase_order_lines')
@Index('idx_purchase_order_lines_order', ['orderId', 'position'])
export class PurchaseOrderLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  orderId!: number;

  @Column('int')
  position!: number;

  @Column('int')
  productId!: number;

  /** 0: the product has no vintage. */
  @Column('int')
  vintageId!: number;

  @Column('int')
  formatId!: number;

  /** The product as named when ordered ("Capsules CRD 75 cl"). */
  @Column('varchar', { length: 200 })
  label!: string;

  @Column('int')
  quantity!: number;

  @Column('int', { default: 0 })
  received!: number;

  @MoneyColumn()
  unitHt!: number;

  /** VAT rate in basis points (2000 = 20 %). */
  @Column('int')
  vatRateBp!: number;
}
