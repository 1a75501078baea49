import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CapsuleType, CrdCategory, CrdColor, CrdKind } from '../domain/declaration.js';

/**
 * A record of the CRD capsule ledger, typed by a person or made by a purchase receipt: a purchase, a return, an adjustment (surplus,
 * destruction, missing). Uses are not recorded here: the DRM follows them from the stock ledger.
 * `month` is the declaration it counts in: the month it was recorded, or the next open one when that
 * month is already validated (a validated month never changes).
 */
@Entity('customs_crd_movements')
@Index('idx_customs_crd_movements_shop_month', ['shopId', 'month'])
@Index('uq_customs_crd_movements_source', ['shopId', 'sourceRef'], { unique: true })
export class CrdMovement {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 7 })
  month!: string;

  @Column('varchar', { length: 4 })
  category!: CrdCategory;

  @Column('varchar', { length: 32 })
  capsuleType!: CapsuleType;

  /** Rows recorded before colours were kept are blue, the colour of most wines without an AOP. */
  @Column('varchar', { length: 10, default: 'blue' })
  color!: CrdColor;

  @Column('varchar', { length: 20 })
  centilisation!: string;

  @Column('varchar', { length: 16 })
  kind!: CrdKind;

  @Column('int')
  quantity!: number;

  @Column('varchar', { length: 255, nullable: true })
  reason!: string | null;

  @Column('int', { nullable: true })
  userId!: number | null;

  /** What recorded it when not a person: a purchase receipt's line (`receipt:<receipt>:<movement>`). */
  @Column('varchar', { length: 64, nullable: true })
  sourceRef!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
