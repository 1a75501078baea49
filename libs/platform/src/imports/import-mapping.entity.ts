import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { MappingOverride } from './column-mapping.js';

/**
 * The last mapping a shop gave for a kind of import (ADR 0067): suggested for its next files, for the
 * headers they share with it.
 */
@Entity('import_mappings')
export class ImportMapping {
  @PrimaryColumn('int')
  shopId!: number;

  @PrimaryColumn('varchar', { length: 50 })
  kind!: string;

  @Column('simple-json')
  mapping!: MappingOverride;

  @UpdateDateColumn()
  updatedAt!: Date;
}
