import type { Locale } from '@cuvee/kernel';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { PricedRate } from '../domain/booking-rules.js';

/** awaitingPayment: its places are held while a payer of its payment group has not paid. */
export const RESERVATION_STATUSES = ['confirmed', 'awaitingPayment', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_CHANNELS = ['shop', 'backoffice'] as const;
export type ReservationChannel = (typeof RESERVATION_CHANNELS)[number];

/**
 * A booking: persons in one slot of an event, at the rates priced when it was taken. From the shop it
 * belongs to the sales order that paid it (orderId); from the back office it is taken for a client by
 * phone and paid on the day.
 */
@Entity('reservations')
@Index('idx_reservations_shop_start', ['shopId', 'startsAt'])
@Index('idx_reservations_event_slot', ['eventId', 'slotKey'])
@Index('idx_reservations_buyer', ['buyerId'])
@Index('idx_reservations_order', ['orderId'])
export class Reservation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  eventId!: number;

  /** The event's French title when booked (lists read it without a join). */
  @Column('varchar', { length: 150 })
  eventTitle!: string;

  @Column('varchar', { length: 16 })
  slotKey!: string;

  @Column('datetime')
  startsAt!: Date;

  @Column('datetime')
  endsAt!: Date;

  @Column('varchar', { length: 16 })
  status!: ReservationStatus;

  @Column('varchar', { length: 12 })
  channel!: ReservationChannel;

  /** The sales order that holds it (shop bookings). */
  @Column('int', { nullable: true })
  orderId!: number | null;

  @Column('varchar', { length: 32, nullable: true })
  orderNumber!: string | null;

  @Column('int', { nullable: true })
  buyerId!: number | null;

  @Column('int', { nullable: true })
  clientId!: number | null;

  @Column('varchar', { length: 150 })
  contactName!: string;

  @Column('varchar', { length: 255, nullable: true })
  contactEmail!: string | null;

  @Column('varchar', { length: 30, nullable: true })
  contactPhone!: string | null;

  /** The language of the visitor's and the payers' mails: the booker's, as the request gave it. */
  @Column('varchar', { length: 2, default: 'fr' })
  locale!: Locale;

  /** Counted persons: the places it holds. */
  @Column('int')
  persons!: number;

  @Column('simple-json')
  rates!: PricedRate[];

  @MoneyColumn()
  totalTtc!: number;

  @Column('text', { nullable: true })
  notes!: string | null;

  @Column('datetime', { nullable: true })
  checkedInAt!: Date | null;

  @Column('datetime', { nullable: true })
  reminderSentAt!: Date | null;

  @Column('datetime', { nullable: true })
  cancelledAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
