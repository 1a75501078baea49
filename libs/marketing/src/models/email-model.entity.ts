import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Block, ModelKind } from '../domain/email-model.js';

/** An email model: a standard rich text or advanced blocks, with its subject; sanitised when saved. */
@Entity('email_models')
@Index('idx_email_models_shop_name', ['shopId', 'archived', 'name'])
export class EmailModel {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 120 })
  name!: string;

  @Column('varchar', { length: 10 })
  kind!: ModelKind;

  @Column('varchar', { length: 200 })
  subject!: string;

  /** A standard model's rich text (sanitised); empty for an advanced one. */
  @Column('text')
  html!: string;

  /** An advanced model's blocks; empty for a standard one. */
  @Column('simple-json')
  blocks!: Block[];

  @Column('boolean', { default: false })
  archived!: boolean;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
