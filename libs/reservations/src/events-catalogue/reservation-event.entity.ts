import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { Rate } from '../domain/booking-rules.js';
import type { EventSchedule } from '../domain/schedule.js';

/**
 * Something a visitor books at the estate — a cellar visit, a tasting, a workshop, a dinner — with its
 * rates and its schedule of slots (docs/reservations.md). Rates and schedule are small documents kept
 * with the event: they are always read and written whole.
 */
@Entity('reservation_events')
@Index('idx_reservation_events_shop', ['shopId', 'archivedAt'])
export class ReservationEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 150 })
  titleFr!: string;

  @Column('varchar', { length: 150, default: '' })
  titleEn!: string;

  @Column('text', { nullable: true })
  descriptionFr!: string | null;

  @Column('text', { nullable: true })
  descriptionEn!: string | null;

  /** Photo addresses, the first one the cover. */
  @Column('simple-json')
  photos!: string[];

  /** Languages spoken, as codes ('fr', 'en', 'de'…). */
  @Column('simple-json')
  languages!: string[];

  @Column('int')
  durationMinutes!: number;

  @Column('varchar', { length: 255, default: '' })
  location!: string;

  /** Places of each slot (counted persons). */
  @Column('int')
  capacity!: number;

  /** Added to the confirmation mail. */
  @Column('text', { nullable: true })
  confirmationMessage!: string | null;

  @Column('int', { default: 0 })
  cutoffHours!: number;

  @Column('int', { default: 48 })
  cancellationHours!: number;

  /** Per counted person, cents; 0 for none. */
  @MoneyColumn()
  touristTax!: number;

  @Column('boolean', { default: false })
  adultRequired!: boolean;

  /** Shown and bookable on the shop. */
  @Column('boolean', { default: true })
  online!: boolean;

  @Column('simple-json')
  rates!: Rate[];

  @Column('simple-json')
  schedule!: EventSchedule;

  @Column('datetime', { nullable: true })
  archivedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
