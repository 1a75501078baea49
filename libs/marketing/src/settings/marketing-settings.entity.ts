import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The "campaigns" settings section of a shop: who sends, where replies go, the footer every mail ends with. */
@Entity('marketing_settings')
export class MarketingSettings {
  @PrimaryColumn('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  senderName!: string;

  /** The address campaigns leave from; a campaign may use no other (the shop vouches for this one). */
  @Column('varchar', { length: 191 })
  senderEmail!: string;

  @Column('varchar', { length: 191, nullable: true })
  replyTo!: string | null;

  /** The legal address and mentions printed at the foot of every campaign. */
  @Column('text')
  footer!: string;

  @Column('varchar', { length: 200 })
  unsubscribeText!: string;

  /** Mails per second the shop's campaigns may send. */
  @Column('int', { default: 20 })
  ratePerSecond!: number;

  @UpdateDateColumn()
  updatedAt!: Date;
}
