import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RELEASE_REASONS = ['cancelled', 'refused', 'aborted', 'expired'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

/**
 * The stock an order holds between its placing and its validation (a sale movement) or its end
 * (cancelled, refused, aborted cart, expired): one per order reference.
 */
@Entity('stock_reservations')
@Index('uq_stock_reservations_order', ['shopId', 'orderRef'], { unique: true })
@Index('idx_stock_reservations_expiry', ['status', 'expiresAt'])
export class StockReservation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 64 })
  orderRef!: string;

  @Column('varchar', { length: 12, default: 'pending' })
  status!: ReservationStatus;

  @Column('varchar', { length: 12, nullable: true })
  releaseReason!: ReleaseReason | null;

  /** The client the order is for: an allocation of theirs is used first. */
  @Column('int', { nullable: true })
  clientId!: number | null;

  @Column('varchar', { length: 32, nullable: true })
  typology!: string | null;

  /** A pending reservation past this is released (an abandoned checkout). */
  @Column('datetime', { nullable: true })
  expiresAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

/** One level held by a reservation; `allocatedQuantity` of it came out of `allocationId`. */
@Entity('stock_reservation_lines')
@Index('idx_stock_reservation_lines_reservation', ['reservationId'])
@Index('idx_stock_reservation_lines_level', ['levelId'])
export class StockReservationLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  reservationId!: number;

  @Column('int')
  levelId!: number;

  @Column('int')
  quantity!: number;

  @Column('int', { nullable: true })
  allocationId!: number | null;

  @Column('int', { default: 0 })
  allocatedQuantity!: number;
}
