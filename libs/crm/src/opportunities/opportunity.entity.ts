import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { IsoDate } from '@cuvee/kernel';
import { MoneyColumn } from '@cuvee/platform';

/** A deal being worked on with a client: how much, when it should close, who owns it, how likely. */
@Entity('opportunities')
@Index('idx_opportunities_shop_stage', ['shopId', 'stageId', 'expectedCloseDate'])
@Index('idx_opportunities_shop_owner', ['shopId', 'ownerId'])
@Index('idx_opportunities_client', ['clientId'])
export class Opportunity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('int')
  clientId!: number;

  @Column('int')
  stageId!: number;

  @Column('varchar', { length: 150 })
  title!: string;

  /** Expected amount excluding tax, in cents (ADR 0001). */
  @MoneyColumn()
  amountCents!: number;

  /** 'YYYY-MM-DD', Europe/Paris calendar. */
  @Column('varchar', { length: 10, nullable: true })
  expectedCloseDate!: IsoDate | null;

  /** The team member who owns the deal. */
  @Column('int')
  ownerId!: number;

  /** Percent, 0 to 100. */
  @Column('int')
  probability!: number;

  /** When the opportunity entered a won or lost stage; null while open. */
  @Column('datetime', { nullable: true })
  closedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
