import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Anomaly } from '../domain/declaration.js';

export const DRM_STATUSES = ['validated', 'submitted'] as const;
export type DrmStatus = (typeof DRM_STATUSES)[number] | 'draft';

/**
 * A validated month: its identity as declared, the last stock movement id it counted (`watermark`)
 * and, in DrmDeclarationLine rows, its lines. A draft has no row: it is computed from the ledgers each
 * time it is read.
 */
@Entity('customs_declarations')
@Index('uq_customs_declarations_shop_month', ['shopId', 'month'], { unique: true })
export class DrmDeclaration {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 7 })
  month!: string;

  @Column('varchar', { length: 12 })
  status!: (typeof DRM_STATUSES)[number];

  @Column('int')
  watermark!: number;

  @Column('varchar', { length: 13, nullable: true })
  exciseNumber!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  cvi!: string | null;

  @Column('varchar', { length: 9, nullable: true })
  interproSiren!: string | null;

  @Column('varchar', { length: 255 })
  dutiesSource!: string;

  /** The anomalies it was validated with: informational ones only (late movements). */
  @Column('simple-json')
  anomalies!: Anomaly[];

  @Column('datetime')
  validatedAt!: Date;

  @Column('int', { nullable: true })
  validatedBy!: number | null;

  @Column('date', { nullable: true })
  submittedOn!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}

export const LINE_KINDS = ['product', 'crd', 'duty', 'range', 'pending'] as const;

/**
 * One line of a validated month, as it was declared: a product line, a CRD line, a duty, or an annex (a
 * range of document numbers, a DAE not discharged).
 */
@Entity('customs_declaration_lines')
@Index('idx_customs_declaration_lines_declaration', ['declarationId', 'kind', 'position'])
export class DrmDeclarationLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  declarationId!: number;

  @Column('varchar', { length: 8 })
  kind!: (typeof LINE_KINDS)[number];

  @Column('int')
  position!: number;

  @Column('simple-json')
  data!: object;
}
