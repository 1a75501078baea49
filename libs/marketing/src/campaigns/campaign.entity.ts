import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CampaignStatus } from '../domain/campaign-rules.js';

/** A mailing: lists, a model, a subject and a sender; sent now or at a set time. */
@Entity('campaigns')
@Index('idx_campaigns_shop_status', ['shopId', 'status', 'id'])
export class Campaign {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('varchar', { length: 200 })
  subject!: string;

  @Column('int')
  modelId!: number;

  @Column('simple-json')
  listIds!: number[];

  @Column('varchar', { length: 120 })
  senderName!: string;

  @Column('varchar', { length: 191 })
  senderEmail!: string;

  @Column('varchar', { length: 12 })
  status!: CampaignStatus;

  @Column('datetime', { nullable: true })
  scheduledAt!: Date | null;

  @Column('datetime', { nullable: true })
  startedAt!: Date | null;

  @Column('datetime', { nullable: true })
  finishedAt!: Date | null;

  /** Deliveries written; the preparation is done once `prepared` is true. */
  @Column('int', { default: 0 })
  total!: number;

  @Column('boolean', { default: false })
  prepared!: boolean;

  /** The last client id whose delivery is written: the preparation resumes after it. */
  @Column('int', { default: 0 })
  preparedUpTo!: number;

  @Column('int', { nullable: true })
  createdById!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
