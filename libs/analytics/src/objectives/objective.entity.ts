import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';
import type { ObjectiveMeasure, ObjectivePeriod, ObjectiveScope } from '../domain/objectives.js';

/**
 * A target over a period for an agent, a collaborator or the whole shop (docs/analytics.md
 * "Objectives", ADR 0081). Its progress is computed from the sales read models at each request.
 * Index choice: the report reads a shop's objectives that meet a period (shop, start).
 */
@Entity('analytics_objectives')
@Index('idx_analytics_objectives_shop_starts', ['shopId', 'startsOn'])
export class Objective {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** shop, agent or collaborator. */
  @Column('varchar', { length: 12 })
  scope!: ObjectiveScope;

  /** The agent's or collaborator's user id; null for the shop. */
  @Column('int', { nullable: true })
  userId!: number | null;

  /** revenue (HT, cents), bottles, eq75 (75 cl bottles) or newClients. */
  @Column('varchar', { length: 12 })
  measure!: ObjectiveMeasure;

  /** month, quarter, year or custom. */
  @Column('varchar', { length: 8 })
  period!: ObjectivePeriod;

  /** First Paris day, included. */
  @Column('varchar', { length: 10 })
  startsOn!: string;

  /** Last Paris day, included. */
  @Column('varchar', { length: 10 })
  endsOn!: string;

  /** In the measure's unit: cents, bottles, 75 cl bottles or clients. */
  @MoneyColumn()
  target!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
