import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The places taken in one slot of an event. Slots are computed from the schedule; this row is made
 * the first time someone books the slot, and its `taken` only moves by a conditional UPDATE that
 * keeps it within `capacity` (ADR 0034): the database, not a read, says whether places are left.
 */
@Entity('reservation_slots')
@Index('uq_reservation_slots_event_key', ['eventId', 'slotKey'], { unique: true })
@Index('idx_reservation_slots_shop_start', ['shopId', 'startsAt'])
export class ReservationSlot {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  eventId!: number;

  /** '2026-06-12T10:30', or '2026-06-12' for a full day (Paris wall time). */
  @Column('varchar', { length: 16 })
  slotKey!: string;

  @Column('datetime')
  startsAt!: Date;

  @Column('datetime')
  endsAt!: Date;

  @Column('int')
  capacity!: number;

  @Column('int', { default: 0 })
  taken!: number;
}
