import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';

/**
 * One payer of a booking's payment group: an address and a share, and the random token of the link
 * mailed to them (the only way a payer, who has no account, reaches their share).
 */
@Entity('reservation_payers')
@Index('idx_reservation_payers_reservation', ['reservationId'])
@Index('uq_reservation_payers_token', ['token'], { unique: true })
export class ReservationPayer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  reservationId!: number;

  @Column('varchar', { length: 255 })
  email!: string;

  @MoneyColumn()
  amount!: number;

  /** 32 hex characters from the system's random source. */
  @Column('varchar', { length: 32 })
  token!: string;

  @Column('datetime', { nullable: true })
  paidAt!: Date | null;

  /**
   * How the share was paid ("card", "transfer", "cash", "check"). Set while paidAt is still empty, it
   * means a card payment from the payer's page is being captured (ADR 0037).
   */
  @Column('varchar', { length: 16, nullable: true })
  paymentMethod!: string | null;

  /** The card imprint of the payer's last try on their page (the provider's id). */
  @Column('varchar', { length: 64, nullable: true })
  cardImprintId!: string | null;

  /** The provider's capture, once the share was paid by card on the payer's page. */
  @Column('varchar', { length: 64, nullable: true })
  cardCaptureId!: string | null;

  @Column('datetime', { nullable: true })
  remindedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
