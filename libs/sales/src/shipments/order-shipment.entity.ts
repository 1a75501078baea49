import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';

/** One line of a shipment: units of one order line. */
export interface ShipmentLine {
  readonly lineId: number;
  readonly quantity: number;
}

/**
 * One delivery of part of a validated order (ADR 0074): the units it took of each order line, the day
 * it left, and the invoice that billed it. The order's lines less its shipments are what is left to
 * ship; a shipment is invoiced once (its invoice columns are set by a conditional update in the
 * issuing transaction). What the order had already received (client credit, a captured or offline
 * payment) is handed to its shipments' invoices in turn: `creditApplied` and `paymentApplied` say how
 * much went to this one's.
 */
@Entity('order_shipments')
@Index('uq_order_shipments_order_position', ['orderId', 'position'], { unique: true })
@Index('idx_order_shipments_shop_invoice', ['shopId', 'invoiceId'])
export class OrderShipment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  orderId!: number;

  /** 1, 2…: "Livraison 2" of its order. */
  @Column('int')
  position!: number;

  /** The day it left (Paris), YYYY-MM-DD. */
  @Column('varchar', { length: 10 })
  shippedOn!: string;

  @Column('varchar', { length: 64, nullable: true })
  trackingNumber!: string | null;

  @Column('simple-json')
  lines!: ShipmentLine[];

  @Column('int', { nullable: true })
  invoiceId!: number | null;

  @Column('varchar', { length: 40, nullable: true })
  invoiceNumber!: string | null;

  @MoneyColumn()
  creditApplied!: number;

  @MoneyColumn()
  paymentApplied!: number;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
