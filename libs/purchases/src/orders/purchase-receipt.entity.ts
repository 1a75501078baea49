import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Goods that came in against an order, into one warehouse: each line became a purchase movement of
 * the stock ledger (source `purchase:<order number>/<receipt id>`). Quantities beyond the order are
 * kept only when the person confirmed them (`overConfirmed`), and each line says how many were extra.
 */
@Entity('purchase_receipts')
@Index('idx_purchase_receipts_order', ['orderId'])
@Index('idx_purchase_receipts_shop', ['shopId', 'receivedOn'])
export class PurchaseReceipt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  orderId!: number;

  @Column('int')
  warehouseId!: number;

  @Column('varchar', { length: 10 })
  receivedOn!: string;

  /** The supplier's delivery note. */
  @Column('varchar', { length: 64, nullable: true })
  deliveryNote!: string | null;

  @Column('boolean', { default: false })
  overConfirmed!: boolean;

  /** The supplier invoice it is billed on, once recorded. */
  @Column('int', { nullable: true })
  invoiceId!: number | null;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}

@Entity('purchase_receipt_lines')
@Index('idx_purchase_receipt_lines_receipt', ['receiptId'])
export class PurchaseReceiptLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  receiptId!: number;

  @Column('int')
  orderLineId!: number;

  @Column('int')
  quantity!: number;

  /** Of it, beyond what the line still waited for. */
  @Column('int', { default: 0 })
  excess!: number;

  /** The ledger's movement. */
  @Column('int')
  movementId!: number;
}
